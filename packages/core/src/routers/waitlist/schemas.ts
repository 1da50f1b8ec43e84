// What waitlist entries take and answer: when the customer would come (windows of local dates,
// weekdays and times), with whom, how many seats, until when; and their place in the line.
import { z } from "zod";
import { iso, timestamp } from "../../schemas/common";
import { WEEKDAY_CODES } from "../../domain/series";
import { WAITLIST_LIMITS } from "../../domain/waitlist";
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import { notFound } from "../../errors";
import { getWaitlistEntry, WAITLIST_STATUSES, type WaitlistEntry } from "../../store/waitlist";
import { entryOfLink } from "../../store/waitlist-links";

const localDate = (what: string) => z.iso.date({ error: "must be a date YYYY-MM-DD" }).meta({ description: what, example: "2027-05-04" });
const localTime = (what: string, example: string) =>
  z
    .string({ error: "must be a local time HH:MM" })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "must be a local time HH:MM")
    .optional()
    .meta({ description: what, example });

export const waitlistWindow = z
  .strictObject({
    from: localDate("The first local date the customer could come"),
    to: localDate("The last local date (inclusive)"),
    weekdays: z
      .array(z.enum(WEEKDAY_CODES, { error: "must list weekdays as MO, TU, WE, TH, FR, SA, SU" }))
      .max(7, "must list each weekday once at most")
      .refine((days) => new Set(days).size === days.length, "must list each weekday once at most")
      .optional()
      .meta({ description: "Only these weekdays (omitted: any)", example: ["TU", "TH"] }),
    startTime: localTime("The earliest local start on those days (omitted: any)", "09:00"),
    endTime: localTime("The latest local end on those days (omitted: the day's end)", "12:00"),
  })
  .meta({ description: "When the customer could come, on the provider's clock" });

export const waitlistWindows = z
  .array(waitlistWindow)
  .min(1, "must list at least one window")
  .max(WAITLIST_LIMITS.maxWindows, `must list at most ${WAITLIST_LIMITS.maxWindows} windows`);

export const waitlistStatus = z.enum(WAITLIST_STATUSES, { error: "must be unverified, waiting, offered, booked, left or expired" }).meta({
  description:
    "unverified (a visitor's, not in line until the link emailed to them is followed), waiting (in line), offered (a time is held " +
    "for them), booked, left (taken out of the line), expired (waited past expiresAt, or not verified in time)",
});

export const waitlistEntry = z.object({
  id: z.string().meta({ example: "wl_5hJ2kLmN8pQ4rT6vX9zB" }),
  serviceId: z.string(),
  staffId: z.string().nullable().meta({ description: "The member asked for; null: any member" }),
  customerId: z.string(),
  seats: z.number().int(),
  windows: z.array(waitlistWindow),
  status: waitlistStatus,
  position: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The place in the service's line while waiting (1: next to be offered a time); null otherwise", example: 3 }),
  expiresAt: timestamp,
  verifyBy: timestamp.nullable().meta({
    description: "While unverified: until when the visitor may follow the link emailed to them (then the entry is removed); null otherwise",
  }),
  createdAt: timestamp,
});

export function toWaitlistEntry(entry: WaitlistEntry): z.infer<typeof waitlistEntry> {
  return {
    id: entry.id,
    serviceId: entry.serviceId,
    staffId: entry.staffId,
    customerId: entry.customerId,
    seats: entry.seats,
    windows: entry.windows.map((w) => ({ ...w, weekdays: w.weekdays ? [...w.weekdays] : undefined })),
    status: entry.status,
    position: entry.position,
    expiresAt: iso(entry.expiresAt),
    verifyBy: entry.status === "unverified" && entry.verifyBy ? iso(entry.verifyBy) : null,
    createdAt: iso(entry.createdAt),
  };
}

/** An entry's own link's token, in the path. */
export const waitlistToken = z.string().meta({ description: "The entry's link token", example: "Wt4k8Lq2Zp7Xv1Nc9Rb3Hm6Jd0Sf5Ga2" });

/** The entry as its link shows it: with its service and the salon it waits at. */
export const linkedEntry = waitlistEntry.extend({
  service: z.object({ id: z.string(), name: z.string() }),
  salon: z.object({ name: z.string(), timezone: z.string().meta({ description: "The zone the windows are read in" }) }),
});

/** The provider and entry a link names; 404 for an unknown, malformed or expired token. */
export async function resolveWaitlistLink(db: Kysely<Database>, token: string, now: Date) {
  const found = await entryOfLink(db, token, now);
  if (!found) throw notFound("Waitlist link (unknown or expired)");
  return found;
}

export async function linkedEntryAnswer(
  db: Kysely<Database>,
  found: { providerId: string; entryId: string },
  now: Date,
): Promise<z.infer<typeof linkedEntry>> {
  const entry = await getWaitlistEntry(db, found.providerId, found.entryId, now);
  const names = await db
    .selectFrom("services as s")
    .innerJoin("providers as p", "p.id", "s.provider_id")
    .select(["s.name as service_name", "p.name as salon_name", "p.timezone"])
    .where("s.provider_id", "=", found.providerId)
    .where("s.id", "=", entry.serviceId)
    .executeTakeFirstOrThrow();
  return {
    ...toWaitlistEntry(entry),
    service: { id: entry.serviceId, name: names.service_name },
    salon: { name: names.salon_name, timezone: names.timezone },
  };
}
