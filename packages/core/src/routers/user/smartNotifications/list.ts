import { z } from "zod";
import { authedProcedure } from "../../../trpc";
import { iso, isoOrNull, pageFields, pageOf, paginationInput, queryBoolean, timestamp } from "../../../schemas/common";
import { listSmartNotifications, recipientOf } from "../../../store/inbox";

export const smartNotification = z
  .object({
    id: z.string().meta({ example: "ntf_3kTqZ8mN2pL5vR7xY9wB" }),
    type: z.string().meta({
      description:
        "An event name (booking.created, booking.confirmed, booking.cancelled, …) or reminder24h, reminder1h, reviewRequest, announcement",
    }),
    title: z.string(),
    body: z.string(),
    data: z.record(z.string(), z.unknown()).meta({ description: "Ids of what the notification is about, e.g. bookingId" }),
    read: z.boolean(),
    readAt: timestamp.nullable(),
    createdAt: timestamp,
  })
  .meta({
    example: {
      id: "ntf_3kTqZ8mN2pL5vR7xY9wB",
      type: "booking.created",
      title: "New booking",
      body: "Chris Meyer booked Haircut & blow-dry with Ana Lima on Mon 23 Nov at 10:30.",
      data: { bookingId: "bk_7fQ2mN9pL4vR6xY8wB1c" },
      read: false,
      readAt: null,
      createdAt: "2026-11-22T16:05:00.000Z",
    },
  });

export const list = authedProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/api/rpc/user/smartNotifications/list",
      tags: ["Notifications"],
      summary: "The caller's smart notifications",
      description:
        "Acts on the caller: the provider's own notifications (provider keys) or the customer's (customer keys). Newest first. " +
        "`unread=true` lists only unread ones; `unread=false` (the default) lists all. " +
        "Titles and bodies are in the recipient's language: the provider's `locale` setting, a customer's booking's language (else the provider's); `type` is the same in every language. " +
        "`total` counts the notifications listed by the filter; `unreadCount` counts all the caller's unread ones.",
    },
  })
  .input(
    z
      .object({
        ...paginationInput,
        unread: queryBoolean.default(false).meta({ description: "true: only unread notifications; false: all" }),
      })
      .prefault({}),
  )
  .output(
    z.object({
      notifications: z.array(smartNotification),
      ...pageFields,
      unreadCount: z.number().int(),
    }),
  )
  .query(async ({ ctx, input }) => {
    const { rows, total, unreadCount } = await listSmartNotifications(ctx.db, ctx.caller.providerId, recipientOf(ctx.caller), {
      page: input.page,
      limit: input.limit,
      unreadOnly: input.unread,
    });
    return {
      notifications: rows.map((r) => ({
        id: r.id,
        type: r.type,
        title: r.title,
        body: r.body,
        data: r.data,
        read: r.read_at !== null,
        readAt: isoOrNull(r.read_at),
        createdAt: iso(r.created_at),
      })),
      unreadCount,
      ...pageOf(input, total),
    };
  });
