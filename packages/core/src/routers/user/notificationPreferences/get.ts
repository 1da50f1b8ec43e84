import { z } from "zod";
import { authedProcedure } from "../../../trpc";
import { preferencesSchema } from "../../../domain/notification-preferences";
import { getPreferences } from "../../../store/notifications";
import { recipientOf } from "../../../store/inbox";

export const get = authedProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/api/rpc/user/notificationPreferences",
      tags: ["Notifications"],
      summary: "The caller's notification preferences",
      description:
        "Acts on the caller: the provider (provider keys) or the customer (customer keys). " +
        "Three groups of flags (`email`, `sms`, `push`), every flag true until changed.",
    },
  })
  .input(z.object({}).prefault({}))
  .output(preferencesSchema)
  .query(({ ctx }) => getPreferences(ctx.db, ctx.caller.providerId, recipientOf(ctx.caller)));
