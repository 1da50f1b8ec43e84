import { IANAZone } from "luxon";
import { z } from "zod";
import { ASSIGNMENT_RULES, CONFIRMATION_MODES, PUBLIC_VERIFICATIONS } from "@booking/db";
import { LANGUAGES } from "@booking/i18n";
import { NOTIFY_ON_EVENTS } from "../../domain/provider-notices";
import { MAX_REMINDER_OFFSET_MINUTES, MAX_REMINDER_TEXT, MAX_REMINDERS, MIN_REMINDER_OFFSET_MINUTES } from "../../domain/reminders";
import { nameText, requiredText } from "../../schemas/common";
import { weeklyScheduleInput, weeklyScheduleOutput } from "../../domain/weekly-schedule";

const minutes = (max: number) =>
  z
    .number({ error: "must be a number of minutes" })
    .int("must be a whole number of minutes")
    .min(0, "must be at least 0")
    .max(max, `must be at most ${max} minutes`);

const wholeNumber = (unit: string, min: number, max: number) =>
  z
    .number({ error: `must be a number of ${unit}` })
    .int(`must be a whole number of ${unit}`)
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const reminderText = (language: string) =>
  z
    .string()
    .nullable()
    .meta({ description: `The provider's own reminder words in ${language}; null: the standard words` });

const reminderTextsOut = z
  .object({ en: reminderText("English"), de: reminderText("German"), fr: reminderText("French"), es: reminderText("Spanish") })
  .meta({
    description:
      "The provider's own words for reminders, per language (the reminder's language is the booking's, else the provider's): said " +
      "in place of the standard first paragraph of the email and as the text message; {service}, {when}, {staffName}, " +
      "{providerName} and {customerName} are filled in. The email keeps its details and manage link.",
  });

/** Opening hours of a salon closed on Mondays and Sundays, with a lunch break on weekdays. */
/** A salon closed on Sundays and Mondays, with a lunch break on weekdays (the examples of every answer with business hours). */
export const BUSINESS_HOURS_EXAMPLE = {
  monday: null,
  tuesday: { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] },
  wednesday: { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] },
  thursday: { start: "09:00", end: "20:00", breaks: [{ start: "13:00", end: "14:00" }] },
  friday: { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] },
  saturday: { start: "09:00", end: "14:00" },
  sunday: null,
};

const BUSINESS_HOURS_RULE =
  "Every member's bookable hours on a date are their own hours that date (weekly schedule or date override) narrowed to the " +
  "salon's hours of that weekday: from the later start to the earlier end, with both sets of breaks (a break of the salon is the " +
  "salon closed, say for lunch); nothing on a weekday the salon is closed. Availability offers no time outside them, and a " +
  "booking or move there is refused 400 with the rule `outside_business_hours`, for provider keys too. Closures still close " +
  "whole dates; existing bookings keep their times when the hours change.";

const PROCESSING_GAPS_RULE =
  "Provider keys (the front desk) may always book into another booking's processing time (a service's `processing` segment, " +
  "while a colour develops). With this off (the default), customers and visitors are offered no time that meets another " +
  "booking's processing time or holds one in its own, and such a booking or move is refused 409 with the rule `processing`.";

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
  publicVerification: z.enum(PUBLIC_VERIFICATIONS).meta({
    description:
      "`email`: a booking made with a public key (the booking page) is held for `holdMinutes` and becomes pending (confirmed with " +
      "`confirmation: auto`) only when the visitor follows the link emailed to them; an unverified hold lapses without a trace. " +
      "`none`: it is pending (or confirmed) at once.",
  }),
  holdMinutes: z.number().int().meta({ description: "How long a held booking keeps its time without verification (1-60)", example: 15 }),
  waitlistOfferMinutes: z
    .number()
    .int()
    .meta({ description: "How long a freed time offered to the first in a waitlist is held for them to claim (5-2880)", example: 60 }),
  paymentHoldMinutes: z
    .number()
    .int()
    .meta({
      description:
        "How long a booking of a service that takes a payment keeps its time while the customer pays (10-60); unpaid by then, " +
        "the time is free again",
      example: 30,
    }),
  publicMaxUpcomingPerEmail: z
    .number()
    .int()
    .meta({
      description:
        "Upcoming held, pending or confirmed bookings one email address may have through public keys (1-100), each seat of a class " +
        "counted as one; more answer 429",
      example: 3,
    }),
  publicBookingsPerHour: z.number().int().meta({
    description: "Bookings all public keys together may make in any hour (1-10000); more answer 429, and the provider is told once an hour",
    example: 30,
  }),
  confirmation: z.enum(CONFIRMATION_MODES).meta({
    description:
      "`manual`: bookings customers and visitors make wait, `pending`, until the provider confirms them; `auto`: they are `confirmed` at once " +
      "(a visitor's booking held for email verification is confirmed when verified)",
  }),
  pendingExpiresAfterHours: z
    .number()
    .int()
    .nullable()
    .meta({
      description:
        'A pending booking not confirmed this many hours after it was made is cancelled with the reason "not confirmed in time" and the ' +
        "customer is told (1-168); null: pending bookings wait for ever",
      example: 24,
    }),
  notifyEmail: z.string().nullable().meta({
    description: "Where the provider is emailed about bookings customers and visitors make, move or cancel (see notifyOn); null: no email",
    example: "frontdesk@salon-nord.example",
  }),
  notifyOn: z.array(z.enum(NOTIFY_ON_EVENTS)).meta({
    description: "Which of those changes the provider is emailed about",
    example: ["booking.created", "booking.rescheduled", "booking.cancelled"],
  }),
  replyTo: z.string().nullable().meta({
    description: "The Reply-To address of customers' emails (they come from the service's sender, in the provider's name); null: none",
    example: "hello@salon-nord.example",
  }),
  address: z.string().nullable().meta({
    description: "The provider's street address, shown on its booking page; null: none",
    example: "Lange Reihe 12, 20099 Hamburg",
  }),
  phone: z
    .string()
    .nullable()
    .meta({ description: "The provider's phone number, shown on its booking page; null: none", example: "+49 40 1234567" }),
  locale: z.enum(LANGUAGES).meta({
    description:
      `The language of customers' emails and in-app notifications when their booking did not say which (${LANGUAGES.join(", ")}), ` +
      "and of the provider's own emails and in-app notifications",
    example: "de",
  }),
  reminderOffsetsMinutes: z.array(z.number().int()).meta({
    description:
      "When customers are reminded of a pending or confirmed booking: minutes before its start, longest first (at most " +
      `${MAX_REMINDERS}; default 1440 and 60, a day and an hour before; [] for no reminders). Each reminder is sent once per ` +
      "booking and start; a moved booking is reminded at its new time; a booking already reminded is not reminded again at a " +
      "longer offset when the offsets change. Reminders up to 90 minutes before are the starting-soon kind (with its text message).",
    example: [2880, 120],
  }),
  reminderTexts: reminderTextsOut,
  businessHours: weeklyScheduleOutput.nullable().meta({
    description:
      "The salon's own opening hours per weekday in its time zone (a day null: closed that weekday); null: none, the members' " +
      `own hours alone decide. ${BUSINESS_HOURS_RULE}`,
    example: BUSINESS_HOURS_EXAMPLE,
  }),
  processingGapsOnline: z.boolean().meta({
    description: `Whether customers and visitors are offered times inside processing time. ${PROCESSING_GAPS_RULE}`,
    example: false,
  }),
});

const reminderTextIn = z
  .string({ error: "must be text, or null for the standard words" })
  .trim()
  .max(MAX_REMINDER_TEXT, `must be at most ${MAX_REMINDER_TEXT} characters`)
  .nullable()
  .optional()
  .meta({ example: "Looking forward to seeing you {when} for your {service}!" });

const emailOrNull = z.email({ error: "must be an email address, or null for none" }).max(320).nullable();

export const settingsChange = z.strictObject({
  name: nameText(200).optional().meta({ example: "Salon Nord" }),
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
  publicVerification: z
    .enum(PUBLIC_VERIFICATIONS, { error: `must be one of ${PUBLIC_VERIFICATIONS.join(", ")}` })
    .optional()
    .meta({ example: "email" }),
  holdMinutes: wholeNumber("minutes", 1, 60).optional().meta({ example: 15 }),
  waitlistOfferMinutes: wholeNumber("minutes", 5, 2880).optional().meta({ example: 60 }),
  paymentHoldMinutes: wholeNumber("minutes", 10, 60).optional().meta({ example: 30 }),
  publicMaxUpcomingPerEmail: wholeNumber("bookings", 1, 100).optional().meta({ example: 3 }),
  publicBookingsPerHour: wholeNumber("bookings", 1, 10_000).optional().meta({ example: 30 }),
  confirmation: z
    .enum(CONFIRMATION_MODES, { error: `must be one of ${CONFIRMATION_MODES.join(", ")}` })
    .optional()
    .meta({ example: "auto" }),
  pendingExpiresAfterHours: wholeNumber("hours", 1, 168).nullable().optional().meta({ example: 24 }),
  notifyEmail: emailOrNull.optional().meta({ example: "frontdesk@salon-nord.example" }),
  notifyOn: z
    .array(z.enum(NOTIFY_ON_EVENTS, { error: `must be one of ${NOTIFY_ON_EVENTS.join(", ")}` }))
    .max(NOTIFY_ON_EVENTS.length)
    .refine((events) => new Set(events).size === events.length, "must list each event once")
    .optional(),
  replyTo: emailOrNull.optional().meta({ example: "hello@salon-nord.example" }),
  address: z
    .string({ error: "must be text, or null for none" })
    .trim()
    .max(300, "must be at most 300 characters")
    .nullable()
    .optional()
    .meta({ description: "The street address shown on the booking page; null or empty: none", example: "Lange Reihe 12, 20099 Hamburg" }),
  phone: z
    .string({ error: "must be a phone number, or null for none" })
    .trim()
    .max(40, "must be at most 40 characters")
    .regex(/^$|^[0-9+()\-. /]{3,}$/, "must be a phone number of at least 3 characters: digits, spaces and + ( ) - . /")
    .nullable()
    .optional()
    .meta({ description: "The phone number shown on the booking page; null or empty: none", example: "+49 40 1234567" }),
  locale: z
    .enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(", ")}` })
    .optional()
    .meta({ example: "de" }),
  reminderOffsetsMinutes: z
    .array(
      z
        .number({ error: "each reminder must be a number of minutes before the start" })
        .int("each reminder must be a whole number of minutes before the start")
        .min(MIN_REMINDER_OFFSET_MINUTES, `each reminder must go at least ${MIN_REMINDER_OFFSET_MINUTES} minutes before the start`)
        .max(
          MAX_REMINDER_OFFSET_MINUTES,
          `each reminder must go at most 14 days (${MAX_REMINDER_OFFSET_MINUTES} minutes) before the start`,
        ),
      { error: "must be a list of minutes before the start" },
    )
    .max(MAX_REMINDERS, `must list at most ${MAX_REMINDERS} reminders`)
    .refine((offsets) => new Set(offsets).size === offsets.length, "must list each reminder time once")
    .optional()
    .meta({ example: [2880, 120] }),
  reminderTexts: z
    .strictObject(
      { en: reminderTextIn, de: reminderTextIn, fr: reminderTextIn, es: reminderTextIn },
      { error: `must be an object of ${LANGUAGES.join(", ")} texts` },
    )
    .optional()
    .meta({
      description:
        "Changes the languages given (text: the provider's words; null or empty: the standard words again); the others keep theirs",
    }),
  businessHours: weeklyScheduleInput
    .nullable()
    .optional()
    .meta({
      description:
        "The salon's own opening hours, validated like a member's schedule (days left out are closed; breaks within the day, not " +
        `overlapping); replaces the whole week. null: none (the default). ${BUSINESS_HOURS_RULE}`,
      example: BUSINESS_HOURS_EXAMPLE,
    }),
  processingGapsOnline: z
    .boolean({ error: "must be true or false" })
    .optional()
    .meta({ description: `Offer processing time to customers and visitors (default false). ${PROCESSING_GAPS_RULE}`, example: true }),
});
