import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam, iso, optionalText, timestamp } from "../../schemas/common";
import { updateBooking } from "../../store/bookings";
import { bookingStatus, dateTimeInput } from "./schemas";

export const update = providerProcedure
  .meta({
    openapi: {
      method: "PATCH",
      path: "/v1/bookings/{id}",
      tags: ["Bookings"],
      summary: "Change a booking's status, time or notes",
      description:
        "Transitions: pending → confirmed | cancelled; confirmed → completed | no_show | cancelled; completed, cancelled and no_show are final (409 otherwise). " +
        "Sending the current status changes nothing and answers 200. Moving (dateTime) is allowed only while pending or confirmed and runs every check of creation again; the booking keeps its length and the buffers it was made with.",
    },
  })
  .input(
    z
      .strictObject({
        id: idParam("id"),
        status: bookingStatus.optional(),
        dateTime: dateTimeInput.optional(),
        notes: optionalText(5000).nullable().optional(),
      })
      .refine((v) => v.status !== undefined || v.dateTime !== undefined || v.notes !== undefined, {
        message: "send at least one of status, dateTime, notes",
        path: ["status"],
      }),
  )
  .output(envelope(z.object({ id: z.string(), status: bookingStatus, updatedAt: timestamp })))
  .mutation(async ({ ctx, input }) => {
    const { id, ...changes } = input;
    const result = await updateBooking(ctx.db, ctx.caller.provider, id, changes, ctx.now());
    return {
      success: true as const,
      data: { id: result.id, status: result.status, updatedAt: iso(result.updated_at) },
      message: result.changed ? "Booking updated" : "Booking unchanged",
    };
  });
