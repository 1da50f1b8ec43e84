// Offering freed times to the waitlist. A worker takes each recorded release (waitlist-releases.ts)
// once (FOR UPDATE SKIP LOCKED: workers share them) and walks the service's line oldest first: the
// first waiting entry the time suits (its windows, its member, its seats, a time not offered to it
// before) gets a held booking there for the provider's waitlistOfferMinutes, written under every
// rule of a booking; the hold keeps everyone else off the time. A time taken again meanwhile is
// offered to no one. Entries passed over whose windows the time suits are kept with their reasons.
// Claiming makes the hold a booking; declining, or letting it lapse, passes the time on.
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import { executeNamed, type Database, type WaitlistReleasesTable } from "@booking/db";
import { AppError, badRequest, conflict, notFound, presentOrThrow, type ErrorDetail } from "../errors";
import { newId } from "../ids";
import { callerProvider, callerProviderColumns } from "../auth/api-keys";
import { localTimeOf, suitsLocalTime, type LocalTime, type WaitlistWindow } from "../domain/waitlist";
import { initialBookingStatus } from "../domain/provider-notices";
import { bookUnit, paymentRefusalOf, refusalOf, type UnitRefusal } from "./bookings/booking-unit";
import { lockBookingIfAny } from "./bookings/write-guards";
import { bookingEventData } from "./bookings/event-data";
import { releaseHold } from "./bookings/holds";
import { recordEvent } from "./events";
import { eachPendingRow } from "./pending-work";
import { loadNoticeBooking } from "./event-notifications";
import { owedPaymentDue, recordPaymentDue, startCheckout, type Checkout } from "./payments/checkout";
import { bookingPaymentPolicy } from "./payments/settlement";
import { decideCancelUnpaid } from "./payments/ledger";
import type { PaymentProvider } from "../payments/provider";

type Release = Selectable<WaitlistReleasesTable>;

interface Outcome {
  outcome: "offered" | "none" | "taken";
  offerId: string | null;
  skipped: { entryId: string; reason: string }[];
}

/** What became of one time given back, and how long after it was given back that was decided. */
export interface ReleaseHandled {
  outcome: Outcome["outcome"];
  waitedMs: number;
}

/** Offers up to `limit` recorded releases, oldest first; answers what became of each. */
export async function offerReleasedTimes(
  db: Kysely<Database>,
  now: Date,
  /** `takesPayments`: payments are taken online here, so customers in line for a service that takes one are offered its times (they pay when claiming). */
  options: { takesPayments?: boolean; limit?: number } = {},
): Promise<ReleaseHandled[]> {
  const passStarted = performance.now();
  return eachPendingRow(db, "waitlist_releases", options.limit ?? 50, async (trx, release) => {
    const outcome = await offerRelease(trx, release, now, options.takesPayments ?? false);
    await trx
      .updateTable("waitlist_releases")
      .set({ processed_at: now, outcome: outcome.outcome, offer_id: outcome.offerId, skipped: JSON.stringify(outcome.skipped) })
      .where("id", "=", release.id)
      .execute();
    // Measured when decided (a pass's `now` is when it began: a burst's last release waits for the ones before it).
    const decidedAt = now.getTime() + (performance.now() - passStarted);
    return { outcome: outcome.outcome, waitedMs: Math.max(0, decidedAt - release.created_at.getTime()) };
  });
}

async function offerRelease(trx: Transaction<Database>, release: Release, now: Date, takesPayments: boolean): Promise<Outcome> {
  const skipped: Outcome["skipped"] = [];
  if (release.starts_at.getTime() <= now.getTime()) return { outcome: "none", offerId: null, skipped };
  const row = await trx
    .selectFrom("providers as p")
    .select(["p.id as provider_id", "p.waitlist_offer_minutes", ...callerProviderColumns("p.id")])
    .where("p.id", "=", release.provider_id)
    .executeTakeFirstOrThrow();
  const provider = callerProvider(row);
  // The freed time read on the salon's clock once; only entries with a window it suits are read at
  // all (the database drops the rest of a long line), and checked again here by the same rule.
  const local = localTimeOf(release.starts_at.getTime(), release.ends_at.getTime(), provider.timezone);
  const line = await trx
    .selectFrom("waitlist_entries as w")
    .select((eb) => [
      "w.id",
      "w.customer_id",
      "w.seats",
      "w.windows",
      "w.joined_by",
      "w.locale",
      "w.customer_timezone",
      eb
        .exists(
          eb
            .selectFrom("waitlist_offers as o")
            .select("o.id")
            .whereRef("o.provider_id", "=", "w.provider_id")
            .whereRef("o.entry_id", "=", "w.id")
            .where("o.staff_id", "=", release.staff_id)
            .where("o.starts_at", "=", release.starts_at),
        )
        .as("offered_before"),
    ])
    .where("w.provider_id", "=", release.provider_id)
    .where("w.service_id", "=", release.service_id)
    .where("w.status", "=", "waiting")
    .where("w.expires_at", ">", now)
    .where((eb) => eb.or([eb("w.staff_id", "is", null), eb("w.staff_id", "=", release.staff_id)]))
    .where(windowsSuit(local))
    .orderBy("w.joined_seq")
    .execute();
  for (const entry of line) {
    if (!suitsLocalTime(entry.windows as WaitlistWindow[], local)) continue;
    if (entry.offered_before) {
      skipped.push({ entryId: entry.id, reason: "offered this time before" });
      continue;
    }
    if (entry.seats > release.seats) {
      skipped.push({ entryId: entry.id, reason: "wants more seats than were freed" });
      continue;
    }
    // The entry itself, locked: a worker offering it another time at this moment has it (passed over).
    const current = await trx
      .selectFrom("waitlist_entries")
      .select("status")
      .where("provider_id", "=", release.provider_id)
      .where("id", "=", entry.id)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (current?.status !== "waiting") {
      skipped.push({ entryId: entry.id, reason: current ? `${current.status} meanwhile` : "being offered another time" });
      continue;
    }
    const held = await holdForEntry(
      trx,
      provider,
      row.waitlist_offer_minutes,
      entry,
      { serviceId: release.service_id, staffId: release.staff_id, start: release.starts_at, releaseId: release.id },
      now,
      takesPayments,
    );
    if ("offerId" in held) return { outcome: "offered", offerId: held.offerId, skipped };
    // Taken again (a booking, seats, resources): no one can have it. Another rule (a payment this
    // entry would owe and cannot make here, among them): this entry cannot.
    if (held.refusal.status === 409 && held.refusal.rule !== "payment_required") return { outcome: "taken", offerId: null, skipped };
    skipped.push({ entryId: entry.id, reason: held.refusal.rule });
  }
  return { outcome: "none", offerId: null, skipped };
}

/**
 * In SQL, whether one of an entry's windows (`w.windows`) suits a time read on the salon's clock:
 * its date within the window, its weekday among the window's, its start and end within the
 * window's times (stored as HH:MM, so compared as text; an end past midnight suits no end time).
 */
function windowsSuit(local: LocalTime) {
  const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  const start = hhmm(local.minutes);
  const end = local.endMinutes > 24 * 60 ? "99:99" : hhmm(local.endMinutes);
  return sql<boolean>`EXISTS (
    SELECT 1 FROM jsonb_array_elements(w.windows) AS x
     WHERE x->>'from' <= ${local.date} AND x->>'to' >= ${local.date}
       AND (x->'weekdays' IS NULL OR jsonb_array_length(x->'weekdays') = 0 OR x->'weekdays' ? ${local.weekday ?? ""})
       AND (x->>'startTime' IS NULL OR x->>'startTime' <= ${start})
       AND (x->>'endTime' IS NULL OR x->>'endTime' >= ${end}))`;
}

/** An entry as an offer is written for it. */
interface EntryToHold {
  id: string;
  customer_id: string;
  seats: number;
  joined_by: string;
  locale: string | null;
  customer_timezone: string | null;
}

/**
 * Holds a time for a waiting entry (locked by the caller): a held booking under every rule of a
 * booking, for `offerMinutes`, its offer's row beside it, the entry offered (under a savepoint, so a
 * refusal leaves the caller's transaction as it was). Answers the offer, or the refusal and its rule.
 */
async function holdForEntry(
  trx: Transaction<Database>,
  provider: ReturnType<typeof callerProvider>,
  offerMinutes: number,
  entry: EntryToHold,
  time: { serviceId: string; staffId: string; start: Date; releaseId: string | null },
  now: Date,
  /** Payments are taken online: an offer of a service that takes one is made, and paid when claimed. */
  takesPayments: boolean,
): Promise<{ offerId: string; bookingId: string } | { refusal: UnitRefusal }> {
  const offerId = newId("wlo");
  const expiresAt = new Date(now.getTime() + offerMinutes * 60_000);
  await sql`SAVEPOINT waitlist_offer`.execute(trx);
  try {
    const { booked } = await bookUnit(
      trx,
      provider,
      [
        {
          staffId: time.staffId,
          booking: {
            serviceId: time.serviceId,
            dateTime: time.start,
            booker: entry.joined_by === "provider" ? "provider" : "customer",
            customerId: entry.customer_id,
            customerTimezone: entry.customer_timezone,
            locale: entry.locale,
            visitor: null,
            hold: {
              expiresAt,
              createdCustomer: false,
              offer: { offerId, entryId: entry.id },
              ...(takesPayments ? { paidAtClaim: true } : {}),
            },
            seats: entry.seats,
          },
        },
      ],
      now,
      { claims: "pool locked", mode: "all" },
    );
    const hold = presentOrThrow(booked[0], "a unit of one booking, written whole");
    await trx
      .insertInto("waitlist_offers")
      .values({
        provider_id: provider.id,
        id: offerId,
        entry_id: entry.id,
        release_id: time.releaseId,
        booking_id: hold.id,
        service_id: time.serviceId,
        staff_id: time.staffId,
        starts_at: hold.starts_at,
        ends_at: hold.ends_at,
        seats: entry.seats,
        expires_at: expiresAt,
        created_at: now,
      })
      .execute();
    await trx
      .updateTable("waitlist_entries")
      .set({ status: "offered" })
      .where("provider_id", "=", provider.id)
      .where("id", "=", entry.id)
      .execute();
    await sql`RELEASE SAVEPOINT waitlist_offer`.execute(trx);
    return { offerId, bookingId: hold.id };
  } catch (error) {
    const refusal = refusalOf(error, 0) ?? paymentRefusalOf(error, 0);
    if (!refusal) throw error;
    await sql`ROLLBACK TO SAVEPOINT waitlist_offer`.execute(trx);
    return { refusal };
  }
}

/**
 * The salon offers a time to one entry by hand (the console), whatever its place in line: the
 * entry must be waiting; the time is held for it like any offer, under every rule of a booking
 * (refused as a booking would be, naming the rule). `staffId` defaults to the member the entry
 * waits for, and is required when it waits for any.
 */
export async function offerByHand(
  db: Kysely<Database>,
  providerId: string,
  entryId: string,
  time: { start: Date; staffId?: string },
  now: Date,
  /** Payments are taken online: a customer's entry for a service that takes one is offered it, to pay when claiming. */
  takesPayments = false,
): Promise<{ offerId: string; bookingId: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("providers as p")
      .select(["p.id as provider_id", "p.waitlist_offer_minutes", ...callerProviderColumns("p.id")])
      .where("p.id", "=", providerId)
      .executeTakeFirstOrThrow();
    const entry = await trx
      .selectFrom("waitlist_entries")
      .select(["id", "service_id", "staff_id", "customer_id", "seats", "joined_by", "locale", "customer_timezone", "status", "expires_at"])
      .where("provider_id", "=", providerId)
      .where("id", "=", entryId)
      .forUpdate()
      .executeTakeFirst();
    if (!entry) throw notFound("Waitlist entry", entryId);
    const status = entry.status === "waiting" && entry.expires_at.getTime() <= now.getTime() ? "expired" : entry.status;
    if (status !== "waiting") {
      throw conflict(`The entry is ${status}: only a waiting entry can be offered a time`, [
        { path: "id", message: `is ${status}, not waiting` },
      ]);
    }
    const staffId = time.staffId ?? entry.staff_id;
    if (staffId === null)
      throw badRequest("Name the member for the time", [{ path: "staffId", message: "is required: the entry waits for any member" }]);
    if (entry.staff_id !== null && staffId !== entry.staff_id) {
      throw badRequest("The entry waits for another member", [
        { path: "staffId", message: `must be ${entry.staff_id}, the member the entry waits for` },
      ]);
    }
    const held = await holdForEntry(
      trx,
      callerProvider(row),
      row.waitlist_offer_minutes,
      entry,
      { serviceId: entry.service_id, staffId, start: time.start, releaseId: null },
      now,
      takesPayments,
    );
    if ("refusal" in held) {
      const { refusal } = held;
      const detail: ErrorDetail = { path: "start", message: refusal.message, rule: refusal.rule };
      if (refusal.from !== undefined) detail.from = refusal.from;
      if (refusal.to !== undefined) detail.to = refusal.to;
      throw new AppError(refusal.status === 409 ? "CONFLICT" : "BAD_REQUEST", refusal.message, [detail]);
    }
    return held;
  });
}

/**
 * Until when a booking is held for a waitlist customer: while it is a live offer's hold (the
 * booking still held, its hold not run out), else null (no offer, or claimed, declined or lapsed;
 * claimed and being paid for).
 */
export async function liveOfferExpiry(
  db: Kysely<Database> | Transaction<Database>,
  providerId: string,
  bookingId: string,
  now: Date,
): Promise<Date | null> {
  const row = await db
    .selectFrom("waitlist_offers as o")
    .innerJoin("bookings as b", (join) => join.onRef("b.provider_id", "=", "o.provider_id").onRef("b.id", "=", "o.booking_id"))
    .select("b.hold_expires_at")
    .where("o.provider_id", "=", providerId)
    .where("o.booking_id", "=", bookingId)
    .where("o.status", "=", "live")
    .where("b.status", "=", "held")
    .where("b.hold_expires_at", ">", now)
    // Claimed, and waiting for its payment: no longer an offer to answer.
    .where("b.awaiting_payment", "=", false)
    .executeTakeFirst();
  return row?.hold_expires_at ?? null;
}

/**
 * The offer a held booking is, and the booking, both locked; 409 when the booking was never
 * offered. Locked in the order every writer of a held booking takes them, the booking first and
 * then its offer (a lapsing hold, a payment's confirmation, a cancellation), so that a claim or
 * a decline meeting one of them waits for it rather than deadlocking. The booking is gone only
 * when its offer was closed: whoever ends an offer closes it before deleting its hold.
 */
async function lockOfferAndHold(trx: Transaction<Database>, providerId: string, bookingId: string) {
  const booking = await lockBookingIfAny(trx, providerId, bookingId);
  return { booking, offer: await offerOfBooking(trx, providerId, bookingId) };
}

/** The offer a held booking is, locked; 409 when it is none. */
async function offerOfBooking(trx: Transaction<Database>, providerId: string, bookingId: string) {
  const offer = await trx
    .selectFrom("waitlist_offers")
    .selectAll()
    .where("provider_id", "=", providerId)
    .where("booking_id", "=", bookingId)
    .forUpdate()
    .executeTakeFirst();
  if (!offer) {
    throw conflict("This booking is no waitlist offer", [
      { path: "token", message: "names a booking that was not offered from a waitlist" },
    ]);
  }
  return offer;
}

/**
 * What a claim did: the booking stands, or (a service that takes a payment) it waits for the payment
 * asked for (`checkout` null when an earlier claim asked for it: the page resumes it).
 */
export type ClaimOutcome = { claimed: true } | { claimed: false; checkout: Checkout | null };

/**
 * The customer claims the offer (its hold's manage link): the booking becomes pending or confirmed
 * (as the provider confirms bookings by customers), the entry booked, and waitlist.claimed and
 * booking.created are told. Claiming twice answers as it is; a lapsed or declined offer is a 409.
 *
 * A customer's offer of a service that takes a payment is claimed by paying, as a booking of it
 * would be: the claim asks the processor for the payment by the booking's copy of the policy, and
 * the booking stays held for it, for the provider's paymentHoldMinutes from the claim (or the
 * offer's own time if that is longer); the processor's confirmation then makes it stand and the
 * entry booked (provider-events.ts). Unpaid in time, it lapses as any offer and the time goes on.
 * Without a processor such an offer cannot be claimed online (409 payment_required).
 */
export async function claimOffer(
  db: Kysely<Database>,
  provider: { id: string; confirmation: "auto" | "manual"; currency: string },
  bookingId: string,
  now: Date,
  payments?: PaymentProvider,
): Promise<ClaimOutcome> {
  const claim = await db.transaction().execute(async (trx) => {
    const { booking, offer } = await lockOfferAndHold(trx, provider.id, bookingId);
    if (offer.status === "claimed") return { claimed: true as const };
    if (offer.status !== "live" || !booking) throw offerGone();
    if (booking.status !== "held" || (booking.hold_expires_at?.getTime() ?? 0) <= now.getTime()) throw offerGone();
    // Claimed before, its payment asked for: the page takes it (resumeCheckout paces asking again).
    if (booking.awaiting_payment) return { claimed: false as const, due: null, customerId: booking.customer_id };
    const policy = booking.booked_by === "provider" ? null : await bookingPaymentPolicy(trx, provider.id, bookingId);
    if (policy) {
      if (!payments) {
        throw conflict("This time takes a payment when booked, which cannot be made online here: contact the salon to book it", [
          { path: "token", message: `takes a payment when booked (${policy.mode}); book it through the salon`, rule: "payment_required" },
        ]);
      }
      // A claim before this one asked for the payment and the processor did not answer it yet: the same payment again.
      const due =
        (await owedPaymentDue(trx, provider.id, bookingId)) ??
        (await recordPaymentDue(
          trx,
          {
            providerId: provider.id,
            bookingId,
            priceMinor: booking.payment_amount_cents,
            seats: booking.seats,
            currency: provider.currency,
          },
          policy,
        ));
      return { claimed: false as const, due, customerId: booking.customer_id };
    }
    const status = initialBookingStatus("customer", provider.confirmation);
    await trx
      .updateTable("bookings")
      .set({ status, hold_expires_at: null, updated_at: sql`now()` })
      .where("provider_id", "=", provider.id)
      .where("id", "=", bookingId)
      .execute();
    await completeOfferOfBooking(trx, provider.id, booking, status, now);
    await recordEvent(
      trx,
      "booking.created",
      bookingEventData(provider.id, booking, status),
      (await loadNoticeBooking(trx, provider.id, bookingId))?.booking,
    );
    return { claimed: true as const };
  });
  if (claim.claimed) return { claimed: true };
  if (!claim.due) return { claimed: false, checkout: null };
  const customer = await db
    .selectFrom("customers")
    .select(["name", "email"])
    .where("provider_id", "=", provider.id)
    .where("id", "=", claim.customerId)
    .executeTakeFirstOrThrow();
  const processor = presentOrThrow(payments, "a claim that owes a payment was let through only with a payment provider");
  const checkout = await startCheckout(db, processor, { providerId: provider.id, bookingId, customer }, claim.due, "keep the hold");
  await holdForClaimedPayment(db, provider.id, bookingId, now);
  return { claimed: false, checkout };
}

const offerGone = () =>
  conflict("This offer is no longer held: the time went to the next in line", [
    { path: "token", message: "the offer has lapsed or was declined" },
  ]);

/**
 * The offer's hold now waits for the payment its claim asked for (the processor's confirmation
 * finds it awaiting, and the offer's page shows the payment rather than the offer). When the offer
 * lapsed or was declined while the processor was asked, the payment is cancelled at the processor and the claim is a 409.
 */
async function holdForClaimedPayment(db: Kysely<Database>, providerId: string, bookingId: string, now: Date) {
  const held = await db.transaction().execute(async (trx) => {
    // The booking locked before its offer, as every writer of a held booking locks them (lockOfferAndHold).
    // Declined or lapsed meanwhile, its hold deleted with it: no booking to lock.
    const booking = await lockBookingIfAny(trx, providerId, bookingId);
    const offer = await trx
      .selectFrom("waitlist_offers")
      .select("status")
      .where("provider_id", "=", providerId)
      .where("booking_id", "=", bookingId)
      .forUpdate()
      .executeTakeFirst();
    if (!booking || offer?.status !== "live" || booking.status !== "held" || (booking.hold_expires_at?.getTime() ?? 0) <= now.getTime()) {
      // The processor made the payment: it is cancelled there as a lapsed hold's is (a payment task,
      // committed before the 409 is answered).
      await decideCancelUnpaid(trx, providerId, bookingId);
      return false;
    }
    if (booking.awaiting_payment) return true; // a claim beside this one got there first
    const { rows } = await sql<{ hold_expires_at: Date }>`
      UPDATE bookings b SET awaiting_payment = true, updated_at = now(),
             hold_expires_at = greatest(b.hold_expires_at, ${now}::timestamptz + make_interval(mins => p.payment_hold_minutes))
        FROM providers p
       WHERE p.id = b.provider_id AND b.provider_id = ${providerId} AND b.id = ${bookingId}
   RETURNING b.hold_expires_at`.execute(trx);
    await recordEvent(trx, "booking.awaiting_payment", {
      bookingId,
      providerId,
      customerId: booking.customer_id,
      holdExpiresAt: presentOrThrow(rows[0], "the booking locked above").hold_expires_at.toISOString(),
    });
    return true;
  });
  if (!held) throw offerGone();
}

/**
 * A claimed offer's booking stands (claimed directly, or paid for): the offer is claimed, the entry
 * booked, and waitlist.claimed told. A booking that was no live offer changes nothing here, except
 * that an entry still waiting whose lapsed offer this booking was (paid late, and standing again)
 * waits no longer.
 */
export async function completeOfferOfBooking(
  trx: Transaction<Database>,
  providerId: string,
  booking: { id: string; customer_id: string },
  status: "pending" | "confirmed",
  now: Date,
) {
  // One statement (a paid booking's confirmation runs this for every booking, offer or not): the
  // live offer claimed, and its entry booked, or an entry still waiting after its offer lapsed.
  const { rows } = await executeNamed(
    trx,
    sql<{ id: string; entry_id: string; service_id: string; staff_id: string; starts_at: Date }>`
    WITH claimed AS (
      UPDATE waitlist_offers SET status = 'claimed', closed_at = ${now}
       WHERE provider_id = ${providerId} AND booking_id = ${booking.id} AND status = 'live'
   RETURNING id, entry_id, service_id, staff_id, starts_at),
    booked AS (
      UPDATE waitlist_entries w SET status = 'booked'
        FROM waitlist_offers o
       WHERE o.provider_id = ${providerId} AND o.booking_id = ${booking.id}
         AND w.provider_id = o.provider_id AND w.id = o.entry_id
         AND (w.status = 'waiting' OR w.id IN (SELECT entry_id FROM claimed)))
    SELECT * FROM claimed`,
  );
  const offer = rows[0];
  if (!offer) return;
  await recordEvent(trx, "waitlist.claimed", {
    offerId: offer.id,
    entryId: offer.entry_id,
    bookingId: booking.id,
    providerId,
    customerId: booking.customer_id,
    serviceId: offer.service_id,
    staffId: offer.staff_id,
    dateTime: offer.starts_at.toISOString(),
    status,
  });
}

/** The customer declines the offer: its hold is released and the time offered to the next in line. Declining twice changes nothing. */
export async function declineOffer(db: Kysely<Database>, providerId: string, bookingId: string, now: Date) {
  await db.transaction().execute(async (trx) => {
    const { offer } = await lockOfferAndHold(trx, providerId, bookingId);
    if (offer.status === "declined" || offer.status === "lapsed") return;
    if (offer.status !== "live")
      throw conflict("This offer was claimed: cancel the booking instead", [{ path: "token", message: "the offer was claimed" }]);
    await releaseHold(trx, providerId, bookingId, now, "declined");
  });
}
