// What series take and answer: the rule, and each occurrence booked (with its booking) or skipped
// (with the rules it broke).
import { z } from "zod";
import { iso, timestamp } from "../../schemas/common";
import { SERIES_LIMITS, WEEKDAY_CODES } from "../../domain/series";
import type { SeriesAnswer } from "../../store/series";

export const seriesRule = z
  .strictObject({
    frequency: z.enum(["daily", "weekly", "monthly"], { error: "must be daily, weekly or monthly" }),
    interval: z
      .number({ error: `must be a whole number from 1 to ${SERIES_LIMITS.maxInterval}` })
      .int(`must be a whole number from 1 to ${SERIES_LIMITS.maxInterval}`)
      .min(1, `must be a whole number from 1 to ${SERIES_LIMITS.maxInterval}`)
      .max(SERIES_LIMITS.maxInterval, `must be a whole number from 1 to ${SERIES_LIMITS.maxInterval}`)
      .default(1)
      .meta({ description: "Every `interval` days, weeks or months (default 1)", example: 1 }),
    byWeekday: z
      .array(z.enum(WEEKDAY_CODES, { error: "must list weekdays as MO, TU, WE, TH, FR, SA, SU" }))
      .min(1, "must list at least one weekday")
      .max(7, "must list each weekday once at most")
      .refine((days) => new Set(days).size === days.length, "must list each weekday once at most")
      .optional()
      .meta({ description: "Weekly rules only: the weekdays of each week, the start's among them", example: ["TU", "TH"] }),
    count: z
      .number({ error: `must be a whole number from ${SERIES_LIMITS.minOccurrences} to ${SERIES_LIMITS.maxOccurrences}` })
      .int(`must be a whole number from ${SERIES_LIMITS.minOccurrences} to ${SERIES_LIMITS.maxOccurrences}`)
      .min(SERIES_LIMITS.minOccurrences, `must be a whole number from ${SERIES_LIMITS.minOccurrences} to ${SERIES_LIMITS.maxOccurrences}`)
      .max(SERIES_LIMITS.maxOccurrences, `must be a whole number from ${SERIES_LIMITS.minOccurrences} to ${SERIES_LIMITS.maxOccurrences}`)
      .optional()
      .meta({ description: "How many occurrences, the first included (or `until`)", example: 10 }),
    until: z.iso
      .date({ error: "must be a date YYYY-MM-DD" })
      .optional()
      .meta({ description: "The last local date an occurrence may fall on, within 12 months (or `count`)", example: "2027-06-30" }),
  })
  .meta({
    description: "When the series repeats: a frequency, an interval, weekdays for a weekly rule, and a count or an end date",
    example: { frequency: "weekly", interval: 1, count: 6 },
  });

/** Which occurrences a change reaches, from the one named by its key. */
export const seriesScope = z
  .enum(["this", "following", "all"], { error: "must be this, following or all" })
  .meta({ description: "this: the occurrence named; following: it and every later one; all: every occurrence" });

export const occurrenceKey = z
  .string({ error: "must be an occurrence's key, YYYY-MM-DDTHH:MM" })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "must be an occurrence's key, YYYY-MM-DDTHH:MM")
  .meta({ description: "The occurrence the scope starts from (its key in GET /v1/series/{id})", example: "2027-05-18T16:00" });

/** A series' rule as answered: a series split off another (PATCH with scope following) may hold a single occurrence. */
const seriesRuleAnswer = seriesRule.extend({
  count: z
    .number()
    .int()
    .min(1)
    .max(SERIES_LIMITS.maxOccurrences)
    .optional()
    .meta({ description: "How many occurrences, the first included (or `until`); 1 only for what a change split off", example: 10 }),
});

const occurrence = z.object({
  key: z.string().meta({
    description: "The occurrence's original local start in the provider's zone (YYYY-MM-DDTHH:MM): its name in the series",
    example: "2027-05-04T10:00",
  }),
  start: timestamp,
  end: timestamp,
  staffId: z.string().nullable().meta({ description: "The member of a booked occurrence; null for a skipped one", example: null }),
  staffIds: z.array(z.string()).meta({
    description: "A booked occurrence's members: [staffId], or a two-person service's two (staffId first); [] for a skipped one",
    example: [],
  }),
  status: z.enum(["booked", "cancelled", "skipped"]).meta({
    description: "booked (bookingId names the booking), cancelled (booked, then cancelled) or skipped (never booked: rules say why)",
  }),
  bookingId: z
    .string()
    .nullable()
    .meta({ description: "The occurrence's booking (GET /v1/bookings/{id}); null when skipped", example: null }),
  rules: z.array(z.string()).meta({ description: "Skipped occurrences: the rules the time broke (as in booking refusals); [] otherwise" }),
});

export const series = z.object({
  id: z.string().meta({ example: "ser_5hJ2kLmN8pQ4rT6vX9zB" }),
  serviceId: z.string(),
  customerId: z.string(),
  rule: seriesRuleAnswer,
  occurrences: z.array(occurrence).meta({ description: "Every occurrence of the rule in time order" }),
});

export function toSeries(answer: SeriesAnswer): z.infer<typeof series> {
  return {
    id: answer.id,
    serviceId: answer.serviceId,
    customerId: answer.customerId,
    rule: { ...answer.rule, byWeekday: answer.rule.byWeekday ? [...answer.rule.byWeekday] : undefined },
    occurrences: answer.occurrences.map((o) => ({
      key: o.key,
      start: iso(o.start),
      end: iso(o.end),
      staffId: o.staffId,
      staffIds: o.staffIds,
      status: o.status,
      bookingId: o.bookingId,
      rules: o.rules,
    })),
  };
}
