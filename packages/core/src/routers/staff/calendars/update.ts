import { z } from "zod";
import { badRequest } from "../../../errors";
import { providerProcedure } from "../../../trpc";
import { envelope } from "../../../schemas/common";
import { updateCalendarConnection } from "../../../store/calendar-connections";
import { checkOutboundTarget } from "../../../outbound/targets";
import { calendarConnection, calendarWritable, connectionPath, toCalendarConnection } from "./schemas";

export const update = providerProcedure
  .meta({
    openapi: {
      method: "PATCH",
      path: "/v1/staff/{id}/calendars/{calId}",
      tags: ["Staff"],
      summary: "Change a calendar connection",
      description:
        "Any of `url`, `username`, `password`, `importBusy`, `exportBookings`. A new url must come with the password (400 without: the " +
        "stored password is only ever sent to the url it was given for). A new url, account or password starts the connection afresh " +
        "(`syncing`; what was read before is forgotten); `importBusy: false` drops its busy time at once.",
    },
  })
  .input(
    z.strictObject({
      ...connectionPath,
      url: calendarWritable.url.optional(),
      username: calendarWritable.username.optional(),
      password: calendarWritable.password.optional(),
      importBusy: calendarWritable.importBusy.optional(),
      exportBookings: calendarWritable.exportBookings.optional(),
    }),
  )
  .output(envelope(calendarConnection))
  .mutation(async ({ ctx, input }) => {
    const { id, calId, ...patch } = input;
    if (patch.url !== undefined) {
      const problem = await checkOutboundTarget(patch.url, ctx.webhooks.allowPrivateTargets, ctx.webhookResolver);
      if (problem) throw badRequest(`Invalid input: url: ${problem}`, [{ path: "url", message: problem }]);
    }
    const row = await updateCalendarConnection(ctx.db, ctx.caller.providerId, id, calId, patch, ctx.secrets);
    return { success: true as const, data: toCalendarConnection(row), message: "Calendar connection updated" };
  });
