import { z } from "zod";
import { badRequest } from "../../../errors";
import { providerProcedure } from "../../../trpc";
import { envelope, idParam } from "../../../schemas/common";
import { createCalendarConnection } from "../../../store/calendar-connections";
import { checkOutboundTarget } from "../../../outbound/targets";
import { calendarConnection, calendarWritable, toCalendarConnection } from "./schemas";

export const create = providerProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/v1/staff/{id}/calendars",
      tags: ["Staff"],
      summary: "Connect a staff member's own calendar (CalDAV)",
      description:
        "`url` is a CalDAV calendar collection (iCloud, Fastmail, Nextcloud, Google), read with `username` and an app `password`. " +
        "The password is sealed at rest and never returned. The URL must be http(s) and must not point to loopback, private, " +
        "link-local, CGNAT or cloud-metadata addresses (400), checked again at every request. With `importBusy` (default true) the " +
        "calendar's events are the member's busy time; with `exportBookings` (default false) the member's pending, confirmed and " +
        "completed bookings are written into it (cancelled and missed ones removed). `kind` is `caldav` (the default; any other " +
        "kind answers 400). " +
        "The connection starts `syncing`; the worker reads it at once.",
    },
    successStatus: 201,
  })
  .input(
    z.strictObject({
      id: idParam("id"),
      kind: z
        .literal("caldav", { error: "must be caldav" })
        .optional()
        .meta({ description: "How the calendar is reached: `caldav` (the default, and the only kind)" }),
      url: calendarWritable.url,
      username: calendarWritable.username,
      password: calendarWritable.password,
      importBusy: calendarWritable.importBusy.optional(),
      exportBookings: calendarWritable.exportBookings.optional(),
    }),
  )
  .output(envelope(calendarConnection))
  .mutation(async ({ ctx, input }) => {
    const problem = await checkOutboundTarget(input.url, ctx.webhooks.allowPrivateTargets, ctx.webhookResolver);
    if (problem) throw badRequest(`Invalid input: url: ${problem}`, [{ path: "url", message: problem }]);
    const row = await createCalendarConnection(ctx.db, ctx.caller.providerId, input.id, input, ctx.secrets);
    return { success: true as const, data: toCalendarConnection(row), message: "Calendar connected" };
  });
