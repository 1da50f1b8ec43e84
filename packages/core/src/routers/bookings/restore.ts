import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam, iso, timestamp } from "../../schemas/common";
import { restoreBooking } from "../../store/bookings";
import { RESTORE_WINDOW_MINUTES } from "../../domain/booking-actions";
import { bookingStatus } from "./schemas";

export const restore = providerProcedure
  .meta({
    errors: ["CONFLICT"],
    openapi: {
      method: "POST",
      path: "/v1/bookings/{id}/restore",
      tags: ["Bookings"],
      summary: "Undo a cancellation",
      description:
        `Puts a booking cancelled less than ${RESTORE_WINDOW_MINUTES} minutes ago back as it was before (pending or confirmed, same time, same member) ` +
        "and records booking.restored. 409 with `details[0].rule`: `restore_window` (too late; `details[0].to` is when the window ended), " +
        "`restore_not_cancelled` (the booking is not cancelled), `restore_holds_units` (it held rooms, equipment or class seats, given back when it was cancelled), " +
        "or `booked` (its time was taken meanwhile). The customer is not sent a message about it.",
    },
  })
  .input(z.strictObject({ id: idParam("id") }))
  .output(envelope(z.object({ id: z.string(), status: bookingStatus, updatedAt: timestamp })))
  .mutation(async ({ ctx, input }) => {
    const row = await restoreBooking(ctx.db, ctx.caller.provider, input.id, ctx.now());
    return {
      success: true as const,
      data: { id: row.id, status: row.status, updatedAt: iso(row.updated_at) },
      message: "Booking restored",
    };
  });
