import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { dateInput, envelope, idParam, optionalText } from "../../../schemas/common";
import { presentOrThrow } from "../../../errors";
import { timeOffDays, timeOffDaysProblem } from "../../../domain/time-off-days";
import { createTimeOff } from "../../../store/staff-policies";
import { timeOff, toTimeOff } from "./schemas";

/** An instant with an offset or Z, with its own example (start and end must differ in the docs). */
const instantInput = (example: string) =>
  z.iso
    .datetime({ offset: true, error: "must be an ISO 8601 date-time with an offset or Z, e.g. 2026-11-23T10:00:00Z" })
    .meta({ example })
    .transform((text) => new Date(text));

export const create = providerProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/v1/staff/{id}/time-off",
      tags: ["Staff"],
      summary: "Give a staff member time off",
      description:
        "Any stretch of time, `start` before `end` (instants with an offset or Z); or whole days, `startDate` to `endDate` (local " +
        "dates, both included, at most 366 days): from the start of the first day to the start of the day after the last in the " +
        "provider's time zone (a holiday week is one entry). Send one pair, not both. The member cannot be booked during it. If pending or " +
        "confirmed bookings of the member fall in it, nothing is stored and the answer is 409 with one `details` entry per booking " +
        "(`path` `bookings.<booking id>`): move or cancel them first. Time off is the provider's own data: no webhook event.",
    },
    successStatus: 201,
  })
  .input(
    z
      .strictObject({
        id: idParam("id"),
        start: instantInput("2026-12-21T00:00:00+01:00").optional(),
        end: instantInput("2027-01-04T00:00:00+01:00").optional(),
        startDate: dateInput("startDate").optional().meta({ description: "First day off (local date)", example: "2026-12-21" }),
        endDate: dateInput("endDate").optional().meta({ description: "Last day off, included (local date)", example: "2027-01-03" }),
        reason: optionalText(500).nullable().optional().meta({ example: "Holiday" }),
      })
      .superRefine((body, ctx) => {
        const instants = body.start !== undefined || body.end !== undefined;
        const days = body.startDate !== undefined || body.endDate !== undefined;
        if (instants && days) {
          ctx.addIssue({ code: "custom", path: ["startDate"], message: "send either start and end, or startDate and endDate" });
          return;
        }
        if (days) {
          if (body.startDate === undefined) ctx.addIssue({ code: "custom", path: ["startDate"], message: "is required with endDate" });
          if (body.endDate === undefined) ctx.addIssue({ code: "custom", path: ["endDate"], message: "is required with startDate" });
          const problem = body.startDate && body.endDate ? timeOffDaysProblem(body.startDate, body.endDate) : null;
          if (problem) ctx.addIssue({ code: "custom", path: ["endDate"], message: problem });
          return;
        }
        if (body.start === undefined)
          ctx.addIssue({ code: "custom", path: ["start"], message: "is required (or send startDate and endDate)" });
        if (body.end === undefined) ctx.addIssue({ code: "custom", path: ["end"], message: "is required (or send startDate and endDate)" });
        // Only when both are valid instants (else their own errors say what is wrong).
        if (body.start instanceof Date && body.end instanceof Date && body.end <= body.start) {
          ctx.addIssue({ code: "custom", path: ["end"], message: "must be after start" });
        }
      }),
  )
  .output(envelope(timeOff))
  .mutation(async ({ ctx, input }) => {
    const span = input.startDate
      ? timeOffDays(input.startDate, presentOrThrow(input.endDate, "endDate comes with startDate (schema)"), ctx.caller.provider.timezone)
      : {
          start: presentOrThrow(input.start, "start is sent without startDate (schema)"),
          end: presentOrThrow(input.end, "end is sent without startDate (schema)"),
        };
    const row = await createTimeOff(ctx.db, ctx.caller.providerId, input.id, { start: span.start, end: span.end, reason: input.reason });
    return { success: true as const, data: toTimeOff(row), message: "Time off added" };
  });
