// Recurring series: the rule's occurrences (domain/series.ts) booked as ordinary bookings, each
// under every rule and constraint of a single booking, in one transaction. `all` writes every
// occurrence or none (409 naming each that does not fit, found by the engine and confirmed by the
// constraints as it is written); `skip` books those that fit and records the rest with their
// rules. A dry run answers the same and writes nothing (its occurrences are checked against the
// member's bookings, or, on the one-by-one path, booked in a transaction that is rolled back).
// Without a member named, one member who fits every occurrence is preferred (tried in the
// provider's assignment order); only when none does is each occurrence assigned on its own.
import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import { executeNamed, type BookingSource, type Database } from "@booking/db";
import { AppError, badRequest, conflict, notFound, presentOrThrow } from "../errors";
import { newId } from "../ids";
import { seriesChange, seriesOccurrences, seriesRuleProblems, type Occurrence, type SeriesRule } from "../domain/series";
import {
  bookUnit,
  moveUnit,
  refusalOf,
  writeGroupNotification,
  type UnitItem,
  type UnitRefusal,
  type UnitResult,
} from "./bookings/booking-unit";
import { freeMembersInAssignmentOrder } from "./bookings/assignment";
import { bookMemberBatch } from "./bookings/book-member-batch";
import { readForBatch } from "./bookings/creation-read";
import type { BookedMember, MemberBooking } from "./bookings/creation-steps";
import { lockPoolsOfServices } from "./bookings/resource-units";
import { releaseLapsedHolds } from "./bookings/holds";
import {
  guardOverlap,
  keepsOutOfGaps,
  lockBooking,
  lockMembersInOrder,
  type Booker,
  type LockedBooking,
  type Provider,
  type UnitClaims,
} from "./bookings/write-guards";
import { cancelLockedBookings, confirmLockedBookings } from "./bookings/status";
import { assertSelfServiceOpen } from "./bookings/self-service";
import { askForFreshBusyTime, type CalendarSettings } from "../calendar-sync/freshness";
import { membersOfNewBooking } from "./calendar-sync";

export interface CreateSeriesInput {
  customerId: string;
  serviceId: string;
  /** Omitted: one member who fits every occurrence, else each occurrence by the assignment rule. */
  staffId?: string;
  /** A two-person service's second member for every occurrence (omitted: each occurrence's by the assignment rule). */
  secondStaffId?: string;
  /** The first occurrence's start: every later one keeps its local wall-clock time. */
  start: Date;
  rule: SeriesRule;
  mode: "all" | "skip";
  dryRun: boolean;
  /** Class services: seats in each occurrence's session (1 for other services). */
  seats?: number;
  notes?: string | null;
  source?: BookingSource;
  booker: Extract<Booker, "provider" | "customer">;
  customerTimezone?: string | null;
  locale?: string | null;
}

/** One occurrence as the series answers it: booked (with its booking), or skipped (with the rules it broke). */
export interface SeriesOccurrence {
  key: string;
  start: Date;
  end: Date;
  staffId: string | null;
  /** Its members: [staffId], both of a two-person service's booking, [] when skipped. */
  staffIds: string[];
  /** booked (its booking open or done), cancelled (booked, then cancelled), or skipped (never booked). */
  status: "booked" | "cancelled" | "skipped";
  bookingId: string | null;
  rules: string[];
}

export interface SeriesAnswer {
  id: string;
  serviceId: string;
  customerId: string;
  rule: SeriesRule;
  occurrences: SeriesOccurrence[];
}

/** Carries a dry run's answer out of the transaction it rolls back. */
class DryRunDone extends Error {
  constructor(readonly answer: SeriesAnswer) {
    super("dry run");
  }
}

/** 409 for a series with `all` some occurrence of which does not fit (or with `skip`, none fits): each named with its key. */
export class SeriesRefused extends AppError {
  constructor(
    readonly refusals: readonly UnitRefusal[],
    occurrences: readonly Occurrence[],
  ) {
    super(
      "CONFLICT",
      `${refusals.length} of the ${occurrences.length} occurrences ${refusals.length === 1 ? "does" : "do"} not fit`,
      refusals.map((r) => ({
        path: `occurrences.${r.index}`,
        message: `${occurrences[r.index]?.key ?? r.index}: ${r.rule}: ${r.message}`,
        rule: r.rule,
        ...(r.from !== undefined ? { from: r.from } : {}),
        ...(r.to !== undefined ? { to: r.to } : {}),
      })),
    );
  }

  /** Some occurrence's time is taken (a lapsed hold may be what took it: guardOverlap releases those and tries again). */
  get timeTaken(): boolean {
    return this.refusals.some((r) => r.status === 409);
  }
}

/**
 * Books a series (or, with dryRun, tells what booking it would do). 400 naming the rule's field at
 * fault; 409 as described above.
 */
export async function createSeries(
  db: Kysely<Database>,
  provider: Provider,
  input: CreateSeriesInput,
  now: Date,
  calendars?: CalendarSettings,
): Promise<SeriesAnswer> {
  const problems = seriesRuleProblems(input.rule, input.start.getTime(), provider.timezone, now.getTime());
  if (problems.length > 0) throw badRequest("The series' rule cannot make a series", problems);
  const occurrences = seriesOccurrences(input.rule, input.start.getTime(), provider.timezone);
  await askForFreshBusyTime(db, provider, membersOfNewBooking(input), now, calendars);
  // A hold that lapsed moments ago is not in the way of an occurrence `skip` would pass over.
  if (input.mode === "skip") await releaseLapsedHolds(db, now, provider.id);
  const attempt = (how: Attempt) =>
    guardOverlap(
      (claims) =>
        db.transaction().execute(async (trx) => {
          const answer = await bookSeries(trx, provider, input, occurrences, now, claims, how);
          if (input.dryRun) throw new DryRunDone(answer);
          return answer;
        }),
      { db, providerId: provider.id, now },
    );
  try {
    try {
      return await attempt("fast");
    } catch (error) {
      if (!(error instanceof OccurrenceDoesNotFit)) throw error;
      return await attempt("naming every refusal");
    }
  } catch (error) {
    if (error instanceof DryRunDone) return error.answer;
    throw error;
  }
}

/**
 * A series' first attempt writes its occurrences without a savepoint each (two round trips less
 * per occurrence); one that does not fit ends it with this, and the series is written again with
 * savepoints, so that its answer names every occurrence that does not fit (a 409 with `all`, the
 * skipped ones with `skip`).
 */
class OccurrenceDoesNotFit extends Error {
  constructor() {
    super("an occurrence of the series does not fit");
  }
}

type Attempt = "fast" | "naming every refusal";

/**
 * Every item for its member, without savepoints: the first that does not fit throws
 * OccurrenceDoesNotFit. Occurrences of one member that claim nothing go in one batch (two
 * statements for the whole series; a dry run's are checked, not written); others one by one.
 */
async function bookEveryOne(
  trx: Transaction<Database>,
  provider: Provider,
  items: readonly UnitItem[],
  now: Date,
  claims: UnitClaims,
  writes: "book" | "check only",
): Promise<UnitResult> {
  const doesNotFit = (index: number) => (error: unknown) => {
    throw refusalOf(error, index) ? new OccurrenceDoesNotFit() : error;
  };
  const staffId = items[0]?.staffId;
  if (staffId !== undefined && items.every((item) => item.staffId === staffId)) {
    const batch = await bookMemberBatch(
      trx,
      provider,
      items.map((item) => item.booking),
      staffId,
      now,
      { writes },
    ).catch(doesNotFit(0));
    if (!("notOneBatch" in batch)) return { booked: batch, refusals: [] };
  }
  const booked: UnitResult["booked"] = [];
  for (const [index, item] of items.entries()) {
    const result = await bookUnit(trx, provider, [item], now, { claims, mode: "all" }).catch(doesNotFit(index));
    booked.push(...result.booked);
  }
  return { booked, refusals: [] };
}

async function bookSeries(
  trx: Transaction<Database>,
  provider: Provider,
  input: CreateSeriesInput,
  occurrences: readonly Occurrence[],
  now: Date,
  claims: UnitClaims,
  attempt: Attempt,
): Promise<SeriesAnswer> {
  const seriesId = newId("ser");
  // The series' row: written in the statement of its occurrences' batch, or before them one by one.
  const seriesRow = sql`
    INSERT INTO series (provider_id, id, customer_id, service_id, staff_id, rule, starts_at, timezone)
    VALUES (${provider.id}, ${seriesId}, ${input.customerId}, ${input.serviceId}, ${input.staffId ?? null},
            ${JSON.stringify(input.rule)}::jsonb, ${input.start}, ${provider.timezone})`;
  const bookings: MemberBooking[] = occurrences.map((occurrence) => ({
    serviceId: input.serviceId,
    dateTime: new Date(occurrence.start),
    notes: input.notes,
    source: input.source,
    booker: input.booker,
    customerId: input.customerId,
    customerTimezone: input.customerTimezone ?? null,
    locale: input.locale ?? null,
    visitor: null,
    hold: null,
    seats: input.seats ?? 1,
    secondStaffId: input.secondStaffId,
    series: { id: seriesId, occurrenceKey: occurrence.key },
    // Booked one by one (two members, a class, resources), the salon still hears of the series once.
    toldWithGroup: occurrences.length > 1,
  }));
  // A dry run's fast attempt checks its occurrences without writing them.
  const writes = input.dryRun ? "check only" : "book";
  const answered = (result: UnitResult, durationMinutes: number) =>
    answerOf(trx, provider, input, occurrences, seriesId, result, durationMinutes);

  // One named member, on the first attempt: the whole series in two statements (the member's
  // lock with everything its occurrences need, then the series' row with them all; a customer's
  // series kept out of processing time checks that in one more), as a visit of one member is.
  // Anything that is not one batch (a class, resources, no such service) goes on below.
  if (attempt === "fast" && input.staffId !== undefined && input.secondStaffId === undefined && bookings.length > 1) {
    const batch = await seriesInOneBatch(trx, provider, bookings, input.staffId, now, writes, seriesRow);
    if (batch) return answered({ booked: batch.booked, refusals: [] }, batch.durationMinutes);
  }

  // Named statements, as every series sends them (planned once per connection).
  const [service, customer] = await Promise.all([
    executeNamed(
      trx,
      trx
        .selectFrom("services")
        .select(["id", "duration_minutes", sql<boolean>`jsonb_array_length(requirements) > 0`.as("needs_resources")])
        .where("provider_id", "=", provider.id)
        .where("id", "=", input.serviceId),
    ).then((result) => result.rows[0]),
    executeNamed(
      trx,
      trx.selectFrom("customers").select("id").where("provider_id", "=", provider.id).where("id", "=", input.customerId),
    ).then((result) => result.rows[0]),
  ]);
  if (!service) throw notFound("Service", input.serviceId);
  if (!customer) throw notFound("Customer", input.customerId);
  // The member's lock (or every offering member's, in one order) and the pools', as a single booking takes them.
  // Two named members are locked together, in id order, as a single two-person booking takes them.
  await lockMembersInOrder(
    trx,
    provider.id,
    input.staffId === undefined ? [] : [input.staffId, ...(input.secondStaffId === undefined ? [] : [input.secondStaffId])],
    input.staffId === undefined ? [input.serviceId] : [],
  );
  if (service.needs_resources) await lockPoolsOfServices(trx, provider.id, [input.serviceId], claims);
  await seriesRow.execute(trx);
  const result =
    input.staffId === undefined
      ? await bookWithOneMember(trx, provider, bookings, now, claims, attempt, writes)
      : attempt === "fast"
        ? await bookEveryOne(
            trx,
            provider,
            bookings.map((booking) => ({ booking, staffId: input.staffId })),
            now,
            claims,
            writes,
          )
        : await bookUnit(
            trx,
            provider,
            bookings.map((booking) => ({ booking, staffId: input.staffId })),
            now,
            { claims, mode: "skip" },
          );
  return answered(result, service.duration_minutes);
}

/**
 * A series of one named member as one batch (bookMemberBatch), the series' row written in its
 * insert; null when its occurrences cannot be one batch or the read finds no such member,
 * service or customer (the path that follows names what is missing). An occurrence that does not
 * fit ends the attempt (OccurrenceDoesNotFit).
 */
async function seriesInOneBatch(
  trx: Transaction<Database>,
  provider: Provider,
  bookings: readonly MemberBooking[],
  staffId: string,
  now: Date,
  writes: "book" | "check only",
  seriesRow: RawBuilder<unknown>,
): Promise<{ booked: BookedMember[]; durationMinutes: number } | null> {
  const starts = bookings.map((booking) => booking.dateTime.getTime());
  const reads = await readForBatch(trx, provider.id, bookings, staffId, new Date(Math.min(...starts)), new Date(Math.max(...starts)));
  const service = reads?.[0]?.service;
  if (!reads || !service || !reads[0]?.customer) return null;
  const batch = await bookMemberBatch(trx, provider, bookings, staffId, now, { writes, reads, alongside: [seriesRow] }).catch(
    (error: unknown) => {
      throw refusalOf(error, 0) ? new OccurrenceDoesNotFit() : error;
    },
  );
  return "notOneBatch" in batch ? null : { booked: batch, durationMinutes: service.duration };
}

/** The series' answer from its occurrences' bookings (a 409 when `all` could not book them all), its skipped ones recorded. */
async function answerOf(
  trx: Transaction<Database>,
  provider: Provider,
  input: CreateSeriesInput,
  occurrences: readonly Occurrence[],
  seriesId: string,
  result: UnitResult,
  durationMinutes: number,
): Promise<SeriesAnswer> {
  const booked = result.booked.filter((b): b is BookedMember => b !== null);
  if (result.refusals.length > 0 && (input.mode === "all" || booked.length === 0)) throw new SeriesRefused(result.refusals, occurrences);
  if (!input.dryRun) await writeGroupNotification(trx, booked);
  const durationMs = durationMinutes * 60_000;
  const answered: SeriesOccurrence[] = occurrences.map((occurrence, index) => {
    const booking = result.booked[index] ?? null;
    return {
      key: occurrence.key,
      start: new Date(occurrence.start),
      end: new Date(occurrence.start + durationMs),
      staffId: booking?.staff.id ?? null,
      staffIds: booking ? [booking.staff.id, ...(booking.secondStaff ? [booking.secondStaff.id] : [])] : [],
      status: booking ? "booked" : "skipped",
      bookingId: booking?.id ?? null,
      rules: result.refusals.filter((r) => r.index === index).map((r) => r.rule),
    };
  });
  const skipped = answered
    .filter((o) => o.status === "skipped")
    .map((o) => ({ key: o.key, start: o.start.toISOString(), end: o.end.toISOString(), rules: o.rules }));
  if (skipped.length > 0) {
    await trx
      .updateTable("series")
      .set({ skipped: JSON.stringify(skipped) })
      .where("provider_id", "=", provider.id)
      .where("id", "=", seriesId)
      .execute();
  }
  return { id: seriesId, serviceId: input.serviceId, customerId: input.customerId, rule: input.rule, occurrences: answered };
}

/**
 * The occurrences with no member named: the free members at the first occurrence are tried in the
 * provider's assignment order, each for every occurrence under a savepoint, and the first who fits
 * them all takes the series. When none does, each occurrence goes to the assignment rule, the
 * first of those members preferred.
 */
async function bookWithOneMember(
  trx: Transaction<Database>,
  provider: Provider,
  bookings: readonly MemberBooking[],
  now: Date,
  claims: UnitClaims,
  attempt: Attempt,
  writes: "book" | "check only",
): Promise<UnitResult> {
  const [first] = bookings;
  if (!first) return { booked: [], refusals: [] };
  const intoGaps = !keepsOutOfGaps(provider, first.booker ?? "provider");
  const candidates = await freeMembersInAssignmentOrder(trx, provider.id, first.serviceId, first.dateTime, now, intoGaps);
  for (const staffId of candidates) {
    const items = bookings.map((booking): UnitItem => ({ booking, staffId }));
    await sql`SAVEPOINT series_member`.execute(trx);
    const tried =
      attempt === "fast"
        ? await bookEveryOne(trx, provider, items, now, claims, writes).catch((error: unknown) => {
            if (error instanceof OccurrenceDoesNotFit) return null;
            throw error;
          })
        : await bookUnit(trx, provider, items, now, { claims, mode: "skip" });
    if (tried && tried.refusals.length === 0) {
      await sql`RELEASE SAVEPOINT series_member`.execute(trx);
      return tried;
    }
    await sql`ROLLBACK TO SAVEPOINT series_member`.execute(trx);
  }
  // No member fits every occurrence: the careful attempt assigns each on its own.
  if (attempt === "fast") throw new OccurrenceDoesNotFit();
  return bookUnit(
    trx,
    provider,
    bookings.map((booking): UnitItem => ({ booking, preferredStaffIds: candidates.slice(0, 1) })),
    now,
    { claims, mode: "skip" },
  );
}

/** A series as GET answers it: its occurrences (booked ones from their bookings, skipped ones as recorded), in time order. */
export async function getSeries(db: Kysely<Database>, providerId: string, seriesId: string, customerId?: string): Promise<SeriesAnswer> {
  let query = seriesRows(db, providerId).where("id", "=", seriesId);
  if (customerId !== undefined) query = query.where("customer_id", "=", customerId);
  const series = await query.executeTakeFirst();
  if (!series) throw notFound("Series", seriesId);
  return presentOrThrow((await withOccurrences(db, providerId, [series]))[0], "one series read, one answered");
}

/** The customer's series, newest first (100 at most), each with its occurrences: two reads in all. */
export async function seriesOfCustomer(db: Kysely<Database>, providerId: string, customerId: string): Promise<SeriesAnswer[]> {
  const rows = await seriesRows(db, providerId)
    .where("customer_id", "=", customerId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(100)
    .execute();
  return withOccurrences(db, providerId, rows);
}

const seriesRows = (db: Kysely<Database>, providerId: string) =>
  db.selectFrom("series").select(["id", "service_id", "customer_id", "rule", "skipped"]).where("provider_id", "=", providerId);

type SeriesRow = Awaited<ReturnType<ReturnType<typeof seriesRows>["executeTakeFirstOrThrow"]>>;

/** The series with their occurrences, read in one statement for all of them. */
async function withOccurrences(db: Kysely<Database>, providerId: string, rows: readonly SeriesRow[]): Promise<SeriesAnswer[]> {
  if (rows.length === 0) return [];
  const bookings = await db
    .selectFrom("bookings")
    .select(["id", "series_id", "occurrence_key", "starts_at", "ends_at", "staff_id", "second_staff_id", "status"])
    .where("provider_id", "=", providerId)
    .where(
      "series_id",
      "in",
      rows.map((r) => r.id),
    )
    .execute();
  return rows.map((series) => ({
    id: series.id,
    serviceId: series.service_id,
    customerId: series.customer_id,
    rule: series.rule as unknown as SeriesRule,
    occurrences: [
      ...bookings
        .filter((b) => b.series_id === series.id)
        .map((b) => ({
          key: b.occurrence_key ?? "",
          start: b.starts_at,
          end: b.ends_at,
          staffId: b.staff_id,
          staffIds: b.second_staff_id ? [b.staff_id, b.second_staff_id] : [b.staff_id],
          status: b.status === "cancelled" ? ("cancelled" as const) : ("booked" as const),
          bookingId: b.id,
          rules: [],
        })),
      ...series.skipped.map((s) => ({
        key: s.key,
        start: new Date(s.start),
        end: new Date(s.end),
        staffId: null,
        staffIds: [],
        status: "skipped" as const,
        bookingId: null,
        rules: s.rules,
      })),
    ].sort((a, b) => a.key.localeCompare(b.key)),
  }));
}

/** Which occurrences a change reaches: the one named, it and every later one, or all of them. */
export type SeriesScope = "this" | "following" | "all";

/**
 * Confirms every pending occurrence of the series in one transaction (the others stay as they
 * are); the customer is told once, listing every date confirmed. 404 for no such series.
 */
export async function confirmSeries(db: Kysely<Database>, provider: Provider, seriesId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("series")
      .select("id")
      .where("provider_id", "=", provider.id)
      .where("id", "=", seriesId)
      .forUpdate()
      .executeTakeFirst();
    if (!found) throw notFound("Series", seriesId);
    const pending = await trx
      .selectFrom("bookings")
      .select("id")
      .where("provider_id", "=", provider.id)
      .where("series_id", "=", seriesId)
      .where("status", "=", "pending")
      .orderBy("starts_at")
      .execute();
    const locked = [];
    for (const occurrence of pending) locked.push(await lockBooking(trx, provider.id, occurrence.id));
    await confirmLockedBookings(trx, provider, locked, now);
  });
}

/**
 * Cancels the series' occurrences the scope reaches from `key`, in one transaction. Occurrences
 * that have started are never changed (naming one with `this` is a 409); those already cancelled,
 * completed or missed stay as they are. 404 for an unknown series (a customer's: theirs only) or
 * a key that is none of its occurrences.
 */
export async function cancelSeries(
  db: Kysely<Database>,
  provider: Provider,
  seriesId: string,
  input: {
    scope: SeriesScope;
    key: string;
    reason?: string | null;
    notifyCustomer: boolean;
    changedBy: "provider" | "customer";
    customerId?: string;
  },
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let series = trx.selectFrom("series").select(["id", "skipped"]).where("provider_id", "=", provider.id).where("id", "=", seriesId);
    if (input.customerId !== undefined) series = series.where("customer_id", "=", input.customerId);
    const found = await series.forUpdate().executeTakeFirst();
    if (!found) throw notFound("Series", seriesId);
    const occurrences = await trx
      .selectFrom("bookings")
      .select(["id", "occurrence_key", "starts_at"])
      .where("provider_id", "=", provider.id)
      .where("series_id", "=", seriesId)
      .orderBy("occurrence_key")
      .execute();
    const named = occurrences.find((o) => o.occurrence_key === input.key);
    if (!named && !found.skipped.some((s) => s.key === input.key)) {
      throw notFound("Occurrence", input.key);
    }
    if (input.scope === "this" && named && named.starts_at.getTime() <= now.getTime()) {
      throw conflict(`The occurrence ${input.key} has started and cannot be changed`, [
        { path: "key", message: "names an occurrence that has started", rule: "transition" },
      ]);
    }
    const reached = occurrences.filter(
      (o) =>
        o.starts_at.getTime() > now.getTime() &&
        (input.scope === "all" || (input.scope === "this" ? o.occurrence_key === input.key : (o.occurrence_key ?? "") >= input.key)),
    );
    const locked = [];
    for (const occurrence of reached) locked.push(await lockBooking(trx, provider.id, occurrence.id));
    const open = locked.filter((b) => b.status === "held" || b.status === "pending" || b.status === "confirmed");
    const [first] = open;
    if (input.changedBy === "customer" && first) await assertSelfServiceOpen(trx, provider.id, first, now);
    await cancelLockedBookings(trx, provider, open, input, now);
  });
}

export interface SeriesUpdate {
  scope: SeriesScope;
  /** The occurrence named: with scope this the one moved; otherwise the one whose move the later ones follow. */
  key: string;
  /** The named occurrence's new start (the others move by the same days to the same new local time). */
  start?: Date;
  /** The member every occurrence reached goes to. */
  staffId?: string;
  booker: Extract<Booker, "provider" | "customer">;
  /** A customer key's: only their own series, within the provider's notice. */
  customerId?: string;
}

const OPEN_STATUSES = new Set(["held", "pending", "confirmed"]);

/** 409 for a change naming an occurrence that cannot take it. */
const occurrenceConflict = (key: string, why: string) =>
  conflict(`The occurrence ${key} ${why} and cannot be changed`, [
    { path: "key", message: `names an occurrence that ${why}`, rule: "transition" },
  ]);

/**
 * Moves occurrences of a series, or gives them another member, in one transaction: the one named
 * (scope this: it keeps its key, a moved occurrence of the series), it and every later one
 * (following), or every one that has not started (all). With following and all each occurrence
 * moves by the same days to the named one's new local time, and the rule with it. When earlier
 * occurrences stay, the series ends before the first one changed and those changed form a new
 * series (split), their keys their new local starts; otherwise the series itself takes the new
 * rule. Every booking moved meets every rule of a move by `booker`; one that does not fit refuses
 * the whole change (409 naming each). Occurrences that have started, and those cancelled,
 * completed or missed, never move (a split takes them along under their new keys). Answers the id
 * of the series that holds the occurrences changed.
 */
export async function updateSeries(
  db: Kysely<Database>,
  provider: Provider,
  seriesId: string,
  input: SeriesUpdate,
  now: Date,
  calendars?: CalendarSettings,
): Promise<string> {
  if (input.start === undefined && input.staffId === undefined) {
    throw badRequest("Nothing to change: send start, staffId or both", [{ path: "start", message: "send start, staffId or both" }]);
  }
  if (input.staffId !== undefined) await askForFreshBusyTime(db, provider, { staffId: input.staffId }, now, calendars);
  return guardOverlap(
    () =>
      db.transaction().execute(async (trx) => {
        let query = trx
          .selectFrom("series")
          .select(["id", "customer_id", "service_id", "staff_id", "rule", "starts_at", "timezone", "skipped"])
          .where("provider_id", "=", provider.id)
          .where("id", "=", seriesId);
        if (input.customerId !== undefined) query = query.where("customer_id", "=", input.customerId);
        const series = await query.forUpdate().executeTakeFirst();
        if (!series) throw notFound("Series", seriesId);
        const rule = series.rule as unknown as SeriesRule;
        const slots = seriesOccurrences(rule, series.starts_at.getTime(), series.timezone);
        const slotIndex = new Map(slots.map((slot, index) => [slot.key, index]));
        const namedIndex = slotIndex.get(input.key);
        if (namedIndex === undefined) throw notFound("Occurrence", input.key);
        const indexOf = (key: string) => presentOrThrow(slotIndex.get(key), "a key of the series' rule");
        const bookings = await trx
          .selectFrom("bookings")
          .select(["id", "occurrence_key", "starts_at", "status"])
          .where("provider_id", "=", provider.id)
          .where("series_id", "=", seriesId)
          .execute();
        const bookingOf = new Map(bookings.map((b) => [b.occurrence_key ?? "", b]));
        const started = (key: string) => {
          const booking = bookingOf.get(key);
          return (booking?.starts_at.getTime() ?? slots[indexOf(key)]?.start ?? 0) <= now.getTime();
        };
        const named = bookingOf.get(input.key);
        if (started(input.key)) throw occurrenceConflict(input.key, "has started");

        if (input.scope === "this") {
          if (!named) throw occurrenceConflict(input.key, "was skipped (nothing is booked there)");
          // Its status as locked: a change of the booking alone may have committed since the read above.
          const booking = await lockBooking(trx, provider.id, named.id);
          if (!OPEN_STATUSES.has(booking.status)) throw occurrenceConflict(input.key, `is ${booking.status}`);
          await moveOccurrences(trx, provider, [{ booking, index: namedIndex, start: input.start?.getTime() ?? null }], input, now, slots);
          return seriesId;
        }

        // From the named occurrence on, or from the first that has not started.
        const from = input.scope === "following" ? input.key : slots.find((slot) => !started(slot.key))?.key;
        if (from === undefined) throw occurrenceConflict(input.key, "and every other have started");
        const change = seriesChange(rule, series.starts_at.getTime(), series.timezone, from, input.key, input.start?.getTime());
        if ("path" in change) throw badRequest("The series cannot be changed this way", [change]);
        const newKey = new Map(change.moves.map((m) => [m.from, m]));
        const target = change.keptRule === null ? seriesId : newId("ser");
        const movedSkipped = series.skipped.flatMap((s) => {
          const move = newKey.get(s.key);
          if (!move) return [];
          const start = move.start ?? Date.parse(s.start);
          const end = start + Date.parse(s.end) - Date.parse(s.start);
          return [{ ...s, key: move.key, start: new Date(start).toISOString(), end: new Date(end).toISOString() }];
        });
        const kept = { staff_id: input.staffId ?? series.staff_id, rule: JSON.stringify(change.rule), starts_at: new Date(change.start) };
        if (change.keptRule === null) {
          await trx
            .updateTable("series")
            .set({ ...kept, skipped: JSON.stringify(movedSkipped) })
            .where("provider_id", "=", provider.id)
            .where("id", "=", seriesId)
            .execute();
        } else {
          await trx
            .updateTable("series")
            .set({ rule: JSON.stringify(change.keptRule), skipped: JSON.stringify(series.skipped.filter((s) => !newKey.has(s.key))) })
            .where("provider_id", "=", provider.id)
            .where("id", "=", seriesId)
            .execute();
          await trx
            .insertInto("series")
            .values({
              provider_id: provider.id,
              id: target,
              customer_id: series.customer_id,
              service_id: series.service_id,
              timezone: series.timezone,
              skipped: JSON.stringify(movedSkipped),
              ...kept,
            })
            .execute();
        }
        // The occurrences reached take their series and keys first (through a key no occurrence
        // has, as new keys may be old ones of other occurrences), then move.
        const reached = bookings.flatMap((b) => {
          const move = newKey.get(b.occurrence_key ?? "");
          return move ? [{ ...b, move }] : [];
        });
        if (reached.length > 0) {
          const ids = reached.map((b) => b.id);
          await trx
            .updateTable("bookings")
            .set({ series_id: target, occurrence_key: sql`'~' || occurrence_key` })
            .where("provider_id", "=", provider.id)
            .where("id", "in", ids)
            .execute();
          for (const b of reached) {
            await trx
              .updateTable("bookings")
              .set({ occurrence_key: b.move.key })
              .where("provider_id", "=", provider.id)
              .where("id", "=", b.id)
              .execute();
          }
        }
        const moving = [];
        for (const b of reached) {
          // Read as locked (the re-keying above holds the rows): only open ones not begun move.
          const booking = await lockBooking(trx, provider.id, b.id);
          if (!OPEN_STATUSES.has(booking.status) || booking.starts_at.getTime() <= now.getTime()) continue;
          moving.push({ booking, index: indexOf(b.move.from), start: b.move.start });
        }
        await moveOccurrences(trx, provider, moving, input, now, slots);
        return target;
      }),
    { db, providerId: provider.id, now },
  );
}

/**
 * Moves each locked occurrence to its new start (null: it stays) and the member asked for, under
 * a savepoint each: all or none, 409 naming each that does not fit by its place in the series.
 * Moves go in the direction of the change, so that none meets another's old place on the way.
 */
async function moveOccurrences(
  trx: Transaction<Database>,
  provider: Provider,
  moves: { booking: LockedBooking; index: number; start: number | null }[],
  input: SeriesUpdate,
  now: Date,
  slots: readonly Occurrence[],
): Promise<void> {
  const changed = moves.filter(
    (m) =>
      (m.start !== null && m.start !== m.booking.starts_at.getTime()) ||
      (input.staffId !== undefined && input.staffId !== m.booking.staff_id),
  );
  const [first] = changed;
  if (!first) return;
  if (input.booker === "customer") await assertSelfServiceOpen(trx, provider.id, first.booking, now);
  const members = changed.flatMap((m) => [m.booking.staff_id, ...(m.booking.second_staff_id ? [m.booking.second_staff_id] : [])]);
  await lockMembersInOrder(trx, provider.id, input.staffId === undefined ? members : [...members, input.staffId], []);
  await lockPoolsOfServices(trx, provider.id, [first.booking.service_id], "pool locked");
  const later = first.start !== null && first.start > first.booking.starts_at.getTime();
  const refusals = await moveUnit(
    trx,
    provider,
    (later ? [...changed].reverse() : changed).map((move) => ({
      booking: move.booking,
      staffId: input.staffId ?? move.booking.staff_id,
      start: move.start ?? move.booking.starts_at.getTime(),
      index: move.index,
    })),
    now,
    input.booker,
  );
  if (refusals.length > 0) throw new SeriesRefused(refusals, slots);
}

/** The series and occurrence key of a booking; null for a booking of no series. */
export async function occurrenceOfBooking(
  db: Kysely<Database>,
  providerId: string,
  bookingId: string,
): Promise<{ seriesId: string; key: string } | null> {
  const row = await db
    .selectFrom("bookings")
    .select(["series_id", "occurrence_key"])
    .where("provider_id", "=", providerId)
    .where("id", "=", bookingId)
    .executeTakeFirst();
  return row?.series_id && row.occurrence_key ? { seriesId: row.series_id, key: row.occurrence_key } : null;
}
