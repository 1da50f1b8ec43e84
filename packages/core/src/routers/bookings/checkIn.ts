import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam, isoOrNull, timestamp } from "../../schemas/common";
import { setCheckedIn } from "../../store/session-roster";
import { bookingStatus } from "./schemas";

export const checkIn = providerProcedure
  .meta({
    staffRole: "own booking status",
    errors: ["NOT_FOUND", "CONFLICT"],
    openapi: {
      method: "POST",
      path: "/v1/bookings/{id}/check-in",
      tags: ["Bookings"],
      summary: "Check a customer in",
      description:
        "Marks that the booking's customer arrived (at the desk, or for a class session), now; `checkedIn: false` takes it back. " +
        "The status is not changed (complete the booking when the visit is done). A booking checked in already keeps its first " +
        "time. 409 for a cancelled booking, one marked no-show, or one still waiting for email verification. The provider's own " +
        "record: no webhook event.",
    },
  })
  .input(
    z.strictObject({
      id: idParam("id"),
      checkedIn: z
        .boolean({ error: "must be true or false" })
        .default(true)
        .meta({ description: "false takes a check-in back (default true)" }),
    }),
  )
  .output(
    envelope(
      z.object({
        id: z.string(),
        status: bookingStatus,
        checkedInAt: timestamp.nullable().meta({ description: "When the customer was checked in; null: not checked in" }),
      }),
    ),
  )
  .mutation(async ({ ctx, input }) => {
    const row = await setCheckedIn(ctx.db, ctx.caller.providerId, input.id, input.checkedIn, ctx.now());
    return {
      success: true as const,
      data: { id: row.id, status: row.status, checkedInAt: isoOrNull(row.checked_in_at) },
      message: input.checkedIn ? "Customer checked in" : "Check-in taken back",
    };
  });
