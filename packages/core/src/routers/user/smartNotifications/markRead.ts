import { z } from "zod";
import { authedProcedure } from "../../../trpc";
import { idParam } from "../../../schemas/common";
import { markNotificationsRead, recipientOf } from "../../../store/inbox";

export const markRead = authedProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/api/rpc/user/smartNotifications/markRead",
      tags: ["Notifications"],
      summary: "Mark some of the caller's smart notifications read",
      description:
        "Acts on the caller. `notificationIds` lists 1 to 1000 ids; ids that are not the caller's (or do not exist) are ignored. " +
        "Answers `{updated}`: how many unread notifications became read (already-read ones keep their readAt).",
    },
  })
  .input(
    z.strictObject({
      notificationIds: z
        .array(idParam("notification id"), { error: "must be an array of notification ids" })
        .min(1, "must list at least one notification id")
        .max(1000, "must list at most 1000 notification ids"),
    }),
  )
  .output(z.object({ updated: z.number().int() }))
  .mutation(async ({ ctx, input }) => ({
    updated: await markNotificationsRead(ctx.db, ctx.caller.providerId, recipientOf(ctx.caller), input.notificationIds),
  }));
