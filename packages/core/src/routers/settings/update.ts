import { providerProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { updateSettings } from "../../store/settings";
import { settings, settingsChange } from "./schemas";

export const update = providerProcedure
  .meta({
    openapi: {
      method: "PATCH",
      path: "/v1/settings",
      tags: ["Settings"],
      summary: "Change the provider's settings",
      description:
        "Any subset of the fields. `minNoticeMinutes` must stay shorter than `maxAdvanceDays`. Changing `timezone` keeps weekly " +
        "schedules, breaks and date overrides as local times in the new zone; bookings keep their instants. " +
        "`reminderOffsetsMinutes` replaces the reminder times (stored longest first); `reminderTexts` changes only the languages it names.",
    },
  })
  .input(settingsChange)
  .output(envelope(settings))
  .mutation(async ({ ctx, input }) => ({
    success: true as const,
    data: await updateSettings(ctx.db, ctx.caller.providerId, input, ctx.now()),
    message: "Settings updated",
  }));
