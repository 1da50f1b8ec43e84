import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { dateInput, envelope, idParam } from "../../../schemas/common";
import { presentOrThrow } from "../../../errors";
import { dayScheduleProblems, normalizeSchedule, timeInterval, timeOfDay } from "../../../domain/weekly-schedule";
import { putOverride } from "../../../store/staff-policies";
import { override, toOverride } from "./schemas";

export const put = providerProcedure
  .meta({
    errors: ["CONFLICT"],
    openapi: {
      method: "PUT",
      path: "/v1/staff/{id}/overrides/{date}",
      tags: ["Staff"],
      summary: "Set a staff member's hours on one date",
      description:
        "Replaces the weekly schedule's hours on one local date: `{start, end, breaks?}` (other hours that day) or `{off: true}` (not " +
        "working). Setting it again replaces it. If pending or confirmed bookings of the member that date would fall outside the new " +
        "hours, nothing changes and the answer is 409 with one `details` entry per booking (`path` `bookings.<booking id>`).",
    },
  })
  .input(
    z
      .strictObject({
        id: idParam("id"),
        date: dateInput("date"),
        off: z
          .boolean({ error: "must be true or false" })
          .optional()
          .meta({ description: "true: not working that date (then no hours); false or omitted: the hours given", example: false }),
        start: timeOfDay.optional(),
        end: timeOfDay.optional(),
        breaks: z.array(timeInterval).max(12, "at most 12 breaks a day").optional(),
      })
      .superRefine((body, ctx) => {
        if (body.off) {
          for (const key of ["start", "end", "breaks"] as const) {
            if (body[key] !== undefined) ctx.addIssue({ code: "custom", path: [key], message: "must be omitted when off is true" });
          }
          return;
        }
        if (body.start === undefined || body.end === undefined) {
          ctx.addIssue({ code: "custom", path: [body.start === undefined ? "start" : "end"], message: "is required unless off is true" });
          return;
        }
        for (const [path, message] of dayScheduleProblems({ start: body.start, end: body.end, breaks: body.breaks })) {
          ctx.addIssue({ code: "custom", path, message });
        }
      }),
  )
  .output(envelope(override))
  .mutation(async ({ ctx, input }) => {
    // normalizeSchedule sorts breaks and drops an empty list, as the weekly schedule stores them.
    const hours =
      input.off === true
        ? null
        : normalizeSchedule({
            monday: {
              start: presentOrThrow(input.start, "the input has start unless off (superRefine)"),
              end: presentOrThrow(input.end, "the input has end unless off (superRefine)"),
              breaks: input.breaks,
            },
          }).monday;
    const row = await putOverride(ctx.db, ctx.caller.providerId, input.id, input.date, hours, ctx.now());
    return { success: true as const, data: toOverride(row), message: "Date override set" };
  });
