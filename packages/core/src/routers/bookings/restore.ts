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
        `Puts a booking the salon cancelled less than ${RESTORE_WINDOW_MINUTES} minutes ago back as it was before (pending or confirmed, same time, same member) ` +
        "and records booking.restored. The time must still pass the rules a new booking of the salon's would (the member active and offering the service, " +
        "no closure that date, no time off or busy time then, within the member's hours and the salon's business hours and outside breaks, no class of theirs then); " +
        "the booking may have begun meanwhile. A cancellation the customer made themselves (their key or the booking's manage link) is theirs and cannot be undone: " +
        "book again if they ask. 409 with `details[0].rule`: `restore_window` (too late; `details[0].to` is when the window ended), " +
        "`restore_not_cancelled` (the booking is not cancelled), `restore_customer_cancelled` (the customer cancelled it), " +
        "`restore_holds_units` (it held rooms, equipment or class seats, given back when it was cancelled), " +
        "`restore_refunded` (money it took online was given back when it was cancelled), " +
        "a booking rule the time now breaks (`staff_inactive` also for a member deleted meanwhile; `closed`, `time_off`, `busy`, `day_off`, `outside_hours`, `in_break`, `outside_business_hours`, " +
        "`service_not_offered`, `session_overlap`), or `booked` (its time was taken meanwhile). " +
        "The customer is told the booking stands again (as booking confirmations are sent) when they were told of the cancellation; " +
        "after a cancellation with notifyCustomer=false, no one is.",
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
