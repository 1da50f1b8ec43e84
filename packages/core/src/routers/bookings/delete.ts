import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam, iso, optionalText, queryBoolean, timestamp } from "../../schemas/common";
import { cancelBooking } from "../../store/bookings";
import { bookingStatus } from "./schemas";

export const remove = providerProcedure
  .meta({
    openapi: {
      method: "DELETE",
      path: "/v1/bookings/{id}",
      tags: ["Bookings"],
      summary: "Cancel a booking",
      description:
        "Cancels a pending or confirmed booking (409 for completed or no_show ones; a cancelled one answers 200 unchanged). " +
        "The customer is notified unless notifyCustomer=false; reason is recorded.",
    },
  })
  .input(
    z.object({
      id: idParam("id"),
      reason: optionalText(1000).optional(),
      notifyCustomer: queryBoolean.default(true),
    }),
  )
  .output(envelope(z.object({ id: z.string(), status: bookingStatus, cancelledAt: timestamp })))
  .mutation(async ({ ctx, input }) => {
    const row = await cancelBooking(
      ctx.db,
      ctx.caller.provider,
      input.id,
      { reason: input.reason || null, notifyCustomer: input.notifyCustomer },
      ctx.now(),
    );
    return {
      success: true as const,
      data: { id: row.id, status: row.status, cancelledAt: iso(row.cancelled_at!) },
      message: "Booking cancelled",
    };
  });
