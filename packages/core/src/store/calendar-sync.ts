// The worker's side of calendar connections: which are due, what was read of each before, and
// storing a read (each changed object's busy ranges replace its old ones, in one transaction with
// the connection's new state) or a failure (the busy time read before is kept; the next try backs
// off). Claiming a connection pushes its next sync out by a lease, so workers never read the same
// connection at once and one that died mid-read is tried again after the lease.
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "@booking/db";
import { supportedLanguage, type Language } from "@booking/i18n";
import type { BusyRange } from "../calendar-sync";
import { membersNamed } from "../domain/two-person";

export interface DueConnection {
  providerId: string;
  id: string;
  staffId: string;
  url: string;
  username: string;
  /** Sealed (calendarPassword opens it). */
  password: string;
  syncToken: string | null;
  fullReadAt: Date | null;
  consecutiveFailures: number;
  importBusy: boolean;
  exportBookings: boolean;
  /** The provider's zone (floating and all-day times) and horizon (how far ahead busy time is read). */
  timezone: string;
  maxAdvanceDays: number;
}

interface ClaimedRow {
  provider_id: string;
  id: string;
  staff_id: string;
  url: string;
  username: string;
  password: string;
  sync_token: string | null;
  full_read_at: Date | null;
  consecutive_failures: number;
  import_busy: boolean;
  export_bookings: boolean;
  timezone: string;
  max_advance_days: number;
}

/**
 * Claims up to `limit` connections due by `now` that import busy time or export bookings (locked
 * rows are someone else's claim and skipped), pushing their next sync out by `leaseSeconds`, in the
 * order they are to be read. Fair between providers: each provider's longest-waiting connection
 * comes before anyone's second, so a salon with many calendars waiting cannot keep another
 * salon's calendar out of a pass (the calendars role also bounds the time one salon takes of a
 * pass). A deleted member's calendar is never claimed: it is not read (nor written) any more.
 */
export async function claimDueConnections(db: Kysely<Database>, now: Date, limit: number, leaseSeconds: number): Promise<DueConnection[]> {
  const due = sql<boolean>`cc.next_sync_at <= ${now} AND (cc.import_busy OR cc.export_bookings)`;
  // Row locks cannot be taken in a query with window functions: the turns are counted in a
  // subquery, and the query around it locks (and checks again that the row is still due).
  const { rows } = await sql<ClaimedRow & { turn: string; was_due: Date }>`
    WITH picked AS (
      SELECT cc.provider_id, cc.id, waiting.turn, cc.next_sync_at AS was_due FROM calendar_connections cc
        JOIN (SELECT cc.provider_id, cc.id,
                     row_number() OVER (PARTITION BY cc.provider_id ORDER BY cc.next_sync_at, cc.id) AS turn
                FROM calendar_connections cc
                JOIN staff s ON s.provider_id = cc.provider_id AND s.id = cc.staff_id
               WHERE ${due} AND s.deleted_at IS NULL) waiting
          ON waiting.provider_id = cc.provider_id AND waiting.id = cc.id
       WHERE ${due}
       ORDER BY waiting.turn, cc.next_sync_at
       LIMIT ${limit} FOR UPDATE OF cc SKIP LOCKED)
    UPDATE calendar_connections c
       SET next_sync_at = ${now}::timestamptz + make_interval(secs => ${leaseSeconds})
      FROM picked, providers p
     WHERE c.provider_id = picked.provider_id AND c.id = picked.id AND p.id = c.provider_id
    RETURNING c.provider_id, c.id, c.staff_id, c.url, c.username, c.password, c.sync_token, c.full_read_at,
              c.consecutive_failures, c.import_busy, c.export_bookings, p.timezone, p.max_advance_days,
              picked.turn, picked.was_due`.execute(db);
  // RETURNING keeps no order: the claim's order (turns, then longest waiting) is restored here.
  rows.sort((a, b) => Number(a.turn) - Number(b.turn) || a.was_due.getTime() - b.was_due.getTime());
  return rows.map((r) => ({
    providerId: r.provider_id,
    id: r.id,
    staffId: r.staff_id,
    url: r.url,
    username: r.username,
    password: r.password,
    syncToken: r.sync_token,
    fullReadAt: r.full_read_at,
    consecutiveFailures: r.consecutive_failures,
    importBusy: r.import_busy,
    exportBookings: r.export_bookings,
    timezone: r.timezone,
    maxAdvanceDays: r.max_advance_days,
  }));
}

/**
 * Whose calendars a booking write depends on: a named member (and the second named), or with
 * `serviceId` and no second named, a two-person service's other members too (one of them will be
 * taken); every member offering a service; a booking's members, or with `anyMember` every member
 * offering its service (a move that may change member).
 */
export type MembersOfBooking =
  | { staffId: string; secondStaffId?: string | undefined; serviceId?: string | undefined }
  | { serviceId: string }
  | { bookingId: string; anyMember?: boolean };
export type BookingCalendarScope = { providerId: string } & MembersOfBooking;

/** Whose calendars a new booking of `serviceId` depends on: the member(s) named, or every member offering it. */
export const membersOfNewBooking = (asked: {
  serviceId: string;
  staffId?: string | undefined;
  secondStaffId?: string | undefined;
}): MembersOfBooking =>
  asked.staffId !== undefined
    ? { staffId: asked.staffId, secondStaffId: asked.secondStaffId, serviceId: asked.serviceId }
    : { serviceId: asked.serviceId };

function membersOf(scope: BookingCalendarScope): RawBuilder<boolean> {
  if ("staffId" in scope) {
    const named = sql<boolean>`cc.staff_id IN (${scope.staffId}, ${scope.secondStaffId ?? scope.staffId})`;
    if (scope.secondStaffId !== undefined || scope.serviceId === undefined) return named;
    return sql<boolean>`(${named} OR cc.staff_id IN (SELECT ss.staff_id FROM staff_services ss
                                                      JOIN services sv ON sv.provider_id = ss.provider_id AND sv.id = ss.service_id
                                                     WHERE ss.provider_id = ${scope.providerId} AND ss.service_id = ${scope.serviceId}
                                                       AND sv.staff_count = 2))`;
  }
  if ("serviceId" in scope) {
    return sql<boolean>`cc.staff_id IN (SELECT ss.staff_id FROM staff_services ss WHERE ss.provider_id = ${scope.providerId} AND ss.service_id = ${scope.serviceId})`;
  }
  return scope.anyMember
    ? sql<boolean>`cc.staff_id IN (SELECT ss.staff_id FROM staff_services ss JOIN bookings b ON b.provider_id = ss.provider_id AND b.service_id = ss.service_id
                                   WHERE b.provider_id = ${scope.providerId} AND b.id = ${scope.bookingId})`
    : sql<boolean>`cc.staff_id IN (SELECT unnest(ARRAY[b.staff_id, b.second_staff_id]) FROM bookings b
                                    WHERE b.provider_id = ${scope.providerId} AND b.id = ${scope.bookingId})`;
}

/**
 * Makes the connections importing busy time into `scope` whose last good read is older than
 * `staleBefore` (or that were never read) due at `now`, for the workers' next pass. Only those
 * waiting for their regular interval: one due already is left as it is, one a worker is reading
 * now (its claim pushed its next read out past the interval) is not read twice at once, and a
 * failing one keeps its backoff (its busy time is as fresh as it can be until the server answers).
 */
export async function makeStaleConnectionsDue(
  db: Kysely<Database>,
  scope: BookingCalendarScope,
  staleBefore: Date,
  now: Date,
  intervalSeconds: number,
): Promise<void> {
  await sql`
    UPDATE calendar_connections cc SET next_sync_at = ${now}
     WHERE cc.provider_id = ${scope.providerId} AND cc.import_busy AND cc.status <> 'failing'
       AND (cc.last_synced_at IS NULL OR cc.last_synced_at < ${staleBefore})
       AND cc.next_sync_at > ${now} AND cc.next_sync_at <= ${now}::timestamptz + make_interval(secs => ${intervalSeconds})
       AND ${membersOf(scope)}`.execute(db);
}

/** Gives back a claimed connection unread (the worker is stopping): due at once for another worker. */
export async function releaseCalendarClaim(db: Kysely<Database>, connection: Pick<DueConnection, "providerId" | "id">, now: Date) {
  await db
    .updateTable("calendar_connections")
    .set({ next_sync_at: now })
    .where("provider_id", "=", connection.providerId)
    .where("id", "=", connection.id)
    .execute();
}

/** The ETag of every object read through the connection before. */
export async function objectEtags(db: Kysely<Database>, providerId: string, connectionId: string): Promise<Map<string, string | null>> {
  const rows = await db
    .selectFrom("calendar_objects")
    .select(["href", "etag"])
    .where("provider_id", "=", providerId)
    .where("connection_id", "=", connectionId)
    .execute();
  return new Map(rows.map((r) => [r.href, r.etag]));
}

export interface CalendarRead {
  changed: { href: string; etag: string | null; busy: BusyRange[] }[];
  deleted: string[];
  syncToken: string | null;
  /** Every object was listed (and read again when `fullRead`). */
  fullRead: boolean;
}

/**
 * Stores a good read: the objects' busy time replaced, the connection `ok`, due again after
 * `intervalSeconds`. False (nothing stored) when the connection changed or went meanwhile.
 */
export async function storeCalendarRead(
  db: Kysely<Database>,
  connection: Pick<DueConnection, "providerId" | "id" | "staffId" | "url" | "username" | "password">,
  read: CalendarRead,
  now: Date,
  intervalSeconds: number,
): Promise<boolean> {
  const { providerId, id } = connection;
  return db.transaction().execute(async (trx) => {
    // Changed (another url, account or password), disconnected or no longer importing while this
    // read ran: what it read is of no use.
    const current = await trx
      .selectFrom("calendar_connections")
      .select(["url", "username", "password", "import_busy"])
      .where("provider_id", "=", providerId)
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (
      !current ||
      (read.changed.length + read.deleted.length > 0 && !current.import_busy) ||
      current.url !== connection.url ||
      current.username !== connection.username ||
      current.password !== connection.password
    ) {
      return false;
    }
    const gone = [...read.deleted, ...read.changed.map((c) => c.href)];
    // Removing an object removes its busy ranges (ON DELETE CASCADE); changed ones come back below.
    for (let i = 0; i < gone.length; i += 500) {
      await trx
        .deleteFrom("calendar_objects")
        .where("provider_id", "=", providerId)
        .where("connection_id", "=", id)
        .where("href", "in", gone.slice(i, i + 500))
        .execute();
    }
    // In slices: one statement's bind parameters are limited (65,535), a read may hold 20,000 objects.
    for (let i = 0; i < read.changed.length; i += 1000) {
      await trx
        .insertInto("calendar_objects")
        .values(read.changed.slice(i, i + 1000).map((c) => ({ provider_id: providerId, connection_id: id, href: c.href, etag: c.etag })))
        .execute();
    }
    const busy = read.changed.flatMap((c) =>
      c.busy.map((range) => ({
        provider_id: providerId,
        connection_id: id,
        href: c.href,
        staff_id: connection.staffId,
        starts_at: range.start,
        ends_at: range.end,
      })),
    );
    for (let i = 0; i < busy.length; i += 1000)
      await trx
        .insertInto("calendar_busy")
        .values(busy.slice(i, i + 1000))
        .execute();
    await trx
      .updateTable("calendar_connections")
      .set({
        status: "ok",
        error: null,
        last_synced_at: now,
        sync_token: read.syncToken,
        consecutive_failures: 0,
        next_sync_at: new Date(now.getTime() + intervalSeconds * 1000),
        ...(read.fullRead ? { full_read_at: now } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where("provider_id", "=", providerId)
      .where("id", "=", id)
      .execute();
    return true;
  });
}

/** Stores a failed read: `failing` with its error, the busy time read before kept, tried again at `retryAt`. */
export async function storeCalendarFailure(
  db: Kysely<Database>,
  connection: Pick<DueConnection, "providerId" | "id">,
  error: string,
  retryAt: Date,
): Promise<void> {
  await db
    .updateTable("calendar_connections")
    .set((eb) => ({
      status: "failing",
      error: error.slice(0, 500),
      consecutive_failures: eb("consecutive_failures", "+", 1),
      next_sync_at: retryAt,
      updated_at: sql<Date>`now()`,
    }))
    .where("provider_id", "=", connection.providerId)
    .where("id", "=", connection.id)
    .execute();
}

/** A booking as it is written into its member's calendar. */
export interface BookingToExport {
  bookingId: string;
  /** The booking's calendar_sequence: a change of time, of either member or of status raises it. */
  sequence: number;
  status: string;
  start: Date;
  end: Date;
  serviceName: string;
  /** The member, or both members of a two-person booking ("Anna & Ben"). */
  staffName: string;
  customerName: string;
  providerName: string;
  location: string;
  /** The salon's default language: the member's copy is in it. */
  language: Language;
}

/** The member's pending, confirmed and completed bookings overlapping [from, to), those they are the second member of too. */
export async function bookingsToExport(
  db: Kysely<Database>,
  providerId: string,
  staffId: string,
  window: { from: Date; to: Date },
): Promise<BookingToExport[]> {
  const { rows } = await sql<{
    id: string;
    calendar_sequence: number;
    status: string;
    starts_at: Date;
    ends_at: Date;
    service_name: string;
    staff_name: string;
    second_staff_name: string | null;
    customer_name: string;
    provider_name: string;
    location: string;
    locale: string;
  }>`
    SELECT b.id, b.calendar_sequence, b.status, b.starts_at, b.ends_at, sv.name AS service_name, st.name AS staff_name,
           st2.name AS second_staff_name, coalesce(b.visitor_name, c.name) AS customer_name, p.name AS provider_name, p.location, p.locale
      FROM bookings b
      JOIN services sv ON sv.provider_id = b.provider_id AND sv.id = b.service_id
      JOIN staff st ON st.provider_id = b.provider_id AND st.id = b.staff_id
      LEFT JOIN staff st2 ON st2.provider_id = b.provider_id AND st2.id = b.second_staff_id
      JOIN customers c ON c.provider_id = b.provider_id AND c.id = b.customer_id
      JOIN providers p ON p.id = b.provider_id
     WHERE b.provider_id = ${providerId} AND (b.staff_id = ${staffId} OR b.second_staff_id = ${staffId})
       AND b.status IN ('pending', 'confirmed', 'completed')
       AND b.starts_at < ${window.to} AND b.ends_at > ${window.from}
     ORDER BY b.starts_at`.execute(db);
  return rows.map((r) => ({
    bookingId: r.id,
    sequence: r.calendar_sequence,
    status: r.status,
    start: r.starts_at,
    end: r.ends_at,
    serviceName: r.service_name,
    staffName: membersNamed(r.staff_name, r.second_staff_name),
    customerName: r.customer_name,
    providerName: r.provider_name,
    location: r.location,
    language: supportedLanguage(r.locale),
  }));
}

export interface ExportedBooking {
  href: string;
  etag: string | null;
  sequence: number;
}

/** The bookings written into the calendar through a connection, by booking id. */
export async function exportsOf(db: Kysely<Database>, providerId: string, connectionId: string): Promise<Map<string, ExportedBooking>> {
  const rows = await db
    .selectFrom("calendar_exports")
    .select(["booking_id", "href", "etag", "sequence"])
    .where("provider_id", "=", providerId)
    .where("connection_id", "=", connectionId)
    .execute();
  return new Map(rows.map((r) => [r.booking_id, { href: r.href, etag: r.etag, sequence: r.sequence }]));
}

/** The ids of the member's bookings written into any of their calendars (never read back as busy time). */
export async function exportedBookingIds(db: Kysely<Database>, providerId: string, staffId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("calendar_exports as e")
    .innerJoin("calendar_connections as c", (join) =>
      join.onRef("c.provider_id", "=", "e.provider_id").onRef("c.id", "=", "e.connection_id"),
    )
    .select("e.booking_id")
    .where("e.provider_id", "=", providerId)
    .where("c.staff_id", "=", staffId)
    .execute();
  return rows.map((r) => r.booking_id);
}

export async function recordExport(
  db: Kysely<Database>,
  connection: { providerId: string; id: string },
  bookingId: string,
  written: ExportedBooking,
): Promise<void> {
  await db
    .insertInto("calendar_exports")
    .values({ provider_id: connection.providerId, connection_id: connection.id, booking_id: bookingId, ...written })
    .onConflict((oc) => oc.columns(["provider_id", "connection_id", "booking_id"]).doUpdateSet(written))
    .execute();
}

export async function forgetExport(db: Kysely<Database>, connection: { providerId: string; id: string }, bookingId: string): Promise<void> {
  await db
    .deleteFrom("calendar_exports")
    .where("provider_id", "=", connection.providerId)
    .where("connection_id", "=", connection.id)
    .where("booking_id", "=", bookingId)
    .execute();
}

/**
 * Which of `bookingIds` are still the member's (first or second) and neither cancelled nor missed: their events stay
 * in the calendar after they leave the window (a staff member keeps their past appointments).
 */
export async function bookingsStillKept(
  db: Kysely<Database>,
  providerId: string,
  staffId: string,
  bookingIds: string[],
): Promise<Set<string>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("bookings")
    .select("id")
    .where("provider_id", "=", providerId)
    .where((eb) => eb.or([eb("staff_id", "=", staffId), eb("second_staff_id", "=", staffId)]))
    .where("id", "in", bookingIds)
    .where("status", "not in", ["cancelled", "no_show"])
    .execute();
  return new Set(rows.map((r) => r.id));
}
