// Weekly working hours of a staff member, in the provider's time zone. Times are local wall-clock
// `HH:MM`; "24:00" may end a day. A day is null when the member does not work.
import { z } from "zod";
import type { DaySchedule, Weekday, WeeklySchedule } from "@booking/db";

export const WEEKDAYS: readonly Weekday[] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Minutes since local midnight of an `HH:MM` text already validated by the schema. */
export function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export const timeOfDay = z.string({ error: "must be a time HH:MM" }).regex(HHMM, "must be a time HH:MM (00:00 to 24:00)");

export const timeInterval = z.strictObject({ start: timeOfDay, end: timeOfDay });

/** Checks of one working day; returns problems as [path, message] pairs. */
export function dayScheduleProblems(day: DaySchedule): [string[], string][] {
  const problems: [string[], string][] = [];
  const start = minutesOf(day.start);
  const end = minutesOf(day.end);
  if (start >= end) problems.push([["end"], "end must be after start"]);
  const breaks = [...(day.breaks ?? [])].map((b, index) => ({ ...b, index, s: minutesOf(b.start), e: minutesOf(b.end) }));
  for (const b of breaks) {
    if (b.s >= b.e) problems.push([["breaks", String(b.index), "end"], "break end must be after its start"]);
    else if (b.s < start || b.e > end) problems.push([["breaks", String(b.index)], "break must lie within the working day"]);
  }
  breaks.sort((a, b) => a.s - b.s);
  let previous: (typeof breaks)[number] | undefined;
  for (const current of breaks) {
    if (previous && current.s < previous.e) {
      problems.push([["breaks", String(current.index)], `break overlaps break ${previous.start}-${previous.end}`]);
    }
    previous = current;
  }
  return problems;
}

export const dayScheduleSchema = z
  .strictObject({
    start: timeOfDay,
    end: timeOfDay,
    breaks: z.array(timeInterval).max(12, "at most 12 breaks a day").optional(),
  })
  .superRefine((day, ctx) => {
    for (const [path, message] of dayScheduleProblems(day)) ctx.addIssue({ code: "custom", path, message });
  });

/**
 * A weekly schedule as clients send it: any subset of the seven days (a missing day is a day
 * off), unknown keys rejected.
 */
export const weeklyScheduleInput = z
  .strictObject(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dayScheduleSchema.nullable().optional()])) as Record<
      Weekday,
      z.ZodOptional<z.ZodNullable<typeof dayScheduleSchema>>
    >,
  )
  .transform((days): WeeklySchedule => normalizeSchedule(days));

const dayOutput = z
  .object({
    start: z.string(),
    end: z.string(),
    breaks: z.array(z.object({ start: z.string(), end: z.string() })).optional(),
  })
  .nullable();

export const weeklyScheduleOutput = z.object({
  monday: dayOutput,
  tuesday: dayOutput,
  wednesday: dayOutput,
  thursday: dayOutput,
  friday: dayOutput,
  saturday: dayOutput,
  sunday: dayOutput,
});

export function normalizeSchedule(days: Partial<Record<Weekday, DaySchedule | null | undefined>>): WeeklySchedule {
  const out = {} as WeeklySchedule;
  for (const d of WEEKDAYS) {
    const day = days[d];
    out[d] = day
      ? {
          start: day.start,
          end: day.end,
          ...(day.breaks?.length ? { breaks: [...day.breaks].sort((a, b) => minutesOf(a.start) - minutesOf(b.start)) } : {}),
        }
      : null;
  }
  return out;
}

/** The schedule of a member created without one: Monday to Friday, 09:00 to 17:00. */
export const DEFAULT_WEEKLY_SCHEDULE: WeeklySchedule = normalizeSchedule({
  monday: { start: "09:00", end: "17:00" },
  tuesday: { start: "09:00", end: "17:00" },
  wednesday: { start: "09:00", end: "17:00" },
  thursday: { start: "09:00", end: "17:00" },
  friday: { start: "09:00", end: "17:00" },
});
