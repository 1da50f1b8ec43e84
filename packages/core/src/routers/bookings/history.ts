import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { HISTORY_CHANGES } from "../../domain/booking-history";
import { bookingHistory, MAX_HISTORY_LINES } from "../../store/booking-history";
import { bookingStatus } from "./schemas";

const nullableText = (description: string) => z.string().nullable().meta({ description });

const historyEntry = z
  .object({
    change: z.enum(HISTORY_CHANGES).meta({
      description:
        "What happened: held (waiting for the visitor's email), created, confirmed, moved (time or member), cancelled, completed, no_show, paid, refunded, reviewed",
      example: "moved",
    }),
    occurredAt: z.string().meta({ format: "date-time", description: "When (UTC)", example: "2026-11-22T16:05:00.000Z" }),
    status: bookingStatus
      .nullable()
      .meta({ description: "The booking's status after the change; null when the change set none (payments, reviews)" }),
    dateTime: nullableText("created and moved: the booking's start after the change (UTC)").meta({ example: "2026-11-24T14:00:00.000Z" }),
    previousDateTime: nullableText("moved: the start before (UTC)").meta({ example: "2026-11-23T09:30:00.000Z" }),
    staffId: nullableText("created and moved: the staff member after the change").meta({ example: "staff_7Hq2xR9mK4pL8nB3vW6t" }),
    reason: nullableText("cancelled and refunded: the reason given, if any; no_show: the salon's words to the customer, if any").meta({
      example: null,
    }),
    amount: z.number().nullable().meta({ description: "paid and refunded: in major units of `currency`", example: null }),
    currency: nullableText("paid and refunded: ISO 4217 code").meta({ example: null }),
    method: nullableText("paid and refunded: how it was paid").meta({ example: null }),
    rating: z.number().int().nullable().meta({ description: "reviewed: the rating, 1 to 5", example: null }),
    changedBy: z.enum(["provider", "customer"]).nullable().meta({
      description: "Who made the change, when known: the provider (a provider key, the console) or the customer",
      example: "provider",
    }),
    byStaffMember: z.object({ id: z.string(), name: z.string() }).nullable().meta({
      description: "The staff member who made the change in the console; null for changes made with keys, by customers or by the service",
    }),
  })
  .meta({ description: "One change of a booking" });

export const history = providerProcedure
  .meta({
    staffRole: "own booking",
    openapi: {
      method: "GET",
      path: "/v1/bookings/{id}/history",
      tags: ["Bookings"],
      summary: "A booking's history",
      description: `Every change of the booking, oldest first: made, confirmed, moved, paid, refunded, cancelled, completed, marked no-show, reviewed; kept as long as the booking (at most the newest ${MAX_HISTORY_LINES}). Changes made before history was kept show only what the service still had.`,
    },
  })
  .input(z.object({ id: idParam("id") }))
  .output(envelope(z.array(historyEntry)))
  .query(async ({ ctx, input }) => ({ success: true as const, data: await bookingHistory(ctx.db, ctx.caller.providerId, input.id) }));
