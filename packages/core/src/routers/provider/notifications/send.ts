import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { idParam, requiredText } from "../../../schemas/common";
import { sendAnnouncement } from "../../../store/announcements";

export const MAX_ANNOUNCEMENT_RECIPIENTS = 10_000;

export const send = providerProcedure
  .meta({
    errors: ["NOT_FOUND"],
    openapi: {
      method: "POST",
      path: "/api/rpc/provider/notifications/send",
      tags: ["Provider notifications"],
      summary: "Send an announcement to customers",
      description:
        "Provider keys only. `title` (1 to 200 characters) and `body` (1 to 5000) are required. " +
        `\`customerIds\` (1 to ${MAX_ANNOUNCEMENT_RECIPIENTS} of the provider's customer ids; an unknown id answers 404 and nothing is sent) ` +
        "chooses the recipients; without it every customer of the provider receives it. " +
        "Each recipient gets one smart notification of type `announcement` (with `data.announcementId`), all created in one transaction. " +
        "Customers who turned `push.newMessage` off in their notification preferences are skipped. " +
        "Answers `{id, recipients}` (200): the announcement id (`ann_…`) and the number of customers notified.",
    },
  })
  .input(
    z.strictObject({
      title: requiredText(200),
      body: requiredText(5000),
      customerIds: z
        .array(idParam("customer id"), { error: "must be an array of customer ids" })
        .min(1, "must list at least one customer id (omit it to notify every customer)")
        .max(MAX_ANNOUNCEMENT_RECIPIENTS, `must list at most ${MAX_ANNOUNCEMENT_RECIPIENTS} customer ids`)
        .optional(),
    }),
  )
  .output(z.object({ id: z.string().meta({ example: "ann_3kTqZ8mN2pL5vR7xY9wB" }), recipients: z.number().int() }))
  .mutation(async ({ ctx, input }) => {
    const sent = await sendAnnouncement(ctx.db, ctx.caller.providerId, input);
    return { id: sent.id, recipients: sent.recipients };
  });
