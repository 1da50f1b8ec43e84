// The waitlist: customers in line for a service, oldest first (joined_seq). Joining checks the
// entry's rules (domain/waitlist.ts) and answers its place in the line; an entry that passed its
// expiry is read as expired and leaves the line; leaving keeps the row (with left_at) for the record.
// A visitor joining from the booking page is held to the page's limits: the join counts against the
// salon's online bookings in the hour, and one email waits in at most as many lines (live entries)
// as it may hold upcoming online bookings, so made-up entries cannot crowd real customers out. Where
// the salon verifies visitors by email, a visitor's entry is unverified until they follow the link
// emailed to them (waitlist-verification.ts): outside the line, never offered a time.
import { sql, type Kysely, type Transaction } from "kysely";
import type { BookedBy, Database } from "@booking/db";
import { badRequest, conflict, notFound } from "../errors";
import { newId } from "../ids";
import { defaultWaitUntil, waitlistEntryProblems, type WaitlistWindow } from "../domain/waitlist";
import { findOrCreateCustomer, type VisitorDetails } from "./bookings/create";
import { admitPublicBooking, logPublicBooking, noteHourlyLimitReached, PublicLimitReached, releaseHold } from "./bookings/holds";
import { pageOf, type PageRequest } from "./pagination";
import { issueWaitlistLink } from "./waitlist-links";
import { recordEvent } from "./events";
import { MINUTE_MS } from "../domain/local-time";
import type { ManageLink } from "./manage-links";

export const WAITLIST_STATUSES = ["unverified", "waiting", "offered", "booked", "left", "expired"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export interface JoinWaitlistInput {
  serviceId: string;
  staffId?: string;
  seats: number;
  windows: WaitlistWindow[];
  expiresAt?: Date;
  /** The customer in line: one of the provider's, or a visitor's details (found by email, else added). */
  customer: { id: string } | VisitorDetails;
  joinedBy: BookedBy;
  locale?: string | null;
  customerTimezone?: string | null;
  /** The public URL its link is made on, when the entry gets one (customer and public keys: the customer's own way out of the line). */
  linkBase?: string;
}

export interface WaitlistEntry {
  id: string;
  serviceId: string;
  staffId: string | null;
  customerId: string;
  seats: number;
  windows: WaitlistWindow[];
  status: WaitlistStatus;
  /** The place in the service's line (1: next), while waiting; null otherwise. */
  position: number | null;
  expiresAt: Date;
  /** An unverified entry's deadline; null otherwise. */
  verifyBy: Date | null;
  createdAt: Date;
}

/** 400 naming each field at fault, 404 for a service, member or customer the provider has none such of. */
export async function joinWaitlist(
  db: Kysely<Database>,
  provider: { id: string; timezone: string },
  input: JoinWaitlistInput,
  now: Date,
): Promise<WaitlistEntry & { link: ManageLink | null }> {
  const joined = await db
    .transaction()
    .execute(async (trx) => {
      const admission = input.joinedBy === "public" ? await admitPublicBooking(trx, provider.id, now) : null;
      const service = await trx
        .selectFrom("services")
        .select(["capacity", "max_seats_per_booking"])
        .where("provider_id", "=", provider.id)
        .where("id", "=", input.serviceId)
        .where("is_active", "=", true)
        .executeTakeFirst();
      if (!service) throw notFound("Service", input.serviceId);
      if (input.staffId !== undefined) {
        const offers = await trx
          .selectFrom("staff_services as ss")
          .innerJoin("staff as s", (join) => join.onRef("s.provider_id", "=", "ss.provider_id").onRef("s.id", "=", "ss.staff_id"))
          .select("s.id")
          .where("ss.provider_id", "=", provider.id)
          .where("ss.staff_id", "=", input.staffId)
          .where("ss.service_id", "=", input.serviceId)
          .where("s.deleted_at", "is", null)
          .executeTakeFirst();
        if (!offers) throw notFound("Staff member", input.staffId);
      }
      const problems = waitlistEntryProblems(
        input,
        {
          capacity: service.capacity,
          maxSeatsPerBooking: input.joinedBy === "provider" ? service.capacity : service.max_seats_per_booking,
        },
        provider.timezone,
        now,
      );
      if (problems.length > 0) throw badRequest("The waitlist entry cannot join the line", problems);
      const verifying = admission?.verification === "email";
      let customerId: string;
      let createdCustomer = false;
      if ("id" in input.customer) {
        const found = await trx
          .selectFrom("customers")
          .select("id")
          .where("provider_id", "=", provider.id)
          .where("id", "=", input.customer.id)
          .executeTakeFirst();
        if (!found) throw notFound("Customer", input.customer.id);
        customerId = found.id;
      } else {
        // A visitor not verified yet is announced (customer.created) once verified, if ever.
        const found = await findOrCreateCustomer(trx, provider.id, input.customer, { announce: !verifying });
        customerId = found.id;
        createdCustomer = found.created;
      }
      // One live entry per customer, service and member: joining twice would only push others back.
      // A visitor not verified yet is not told (whoever typed the address would learn that its owner
      // waits here): the entry's verification refuses the second line instead.
      const already = verifying
        ? undefined
        : await entryInLine(trx, provider.id, { serviceId: input.serviceId, customerId, staffId: input.staffId ?? null }, now);
      // A visitor is not handed the entry's id: whoever typed the address is not its owner for sure.
      if (already) throw alreadyInLine(admission ? null : already, "serviceId");
      if (admission) await assertLiveEntriesWithinLimit(trx, provider.id, customerId, admission.maxUpcomingPerEmail, now);
      const entryId = newId("wl");
      if (admission) await logPublicBooking(trx, provider.id, entryId, now);
      await trx
        .insertInto("waitlist_entries")
        .values({
          provider_id: provider.id,
          id: entryId,
          service_id: input.serviceId,
          staff_id: input.staffId ?? null,
          customer_id: customerId,
          seats: input.seats,
          windows: JSON.stringify(input.windows),
          expires_at: input.expiresAt ?? defaultWaitUntil(input.windows, provider.timezone, now),
          joined_by: input.joinedBy,
          locale: input.locale ?? null,
          customer_timezone: input.customerTimezone ?? null,
          ...(admission && verifying
            ? {
                status: "unverified" as const,
                verify_by: new Date(now.getTime() + admission.holdMinutes * MINUTE_MS),
                created_customer: createdCustomer,
              }
            : {}),
        })
        .execute();
      // The worker emails the link that verifies the entry.
      if (admission && verifying) {
        await recordEvent(trx, "waitlist.unverified", { entryId, providerId: provider.id, customerId });
      }
      const link = input.linkBase === undefined ? null : await issueWaitlistLink(trx, input.linkBase, provider.id, entryId);
      return { entryId, link };
    })
    .catch(async (error: unknown) => {
      await noteHourlyLimitReached(db, provider.id, error, now);
      throw error;
    });
  return { ...(await getWaitlistEntry(db, provider.id, joined.entryId, now)), link: joined.link };
}

/** The customer's entry waiting (or offered a time) in the line of that service and member, if any. */
export async function entryInLine(
  trx: Transaction<Database>,
  providerId: string,
  line: { serviceId: string; customerId: string; staffId: string | null },
  now: Date,
): Promise<string | undefined> {
  const found = await trx
    .selectFrom("waitlist_entries")
    .select("id")
    .where("provider_id", "=", providerId)
    .where("service_id", "=", line.serviceId)
    .where("customer_id", "=", line.customerId)
    .where(sql<boolean>`staff_id IS NOT DISTINCT FROM ${line.staffId}`)
    .where("status", "in", ["waiting", "offered"])
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return found?.id;
}

/**
 * 409: the customer already waits in this line (one live entry per customer, service and member),
 * said at `path`; the entry named when `entryId` is given.
 */
export const alreadyInLine = (entryId: string | null, path: string) =>
  conflict(`The customer is already in this line${entryId ? ` (${entryId})` : ""}`, [
    { path, message: `the customer already waits for this service${entryId ? ` (${entryId})` : ""}` },
  ]);

/** 429 when a visitor's email already waits in as many lines, joined from the page, as it may hold upcoming online bookings. */
async function assertLiveEntriesWithinLimit(trx: Transaction<Database>, providerId: string, customerId: string, max: number, now: Date) {
  const { rows } = await sql<{ live: number; soonest: Date | null }>`
    WITH locked AS (SELECT id FROM customers WHERE provider_id = ${providerId} AND id = ${customerId} FOR UPDATE)
    SELECT count(*)::int AS live, min(w.expires_at) AS soonest
      FROM waitlist_entries w JOIN locked ON w.customer_id = locked.id
     WHERE w.provider_id = ${providerId} AND w.joined_by = 'public' AND w.expires_at > ${now}
       AND (w.status IN ('waiting', 'offered') OR (w.status = 'unverified' AND w.verify_by > ${now}))`.execute(trx);
  const row = rows[0];
  if ((row?.live ?? 0) >= max) {
    throw new PublicLimitReached(
      `At most ${max} waitlist ${max === 1 ? "entry" : "entries"} per email address joined online with this provider; leave one or contact the provider`,
      Math.max(1, Math.ceil(((row?.soonest?.getTime() ?? now.getTime()) - now.getTime()) / 1000)),
    );
  }
}

/** The entries with their place in line: one statement (the line counted over the service's waiting entries). */
function entriesQuery(db: Kysely<Database>, providerId: string, now: Date) {
  return db
    .selectFrom("waitlist_entries as w")
    .where("w.provider_id", "=", providerId)
    .select((eb) => [
      "w.id",
      "w.service_id",
      "w.staff_id",
      "w.customer_id",
      "w.seats",
      "w.windows",
      "w.status",
      "w.expires_at",
      "w.verify_by",
      "w.created_at",
      eb
        .selectFrom("waitlist_entries as ahead")
        .select((inner) => inner.fn.countAll<string>().as("n"))
        .whereRef("ahead.provider_id", "=", "w.provider_id")
        .whereRef("ahead.service_id", "=", "w.service_id")
        .where("ahead.status", "=", "waiting")
        .where("ahead.expires_at", ">", now)
        .whereRef("ahead.joined_seq", "<=", "w.joined_seq")
        .as("position"),
    ]);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entriesQuery>["executeTakeFirstOrThrow"]>>;

function toEntry(row: EntryRow, now: Date): WaitlistEntry {
  const expired =
    (row.status === "waiting" && row.expires_at.getTime() <= now.getTime()) ||
    (row.status === "unverified" && (row.verify_by?.getTime() ?? 0) <= now.getTime());
  const status: WaitlistStatus = expired ? "expired" : row.status;
  return {
    id: row.id,
    serviceId: row.service_id,
    staffId: row.staff_id,
    customerId: row.customer_id,
    seats: row.seats,
    windows: row.windows as WaitlistWindow[],
    status,
    position: status === "waiting" ? Number(row.position) : null,
    expiresAt: row.expires_at,
    verifyBy: row.verify_by,
    createdAt: row.created_at,
  };
}

/** One entry (a customer's: theirs only; 404 otherwise). */
export async function getWaitlistEntry(
  db: Kysely<Database>,
  providerId: string,
  id: string,
  now: Date,
  customerId?: string,
): Promise<WaitlistEntry> {
  let query = entriesQuery(db, providerId, now).where("w.id", "=", id);
  if (customerId !== undefined) query = query.where("w.customer_id", "=", customerId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound("Waitlist entry", id);
  return toEntry(row, now);
}

/** The entries, by service and then in line order (the oldest first), filtered by service, status and customer. */
export async function listWaitlist(
  db: Kysely<Database>,
  providerId: string,
  filter: PageRequest & { serviceId?: string; status?: WaitlistStatus; customerId?: string },
  now: Date,
): Promise<{ rows: WaitlistEntry[]; total: number }> {
  let base = db.selectFrom("waitlist_entries as w").where("w.provider_id", "=", providerId);
  if (filter.serviceId !== undefined) base = base.where("w.service_id", "=", filter.serviceId);
  if (filter.customerId !== undefined) base = base.where("w.customer_id", "=", filter.customerId);
  if (filter.status === "expired") {
    base = base.where((eb) =>
      eb.or([
        eb.and([eb("w.status", "=", "waiting"), eb("w.expires_at", "<=", now)]),
        eb.and([eb("w.status", "=", "unverified"), eb("w.verify_by", "<=", now)]),
      ]),
    );
  } else if (filter.status === "waiting") base = base.where("w.status", "=", "waiting").where("w.expires_at", ">", now);
  else if (filter.status === "unverified") base = base.where("w.status", "=", "unverified").where("w.verify_by", ">", now);
  else if (filter.status !== undefined) base = base.where("w.status", "=", filter.status);
  const { rows: ids, total } = await pageOf(base, (b) => b.select("w.id").orderBy("w.service_id").orderBy("w.joined_seq"), filter);
  if (ids.length === 0) return { rows: [], total };
  const rows = await entriesQuery(db, providerId, now)
    .where(
      "w.id",
      "in",
      ids.map((r) => r.id),
    )
    .orderBy("w.service_id")
    .orderBy("w.joined_seq")
    .execute();
  return { rows: rows.map((row) => toEntry(row, now)), total };
}

/**
 * Takes the entry out of the line (a customer's: theirs only). An entry offered a time lets it go
 * at once (its hold released, the time passed on as if declined). Leaving twice changes nothing; a
 * booked entry has nothing to leave (409: cancel the booking).
 */
export async function leaveWaitlist(
  db: Kysely<Database>,
  providerId: string,
  id: string,
  now: Date,
  customerId?: string,
): Promise<WaitlistEntry> {
  const entry = await getWaitlistEntry(db, providerId, id, now, customerId);
  if (entry.status === "booked") {
    throw conflict("The entry was booked: cancel the booking instead", [
      { path: "id", message: "names an entry that was booked", rule: "transition" },
    ]);
  }
  await db.transaction().execute(async (trx) => {
    const offer = await trx
      .selectFrom("waitlist_offers")
      .select("booking_id")
      .where("provider_id", "=", providerId)
      .where("entry_id", "=", id)
      .where("status", "=", "live")
      .forUpdate()
      .executeTakeFirst();
    if (offer) await releaseHold(trx, providerId, offer.booking_id, now, "declined");
    await trx
      .updateTable("waitlist_entries")
      .set({ status: "left", left_at: now })
      .where("provider_id", "=", providerId)
      .where("id", "=", id)
      .where("status", "in", ["unverified", "waiting", "offered"])
      .execute();
  });
  return getWaitlistEntry(db, providerId, id, now, customerId);
}
