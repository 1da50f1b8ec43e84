import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { iso, pageFields, pageOf, paginationInput, queryBoolean, timestamp } from "../../schemas/common";
import { listEvents } from "../../store/events-log";
import { webhookEvent } from "./webhooks/schemas";

export const events = providerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/api/rpc/user/events",
      tags: ["Webhooks"],
      summary: "The provider's events, newest first, with their deliveries",
      description:
        "Provider keys only. Every event of the last 7 days, with its `data` as webhooks receive it and one delivery per webhook " +
        "subscribed to it when it happened (`status`: pending, succeeded, failed or cancelled). `undelivered=true` keeps events with " +
        "a delivery that has not succeeded: what a receiver that was down has missed. Send those again with webhooks/redeliver; " +
        "the delivery ids let a receiver skip what it already has. `event` keeps one event type.",
    },
  })
  .input(z.object({ ...paginationInput, event: webhookEvent.optional(), undelivered: queryBoolean.optional() }))
  .output(
    z.object({
      events: z.array(
        z.object({
          id: z.string().meta({ description: "The event's id", example: "evt_5hT2kLmN4pQ6rS8tUv1w" }),
          event: z.string().meta({ example: "booking.created" }),
          data: z.record(z.string(), z.unknown()).meta({
            description: "The event's data, as in the webhook body",
            example: {
              bookingId: "bk_7fQ2mN9pL4vR6xY8wB1c",
              providerId: "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
              customerId: "cus_9wB2kTqZ8mN3pL5vR7xY",
              serviceId: "svc_5vR7xY9wB3kTqZ8mN2pL",
              staffId: "staff_3kTqZ8mN2pL5vR7xY9wB",
              dateTime: "2026-11-23T09:30:00.000Z",
              status: "pending",
            },
          }),
          createdAt: timestamp,
          deliveries: z.array(
            z.object({
              webhookId: z.string().meta({ example: "wh_4vR6xY8wB1c7fQ2mN9pL" }),
              deliveryId: z.string().meta({ example: "whd_8J2kQ0bW1nZr5TtY3xLm" }),
              status: z.enum(["pending", "succeeded", "failed", "cancelled"]),
            }),
          ),
        }),
      ),
      ...pageFields,
    }),
  )
  .query(async ({ ctx, input }) => {
    const { rows, total } = await listEvents(ctx.db, ctx.caller.providerId, input);
    return {
      events: rows.map((r) => ({ id: r.eventId, event: r.event, data: r.data, createdAt: iso(r.occurredAt), deliveries: r.deliveries })),
      ...pageOf(input, total),
    };
  });
