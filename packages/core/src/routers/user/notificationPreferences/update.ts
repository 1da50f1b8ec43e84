import { authedProcedure } from "../../../trpc";
import { preferencesPatchSchema, preferencesSchema } from "../../../domain/notification-preferences";
import { recipientOf, updatePreferences } from "../../../store/inbox";

export const update = authedProcedure
  .meta({
    openapi: {
      method: "PATCH",
      path: "/api/rpc/user/notificationPreferences",
      tags: ["Notifications"],
      summary: "Change some of the caller's notification preferences",
      description:
        'Acts on the caller (provider or customer). Send any subset of groups and flags, e.g. `{"sms":{"reminder1h":false}}`; ' +
        "the flags sent are merged into the stored ones and the whole object is answered. " +
        "Unknown groups or flags and non-boolean values answer 400. " +
        "Groups: email (bookingConfirmed, bookingCancelled, reminder24h, reminder1h, reviewRequest), sms (bookingConfirmed, reminder1h), " +
        "push (newBooking, newMessage). For customers, push.newMessage also governs provider announcements.",
    },
  })
  .input(preferencesPatchSchema)
  .output(preferencesSchema)
  .mutation(({ ctx, input }) => updatePreferences(ctx.db, ctx.caller.providerId, recipientOf(ctx.caller), input));
