import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, fromCents, idParam, iso, isoOrNull, timestamp } from "../../schemas/common";
import { customerProfile, PROFILE_BOOKINGS, type ProfileBookingRow } from "../../store/customer-profile";
import { bookingListItem, bookingStatus } from "../bookings/schemas";
import { customer, toCustomer } from "./schemas";

const profileBooking = z.object({
  id: z.string(),
  dateTime: timestamp,
  endTime: timestamp,
  status: bookingStatus,
  seats: z.number().int(),
  service: z.object({ id: z.string(), name: z.string() }),
  staff: z.object({ id: z.string(), name: z.string() }),
  price: z.number().meta({ description: "Major units of the provider's currency: the price when booked, or what was paid" }),
  checkedInAt: timestamp.nullable().meta({ description: "When the customer was checked in; null: not checked in" }),
  customerTimezone: bookingListItem.shape.customerTimezone,
  locale: bookingListItem.shape.locale,
});

const toProfileBooking = (row: ProfileBookingRow): z.infer<typeof profileBooking> => ({
  id: row.id,
  dateTime: iso(row.starts_at),
  endTime: iso(row.ends_at),
  status: row.status,
  seats: row.seats,
  service: { id: row.service_id, name: row.service_name },
  staff: { id: row.staff_id, name: row.staff_name },
  price: fromCents(Number(row.payment_amount_cents)),
  checkedInAt: isoOrNull(row.checked_in_at),
  customerTimezone: row.customer_timezone,
  locale: row.locale,
});

export const profile = providerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/v1/customers/{id}/profile",
      tags: ["Customers"],
      summary: "A customer's profile",
      description:
        "The customer with how they book: `upcoming` (pending or confirmed bookings not yet started) and `past` (bookings that " +
        "started before now, whatever became of them) counted in `figures` and listed, at most " +
        `${PROFILE_BOOKINGS} of each (the soonest upcoming, the latest past); no-shows; late cancellations (bookings cancelled ` +
        "later than the provider's `cancellationNoticeMinutes` before their start, or after it); and `totalSpent`, the prices " +
        "of their completed bookings (what was paid where it differs), in the provider's currency. 404 for another provider's customer.",
    },
  })
  .input(z.object({ id: idParam("id") }))
  .output(
    envelope(
      z.object({
        customer,
        figures: z.object({
          upcoming: z.number().int(),
          past: z.number().int(),
          completed: z.number().int(),
          noShows: z.number().int(),
          lateCancellations: z.number().int(),
          totalSpent: z.number().meta({ description: "Major units of `currency`", example: 135.5 }),
          currency: z.string().meta({ example: "EUR" }),
          cancellationNoticeMinutes: z.number().int().meta({ description: "The notice late cancellations are counted against" }),
        }),
        upcoming: z.array(profileBooking),
        past: z.array(profileBooking),
      }),
    ),
  )
  .query(async ({ ctx, input }) => {
    const found = await customerProfile(ctx.db, ctx.caller.providerId, input.id, ctx.now());
    const f = found.figures;
    return {
      success: true as const,
      data: {
        customer: toCustomer(found.customer),
        figures: {
          upcoming: f.upcoming,
          past: f.past,
          completed: f.completed,
          noShows: f.noShows,
          lateCancellations: f.lateCancellations,
          totalSpent: fromCents(f.spentCents),
          currency: f.currency,
          cancellationNoticeMinutes: f.cancellationNoticeMinutes,
        },
        upcoming: found.upcoming.map(toProfileBooking),
        past: found.past.map(toProfileBooking),
      },
    };
  });
