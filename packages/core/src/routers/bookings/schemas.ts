// Booking shapes and the mapping from stored rows.
import { IANAZone } from "luxon";
import { z } from "zod";
import { BOOKING_SOURCES, BOOKING_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "@booking/db";
import { LANGUAGES } from "@booking/i18n";
import { fromCents, idParam, iso, isoOrNull, timestamp } from "../../schemas/common";
import type { BookingAnswerRow } from "../../store/bookings";
import { heldResource } from "../../events";
import { presentOrThrow, type ErrorDetail } from "../../errors";
import type { Caller } from "../../auth/api-keys";
import type { Booker } from "../../store/bookings/write-guards";
import { customerWritable } from "../customers/schemas";
import type { Checkout } from "../../store/payments/checkout";
import type { LedgerRow } from "../../store/payments/ledger";
import type { Settlement } from "../../store/payments/settlement";

/** A zod enum of `values` whose error lists them. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` });

export const bookingStatus = oneOf(BOOKING_STATUSES);
export const bookingSource = oneOf(BOOKING_SOURCES);
export const paymentMethod = oneOf(PAYMENT_METHODS);

/** An instant with an explicit offset or Z, e.g. 2026-11-23T10:00:00+01:00. */
export const dateTimeInput = z.iso
  .datetime({ offset: true, error: "must be an ISO 8601 date-time with an offset or Z, e.g. 2026-11-23T10:00:00Z" })
  .transform((text) => new Date(text));

/** What a customer's page tells of its visitor: the zone its times are shown in and its language. */
export const customerContextInput = {
  timezone: z
    .string({ error: "must be an IANA time zone such as America/New_York" })
    .max(64, "must be an IANA time zone such as America/New_York")
    .refine((zone) => IANAZone.isValidZone(zone), "must be an IANA time zone such as America/New_York")
    .optional()
    .meta({
      description: "The IANA zone the customer's page shows times in; emails about the booking show times in it too",
      example: "America/New_York",
    }),
  locale: z
    .string({ error: "must be a BCP 47 language tag such as de or en-US" })
    .regex(/^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/i, "must be a BCP 47 language tag such as de or en-US")
    .max(35, "must be a BCP 47 language tag such as de or en-US")
    .optional()
    .meta({
      description: `The language the customer's page speaks (BCP 47); emails and in-app notifications about the booking speak it (${LANGUAGES.join(", ")}; else the provider's)`,
      example: "de",
    }),
};

/** The two members of a two-person service's booking (a series' every occurrence), the first standing for `staffId`. */
export const staffIdsInput = z
  .array(idParam("staffIds"), { error: "must be a list of staff member ids" })
  .min(1, "must name at least one staff member")
  .max(2, "must name at most 2 staff members (a two-person service)")
  .optional();

/**
 * The first member (`staffId`, else the first of `staffIds`) and the second (of `staffIds`), with
 * what is wrong with them as named: a first of `staffIds` other than `staffId`, the same member twice.
 */
export function namedMembers(body: { staffId?: string; staffIds?: readonly string[] }) {
  const [first, second] = body.staffIds ?? [];
  const problems: ErrorDetail[] = [];
  if (body.staffId !== undefined && first !== undefined && first !== body.staffId)
    problems.push({ path: "staffIds.0", message: "must be the same member as staffId (the first member)" });
  if (second !== undefined && second === first) problems.push({ path: "staffIds.1", message: "names the same staff member as the first" });
  return { staffId: body.staffId ?? first, secondStaffId: second, problems };
}

export const bookingCustomer = z.object({ id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() });
export const bookingService = z.object({
  id: z.string(),
  name: z.string(),
  duration: z.number().int().meta({ description: "Minutes" }),
  price: z.number(),
});
export const bookingStaff = z.object({ id: z.string(), name: z.string() });

export const ledgerEntry = z.object({
  kind: z.enum(["capture", "refund", "charge"]).meta({
    description: "capture: paid online when booked; charge: a fee charged to the saved card; refund: money given back",
  }),
  amount: z.number().meta({ description: "Major units of the provider's currency" }),
  at: timestamp,
  reference: z.string().meta({ description: "The payment provider's id of the movement", example: "pi_3QxY8nL2kT9vR4mB" }),
  reason: z.string().nullable().meta({ description: "Why (refunds and fees): cancelled_in_time, hold_lapsed, no_show_fee…" }),
});

export const payment = z.object({
  status: oneOf(PAYMENT_STATUSES),
  method: paymentMethod.nullable(),
  amount: z.number().meta({ description: "Major units of the provider's currency" }),
  paidAt: timestamp.nullable(),
  refundedAt: timestamp.nullable(),
  ledger: z.array(ledgerEntry).meta({
    description:
      "The money moved online through the payment provider, oldest first (empty when nothing was): refunds never exceed " +
      "what was captured and charged",
  }),
});

/** A held booking's payment to complete in the browser (the 202 of a booking that must pay). */
export const checkoutOutput = z.object({
  status: z.literal("requires_payment"),
  kind: z.enum(["payment", "card_setup"]).meta({
    description:
      "payment: pay `amount` now (a deposit or the full price); card_setup: save a card for fees charged later (nothing paid now)",
  }),
  clientSecret: z.string().meta({
    description: "For the payment provider's elements in the customer's browser only (Stripe.js); never store or log it",
    example: "pi_3QxY8nL2kT9vR4mB_secret_Zk2nQ8vL",
  }),
  amount: z.number().meta({ description: "Major units of `currency`; 0 for card_setup" }),
  currency: z.string().meta({ example: "EUR" }),
});

export function checkoutAnswer(checkout: Checkout): z.infer<typeof checkoutOutput> {
  return {
    status: checkout.status,
    kind: checkout.kind,
    clientSecret: checkout.clientSecret,
    amount: fromCents(checkout.amountMinor),
    currency: checkout.currency,
  };
}

/** What a cancellation or a no-show did to a booking's money (the worker then makes it at the payment provider). */
export const settlementOutput = z.object({
  refund: z.number().meta({ description: "Given back (major units): everything taken, or nothing after the refund deadline", example: 15 }),
  charge: z.number().meta({ description: "A fee charged to the saved card (card mode: late cancellation, no-show)", example: 0 }),
  reason: z
    .string()
    .meta({ description: "cancelled_in_time, cancelled_late, cancelled_by_provider, no_show", example: "cancelled_in_time" }),
});

export const toSettlement = (settlement: Settlement): z.infer<typeof settlementOutput> => ({
  refund: fromCents(settlement.refundMinor),
  charge: fromCents(settlement.chargeMinor),
  reason: settlement.reason,
});

/** A ledger as answers show it. */
export function toLedger(ledger: readonly LedgerRow[]): z.infer<typeof ledgerEntry>[] {
  return ledger.map((entry) => ({
    kind: entry.kind,
    amount: fromCents(entry.amount),
    at: iso(entry.at),
    reference: entry.reference,
    reason: entry.reason,
  }));
}

const bookingFields = {
  id: z.string().meta({ example: "bk_7fQ2mN9pL4vR6xY8wB1c" }),
  customer: bookingCustomer,
  service: bookingService,
  staff: bookingStaff,
  staffIds: z.array(z.string()).meta({
    description: "Every staff member the booking holds: [staff.id], or two for a two-person service (staff.id first)",
    example: ["staff_4nR8vT2kLmP6qW9xZ3bD"],
  }),
  dateTime: timestamp.meta({ example: "2026-11-23T09:30:00.000Z" }),
  endTime: timestamp,
  status: bookingStatus,
  notes: z.string().nullable(),
  source: bookingSource,
  cancelledAt: timestamp.nullable(),
  cancelReason: z.string().nullable(),
  resources: z
    .array(heldResource)
    .meta({ description: "The resources' units the booking holds for its occupied range (its service's requirements); [] when none" }),
  sessionId: z
    .string()
    .nullable()
    .meta({ description: "Class services: the session the booking has seats in, shared with the other bookings of its time; else null" }),
  seats: z.number().int().meta({ description: "Seats taken in the session (1 for other services)", example: 1 }),
  visitId: z.string().nullable().meta({
    description: "The visit the booking is an item of (several services back to back: GET /v1/visits/{id}); null for a booking on its own",
    example: null,
  }),
  seriesId: z.string().nullable().meta({
    description: "The recurring series the booking is an occurrence of (GET /v1/series/{id}); null for a booking on its own",
    example: null,
  }),
  occurrenceKey: z.string().nullable().meta({
    description:
      "Series occurrences: the occurrence's original local start (YYYY-MM-DDTHH:MM in the provider's zone), its name in the series; else null",
    example: null,
  }),
  customerTimezone: z.string().nullable().meta({
    description: "The IANA zone the customer's page showed times in when they booked or last moved the booking; null when not said",
    example: "America/New_York",
  }),
  locale: z.string().nullable().meta({
    description: "The language the customer's page spoke (BCP 47); the customer's emails speak it. Null when not said",
    example: "de",
  }),
  createdAt: timestamp,
  updatedAt: timestamp,
};

export const bookingListItem = z.object(bookingFields);
export const bookingDetail = z.object({ ...bookingFields, payment });

export function toPayment(
  row: {
    payment_status: "unpaid" | "paid" | "refunded";
    payment_method: z.infer<typeof paymentMethod> | null;
    payment_amount_cents: number;
    paid_at: Date | null;
    refunded_at: Date | null;
  },
  ledger: readonly LedgerRow[],
): z.infer<typeof payment> {
  return {
    status: row.payment_status,
    method: row.payment_method,
    amount: fromCents(row.payment_amount_cents),
    paidAt: isoOrNull(row.paid_at),
    refundedAt: isoOrNull(row.refunded_at),
    ledger: toLedger(ledger),
  };
}

export function toBookingListItem(row: BookingAnswerRow): z.infer<typeof bookingListItem> {
  return {
    id: row.id,
    customer: { id: row.customer_id, name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
    service: {
      id: row.service_id,
      name: row.service_name,
      duration: row.service_duration,
      price: fromCents(row.service_price_cents),
    },
    staff: { id: row.staff_id, name: row.staff_name },
    staffIds: row.second_staff_id ? [row.staff_id, row.second_staff_id] : [row.staff_id],
    dateTime: iso(row.starts_at),
    endTime: iso(row.ends_at),
    status: row.status,
    notes: row.notes,
    source: row.source,
    cancelledAt: isoOrNull(row.cancelled_at),
    cancelReason: row.cancel_reason,
    resources: row.resources,
    sessionId: row.session_id,
    seats: row.seats,
    visitId: row.visit_id,
    seriesId: row.series_id,
    occurrenceKey: row.occurrence_key,
    customerTimezone: row.customer_timezone,
    locale: row.locale,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toBookingDetail(row: BookingAnswerRow, ledger: readonly LedgerRow[]): z.infer<typeof bookingDetail> {
  // Not `{ ...item, payment }`: on Node 20 a spread followed by a property the source lacks takes
  // V8's slow path (microseconds per object, where adding the property takes nanoseconds).
  return Object.assign(toBookingListItem(row), { payment: toPayment(row, ledger) });
}

/** A visitor's details, sent with a public key: the customer booked for is found by this email, else made. */
export const visitorInput = z.strictObject({
  name: customerWritable.name,
  email: customerWritable.email.unwrap(),
  phone: customerWritable.phone.optional(),
});

/** A manage link handed to customers and visitors when they book. */
export const manageLinkOutput = z.object({
  token: z.string().meta({ description: "The link's credential; shown only here", example: "Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue" }),
  url: z.string().meta({ example: "https://booking.example/book/#manage=Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue" }),
});

/** The fields each audience sends to book, read from the raw input (before or after the schema). */
interface AudienceFields {
  customerId?: unknown;
  staffId?: unknown;
  customer?: unknown;
}

/**
 * What each audience must and must not send to book, every problem at once (none: the input fits
 * the key): provider keys name the customer (and, for a booking, the member), customer keys book
 * for their own customer, public keys send the visitor's details.
 */
export function audienceProblems(caller: Caller, body: AudienceFields, options: { staffRequired: boolean }): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const refuse = (path: string, message: string) => problems.push({ path, message });
  switch (caller.audience) {
    case "provider":
      if (body.customer !== undefined) refuse("customer", "is not allowed with a provider key (send customerId)");
      if (body.customerId === undefined) refuse("customerId", "is required with a provider key");
      if (options.staffRequired && body.staffId === undefined) refuse("staffId", "is required with a provider key");
      break;
    case "customer":
      if (body.customer !== undefined) refuse("customer", "is not allowed with a customer key (the key's customer is booked for)");
      if (body.customerId !== undefined && body.customerId !== caller.customerId) {
        refuse("customerId", "is not allowed with a customer key other than the key's own customer");
      }
      break;
    case "public":
      if (body.customerId !== undefined) refuse("customerId", "is not allowed with a public key (send customer: {name, email, phone?})");
      if (body.customer === undefined) refuse("customer", "is required with a public key: {name, email, phone?}");
      break;
  }
  return problems;
}

/** Who is booked for and who books, as each audience says it (after audienceProblems found none). */
export function bookedFor(
  caller: Caller,
  body: { customerId?: string; customer?: z.infer<typeof visitorInput> },
): { customer: { id: string } | z.infer<typeof visitorInput>; booker: Booker } {
  switch (caller.audience) {
    case "provider":
      return {
        customer: { id: presentOrThrow(body.customerId, "a provider key sends customerId (audienceProblems)") },
        booker: "provider",
      };
    case "customer":
      return { customer: { id: presentOrThrow(caller.customerId, "a customer key has a customer") }, booker: "customer" };
    case "public":
      return { customer: presentOrThrow(body.customer, "a public key sends customer (audienceProblems)"), booker: "public" };
  }
}

/**
 * A cancellation as the caller makes it: a customer key cancels as the customer, of their own
 * records only, and the customer is always told; a provider key may keep it quiet.
 */
export function cancellationBy(caller: Caller, input: { reason?: string; notifyCustomer: boolean }) {
  const customerId = caller.audience === "customer" ? presentOrThrow(caller.customerId, "a customer key has a customer") : undefined;
  return {
    reason: input.reason || null,
    notifyCustomer: customerId !== undefined || input.notifyCustomer,
    changedBy: customerId !== undefined ? ("customer" as const) : ("provider" as const),
    customerId,
  };
}
