// What public keys may book, and holds. A public key sits in a web page anyone can read, so its
// bookings are limited (each limit answers 429 naming it, with Retry-After):
// - per provider: at most `public_bookings_per_hour` public bookings in any hour; reaching it tells
//   the provider once an hour (a smart notification);
// - per customer email: at most `public_max_upcoming_per_email` upcoming held, pending or
//   confirmed bookings made with public keys, each seat of a class counted (so that a visitor
//   cannot hold a class with a few bookings of many seats).
// Both are decided inside the booking's transaction under locks (an advisory lock per provider,
// the customer's row), so simultaneous requests cannot all slip under a limit.
//
// With `public_verification = 'email'` a public booking is `held` for `hold_minutes`: it occupies
// its slot (the no-overlap constraint covers it) but tells no one; the worker emails the visitor
// a link with a one-time code (minted when the email is sent, stored only as its digest). The code
// turns the hold into a pending booking, and only then is booking.created recorded. A hold that
// lapses is deleted (with the customer record it created, when nothing else refers to it):
// reads ignore it from the moment it lapses, and a write that meets one releases it first.
import { createHash } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database, PublicVerification } from "@booking/db";
import { AppError, badRequest, conflict, presentOrThrow } from "../../errors";
import { randomBase62 } from "../../ids";
import { MINUTE_MS } from "../../domain/local-time";
import { recordEvent } from "../events";
import { renderNotification } from "../../messages";
import { insertSmartNotifications, PROVIDER_RECIPIENT } from "../notifications";
import { providerLanguage } from "../providers";
import { loadNoticeBooking } from "../event-notifications";
import { lockBooking, type Provider } from "./write-guards";
import { bookingEventData } from "./event-data";
import { initialBookingStatus } from "../../domain/provider-notices";
import { closeOfferOfHold, recordRelease, type ReleasedTime } from "../waitlist-releases";
import { decideCancelUnpaid } from "../payments/ledger";

const HOUR_MS = 60 * MINUTE_MS;

/** A public key's booking refused by a limit: 429 with the seconds until it may be tried again. */
export class PublicLimitReached extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super("RATE_LIMITED", message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Reached the provider's hourly limit (the provider is told once an hour, outside the failed transaction). */
class ProviderHourlyLimit extends PublicLimitReached {}

/** The provider's settings for public bookings, read under the provider's public-booking lock. */
export interface PublicAdmission {
  verification: PublicVerification;
  holdMinutes: number;
  maxUpcomingPerEmail: number;
}

const retryIn = (untilMs: number, now: Date) => Math.max(1, Math.ceil((untilMs - now.getTime()) / 1000));

/**
 * Admits one public booking against the provider's hourly limit, serialised per provider for the
 * rest of the transaction. Throws PublicLimitReached when the hour is full.
 */
export async function admitPublicBooking(trx: Transaction<Database>, providerId: string, now: Date): Promise<PublicAdmission> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`public-bookings:${providerId}`}, 0))`.execute(trx);
  const since = new Date(now.getTime() - HOUR_MS);
  const { rows } = await sql<{
    public_verification: PublicVerification;
    hold_minutes: number;
    public_max_upcoming_per_email: number;
    public_bookings_per_hour: number;
    last_hour: string;
    oldest: Date | null;
  }>`
    SELECT p.public_verification, p.hold_minutes, p.public_max_upcoming_per_email, p.public_bookings_per_hour,
           (SELECT count(*) FROM public_booking_log l WHERE l.provider_id = p.id AND l.created_at > ${since}) AS last_hour,
           (SELECT min(l.created_at) FROM public_booking_log l WHERE l.provider_id = p.id AND l.created_at > ${since}) AS oldest
      FROM providers p WHERE p.id = ${providerId}`.execute(trx);
  const row = presentOrThrow(rows[0], "the booking's provider exists");
  if (Number(row.last_hour) >= row.public_bookings_per_hour) {
    const frees = (row.oldest?.getTime() ?? now.getTime()) + HOUR_MS;
    throw new ProviderHourlyLimit(
      `This provider takes at most ${row.public_bookings_per_hour} online bookings an hour; try again later or contact them`,
      retryIn(frees, now),
    );
  }
  return { verification: row.public_verification, holdMinutes: row.hold_minutes, maxUpcomingPerEmail: row.public_max_upcoming_per_email };
}

/** Counts an admitted public booking against the provider's hour (inside the booking's transaction). */
export async function logPublicBooking(trx: Transaction<Database>, providerId: string, bookingId: string, now: Date) {
  await trx.insertInto("public_booking_log").values({ provider_id: providerId, booking_id: bookingId, created_at: now }).execute();
}

/** A live hold: held, and not lapsed at `now` (SQL over the bookings alias `b`). */
export const liveHold = (now: Date) => sql<boolean>`(b.status = 'held' AND b.hold_expires_at > ${now})`;

/**
 * 429 when the customer's upcoming held, pending or confirmed bookings made with public keys, each
 * seat counted, leave no room for `seats` more within `max`; 400 when `seats` alone exceed it (no
 * wait would help). Locks the customer's row for the rest of the transaction, so two bookings with
 * one email are counted one after the other.
 */
export async function assertUpcomingWithinLimit(
  trx: Transaction<Database>,
  providerId: string,
  customerId: string,
  max: number,
  seats: number,
  now: Date,
) {
  if (seats > max) {
    throw badRequest(`At most ${max} seats per email address can be booked online with this provider; for more, contact the provider`, [
      { path: "seats", message: `must be at most ${max} (the provider's publicMaxUpcomingPerEmail, which counts seats)` },
    ]);
  }
  const { rows } = await sql<{ upcoming: string | null; bookings: string; soonest: Date | null }>`
    WITH locked AS (SELECT id FROM customers WHERE provider_id = ${providerId} AND id = ${customerId} FOR UPDATE)
    SELECT sum(b.seats) AS upcoming, count(*) AS bookings, min(b.starts_at) AS soonest
      FROM bookings b JOIN locked ON b.customer_id = locked.id
     WHERE b.provider_id = ${providerId} AND b.booked_by = 'public' AND b.starts_at > ${now}
       AND (b.status IN ('pending', 'confirmed') OR ${liveHold(now)})`.execute(trx);
  const row = rows[0];
  const upcoming = Number(row?.upcoming ?? 0);
  if (upcoming + seats > max) {
    // Said only where seats made the difference, so the visitor sees why fewer bookings than the limit are refused.
    const seatsCounted = seats > 1 || upcoming > Number(row?.bookings ?? 0) ? "; each seat of a class counts as one booking" : "";
    throw new PublicLimitReached(
      `At most ${max} upcoming online ${max === 1 ? "booking" : "bookings"} per email address with this provider${seatsCounted}; ` +
        "cancel one or contact the provider",
      retryIn(row?.soonest?.getTime() ?? now.getTime(), now),
    );
  }
}

/**
 * After a refusal by the hourly limit: a smart notification to the provider, unless one was sent
 * in the last hour (under the same lock as admissions, so simultaneous refusals send one).
 */
export async function noteHourlyLimitReached(db: Kysely<Database>, providerId: string, error: unknown, now: Date) {
  if (!(error instanceof ProviderHourlyLimit)) return;
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`public-bookings:${providerId}`}, 0))`.execute(trx);
    const recent = await trx
      .selectFrom("smart_notifications")
      .select("id")
      .where("provider_id", "=", providerId)
      .where("recipient", "=", PROVIDER_RECIPIENT)
      .where("type", "=", "publicBookingLimit")
      .where("created_at", ">", new Date(now.getTime() - HOUR_MS))
      .executeTakeFirst();
    if (recent) return;
    const words = renderNotification("publicBookingLimit", await providerLanguage(trx, providerId));
    await insertSmartNotifications(trx, [
      {
        providerId,
        recipient: PROVIDER_RECIPIENT,
        type: "publicBookingLimit",
        title: words.title,
        body: words.body,
        data: { at: now.toISOString() },
      },
    ]);
  });
}

/**
 * Deletes the provider's holds that lapsed by `now` (and the customers those holds created, when
 * nothing else refers to them); answers how many. Run by the worker's sweep for every provider,
 * and by a booking write that met a lapsed hold in its way.
 *
 * `inFlight`: the sweep skips holds another transaction is releasing at that moment; a write that
 * met a lapsed hold waits for them instead (skipped, the write would be refused for a time about
 * to be free), and is answered how many lapsed holds there were, those released meanwhile by the
 * other transaction included, so that it tries again.
 */
export async function releaseLapsedHolds(
  db: Kysely<Database>,
  now: Date,
  providerId?: string,
  limit = 500,
  inFlight: "skip" | "wait" = "skip",
): Promise<number> {
  const lapsed = sql`status = 'held' AND hold_expires_at <= ${now} ${providerId ? sql`AND provider_id = ${providerId}` : sql``}`;
  // Read before waiting: holds another transaction is releasing still show as held here.
  const seen =
    inFlight === "wait"
      ? Number((await sql<{ n: string }>`SELECT count(*) AS n FROM bookings WHERE ${lapsed}`.execute(db)).rows[0]?.n ?? 0)
      : 0;
  if (inFlight === "wait" && seen === 0) return 0;
  const released = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<
      ReleasedTime & { provider_id: string; customer_id: string; hold_created_customer: boolean; awaiting_payment: boolean }
    >`
      SELECT provider_id, id, customer_id, hold_created_customer, awaiting_payment, service_id, staff_id, starts_at, ends_at, seats
        FROM bookings
       WHERE ${lapsed}
       ${inFlight === "wait" ? sql`ORDER BY id LIMIT ${limit} FOR UPDATE` : sql`LIMIT ${limit} FOR UPDATE SKIP LOCKED`}`.execute(trx);
    if (rows.length === 0) return 0;
    // Their time is given up first of all: a write meeting one of them from now on waits for this
    // transaction and then finds the time free, rather than being refused by a hold about to go.
    await sql`DELETE FROM member_occupancy WHERE (provider_id, booking_id) IN (${sql.join(rows.map((r) => sql`(${r.provider_id}::uuid, ${r.id})`))})`.execute(
      trx,
    );
    // A lapsed waitlist offer is told while its booking is there to be named (its history goes with it).
    for (const row of rows) await closeOfferOfHold(trx, row.provider_id, row.id, "lapsed", now);
    const deleted = rows.filter((row) => !row.awaiting_payment);
    if (deleted.length > 0) {
      await sql`DELETE FROM bookings WHERE (provider_id, id) IN (${sql.join(deleted.map((r) => sql`(${r.provider_id}::uuid, ${r.id})`))})`.execute(
        trx,
      );
    }
    for (const row of rows) {
      if (row.awaiting_payment) await endPaymentHold(trx, row.provider_id, row.id, HOLD_LAPSED, now);
      else if (row.hold_created_customer) await deleteOrphanCustomer(trx, row.provider_id, row.customer_id);
      // Any lapsed hold gives its time back to the line.
      await recordRelease(trx, row.provider_id, row, "lapsed", now);
    }
    return rows.length;
  });
  return Math.max(seen, released);
}

/** Why a booking held for its payment was cancelled: its payment did not come in time. */
export const HOLD_LAPSED = "hold_lapsed";

/**
 * Ends a hold that waited for its payment: cancelled rather than deleted (no one was told of it,
 * so no event), so that a payment arriving late still finds it; the payment not yet made is
 * cancelled at the provider.
 */
async function endPaymentHold(trx: Transaction<Database>, providerId: string, bookingId: string, reason: string, now: Date) {
  await trx
    .updateTable("bookings")
    .set({ status: "cancelled", cancelled_at: now, cancel_reason: reason, notify_customer: false, updated_at: sql`now()` })
    .where("provider_id", "=", providerId)
    .where("id", "=", bookingId)
    .where("status", "=", "held")
    .execute();
  await decideCancelUnpaid(trx, providerId, bookingId);
}

/**
 * A cancellation of a payment hold that lapsed meanwhile (already cancelled, so the cancellation
 * changes nothing else): it is withdrawn now, so that a payment arriving late refunds it rather
 * than reinstating a booking someone cancelled.
 */
export async function withdrawLapsedPaymentHold(trx: Transaction<Database>, providerId: string, bookingId: string) {
  await trx
    .updateTable("bookings")
    .set({ cancel_reason: "withdrawn", updated_at: sql`now()` })
    .where("provider_id", "=", providerId)
    .where("id", "=", bookingId)
    .where("status", "=", "cancelled")
    .where("cancel_reason", "=", HOLD_LAPSED)
    .where("awaiting_payment", "=", true)
    .execute();
}

/** The customer a released hold created, unless something else refers to them meanwhile. */
export async function deleteOrphanCustomer(trx: Transaction<Database>, providerId: string, customerId: string) {
  await sql`
    DELETE FROM customers c
     WHERE c.provider_id = ${providerId} AND c.id = ${customerId}
       AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.provider_id = c.provider_id AND b.customer_id = c.id)
       AND NOT EXISTS (SELECT 1 FROM api_keys k WHERE k.provider_id = c.provider_id AND k.customer_id = c.id)
       AND NOT EXISTS (SELECT 1 FROM waitlist_entries w WHERE w.provider_id = c.provider_id AND w.customer_id = c.id)
       AND NOT EXISTS (SELECT 1 FROM series s WHERE s.provider_id = c.provider_id AND s.customer_id = c.id)`.execute(trx);
}

/**
 * Releases one hold now, deleted as a lapsed one would be: the provider or the visitor cancelled
 * it (a waitlist offer's: withdrawn), or the customer declined the offer it is. Its time goes back
 * to the line.
 */
export async function releaseHold(
  trx: Transaction<Database>,
  providerId: string,
  bookingId: string,
  now: Date,
  why: "withdrawn" | "declined" = "withdrawn",
) {
  // A waitlist offer's end is told while its booking is there to be named (its history goes with it).
  await closeOfferOfHold(trx, providerId, bookingId, why, now);
  const awaiting = await trx
    .selectFrom("bookings")
    .select(["id", "customer_id", "hold_created_customer", "service_id", "staff_id", "starts_at", "ends_at", "seats"])
    .where("provider_id", "=", providerId)
    .where("id", "=", bookingId)
    .where("status", "=", "held")
    .where("awaiting_payment", "=", true)
    .executeTakeFirst();
  if (awaiting) {
    await endPaymentHold(trx, providerId, bookingId, "withdrawn", now);
    await recordRelease(trx, providerId, awaiting, "cancelled", now);
    return;
  }
  const released = await trx
    .deleteFrom("bookings")
    .where("provider_id", "=", providerId)
    .where("id", "=", bookingId)
    .where("status", "=", "held")
    .returning(["id", "customer_id", "hold_created_customer", "service_id", "staff_id", "starts_at", "ends_at", "seats"])
    .executeTakeFirst();
  if (!released) return;
  if (released.hold_created_customer) await deleteOrphanCustomer(trx, providerId, released.customer_id);
  await recordRelease(trx, providerId, released, why === "declined" ? "declined" : "cancelled", now);
}

export const VERIFICATION_CODE_LENGTH = 32;
/** What is stored of an emailed verification code (a booking's or a waitlist entry's). */
export const verificationDigest = (code: string) => createHash("sha256").update(code).digest("hex");

/**
 * A new verification code for a live hold (the worker mints one when it sends the email, so no
 * stored message holds it); null when the booking is no longer held.
 */
export async function mintVerificationCode(db: Kysely<Database>, providerId: string, bookingId: string, now: Date): Promise<string | null> {
  const code = randomBase62(VERIFICATION_CODE_LENGTH);
  const result = await db
    .updateTable("bookings")
    .set({ verification_hash: verificationDigest(code) })
    .where("provider_id", "=", providerId)
    .where("id", "=", bookingId)
    .where("status", "=", "held")
    .where("hold_expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? code : null;
}

/**
 * Verifies a hold with the code from its email: it becomes pending, and booking.created (and
 * customer.created, when the hold created the customer) is recorded now, as for any new booking.
 * A booking verified already answers as it is; a lapsed hold 409; a wrong code 400.
 */
export async function verifyHold(db: Kysely<Database>, provider: Provider, bookingId: string, code: string, now: Date) {
  await db.transaction().execute(async (trx) => {
    const booking = await lockBooking(trx, provider.id, bookingId);
    if (booking.status !== "held") return; // verified before (or changed since): nothing to do
    if (!booking.hold_expires_at || booking.hold_expires_at <= now) {
      throw conflict("This booking was not verified in time and is no longer held; book again", [
        { path: "code", message: "the hold has lapsed" },
      ]);
    }
    if (!booking.verification_hash || booking.verification_hash !== verificationDigest(code)) {
      throw new AppError("BAD_REQUEST", "The verification code is not the one we emailed for this booking", [
        { path: "code", message: "is not the code emailed for this booking" },
      ]);
    }
    await trx
      .updateTable("bookings")
      .set({
        status: initialBookingStatus("public", provider.confirmation),
        hold_expires_at: null,
        verification_hash: null,
        updated_at: sql`now()`,
      })
      .where("provider_id", "=", provider.id)
      .where("id", "=", booking.id)
      .execute();
    if (booking.hold_created_customer) {
      await recordEvent(trx, "customer.created", { customerId: booking.customer_id, providerId: provider.id });
    }
    await recordEvent(
      trx,
      "booking.created",
      bookingEventData(provider.id, booking, initialBookingStatus("public", provider.confirmation)),
      (await loadNoticeBooking(trx, provider.id, booking.id))?.booking,
    );
  });
}
