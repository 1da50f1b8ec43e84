import { z } from "zod";
import { authedProcedure } from "../../trpc";
import { envelope, idParam, iso, optionalText, queryBoolean, timestamp } from "../../schemas/common";
import { assertOwnBooking, cancelBooking, cancelOwnBooking } from "../../store/bookings";
import { presentOrThrow } from "../../errors";
import { bookingStatus, settlementOutput, toSettlement } from "./schemas";

export const remove = authedProcedure
  .meta({
    errors: ["CONFLICT"],
    openapi: {
      method: "DELETE",
      path: "/v1/bookings/{id}",
      tags: ["Bookings"],
      summary: "Cancel a booking",
      description:
        "Cancels a pending or confirmed booking (409 for completed or no_show ones; a cancelled one answers 200 unchanged). " +
        "The customer is notified unless notifyCustomer=false; reason is recorded. Customer keys cancel only their own bookings (404 " +
        "for others), always notified, and only until the provider's cancellation notice before the start (409 after).",
    },
  })
  .input(
    z.object({
      id: idParam("id"),
      reason: optionalText(1000).optional(),
      notifyCustomer: queryBoolean.default(true),
    }),
  )
  .output(
    envelope(
      z.object({
        id: z.string(),
        status: bookingStatus,
        cancelledAt: timestamp,
        payment: settlementOutput.nullable().meta({
          description:
            "A booking that took a payment: what this cancellation refunds or charges (null otherwise, and when cancelled before)",
          example: null,
        }),
      }),
    ),
  )
  .mutation(async ({ ctx, input }) => {
    const { caller } = ctx;
    let row;
    if (caller.audience === "customer") {
      await assertOwnBooking(ctx.db, caller.providerId, input.id, presentOrThrow(caller.customerId, "a customer key has a customer"));
      row = await cancelOwnBooking(ctx.db, caller.provider, input.id, input.reason || null, ctx.now());
    } else {
      row = await cancelBooking(
        ctx.db,
        caller.provider,
        input.id,
        { reason: input.reason || null, notifyCustomer: input.notifyCustomer },
        ctx.now(),
      );
    }
    return {
      success: true as const,
      data: {
        id: row.id,
        status: row.status,
        cancelledAt: iso(presentOrThrow(row.cancelled_at, "a cancelled booking has cancelled_at")),
        payment: row.settlement ? toSettlement(row.settlement) : null,
      },
      message: "Booking cancelled",
    };
  });
