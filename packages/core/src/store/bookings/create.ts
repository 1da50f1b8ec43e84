// Creating a booking: the hot path. A booking is a unit of one item (booking-unit.ts), written by
// the steps of book-member.ts (read, decide, claim units, insert and record the event), and every
// retry it may need is guardOverlap's. A plain booking of a named member (a provider's or
// customer's key, a customer on file, no class, no resources) needs no transaction of its own: two
// round trips on one connection (see book-member.ts). A public key's booking is admitted under the
// provider's and the email's limits, its visitor found or made a customer, and it may be held until
// the visitor verifies it; customers' and visitors' bookings get a manage link. The booking occupies
// its member from its start less the service's buffer before to its end plus the buffer after; the
// exclusion constraint decides overlaps. A service that needs resources takes their units for the
// same range (resource-units.ts), under the same kind of constraint. A customer's or visitor's
// booking of a service that takes a payment is held while they pay (payments/checkout.ts).
import { sql, type Kysely, type Transaction } from "kysely";
import type { BookingSource, Database } from "@booking/db";
import { presentOrThrow } from "../../errors";
import { newId } from "../../ids";
import { MINUTE_MS } from "../../domain/local-time";
import { recordEvent } from "../events";
import { newManageLink, type ManageLink } from "../manage-links";
import { runsInsideTransaction } from "../one-transaction";
import { admitPublicBooking, assertUpcomingWithinLimit, logPublicBooking, noteHourlyLimitReached } from "./holds";
import { bookMemberOutsideTransaction, knownToNeedTransaction } from "./book-member";
import { bookUnit } from "./booking-unit";
import type { BookedMember, MemberBooking, VisitorDetails } from "./creation-steps";
import { guardOverlap, type Booker, type Provider } from "./write-guards";
import { askForFreshBusyTime, type CalendarSettings } from "../../calendar-sync/freshness";
import { membersOfNewBooking } from "../calendar-sync";
import type { PaymentProvider } from "../../payments/provider";
import { checkoutTermsOf, holdUntil, paymentDueOf, startCheckout, type Checkout, type PaymentDue } from "../payments/checkout";

export type { VisitorDetails } from "./creation-steps";

export interface CreateBookingInput {
  /** An existing customer, or a visitor's details (found by email within the provider, else created). */
  customer: { id: string } | VisitorDetails;
  serviceId: string;
  /** Omitted: the provider's assignment rule picks a free member who offers the service. */
  staffId?: string;
  /** Two-person services: the second member (omitted: the assignment rule picks one). */
  secondStaffId?: string;
  dateTime: Date;
  notes?: string | null;
  source?: BookingSource;
  /** Who books: customers are bound by the minimum notice and the horizon, provider keys are not. */
  booker?: Booker;
  /** Hand out a manage link to the new booking (bookings made by customers and visitors). */
  manageLinkBase?: string;
  /** Class services: the seats taken (default 1); other services take 1. */
  seats?: number;
  /** The IANA zone and the language the customer's page showed (their messages follow them). */
  customerTimezone?: string | null;
  locale?: string | null;
}

/**
 * Creates a booking. `calendars` (the process's calendar settings; omitted outside a request) lets
 * the booking ask for a fresh read of the calendars it depends on (calendar-sync/freshness.ts).
 */
export async function createBooking(
  db: Kysely<Database>,
  provider: Provider,
  input: CreateBookingInput,
  now: Date,
  calendars?: CalendarSettings,
  /** The card processor; without one a service that takes a payment is refused to customers and visitors. */
  payments?: PaymentProvider,
) {
  await askForFreshBusyTime(db, provider, membersOfNewBooking(input), now, calendars);
  try {
    const booking = await createOnce(db, provider, input, now, payments !== undefined);
    const { due } = booking;
    if (!due || !payments) return Object.assign(booking, { checkout: null as Checkout | null });
    const checkout = await startCheckout(
      db,
      payments,
      { providerId: provider.id, bookingId: booking.id, customer: { name: booking.customer.name, email: booking.customer.email ?? null } },
      due,
    );
    return Object.assign(booking, { checkout });
  } catch (error) {
    await noteHourlyLimitReached(db, provider.id, error, now);
    throw error;
  }
}

/**
 * A plain booking of a named member by a provider's or customer's key for a customer on file: two
 * round trips on one connection, no transaction (see book-member.ts). Anything else, or a service
 * found to be a class or to need resources, takes the transaction.
 */
function mayBookWithoutTransaction(input: CreateBookingInput): input is CreateBookingInput & { customer: { id: string }; staffId: string } {
  return (
    input.staffId !== undefined &&
    "id" in input.customer &&
    input.booker !== "public" &&
    input.manageLinkBase === undefined &&
    !knownToNeedTransaction(input.serviceId)
  );
}

async function createOnce(db: Kysely<Database>, provider: Provider, input: CreateBookingInput, now: Date, takesPayments: boolean) {
  const scope = { db, providerId: provider.id, now };
  if (mayBookWithoutTransaction(input)) {
    const book = async (connection: Kysely<Database>) => {
      const member = memberBooking(input, input.customer.id, null, null);
      const booking = await bookMemberOutsideTransaction(connection, provider, member, input.staffId, now);
      return "needsTransaction" in booking ? booking : bookingAnswer(booking, null, null, null);
    };
    // Inside a request's transaction (an Idempotency-Key), a savepoint keeps a refused statement
    // from aborting the request's transaction; the lock then lasts until the request commits.
    const answer = await guardOverlap(
      () => (runsInsideTransaction(db) ? db.transaction().execute(book) : db.connection().execute(book)),
      scope,
    );
    if (!("needsTransaction" in answer)) return answer;
  }
  return guardOverlap(
    (claims) =>
      db.transaction().execute(async (trx) => {
        const visitor = "id" in input.customer ? null : input.customer;
        // A public key's booking: the provider's hourly limit, then the email's, under their locks.
        const admission = input.booker === "public" ? await admitPublicBooking(trx, provider.id, now) : null;
        // A service that takes a payment: held while the customer pays (the payment proves a
        // visitor as the emailed code would, so it is not asked for as well).
        const terms =
          input.booker !== "provider" && takesPayments
            ? await checkoutTermsOf(trx, provider.id, input.serviceId, "id" in input.customer ? input.customer.id : null)
            : null;
        const holding = terms !== null || admission?.verification === "email";
        const customer = visitor
          ? await findOrCreateCustomer(trx, provider.id, visitor, { announce: !holding })
          : { id: (input.customer as { id: string }).id, created: false };
        if (admission) await assertUpcomingWithinLimit(trx, provider.id, customer.id, admission.maxUpcomingPerEmail, input.seats ?? 1, now);
        const hold = terms
          ? { expiresAt: holdUntil(terms, now), createdCustomer: customer.created, payment: true as const }
          : admission?.verification === "email"
            ? { expiresAt: new Date(now.getTime() + admission.holdMinutes * MINUTE_MS), createdCustomer: customer.created }
            : null;
        // Its manage link and the payment it owes are written in the booking's own statement.
        const manage = input.manageLinkBase ? newManageLink(input.manageLinkBase, provider.id) : null;
        const seats = input.seats ?? 1;
        const payment = terms
          ? paymentDueOf(
              { providerId: provider.id, priceMinor: terms.priceCents * seats, seats, currency: provider.currency },
              terms.policy,
            )
          : null;
        const member = Object.assign(memberBooking(input, customer.id, input.booker === "public" ? visitor : null, hold), {
          writtenWith: (bookingId: string) => [manage?.rowFor(bookingId), payment?.rowFor(bookingId)].filter((row) => row !== undefined),
        });
        const { booked } = await bookUnit(trx, provider, [{ booking: member, staffId: input.staffId }], now, { claims, mode: "all" });
        const booking = presentOrThrow(booked[0], "a unit of one booking with `all` answers its booking");
        if (admission) await logPublicBooking(trx, provider.id, booking.id, now);
        const due = payment && terms ? Object.assign(payment.due, { customerReference: terms.customerReference }) : null;
        return bookingAnswer(booking, visitor, manage?.link ?? null, due);
      }),
    scope,
  );
}

function memberBooking(
  input: CreateBookingInput,
  customerId: string,
  visitor: VisitorDetails | null,
  hold: MemberBooking["hold"],
): MemberBooking {
  return {
    serviceId: input.serviceId,
    dateTime: input.dateTime,
    notes: input.notes,
    source: input.source,
    booker: input.booker,
    customerId,
    visitor,
    hold,
    seats: input.seats ?? 1,
    secondStaffId: input.secondStaffId ?? null,
    customerTimezone: input.customerTimezone ?? null,
    locale: input.locale ?? null,
  };
}

/**
 * What createBooking answers: a visitor sees back what they typed, never what the provider has on
 * file for that email (not even the customer's id).
 */
function bookingAnswer(booking: BookedMember, visitor: VisitorDetails | null, manage: ManageLink | null, due: PaymentDue | null) {
  const shownCustomer = visitor ? { name: visitor.name, email: visitor.email, phone: visitor.phone ?? null } : booking.customer;
  return {
    id: booking.id,
    status: booking.status,
    starts_at: booking.starts_at,
    created_at: booking.created_at,
    hold_expires_at: booking.hold_expires_at,
    customer: shownCustomer,
    service: booking.service,
    staff: booking.staff,
    staffIds: booking.secondStaff ? [booking.staff.id, booking.secondStaff.id] : [booking.staff.id],
    resources: booking.resources,
    session_id: booking.session_id,
    seats: booking.seats,
    manage,
    due,
  };
}

/**
 * A visitor's customer record: the provider's customer with that email (compared without case),
 * else a new one (announced with customer.created, unless the booking is held: then on its
 * verification). An existing record is never changed by a visitor, and the answer never says
 * whether it existed.
 */
export async function findOrCreateCustomer(
  trx: Transaction<Database>,
  providerId: string,
  visitor: VisitorDetails,
  options: { announce: boolean },
): Promise<{ id: string; created: boolean }> {
  const created = await sql<{ id: string }>`
    INSERT INTO customers (provider_id, id, name, email, phone)
    VALUES (${providerId}, ${newId("cus")}, ${visitor.name}, ${visitor.email}, ${visitor.phone ?? null})
    ON CONFLICT (provider_id, lower(email)) WHERE email IS NOT NULL DO NOTHING
    RETURNING id`.execute(trx);
  const id = created.rows[0]?.id;
  if (id) {
    if (options.announce) await recordEvent(trx, "customer.created", { customerId: id, providerId });
    return { id, created: true };
  }
  // A new statement: it sees a row a concurrent visitor's transaction committed meanwhile.
  const existing = await sql<{ id: string }>`
    SELECT id FROM customers WHERE provider_id = ${providerId} AND lower(email) = lower(${visitor.email})`.execute(trx);
  // Missing only if that customer was deleted (a lapsed hold's) or given another email in between.
  const found = presentOrThrow(existing.rows[0], "the customer whose email the insert conflicted with still has it");
  return { id: found.id, created: false };
}
