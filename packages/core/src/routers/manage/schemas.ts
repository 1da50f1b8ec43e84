// What a manage link shows of its booking: what the customer needs to recognise and change it,
// nothing of the provider's own records (no staff contact details, no notes, no payment).
import { cancellationOutcome, refundable, refundDeadline } from "../../domain/payments";
import { ledgerOf } from "../../store/payments/ledger";
import { bookingPaymentPolicy } from "../../store/payments/settlement";
import { z } from "zod";
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import { fromCents, iso, timestamp } from "../../schemas/common";
import { notFound } from "../../errors";
import { getBooking } from "../../store/bookings";
import { liveOfferExpiry } from "../../store/waitlist-offers";
import { bookingOfToken } from "../../store/manage-links";
import { selfServiceDeadline } from "../../domain/booking-rules";
import { PROVIDER_ROW_COLUMNS, providerOfRow } from "../../store/bookings/write-guards";
import { bookingListItem, bookingService, bookingStaff, bookingStatus, ledgerEntry, toLedger } from "../bookings/schemas";
import { LANGUAGES, supportedLanguage } from "@booking/i18n";
import { getVisit } from "../../store/visits";
import { toVisit, visitItem } from "../visits/schemas";

/**
 * Any text: a token that is not one (malformed, too long, unknown or expired) answers the same 404,
 * so no answer tells the kinds apart (bookingOfToken looks a malformed token up as an unknown one).
 */
export const tokenParam = z.string().meta({ description: "The manage link's token", example: "Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue" });

/** The code of a verification email's link (a held booking's, a waitlist entry's). */
export const emailedCode = z.string().max(200, "must be at most 200 characters").meta({ description: "The code from the email's link" });

export const managedBooking = z.object({
  id: z.string().meta({ example: "bk_7fQ2mN9pL4vR6xY8wB1c" }),
  status: bookingStatus,
  dateTime: timestamp.meta({ example: "2026-11-23T09:30:00.000Z" }),
  endTime: timestamp,
  service: bookingService,
  staff: bookingStaff,
  customer: z.object({ name: z.string(), phone: z.string().nullable() }).meta({
    description: "Who the booking is for: for a booking made on a booking page, the name and phone given there, nothing stored",
  }),
  holdExpiresAt: timestamp.nullable().meta({
    description: "Held bookings: when the hold lapses unless verified (POST /v1/manage/{token}/verify); null otherwise",
  }),
  provider: z.object({
    name: z.string().meta({ example: "Salon Nord" }),
    timezone: z.string().meta({ example: "Europe/Berlin" }),
    currency: z.string().meta({ example: "EUR" }),
  }),
  customerTimezone: bookingListItem.shape.customerTimezone,
  locale: z.enum(LANGUAGES).meta({
    description:
      "The language of the booking's messages: what the customer's page spoke when they booked or last moved it, else the provider's " +
      "(a page opened from the link speaks it when the browser asks for none it knows)",
    example: "de",
  }),
  changeableUntil: timestamp.meta({
    description: "Until when the booking can be moved or cancelled with this link (the provider's cancellation notice before the start)",
  }),
  visit: z
    .object({
      id: z.string().meta({ example: "vis_3kTq8LmN2pR5vX9zB4cD" }),
      items: z.array(visitItem),
    })
    .nullable()
    .meta({
      description:
        "A visit (several services back to back): every item in time order; moving or cancelling with this link moves or cancels " +
        "them all (`dateTime` of a move is then the first item's new start). Null for a booking on its own.",
      example: null,
    }),
  seriesId: z.string().nullable().meta({
    description:
      "A recurring series' occurrence: its series (cancelling with scope following cancels it and every later one). Null otherwise.",
    example: null,
  }),
  payment: z
    .object({
      mode: z.enum(["deposit", "full", "card"]),
      paid: z.number().meta({ description: "What the customer paid online and did not get back, in major units", example: 15 }),
      refundPending: z.number().meta({
        description: "Refunds decided and on their way (the payment provider makes them within minutes), in major units",
        example: 0,
      }),
      refundDeadline: timestamp.meta({ description: "Cancelling by then gives back everything paid (the policy's refund notice)" }),
      cancelNow: z
        .object({
          refund: z.number().meta({ description: "What cancelling now gives back (major units)" }),
          charge: z.number().meta({ description: "The late-cancellation fee cancelling now charges to the saved card (card mode)" }),
        })
        .meta({ description: "What cancelling with this link now would do to the money" }),
      ledger: z.array(ledgerEntry),
    })
    .nullable()
    .meta({
      description: "A booking of a service that takes a payment: what was paid, and what a cancellation now would refund. Null otherwise.",
      example: null,
    }),
  offer: z
    .object({
      expiresAt: timestamp.meta({
        description: "Until when the time is held for the customer: claimed by then, or offered to the next in line",
        example: "2026-11-23T10:30:00.000Z",
      }),
      payment: z
        .enum(["deposit", "full", "card"])
        .nullable()
        .meta({
          description:
            "Claiming is paid online (a deposit, the price in advance, or a card kept for fees): the claim asks for the " +
            "payment and the booking is made once it is paid. Null: claiming books the time at once.",
          example: null,
        }),
    })
    .nullable()
    .meta({
      description:
        "A waitlist offer's held booking, while the offer is live: claim it (POST /v1/manage/{token}/claim) or decline it " +
        "(POST /v1/manage/{token}/decline) before `expiresAt`. Null otherwise (no offer, or claimed, declined or lapsed).",
      example: null,
    }),
});

/** The provider and booking a token manages; 404 for an unknown, malformed or expired token. */
export async function resolveToken(db: Kysely<Database>, token: string, now: Date) {
  const found = await bookingOfToken(db, token, now);
  if (!found) throw notFound("Manage link (unknown or expired)");
  const provider = await db
    .selectFrom("providers")
    .select([...PROVIDER_ROW_COLUMNS, "name", "cancellation_notice_minutes", "locale"])
    .where("id", "=", found.providerId)
    .executeTakeFirstOrThrow();
  return { bookingId: found.bookingId, provider, asProvider: providerOfRow(provider), now };
}

/**
 * The booking a manage link shows, read from one snapshot: the booking, its offer and its money
 * are several statements, and a payment's confirmation committing between them would otherwise
 * show a booking still held for a payment already made (a page waiting for it would stop asking).
 */
export async function managedBookingAnswer(db: Kysely<Database>, resolved: Awaited<ReturnType<typeof resolveToken>>) {
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute((trx) => managedBookingOfSnapshot(trx, resolved));
}

async function managedBookingOfSnapshot(db: Kysely<Database>, resolved: Awaited<ReturnType<typeof resolveToken>>) {
  const row = await getBooking(db, resolved.provider.id, resolved.bookingId);
  const visitItems = row.visit_id === null ? null : await getVisit(db, resolved.provider.id, row.visit_id);
  // Only a held booking can be a waitlist offer's hold: no lookup for any other.
  const offerExpiresAt = row.status === "held" ? await liveOfferExpiry(db, resolved.provider.id, row.id, resolved.now) : null;
  const payment = await paymentOfManagedBooking(db, resolved.provider.id, row.id, row.starts_at, resolved.now);
  return {
    success: true as const,
    data: {
      id: row.id,
      status: row.status,
      dateTime: iso(row.starts_at),
      endTime: iso(row.ends_at),
      service: { id: row.service_id, name: row.service_name, duration: row.service_duration, price: fromCents(row.service_price_cents) },
      staff: { id: row.staff_id, name: row.staff_name },
      // A visitor is shown what they typed, never what the provider has stored for their email.
      customer:
        row.booked_by === "public"
          ? { name: row.visitor_name ?? "", phone: row.visitor_phone }
          : { name: row.customer_name, phone: row.customer_phone },
      holdExpiresAt: row.hold_expires_at ? iso(row.hold_expires_at) : null,
      provider: { name: resolved.provider.name, timezone: resolved.provider.timezone, currency: resolved.provider.currency.trim() },
      customerTimezone: row.customer_timezone,
      locale: supportedLanguage(row.locale, resolved.provider.locale),
      changeableUntil: iso(new Date(selfServiceDeadline(row.starts_at.getTime(), resolved.provider.cancellation_notice_minutes))),
      visit: row.visit_id === null || visitItems === null ? null : { id: row.visit_id, items: toVisit(row.visit_id, visitItems).items },
      seriesId: row.series_id,
      // The salon's own bookings (entries it added) are not paid online.
      offer:
        offerExpiresAt === null
          ? null
          : { expiresAt: iso(offerExpiresAt), payment: row.booked_by === "provider" ? null : (payment?.mode ?? null) },
      payment,
    },
  };
}

/** What a customer sees of their booking's money: paid, and what cancelling now would refund or charge. */
async function paymentOfManagedBooking(db: Kysely<Database>, providerId: string, bookingId: string, startsAt: Date, now: Date) {
  const policy = await bookingPaymentPolicy(db, providerId, bookingId);
  if (!policy || policy.mode === "none") return null;
  // One after another: a batch of manage calls holds one connection per call, not more.
  const ledger = await ledgerOf(db, providerId, bookingId);
  const pending = await db
    .selectFrom("payment_tasks")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount_minor"), eb.lit(0)).as("minor"))
    .where("provider_id", "=", providerId)
    .where("booking_id", "=", bookingId)
    .where("kind", "=", "refund")
    .where("status", "=", "pending")
    .executeTakeFirst();
  const refundPending = Number(pending?.minor ?? 0);
  const paid = Math.max(0, refundable(ledger));
  // What cancelling now would do to what is left once the refunds on their way are made.
  const outcome = cancellationOutcome({
    policy,
    ledger: refundPending > 0 ? [...ledger, { kind: "refund", amount: refundPending, at: now, reference: "pending" }] : ledger,
    startsAt,
    cancelledAt: now,
    by: "customer",
  });
  return {
    mode: policy.mode,
    paid: fromCents(paid),
    refundPending: fromCents(refundPending),
    refundDeadline: iso(refundDeadline(policy, startsAt)),
    cancelNow: { refund: fromCents(outcome.refund), charge: fromCents(outcome.charge) },
    ledger: toLedger(ledger),
  };
}
