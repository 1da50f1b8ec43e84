// What every report takes and answers: a range of local dates in the salon's zone (at most 366
// days), a grouping (day, week from Monday, month), optionally one member; the figures per period
// (every period of the range, empty ones too), per member, and for the whole range.
import { z } from "zod";
import { badRequest } from "../../errors";
import { MAX_REPORT_DAYS, REPORT_GROUPINGS, reportRange } from "../../domain/reports";
import { dateInput, idParam } from "../../schemas/common";
import type { AuthedContext } from "../../context";
import { assertMemberOf, type ReportScope } from "../../store/reports";

export const reportInput = z.object({
  from: dateInput("from").meta({
    description: "First local date of the report (inclusive), in the salon's time zone",
    example: "2026-11-01",
  }),
  to: dateInput("to").meta({
    description: `Last local date of the report (inclusive); the range covers at most ${MAX_REPORT_DAYS} days`,
    example: "2026-11-30",
  }),
  groupBy: z
    .enum(REPORT_GROUPINGS, { error: `groupBy must be one of ${REPORT_GROUPINGS.join(", ")}` })
    .default("day")
    .meta({ description: "Periods of the report: local days, weeks (Monday to Sunday) or calendar months", example: "week" }),
  staffId: idParam("staffId").optional().meta({ description: "Only this member's figures (404 when the salon has no such member)" }),
});
type ReportInput = z.infer<typeof reportInput>;

/** The report's scope, once its range is checked (400) and its member known (404). */
export async function scopeOf(ctx: AuthedContext, input: ReportInput): Promise<ReportScope> {
  const range = reportRange(input.from, input.to);
  if (!range.ok) throw badRequest(range.message, [{ path: range.path, message: range.detail }]);
  if (input.staffId !== undefined) await assertMemberOf(ctx.db, ctx.caller.providerId, input.staffId);
  return {
    providerId: ctx.caller.providerId,
    zone: ctx.caller.provider.timezone,
    businessHours: ctx.caller.provider.businessHours,
    from: input.from,
    to: input.to,
    grouping: input.groupBy,
    staffId: input.staffId,
  };
}

/** The range and grouping a report answers for, beside its figures. */
const reportFrame = {
  from: z.string().meta({ example: "2026-11-01" }),
  to: z.string().meta({ example: "2026-11-30" }),
  groupBy: z.enum(REPORT_GROUPINGS),
  timezone: z
    .string()
    .meta({ description: "The salon's time zone, in which dates, days, weeks and months are counted", example: "Europe/Berlin" }),
  staffId: z.string().nullable().meta({ description: "The member the report is limited to, or null" }),
};

export const frameOf = (scope: ReportScope) => ({
  from: scope.from,
  to: scope.to,
  groupBy: scope.grouping,
  timezone: scope.zone,
  staffId: scope.staffId ?? null,
});

const periodFields = {
  period: z.string().meta({
    description: "The period's first local date (a week's Monday, a month's 1st), which may precede `from`",
    example: "2026-10-26",
  }),
  from: z.string().meta({ description: "The first date of the range in the period", example: "2026-11-01" }),
  to: z.string().meta({ description: "The last date of the range in the period", example: "2026-11-01" }),
};
const memberFields = { staffId: z.string(), name: z.string() };

/** A report's answer: its frame, the figures per period and per member, and in all. */
export const reportOutput = <T extends z.ZodRawShape>(figures: T) =>
  z.object({
    ...reportFrame,
    periods: z.array(z.object({ ...periodFields, ...figures })),
    members: z.array(z.object({ ...memberFields, ...figures })),
    totals: z.object(figures),
  });

/** A share (0.25 is 25 %), rounded to four decimals; null when there is nothing to divide by. */
export const share = (description: string) => z.number().nullable().meta({ description, example: 0.125 });
