import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, fromCents, idParam, iso, optionalText, timestamp } from "../../schemas/common";
import { createBooking } from "../../store/bookings";
import { bookingCustomer, bookingService, bookingSource, bookingStaff, bookingStatus, dateTimeInput } from "./schemas";

export const create = providerProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/v1/bookings",
      tags: ["Bookings"],
      summary: "Book a service with a staff member",
      description:
        "Requires customerId, serviceId, staffId and dateTime (ISO 8601 with an offset or Z); source defaults to website. " +
        "404 when a referenced record does not exist for this provider. 400, naming the rule in `details[0].message`, when the staff member is " +
        "inactive or does not offer the service, when the start is in the past (provider keys may book inside the minimum notice: walk-ins), " +
        "when the provider is closed that local date, when the member has time off during [dateTime, dateTime + duration), or when that range " +
        "is not inside the member's hours for the date (its date override, else the weekly schedule, in the provider's time zone) or touches a " +
        "break. The booking occupies its member from dateTime less the service's bufferBeforeMinutes to its end plus bufferAfterMinutes; " +
        "409 when that range overlaps the occupied range of a pending or confirmed booking of the same member — decided by the database, so " +
        "of simultaneous conflicting requests exactly one succeeds.",
    },
    successStatus: 201,
  })
  .input(
    z.strictObject({
      customerId: idParam("customerId"),
      serviceId: idParam("serviceId"),
      staffId: idParam("staffId"),
      dateTime: dateTimeInput,
      notes: optionalText(5000).nullable().optional(),
      source: bookingSource.optional(),
    }),
  )
  .output(
    envelope(
      z.object({
        id: z.string(),
        customer: bookingCustomer,
        service: bookingService,
        staff: bookingStaff,
        dateTime: timestamp,
        status: bookingStatus,
        createdAt: timestamp,
      }),
    ),
  )
  .mutation(async ({ ctx, input }) => {
    const booking = await createBooking(ctx.db, ctx.caller.provider, input, ctx.now());
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
        dateTime: iso(booking.starts_at),
        status: booking.status,
        createdAt: iso(booking.created_at),
      },
      message: "Booking created",
    };
  });
