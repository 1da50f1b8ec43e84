// Visits: 1-5 services booked back to back for one customer as one unit. Each item is an ordinary
// booking (book-member.ts, every rule and constraint of a single booking) naming its visit; all
// are written in one transaction or none, and a refusal names every item that does not fit
// (BookingUnitRefused). Items without a member named prefer the member of the item before. A visit
// is moved (every item by the same shift) and cancelled as one, in one transaction.
import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import type { BookingSource, Database } from "@booking/db";
import { badRequest, notFound } from "../errors";
import { newId } from "../ids";
import { visitItemOffsets } from "../domain/visits";
import { isClassService } from "./bookings/sessions";
import {
  bookUnit,
  BookingUnitRefused,
  moveUnit,
  paymentRefusalOf,
  refusalOf,
  type UnitItem,
  type UnitRefusal,
  type UnitResult,
  writeGroupNotification,
} from "./bookings/booking-unit";
import { decideBooking, placeWithoutClaims, type BookedMember, type MemberBooking, type VisitorDetails } from "./bookings/creation-steps";
import { findOrCreateCustomer } from "./bookings/create";
import { bookMemberBatch, bookMembersBatch } from "./bookings/book-member-batch";
import { readForBatch, readForBatchOfMembers, type CreationRead } from "./bookings/creation-read";
import { freeMembersInAssignmentOrder } from "./bookings/assignment";
import { admitPublicBooking, assertUpcomingWithinLimit, logPublicBooking } from "./bookings/holds";
import { lockPoolsOfServices } from "./bookings/resource-units";
import { cancelLockedBookings, confirmLockedBookings } from "./bookings/status";
import { assertSelfServiceOpen } from "./bookings/self-service";
import {
  guardOverlap,
  keepsOutOfGaps,
  lockBooking,
  lockMembersInOrder,
  membersLockStatement,
  type Booker,
  type LockedBooking,
  type Provider,
} from "./bookings/write-guards";
import { newManageLink } from "./manage-links";
import { askForFreshBusyTime, type CalendarSettings } from "../calendar-sync/freshness";
import { membersOfNewBooking } from "./calendar-sync";

export interface VisitItemInput {
  serviceId: string;
  /** Omitted: the member of the item before if free, else the provider's assignment rule. */
  staffId?: string;
}

export interface CreateVisitInput {
  customer: { id: string } | VisitorDetails;
  items: readonly VisitItemInput[];
  /** The first item's start; each next one starts where the one before ends (buffers kept). */
  start: Date;
  notes?: string | null;
  source?: BookingSource;
  booker: Booker;
  manageLinkBase?: string;
  customerTimezone?: string | null;
  locale?: string | null;
}

/** What placing the items needs of their services, read once. */
async function visitServices(trx: Transaction<Database>, providerId: string, items: readonly VisitItemInput[]) {
  const ids = [...new Set(items.map((item) => item.serviceId))];
  const rows = await trx
    .selectFrom("services")
    .select([
      "id",
      "is_active",
      "duration_minutes",
      "buffer_before_minutes",
      "buffer_after_minutes",
      "capacity",
      "sessions",
      "requirements",
    ])
    .where("provider_id", "=", providerId)
    .where("id", "in", ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return items.map((item, index) => {
    const service = byId.get(item.serviceId);
    if (!service) throw notFound("Service", item.serviceId);
    if (isClassService(service)) {
      throw badRequest("A visit holds services booked one to one; a class is booked on its own", [
        { path: `items.${index}.serviceId`, message: "is a class service" },
      ]);
    }
    return {
      durationMinutes: service.duration_minutes,
      bufferBeforeMinutes: service.buffer_before_minutes,
      bufferAfterMinutes: service.buffer_after_minutes,
      needsResources: service.requirements.length > 0,
    };
  });
}

/**
 * A visit's first attempt writes its items without a savepoint each (one round trip less per item
 * each way); an item that does not fit ends it with this, and the visit is written again with
 * savepoints, so that its 409 names every item that does not fit, not only the first. So does a
 * batch that could not be, when going on item by item would take locks out of order.
 */
class ItemDoesNotFit extends Error {
  constructor() {
    super("an item of the visit does not fit");
  }
}

/** Why an item does not fit (refusalOf), or cannot be booked by this booker without a payment: named with its item. */
function itemRefusalOf(error: unknown, index: number): UnitRefusal | null {
  return refusalOf(error, index) ?? paymentRefusalOf(error, index);
}

/**
 * Books a visit: every item or none (409 naming each item that does not fit, with its rule).
 * `calendars` lets it ask for fresh busy time first, as a single booking does.
 */
export async function createVisit(
  db: Kysely<Database>,
  provider: Provider,
  input: CreateVisitInput,
  now: Date,
  calendars?: CalendarSettings,
) {
  for (const item of input.items) {
    await askForFreshBusyTime(db, provider, membersOfNewBooking(item), now, calendars);
  }
  try {
    return await writeVisit(db, provider, input, now, "fast");
  } catch (error) {
    if (!(error instanceof ItemDoesNotFit)) throw error;
    return writeVisit(db, provider, input, now, "naming every refusal");
  }
}

/** One attempt at a visit (see ItemDoesNotFit): its transaction, with every retry of a booking write. */
function writeVisit(
  db: Kysely<Database>,
  provider: Provider,
  input: CreateVisitInput,
  now: Date,
  attempt: "fast" | "naming every refusal",
) {
  return guardOverlap(
    (claims) =>
      db.transaction().execute(async (trx) => {
        const visitor = "id" in input.customer ? null : input.customer;
        const admission = input.booker === "public" ? await admitPublicBooking(trx, provider.id, now) : null;
        if (admission?.verification === "email") {
          // A held visit would need one verification for several holds: not offered yet.
          throw badRequest("This provider verifies online bookings by email; book the services one at a time", [
            { path: "items", message: "a visit cannot be booked with a public key while bookings are verified by email" },
          ]);
        }
        const customer = visitor
          ? await findOrCreateCustomer(trx, provider.id, visitor, { announce: true })
          : { id: (input.customer as { id: string }).id, created: false };
        if (admission)
          await assertUpcomingWithinLimit(trx, provider.id, customer.id, admission.maxUpcomingPerEmail, input.items.length, now);
        const visitId = newId("vis");
        const visitRow = sql`INSERT INTO visits (provider_id, id) VALUES (${provider.id}, ${visitId})`;
        // The visit's manage link names its first item, written in that item's own statement.
        const manage = input.manageLinkBase ? newManageLink(input.manageLinkBase, provider.id) : null;
        const itemBooking = (index: number, serviceId: string, offsets: readonly number[]): MemberBooking => ({
          serviceId,
          dateTime: new Date(input.start.getTime() + (offsets[index] ?? 0)),
          notes: input.notes,
          source: input.source,
          booker: input.booker,
          customerId: customer.id,
          customerTimezone: input.customerTimezone ?? null,
          locale: input.locale ?? null,
          visitor: input.booker === "public" ? visitor : null,
          hold: null,
          seats: 1,
          visitId,
          // Later items start where the one before ends, not on the offered grid.
          offGrid: index > 0,
          writtenWith: (bookingId) => (index === 0 && manage ? [manage.rowFor(bookingId)] : []),
        });
        const answer = (booked: readonly BookedMember[]) => ({
          id: visitId,
          items: booked.map((item) => visitRowOf(item, input)),
          visitor,
          manage: manage?.link ?? null,
        });

        // Two or more items for one member, by a customer or the salon, on the first attempt: all
        // of them in two statements (book-member-batch.ts): one read (the member's lock, each
        // item's service, which places the items, and the policies of the longest such visit),
        // then the visit's row and its items in one insert. An item naming no member after one
        // that does goes, as below, to the member of the item before when they can take it; items
        // of several members are read in one statement too. Items naming no member at all go to
        // one free member who can take them all, when there is one (bookWithOneFreeMember).
        // Anything else, and any refusal, item by item below.
        let visitRowWritten = false;
        if (attempt === "fast" && !admission && input.items.length > 1) {
          const batchFor = (staffId: string, reads: readonly CreationRead[] | null, alongside: readonly RawBuilder<unknown>[]) =>
            visitInOneBatch(trx, provider, input, staffId, now, reads, alongside, itemBooking);
          const members = preferredMembers(input.items);
          const member = members?.every((staffId) => staffId === members[0]) ? members[0] : undefined;
          // The item-by-item path locks every member an item naming none could go to, in one
          // order: after a batch that could not be has locked some of them, it would take them out
          // of order (a deadlock with another visit). Such a visit starts again without the batch.
          const orNotAtAll = (batch: BookedMember[] | null) => {
            if (!batch && input.items.some((item) => item.staffId === undefined)) throw new ItemDoesNotFit();
            return batch;
          };
          if (member !== undefined) {
            const batch = await batchFor(member, await readVisitFor(trx, provider.id, input, customer.id, member), [visitRow]).then(
              orNotAtAll,
              (error: unknown) => {
                throw itemRefusalOf(error, 0) ? new ItemDoesNotFit() : error;
              },
            );
            if (batch) return answer(batch);
          } else if (members) {
            const batch = await visitOfNamedMembers(trx, provider, input, members, customer.id, now, visitRow, itemBooking).then(
              orNotAtAll,
              (error: unknown) => {
                throw itemRefusalOf(error, 0) ? new ItemDoesNotFit() : error;
              },
            );
            if (batch) return answer(batch);
          } else if (input.items.every((item) => item.staffId === undefined)) {
            visitRowWritten = true;
            const firstItem = itemBooking(0, input.items[0]?.serviceId ?? "", [0]);
            const batch = await bookWithOneFreeMember(trx, provider, input, customer.id, now, visitRow, firstItem, batchFor);
            if (batch) return answer(batch);
          }
        }
        const services = await visitServices(trx, provider.id, input.items);
        const offsets = visitItemOffsets(services);

        // The members' locks after the public-booking admission's, in the order a single booking
        // takes them, and the visit's row, in one round trip (unless bookWithOneFreeMember did).
        if (!visitRowWritten) {
          await sql`
            WITH visit AS (${visitRow})
            ${membersLockStatement(
              provider.id,
              input.items.flatMap((item) => (item.staffId === undefined ? [] : [item.staffId])),
              input.items.flatMap((item) => (item.staffId === undefined ? [item.serviceId] : [])),
            )}`.execute(trx);
        }
        // And the resources' pools, in one order, as the items claim them.
        if (services.some((service) => service.needsResources)) {
          await lockPoolsOfServices(
            trx,
            provider.id,
            input.items.map((item) => item.serviceId),
            claims,
          );
        }

        const booked: BookedMember[] = [];
        const refusals: UnitRefusal[] = [];
        let previousMember: string | null = null;
        for (const [index, item] of input.items.entries()) {
          // The salon hears of the visit once, below, not of each item as it is written.
          const booking = { ...itemBooking(index, item.serviceId, offsets), toldWithGroup: input.items.length > 1 };
          // Each item under its own savepoint (`skip`), so every item that does not fit is named;
          // on the first attempt without one (a refusal ends it: see ItemDoesNotFit).
          const unit: UnitItem[] = [{ booking, staffId: item.staffId, preferredStaffIds: previousMember ? [previousMember] : [] }];
          const result: UnitResult =
            attempt === "fast"
              ? await bookUnit(trx, provider, unit, now, { claims, mode: "all" }).catch((error: unknown) => {
                  throw itemRefusalOf(error, index) ? new ItemDoesNotFit() : error;
                })
              : await bookUnit(trx, provider, unit, now, { claims, mode: "skip" }).catch((error: unknown) => {
                  const refusal = paymentRefusalOf(error, index);
                  if (!refusal) throw error;
                  return { booked: [null], refusals: [refusal] };
                });
          const [written] = result.booked;
          if (written) {
            booked.push(written);
            previousMember = written.staff.id;
          }
          for (const refusal of result.refusals) refusals.push({ ...refusal, index });
        }
        if (refusals.length > 0) throw new BookingUnitRefused(refusals);
        if (admission) for (const item of booked) await logPublicBooking(trx, provider.id, item.id, now);
        await writeGroupNotification(trx, booked);
        // Every item was booked (a refusal of any ends the visit above), the first with the link.
        return answer(booked);
      }),
    { db, providerId: provider.id, now },
  );
}

/** The longest an item occupies its member (a day's service and its buffers): how far apart a visit's item starts can be. */
const LONGEST_ITEM_MS = 32 * 60 * 60_000;

/**
 * Each item's member when the first item names one: its own, or for an item naming none, the
 * member of the item before (whom the item-by-item path tries first). Null when the first names none.
 */
function preferredMembers(items: readonly VisitItemInput[]): string[] | null {
  const members: string[] = [];
  for (const item of items) {
    const staffId = item.staffId ?? members.at(-1);
    if (staffId === undefined) return null;
    members.push(staffId);
  }
  return members;
}

/** The reads of a visit's items for member `staffId` (readForBatch, the member's row locked), over the visit's longest span. */
function readVisitFor(trx: Transaction<Database>, providerId: string, input: CreateVisitInput, customerId: string, staffId: string) {
  return readForBatch(
    trx,
    providerId,
    input.items.map((item) => ({ serviceId: item.serviceId, customerId })),
    staffId,
    input.start,
    new Date(input.start.getTime() + (input.items.length - 1) * LONGEST_ITEM_MS),
  );
}

/**
 * Every item of the visit for `staffId` in one batch (bookMemberBatch), `alongside` written in its
 * insert; null when the items cannot be one batch (a missing service, a class, resources, two
 * members), which the item-by-item path then books or names. A refusal is thrown.
 */
async function visitInOneBatch(
  trx: Transaction<Database>,
  provider: Provider,
  input: CreateVisitInput,
  staffId: string,
  now: Date,
  reads: readonly CreationRead[] | null,
  alongside: readonly RawBuilder<unknown>[],
  itemBooking: (index: number, serviceId: string, offsets: readonly number[]) => MemberBooking,
): Promise<BookedMember[] | null> {
  const inputs = reads ? itemsOfOneBatch(reads, input, itemBooking) : null;
  if (!reads || !inputs) return null;
  const batch = await bookMemberBatch(trx, provider, inputs, staffId, now, { alongside, reads });
  return "notOneBatch" in batch ? null : batch;
}

/**
 * The visit's items as a batch's bookings, placed back to back by the services `reads` found (a
 * read per item); null when some item cannot be in a batch (a missing service, a class, resources).
 */
function itemsOfOneBatch(
  reads: readonly CreationRead[],
  input: CreateVisitInput,
  itemBooking: (index: number, serviceId: string, offsets: readonly number[]) => MemberBooking,
): MemberBooking[] | null {
  const services = reads.map((read) => read.service);
  if (!services.every((service) => service !== null && !isClassService(service) && service.requirements.length === 0)) return null;
  const offsets = visitItemOffsets(
    services.map((service) => ({
      durationMinutes: service?.duration ?? 0,
      bufferBeforeMinutes: service?.bufferBefore ?? 0,
      bufferAfterMinutes: service?.bufferAfter ?? 0,
    })),
  );
  return input.items.map((item, index) => itemBooking(index, item.serviceId, offsets));
}

/**
 * A visit whose items each have a member (preferredMembers), not all the same one, in one batch
 * (bookMembersBatch): one read of every member (their rows locked in one order, as the item-by-item
 * path locks them), then the visit's row and every item in one insert. Null when the items cannot be one batch (a
 * missing member or service, a class, resources, a second member), which the item-by-item path then
 * books or names. A refusal is thrown.
 */
async function visitOfNamedMembers(
  trx: Transaction<Database>,
  provider: Provider,
  input: CreateVisitInput,
  staffIds: readonly string[],
  customerId: string,
  now: Date,
  visitRow: RawBuilder<unknown>,
  itemBooking: (index: number, serviceId: string, offsets: readonly number[]) => MemberBooking,
): Promise<BookedMember[] | null> {
  const readsOf = await readForBatchOfMembers(
    trx,
    provider.id,
    input.items.map((item) => ({ serviceId: item.serviceId, customerId })),
    staffIds,
    input.start,
    new Date(input.start.getTime() + (input.items.length - 1) * LONGEST_ITEM_MS),
  );
  const reads = staffIds.map((staffId, index) => readsOf.get(staffId)?.[index]);
  if (!reads.every((read): read is CreationRead => read !== undefined)) return null;
  const inputs = itemsOfOneBatch(reads, input, itemBooking);
  if (!inputs) return null;
  const batch = await bookMembersBatch(trx, provider, inputs, staffIds, reads, now, { alongside: [visitRow] });
  return "notOneBatch" in batch ? null : batch;
}

/** How many free members a visit naming none reads for its first item before its items go one by one. */
const MEMBERS_READ_FOR_FIRST_ITEM = 3;

/**
 * A visit whose items name no member, on its first attempt, booked as the item-by-item path would
 * book it when one member takes every item: the members who offer every item's service are locked
 * (every member an item could go to, as that path locks them) in the statement that writes the
 * visit's row; the first of them free at the visit's start, in the provider's assignment order,
 * whose rules allow the first item gets it, as it would there; and every item goes to them in one
 * batch (under a savepoint), as the later items would prefer them there. Null when that member
 * cannot take every item (or none of the first few can take the first): the visit's row is
 * written, its members locked, and the items go one by one, which gives the later ones to others.
 */
async function bookWithOneFreeMember(
  trx: Transaction<Database>,
  provider: Provider,
  input: CreateVisitInput,
  customerId: string,
  now: Date,
  visitRow: RawBuilder<unknown>,
  firstItem: MemberBooking,
  batchFor: (
    staffId: string,
    reads: readonly CreationRead[] | null,
    alongside: readonly RawBuilder<unknown>[],
  ) => Promise<BookedMember[] | null>,
): Promise<BookedMember[] | null> {
  const serviceIds = [...new Set(input.items.map((item) => item.serviceId))];
  const { rows } = await sql<{ id: string }>`
    WITH visit AS (${visitRow}),
         locked AS MATERIALIZED (${membersLockStatement(provider.id, [], serviceIds)})
    SELECT l.id FROM locked l
     WHERE (SELECT count(*) FROM staff_services ss
             WHERE ss.provider_id = ${provider.id} AND ss.staff_id = l.id AND ss.service_id = ANY(${serviceIds}::text[])) = ${serviceIds.length}`.execute(
    trx,
  );
  const offersEvery = new Set(rows.map((row) => row.id));
  if (offersEvery.size === 0) return null;
  const intoGaps = !keepsOutOfGaps(provider, input.booker);
  const free = await freeMembersInAssignmentOrder(trx, provider.id, firstItem.serviceId, firstItem.dateTime, now, intoGaps);
  // The first item's member is chosen among all who are free then: one who does not offer every item ends the batch.
  for (const staffId of free.slice(0, MEMBERS_READ_FOR_FIRST_ITEM)) {
    if (!offersEvery.has(staffId)) return null;
    const reads = await readVisitFor(trx, provider.id, input, customerId, staffId);
    const firstRead = reads?.[0];
    if (!reads || !firstRead) return null;
    if (!allowsItem(firstRead, firstItem, staffId, provider, now)) continue;
    await sql`SAVEPOINT visit_member`.execute(trx);
    const batch = await batchFor(staffId, reads, []).catch((error: unknown) => {
      if (itemRefusalOf(error, 0)) return "refused" as const;
      throw error;
    });
    if (batch !== "refused") return batch;
    await sql`ROLLBACK TO SAVEPOINT visit_member`.execute(trx);
    return null;
  }
  return null;
}

/** Whether a booking's rules let member `staffId` take it (read: readVisitFor's); the time's other bookings are the insert's to decide. */
function allowsItem(read: CreationRead, booking: MemberBooking, staffId: string, provider: Provider, now: Date): boolean {
  try {
    const decision = decideBooking(read, booking, staffId, provider, now);
    if (!decision.needsTransaction) placeWithoutClaims(decision, booking.dateTime);
    return true;
  } catch (error) {
    if (itemRefusalOf(error, 0)) return false;
    throw error;
  }
}

/** A visit's item as getVisit reads it, from the booking just written (the answer needs no read after the commit). */
function visitRowOf(item: BookedMember, input: CreateVisitInput): VisitRow {
  return {
    id: item.id,
    status: item.status,
    starts_at: item.starts_at,
    ends_at: item.ends_at,
    service_id: item.service.id,
    service_name: item.service.name,
    duration_minutes: item.service.duration,
    payment_amount_cents: item.service.priceCents * item.seats,
    staff_id: item.staff.id,
    staff_name: item.staff.name,
    customer_id: item.customer.id,
    customer_name: item.customer.name,
    customer_email: item.customer.email,
    customer_phone: item.customer.phone,
    customer_timezone: input.customerTimezone ?? null,
    locale: input.locale ?? null,
  };
}

/** A visit's item as its answers show it. */
export type VisitRow = Awaited<ReturnType<typeof getVisit>>[number];

/** The visit's bookings in order (404 when the provider has no such visit, or, for a customer, not theirs). */
export async function visitBookingIds(db: Kysely<Database>, providerId: string, visitId: string, customerId?: string): Promise<string[]> {
  let query = db
    .selectFrom("bookings")
    .select(["id", "customer_id"])
    .where("provider_id", "=", providerId)
    .where("visit_id", "=", visitId)
    .orderBy("starts_at")
    .orderBy("id");
  if (customerId !== undefined) query = query.where("customer_id", "=", customerId);
  const rows = await query.execute();
  if (rows.length === 0) throw notFound("Visit", visitId);
  return rows.map((row) => row.id);
}

/** The visit's items locked for a change, in time order. */
async function lockVisit(trx: Transaction<Database>, providerId: string, visitId: string, customerId?: string): Promise<LockedBooking[]> {
  const ids = await visitBookingIds(trx, providerId, visitId, customerId);
  const items: LockedBooking[] = [];
  for (const id of ids) items.push(await lockBooking(trx, providerId, id));
  return items;
}

/**
 * Moves every open item of the visit by the same shift, so the first starts at `start`, each with
 * its own member, after every rule of a booking by `booker`: all or none (409 naming each item that
 * does not fit). Items are moved in the direction of the shift, so none meets its own visit's old
 * place on the way.
 */
export async function moveVisit(
  db: Kysely<Database>,
  provider: Provider,
  visitId: string,
  start: Date,
  now: Date,
  options: { booker: Booker; customerId?: string; calendars?: CalendarSettings },
) {
  for (const bookingId of await visitBookingIds(db, provider.id, visitId, options.customerId)) {
    await askForFreshBusyTime(db, provider, { bookingId }, now, options.calendars);
  }
  return guardOverlap(
    () =>
      db.transaction().execute(async (trx) => {
        const items = (await lockVisit(trx, provider.id, visitId, options.customerId)).filter(
          (item) => item.status === "pending" || item.status === "confirmed",
        );
        const first = items[0];
        if (!first) {
          throw badRequest("The visit has no open booking left to move", [{ path: "start", message: "nothing to move" }]);
        }
        // A customer (their key or the visit's manage link) changes it only until the provider's notice.
        if (options.booker !== "provider") await assertSelfServiceOpen(trx, provider.id, first, now);
        const shift = start.getTime() - first.starts_at.getTime();
        if (shift === 0) return { id: visitId, changed: false };
        // Every member the items hold (a two-person item's second too), before any is moved.
        await lockMembersInOrder(
          trx,
          provider.id,
          items.flatMap((item) => (item.second_staff_id ? [item.staff_id, item.second_staff_id] : [item.staff_id])),
          [],
        );
        // The pools the items' units come from, in one order (a move claims them exclusively).
        await lockPoolsOfServices(
          trx,
          provider.id,
          items.map((item) => item.service_id),
          "pool locked",
        );
        const order = shift > 0 ? [...items.entries()].reverse() : [...items.entries()];
        const refusals = await moveUnit(
          trx,
          provider,
          order.map(([index, item]) => ({ booking: item, staffId: item.staff_id, start: item.starts_at.getTime() + shift, index })),
          now,
          options.booker,
        );
        if (refusals.length > 0) throw new BookingUnitRefused(refusals);
        return { id: visitId, changed: true };
      }),
    { db, providerId: provider.id, now },
  );
}

/** Confirms every pending item of the visit in one transaction (the others stay as they are); the customer is told once. 404 for no such visit. */
export async function confirmVisit(db: Kysely<Database>, provider: Provider, visitId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await confirmLockedBookings(trx, provider, await lockVisit(trx, provider.id, visitId), now);
  });
}

/** Cancels every open item of the visit in one transaction (items already closed stay as they are). */
export async function cancelVisit(
  db: Kysely<Database>,
  provider: Provider,
  visitId: string,
  input: { reason?: string | null; notifyCustomer: boolean; changedBy?: "provider" | "customer"; customerId?: string },
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const items = await lockVisit(trx, provider.id, visitId, input.customerId);
    const firstOpen = items.find((item) => item.status === "pending" || item.status === "confirmed");
    if (input.changedBy === "customer" && firstOpen) await assertSelfServiceOpen(trx, provider.id, firstOpen, now);
    const open = items.filter((item) => item.status === "held" || item.status === "pending" || item.status === "confirmed");
    await cancelLockedBookings(trx, provider, open, input, now);
    return { id: visitId };
  });
}

/** A visit's items as its answers show them, in time order (404 as visitBookingIds). */
export async function getVisit(db: Kysely<Database>, providerId: string, visitId: string, customerId?: string) {
  let query = db
    .selectFrom("bookings as b")
    .innerJoin("services as sv", (join) => join.onRef("sv.provider_id", "=", "b.provider_id").onRef("sv.id", "=", "b.service_id"))
    .innerJoin("staff as s", (join) => join.onRef("s.provider_id", "=", "b.provider_id").onRef("s.id", "=", "b.staff_id"))
    .innerJoin("customers as c", (join) => join.onRef("c.provider_id", "=", "b.provider_id").onRef("c.id", "=", "b.customer_id"))
    .select([
      "b.id",
      "b.status",
      "b.starts_at",
      "b.ends_at",
      "b.service_id",
      "sv.name as service_name",
      "sv.duration_minutes",
      "b.payment_amount_cents",
      "b.staff_id",
      "s.name as staff_name",
      "c.id as customer_id",
      "c.name as customer_name",
      "c.email as customer_email",
      "c.phone as customer_phone",
      "b.customer_timezone",
      "b.locale",
    ])
    .where("b.provider_id", "=", providerId)
    .where("b.visit_id", "=", visitId)
    .orderBy("b.starts_at")
    .orderBy("b.id");
  if (customerId !== undefined) query = query.where("b.customer_id", "=", customerId);
  const rows = await query.execute();
  if (rows.length === 0) throw notFound("Visit", visitId);
  return rows;
}

/** The visit a booking is an item of, or null. */
export async function visitOfBooking(db: Kysely<Database>, providerId: string, bookingId: string): Promise<string | null> {
  const row = await db
    .selectFrom("bookings")
    .select("visit_id")
    .where("provider_id", "=", providerId)
    .where("id", "=", bookingId)
    .executeTakeFirst();
  return row?.visit_id ?? null;
}
