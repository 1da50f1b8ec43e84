// Time that opens up without a booking giving it back (a closure or time off removed, hours
// widened, a member newly offering a service, a class's seats added or a session published) reaches the line too. The
// change records an opening in its own transaction, when someone waits for that provider; a worker
// then reads the free times inside it with availability's own walk, keeps those the line waits for
// (domain/waitlist.ts), and records each as a release, offered like a time a booking gave back
// (waitlist-offers.ts decides who gets it, oldest first).
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { Database, WaitlistOpeningsTable } from "@booking/db";
import { AppError } from "../errors";
import { callerProvider, callerProviderColumns } from "../auth/api-keys";
import { addDays, localDateOf } from "../domain/local-time";
import { timesTheLineWaitsFor, WAITLIST_LIMITS, type FreeTime, type WaitlistWindow, type WaitingEntry } from "../domain/waitlist";
import { serviceAvailability } from "./service-availability";
import { OUTBOX_CHANNEL } from "./events";
import { eachPendingRow } from "./pending-work";

export type OpeningReason = WaitlistOpeningsTable["reason"];

export interface Opening {
  /** null: every member. */
  staffId: string | null;
  /** null: every service. */
  serviceId: string | null;
  startsAt: Date;
  endsAt: Date;
  reason: OpeningReason;
}

/** From now until the furthest a waiting entry can reach: the range a change of hours opens. */
export function openFromNow(now: Date): { startsAt: Date; endsAt: Date } {
  return { startsAt: now, endsAt: new Date(now.getTime() + (WAITLIST_LIMITS.maxWaitDays + 2) * 86_400_000) };
}

/**
 * Records an opening in the caller's transaction when someone of the provider waits in a line it
 * may concern (the service, the member or any); nothing for a range already past.
 */
export async function recordOpening(db: Kysely<Database>, providerId: string, opening: Opening, now: Date): Promise<void> {
  const startsAt = opening.startsAt.getTime() < now.getTime() ? now : opening.startsAt;
  if (opening.endsAt.getTime() <= startsAt.getTime()) return;
  await sql`
    WITH opening AS (
      INSERT INTO waitlist_openings (provider_id, staff_id, service_id, starts_at, ends_at, reason, created_at)
      SELECT ${providerId}, ${opening.staffId}, ${opening.serviceId}, ${startsAt}, ${opening.endsAt}, ${opening.reason}, ${now}
       WHERE EXISTS (SELECT 1 FROM waitlist_entries w
                      WHERE w.provider_id = ${providerId} AND w.status = 'waiting'
                        AND (${opening.serviceId}::text IS NULL OR w.service_id = ${opening.serviceId})
                        AND (${opening.staffId}::text IS NULL OR w.staff_id IS NULL OR w.staff_id = ${opening.staffId}))
      RETURNING id)
    SELECT pg_notify(${OUTBOX_CHANNEL}, '') FROM opening`.execute(db);
}

/** The most free times one opening records, so a huge opening over a huge line stays bounded. */
const MAX_RELEASES_PER_OPENING = 1_000;
/** Availability is read a month at a time at most. */
const DAYS_PER_READ = 31;

/** Looks through up to `limit` recorded openings, oldest first; answers how many releases they recorded. */
export async function expandOpenings(db: Kysely<Database>, now: Date, limit = 10): Promise<number> {
  const counts = await eachPendingRow(db, "waitlist_openings", limit, async (trx, opening) => {
    const times = await freeTimesTheLineWaitsFor(trx, opening, now);
    if (times.length > 0) {
      await trx
        .insertInto("waitlist_releases")
        .values(
          times.map((time) => ({
            provider_id: opening.provider_id,
            service_id: time.serviceId,
            staff_id: time.staffId,
            starts_at: new Date(time.start),
            ends_at: new Date(time.end),
            seats: time.seats,
            reason: "opened" as const,
            booking_id: null,
            created_at: now,
          })),
        )
        .execute();
    }
    await trx.updateTable("waitlist_openings").set({ processed_at: now, releases: times.length }).where("id", "=", opening.id).execute();
    return times.length;
  });
  return counts.reduce((sum, count) => sum + count, 0);
}

async function freeTimesTheLineWaitsFor(
  trx: Transaction<Database>,
  opening: Selectable<WaitlistOpeningsTable>,
  now: Date,
): Promise<(FreeTime & { serviceId: string })[]> {
  const row = await trx
    .selectFrom("providers as p")
    .select(["p.id as provider_id", ...callerProviderColumns("p.id")])
    .where("p.id", "=", opening.provider_id)
    .executeTakeFirstOrThrow();
  const provider = callerProvider(row);
  let entries = trx
    .selectFrom("waitlist_entries")
    .select(["id", "service_id", "staff_id", "seats", "windows"])
    .where("provider_id", "=", opening.provider_id)
    .where("status", "=", "waiting")
    .where("expires_at", ">", now)
    .orderBy("joined_seq");
  if (opening.service_id !== null) entries = entries.where("service_id", "=", opening.service_id);
  if (opening.staff_id !== null) {
    const staffId = opening.staff_id;
    entries = entries.where((eb) => eb.or([eb("staff_id", "is", null), eb("staff_id", "=", staffId)]));
  }
  const lines = new Map<string, WaitingEntry[]>();
  for (const entry of await entries.execute()) {
    const line = lines.get(entry.service_id) ?? [];
    line.push({ id: entry.id, staffId: entry.staff_id, seats: entry.seats, windows: entry.windows as WaitlistWindow[] });
    lines.set(entry.service_id, line);
  }
  const from = Math.max(opening.starts_at.getTime(), now.getTime());
  const to = opening.ends_at.getTime();
  const kept: (FreeTime & { serviceId: string })[] = [];
  for (const [serviceId, line] of lines) {
    // Only the dates someone waits for, within the opening.
    const windows = line.flatMap((entry) => entry.windows);
    const firstDate = maxOf(localDateOf(from, provider.timezone).date, minOf(...windows.map((w) => w.from)));
    const lastDate = minOf(localDateOf(to - 1, provider.timezone).date, maxOf(...windows.map((w) => w.to)));
    const free: FreeTime[] = [];
    for (let date = firstDate; date <= lastDate; date = addDays(date, DAYS_PER_READ)) {
      const until = minOf(addDays(date, DAYS_PER_READ - 1), lastDate);
      const days = await availabilityOrNothing(trx, provider, serviceId, opening.staff_id, date, until, now);
      for (const day of days)
        for (const slot of day.slots) {
          if (slot.start >= to || slot.end <= from) continue;
          for (const staffId of slot.staffIds)
            if (opening.staff_id === null || staffId === opening.staff_id)
              free.push({ staffId, start: slot.start, end: slot.end, seats: slot.seatsLeft ?? 1 });
        }
    }
    for (const time of timesTheLineWaitsFor(line, free, provider.timezone)) kept.push({ ...time, serviceId });
    if (kept.length >= MAX_RELEASES_PER_OPENING) break;
  }
  return kept.slice(0, MAX_RELEASES_PER_OPENING);
}

/** The service's free times as the salon sees them; nothing for a service or member gone meanwhile. */
async function availabilityOrNothing(
  trx: Transaction<Database>,
  provider: ReturnType<typeof callerProvider>,
  serviceId: string,
  staffId: string | null,
  from: string,
  to: string,
  now: Date,
) {
  try {
    const result = await serviceAvailability(trx, provider, { serviceId, staffId: staffId ?? undefined, from, to }, now, null);
    return result.days;
  } catch (error) {
    if (error instanceof AppError && (error.appCode === "NOT_FOUND" || error.appCode === "BAD_REQUEST")) return [];
    throw error;
  }
}

const minOf = (...dates: string[]) => dates.reduce((a, b) => (b < a ? b : a));
const maxOf = (...dates: string[]) => dates.reduce((a, b) => (b > a ? b : a));
