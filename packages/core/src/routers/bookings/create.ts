import { z } from "zod";
import { anyKeyProcedure } from "../../trpc";
import { invalidInput, zodIssuesToDetails } from "../../errors";
import { envelope, fromCents, idParam, iso, optionalText, timestamp } from "../../schemas/common";
import { createBooking, type CreateBookingInput } from "../../store/bookings";
import type { Caller } from "../../auth/api-keys";
import {
  audienceProblems,
  bookedFor,
  bookingCustomer,
  bookingListItem,
  bookingService,
  bookingSource,
  bookingStaff,
  bookingStatus,
  customerContextInput,
  dateTimeInput,
  checkoutAnswer,
  checkoutOutput,
  manageLinkOutput,
  namedMembers,
  staffIdsInput,
  visitorInput,
} from "./schemas";

const input = z.strictObject({
  customerId: idParam("customerId")
    .optional()
    .meta({ description: "Provider keys: the customer booked for (required). Customer and public keys leave it out." }),
  serviceId: idParam("serviceId"),
  staffId: idParam("staffId")
    .optional()
    .meta({
      description:
        "Provider keys: required. Customer and public keys may leave it out: the provider's assignment rule (settings `assignment`) " +
        "then picks a free member who offers the service.",
    }),
  staffIds: staffIdsInput.meta({
    description:
      "Two-person services (`staffCount` 2): the two members, the first as `staffId` (send either, or both alike). One named: " +
      "the provider's assignment rule picks the second; none (customer and public keys): both. 400 naming `staffIds` for two " +
      "members on a one-person service, the same member twice, or a member who cannot take it.",
    example: ["staff_4nR8vT2kLmP6qW9xZ3bD", "staff_8kT3vN6pQ2wR5xY9zB4c"],
  }),
  dateTime: dateTimeInput,
  notes: optionalText(5000).nullable().optional(),
  source: bookingSource.optional(),
  seats: z
    .number({ error: "must be a number of seats" })
    .int("must be a whole number of seats")
    .min(1, "must be at least 1")
    .max(500, "must be at most 500")
    .optional()
    .meta({
      description:
        "Class services: seats to take in the session at dateTime (default 1; customer and public keys at most the service's " +
        "`maxSeatsPerBooking`); other services take 1",
    }),
  ...customerContextInput,
  customer: visitorInput.optional().meta({
    description:
      "Public keys only (required there): the visitor's details. The provider's customer with this email (case-insensitively) is " +
      "booked for, else a new customer is created; the answer is the same either way.",
  }),
});

type Input = z.infer<typeof input>;

/** The raw request with its first member as `staffId` (the first of `staffIds` stands for `staffId`). */
const withFirstMember = <T extends { staffId?: unknown; staffIds?: unknown }>(body: T): T => {
  const first: unknown = Array.isArray(body.staffIds) ? body.staffIds[0] : undefined;
  return body.staffId === undefined && first !== undefined ? Object.assign({}, body, { staffId: first }) : body;
};

/** Who the booking is for and with whom, as each audience says it (the input passed audienceProblems already). */
function bookingFor(caller: Caller, body: Input): Pick<CreateBookingInput, "customer" | "staffId" | "secondStaffId" | "booker"> {
  const members = namedMembers(body);
  const named = withFirstMember(body);
  const problems = [...audienceProblems(caller, named, { staffRequired: true }), ...members.problems];
  if (problems.length > 0) throw invalidInput(problems);
  const { customer, booker } = bookedFor(caller, named);
  return { customer, booker, staffId: members.staffId, secondStaffId: members.secondStaffId };
}

export const create = anyKeyProcedure
  .meta({
    limit: "booking",
    errors: ["NOT_FOUND"],
    openapi: {
      method: "POST",
      path: "/v1/bookings",
      tags: ["Bookings"],
      summary: "Book a service",
      description:
        "Provider keys send customerId, serviceId, staffId and dateTime (ISO 8601 with an offset or Z); source defaults to website. " +
        "Customer keys book for their own customer and public keys (pk_, from a booking page) send the visitor's `customer` details; " +
        "both may leave out staffId (the provider's assignment rule picks a free member who offers the service) and get a `manage` " +
        "link back, with which the booking can be viewed, moved and cancelled without a key. A booking starts pending, except that " +
        "one made with a customer or public key starts confirmed when the provider's `confirmation` is `auto`, and public keys of a " +
        "provider whose `publicVerification` is `email` get 202 `held` until the visitor follows the link emailed to them. Public keys are limited per client address (a minute and an hour; an IPv6 address by its /64), per " +
        "email (`publicMaxUpcomingPerEmail` upcoming bookings, each seat of a class counted; 400 when the seats asked for exceed it " +
        "alone) and per provider (`publicBookingsPerHour`): 429 naming the limit, with " +
        "Retry-After. Customer and public keys book on the offered grid (the start times availability lists), and may send `timezone` " +
        "and `locale` (what their page showed: the customer's emails follow them); the booking keeps them as `customerTimezone` and " +
        "`locale`, answered here and with the booking everywhere (null when not sent). " +
        "404 when a referenced record does not exist for this provider. 400, naming the rule in `details[0].message`, when the staff member is " +
        "inactive or does not offer the service, when the start is in the past (provider keys may book inside the minimum notice: walk-ins; " +
        "customer and public keys must respect the provider's minimum notice and booking horizon), " +
        "when the provider is closed that local date, when the member has time off during [dateTime, dateTime + duration), or when that range " +
        "is not inside the member's hours for the date (its date override, else the weekly schedule, in the provider's time zone) or touches a " +
        "break, or is during busy time in the member's own calendar (a calendar whose busy time is older than CALENDAR_MAX_STALENESS_S, " +
        "two minutes by default, is read again first, for at most 5 s). The booking occupies its member from dateTime less the service's bufferBeforeMinutes to its end plus bufferAfterMinutes; " +
        "409 when that range overlaps the occupied range of a pending or confirmed booking of the same member (or, without staffId, when no " +
        "member is free) — decided by the database, so of simultaneous conflicting requests exactly one succeeds. 409 with the rule " +
        "`outside_business_hours`, for every key, when the salon has business hours (the settings' `businessHours`) and the range is not " +
        "inside its hours of that weekday (a weekday it is closed included) or touches its break, though the member's own hours allow it " +
        "(the message names the salon's hours that day and the zone). 409 too when a resource " +
        "the service requires has no free unit over that range, or the member teaches a class session then. Class services (capacity " +
        "above 1, or published sessions) take `seats` (default 1, at most the capacity; customer and public keys at most the service's " +
        "`maxSeatsPerBooking`, 400 naming it beyond) in the session of that service, member and " +
        "start: joining it needs only the clock rules; where there is none, a service with `sessions: open` opens one (every rule " +
        "above), one with `published` sessions answers 400. 409 when the session has fewer seats left than asked for; of simultaneous " +
        "requests for the last seats exactly as many succeed as fit.",
    },
    successStatus: 201,
    accepted: {
      when: (output) => (output as { data: { status: string } }).data.status === "held",
      description:
        "Held (public keys, when the provider's `publicVerification` is `email`): the time is kept for `holdMinutes` while the visitor " +
        "follows the link emailed to them; then the booking is pending, or confirmed when the provider's `confirmation` is `auto` " +
        "(POST /v1/manage/{token}/verify). Held too, for the settings' `paymentHoldMinutes`, when the service takes a payment and a " +
        "customer or public key books it: `payment` carries the client secret the page pays with (or, for `card` mode, saves a " +
        "card with); the payment provider's confirmation makes the booking pending or confirmed (then booking.created and " +
        "payment.received are sent); a page closed before paying gets the same payment again from the booking's link (POST " +
        "/v1/manage/{token}/payment). A hold not paid in time lapses: the time is free again and the booking is cancelled with " +
        "the reason `hold_lapsed`.",
    },
  })
  // Before the schema: a request that misses what its key must send is told every problem at once,
  // the schema's and the audience's (a valid request passes with a few property reads).
  .use(async ({ ctx, getRawInput, next }) => {
    const raw = await getRawInput();
    const problems =
      typeof raw === "object" && raw !== null ? audienceProblems(ctx.caller, withFirstMember(raw), { staffRequired: true }) : [];
    if (problems.length === 0) return next();
    const parsed = input.safeParse(raw);
    throw invalidInput([...(parsed.success ? [] : zodIssuesToDetails(parsed.error.issues)), ...problems]);
  })
  .input(input)
  .output(
    envelope(
      z.object({
        id: z.string(),
        customer: bookingCustomer.partial({ id: true }).meta({
          description: "Public keys: the name, email and phone sent, and no id (nothing stored about a customer is shown to a visitor)",
        }),
        service: bookingService,
        staff: bookingStaff,
        staffIds: bookingListItem.shape.staffIds,
        dateTime: timestamp,
        status: bookingStatus,
        resources: bookingListItem.shape.resources,
        sessionId: bookingListItem.shape.sessionId,
        seats: bookingListItem.shape.seats,
        customerTimezone: bookingListItem.shape.customerTimezone,
        locale: bookingListItem.shape.locale,
        holdExpiresAt: timestamp
          .optional()
          .meta({ description: "Held bookings: when the hold lapses unless the visitor verifies it by the link emailed to them" }),
        createdAt: timestamp,
        manage: manageLinkOutput
          .optional()
          .meta({ description: "Customer and public keys: the booking's manage link (view, move, cancel, calendar file)" }),
        payment: checkoutOutput.optional().meta({
          description:
            "Held until paid (a service with a payment policy, booked with a customer or public key): what the page completes with " +
            "the payment provider's own elements, before `holdExpiresAt`",
        }),
      }),
    ),
  )
  .mutation(async ({ ctx, input: body }) => {
    const { caller } = ctx;
    const who = bookingFor(caller, body);
    const booking = await createBooking(
      ctx.db,
      caller.provider,
      {
        customer: who.customer,
        staffId: who.staffId,
        secondStaffId: who.secondStaffId,
        booker: who.booker,
        serviceId: body.serviceId,
        dateTime: body.dateTime,
        notes: body.notes,
        source: body.source,
        seats: body.seats,
        customerTimezone: body.timezone,
        locale: body.locale,
        manageLinkBase: caller.audience === "provider" ? undefined : ctx.publicUrl,
      },
      ctx.now(),
      ctx.calendars,
      ctx.payments,
    );
    return {
      success: true as const,
      data: {
        id: booking.id,
        customer: booking.customer,
        service: {
          id: booking.service.id,
          name: booking.service.name,
          duration: booking.service.duration,
          price: fromCents(booking.service.priceCents),
        },
        staff: booking.staff,
        staffIds: booking.staffIds,
        dateTime: iso(booking.starts_at),
        resources: booking.resources,
        sessionId: booking.session_id,
        seats: booking.seats,
        // What the booking stored: what the page said, else null.
        customerTimezone: body.timezone ?? null,
        locale: body.locale ?? null,
        status: booking.status,
        // Absent (not null) when there is none: undefined is left out of the JSON.
        holdExpiresAt: booking.hold_expires_at ? iso(booking.hold_expires_at) : undefined,
        createdAt: iso(booking.created_at),
        manage: booking.manage ?? undefined,
        payment: booking.checkout ? checkoutAnswer(booking.checkout) : undefined,
      },
      message: "Booking created",
    };
  });
