import { z } from "zod";
import { authedProcedure } from "../../trpc";
import { envelope, idParam, iso, optionalText, timestamp } from "../../schemas/common";
import { assertOwnBooking, getBooking, rescheduleOwnBooking, updateBooking } from "../../store/bookings";
import { forbidden, presentOrThrow } from "../../errors";
import { bookingStatus, dateTimeInput, settlementOutput, toSettlement } from "./schemas";

export const update = authedProcedure
  .meta({
    staffRole: "own booking status",
    errors: ["CONFLICT"],
    openapi: {
      method: "PATCH",
      path: "/v1/bookings/{id}",
      tags: ["Bookings"],
      summary: "Change a booking's status, time or notes",
      description:
        "Transitions: pending → confirmed | cancelled; confirmed → completed | no_show | cancelled; completed, cancelled and no_show are final (409 otherwise). " +
        "Sending the current status changes nothing and answers 200. " +
        "A no-show is marked only once the booking has started (409 `not_started` before); the customer is told of it only with notifyCustomer=true " +
        "(an email and an in-app notification in the booking's language, with the salon's words in `reason` when given, kept in the booking's history); " +
        "reason and notifyCustomer go with status no_show alone (400 with anything else). Moving (dateTime, and/or staffId for another member of the salon) is allowed only while pending or confirmed and runs every check of creation again for the member it lands with; the booking keeps its length and the buffers it was made with. " +
        "Customer keys may only move their own bookings (dateTime alone; 403 for status or notes, 404 for others' bookings), under the " +
        "rules of a customer's booking (minimum notice, horizon) and until the provider's cancellation notice before the start (409 after).",
    },
  })
  .input(
    z
      .strictObject({
        id: idParam("id"),
        status: bookingStatus.optional(),
        dateTime: dateTimeInput.optional(),
        staffId: idParam("staffId").optional().meta({
          description: "Moves the booking to this member (at dateTime, or at its current time); they must offer its service and be free",
        }),
        notes: optionalText(5000).nullable().optional(),
        reason: optionalText(1000).optional().meta({
          description: "With status no_show alone: the salon's words to the customer, said in the message when notifyCustomer is true",
          example: "We missed you today. Please book a new time; a fee may apply.",
        }),
        notifyCustomer: z.boolean().optional().meta({
          description: "With status no_show alone: tell the customer the appointment was marked missed (default false)",
          example: true,
        }),
      })
      // reason or notifyCustomer alone is answered by the next check.
      .refine(
        (v) =>
          v.status !== undefined ||
          v.dateTime !== undefined ||
          v.staffId !== undefined ||
          v.notes !== undefined ||
          v.reason !== undefined ||
          v.notifyCustomer !== undefined,
        {
          message: "send at least one of status, dateTime, staffId, notes",
          path: ["status"],
        },
      )
      .refine(
        (v) =>
          (v.reason === undefined && v.notifyCustomer === undefined) ||
          (v.status === "no_show" && v.dateTime === undefined && v.staffId === undefined && v.notes === undefined),
        {
          message:
            'reason and notifyCustomer go only with status "no_show" and nothing else (a cancellation takes them in DELETE /v1/bookings/{id})',
          path: ["reason"],
        },
      ),
  )
  .output(
    envelope(
      z.object({
        id: z.string(),
        status: bookingStatus,
        updatedAt: timestamp,
        payment: settlementOutput
          .nullable()
          .optional()
          .meta({
            description:
              "A change of status of a booking that took a payment (cancelled: refunded in full; no_show: the saved card's fee in card " +
              "mode): what it refunds or charges; absent otherwise",
          }),
      }),
    ),
  )
  .mutation(async ({ ctx, input }) => {
    const { id, ...changes } = input;
    const { caller } = ctx;
    if (caller.audience === "customer") {
      if (
        changes.status !== undefined ||
        changes.notes !== undefined ||
        changes.staffId !== undefined ||
        changes.reason !== undefined ||
        changes.notifyCustomer !== undefined ||
        !changes.dateTime
      ) {
        throw forbidden("Customer keys may only move their own bookings: send dateTime alone");
      }
      await assertOwnBooking(ctx.db, caller.providerId, id, presentOrThrow(caller.customerId, "a customer key has a customer"));
      const moved = await rescheduleOwnBooking(
        ctx.db,
        caller.provider,
        id,
        { dateTime: changes.dateTime, keepMember: true },
        ctx.now(),
        ctx.calendars,
      );
      const row = await getBooking(ctx.db, caller.providerId, id);
      return {
        success: true as const,
        data: { id: row.id, status: row.status, updatedAt: iso(row.updated_at) },
        message: moved.changed ? "Booking updated" : "Booking unchanged",
      };
    }
    const result = await updateBooking(ctx.db, caller.provider, id, changes, ctx.now(), ctx.calendars);
    return {
      success: true as const,
      data: {
        id: result.id,
        status: result.status,
        updatedAt: iso(result.updated_at),
        ...("settlement" in result && result.settlement ? { payment: toSettlement(result.settlement) } : {}),
      },
      message: result.changed ? "Booking updated" : "Booking unchanged",
    };
  });
