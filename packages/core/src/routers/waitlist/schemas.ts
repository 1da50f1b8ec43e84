// What waitlist entries take and answer: when the customer would come (windows of local dates,
// weekdays and times), with whom, how many seats, until when; and their place in the line.
import { z } from "zod";
import { iso, timestamp } from "../../schemas/common";
import { WEEKDAY_CODES } from "../../domain/series";
import { WAITLIST_LIMITS } from "../../domain/waitlist";
import { WAITLIST_STATUSES, type WaitlistEntry } from "../../store/waitlist";

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

export const waitlistStatus = z.enum(WAITLIST_STATUSES, { error: "must be waiting, offered, booked, left or expired" }).meta({
  description:
    "waiting (in line), offered (a time is held for them), booked, left (taken out of the line), expired (waited past expiresAt)",
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
    createdAt: iso(entry.createdAt),
  };
}
