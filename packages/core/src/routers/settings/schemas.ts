import { IANAZone } from "luxon";
import { z } from "zod";
import { ASSIGNMENT_RULES } from "@booking/db";
import { requiredText } from "../../schemas/common";

const minutes = (max: number) =>
  z
    .number({ error: "must be a number of minutes" })
    .int("must be a whole number of minutes")
    .min(0, "must be at least 0")
    .max(max, `must be at most ${max} minutes`);

export const settings = z.object({
  name: z.string(),
  category: z.string(),
  location: z.string(),
  timezone: z.string().meta({ description: "IANA time zone of schedules, dates and slots", example: "Europe/Berlin" }),
  currency: z.string().meta({ example: "EUR" }),
  slotMinutes: z.number().int().meta({ description: "Length of a schedule slot and step between offered start times", example: 30 }),
  minNoticeMinutes: z.number().int().meta({
    description: "Customers cannot book a start sooner than this after now; provider keys can (walk-ins), but never in the past",
    example: 60,
  }),
  maxAdvanceDays: z.number().int().meta({ description: "Customers cannot book a start more than this many days ahead", example: 90 }),
  cancellationNoticeMinutes: z.number().int().meta({
    description: "Customers cannot cancel or reschedule later than this before the start",
    example: 0,
  }),
  assignment: z.enum(ASSIGNMENT_RULES).meta({
    description:
      "How a staff member is picked when a booking names none: `least_busy` (fewest bookings that day) or `round_robin` (the member booked longest ago)",
  }),
});

export const settingsChange = z.strictObject({
  name: requiredText(200).optional().meta({ example: "Salon Nord" }),
  category: requiredText(100).optional().meta({ example: "hair salon" }),
  location: requiredText(300).optional().meta({ example: "Hamburg" }),
  timezone: z
    .string({ error: "must be an IANA time zone such as Europe/Berlin" })
    .refine((zone) => IANAZone.isValidZone(zone), "must be an IANA time zone such as Europe/Berlin")
    .optional()
    .meta({ example: "Europe/Berlin" }),
  currency: z
    .string({ error: "must be an ISO 4217 code such as EUR" })
    .regex(/^[A-Z]{3}$/, "must be an ISO 4217 code such as EUR")
    .optional()
    .meta({ example: "EUR" }),
  slotMinutes: z
    .number({ error: "must be a number of minutes" })
    .int("must be a whole number of minutes")
    .min(5, "must be at least 5 minutes")
    .max(240, "must be at most 240 minutes")
    .optional()
    .meta({ example: 30 }),
  minNoticeMinutes: minutes(43_200).optional().meta({ example: 120 }),
  maxAdvanceDays: z
    .number({ error: "must be a number of days" })
    .int("must be a whole number of days")
    .min(1, "must be at least 1 day")
    .max(730, "must be at most 730 days")
    .optional()
    .meta({ example: 60 }),
  cancellationNoticeMinutes: minutes(43_200).optional().meta({ example: 1440 }),
  assignment: z.enum(ASSIGNMENT_RULES, { error: `must be one of ${ASSIGNMENT_RULES.join(", ")}` }).optional(),
});
