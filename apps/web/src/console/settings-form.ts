// The settings form's pieces that are not React: reminder times as a number and a unit (the service
// keeps minutes), the owner's email choices, and the time zones offered.

/** The events the salon may be emailed about (the service's notifyOn). */
export const NOTIFY_ON_EVENTS = ["booking.created", "booking.rescheduled", "booking.cancelled"] as const;
export type NotifyOnEvent = (typeof NOTIFY_ON_EVENTS)[number];

/** Reminders a salon may set (the service refuses more). */
export const MAX_REMINDERS = 3;

export const REMINDER_UNITS = ["minutes", "hours", "days"] as const;
const UNIT_MINUTES = { minutes: 1, hours: 60, days: 1440 } as const;

/** One reminder line of the form: an amount as typed (empty: no reminder) and its unit. */
export interface ReminderLine {
  amount: string;
  unit: (typeof REMINDER_UNITS)[number];
}

/** A reminder time in the largest unit it is a whole number of. */
export function reminderOfOffset(minutes: number): ReminderLine {
  if (minutes % UNIT_MINUTES.days === 0) return { amount: String(minutes / UNIT_MINUTES.days), unit: "days" };
  if (minutes % UNIT_MINUTES.hours === 0) return { amount: String(minutes / UNIT_MINUTES.hours), unit: "hours" };
  return { amount: String(minutes), unit: "minutes" };
}

/**
 * The minutes a line says, or null for an empty line. What is not a number is sent as it is (NaN
 * becomes null on the wire, refused by the service with its message).
 */
export function offsetOfReminder(line: ReminderLine): number | null {
  const amount = line.amount.trim();
  if (amount === "") return null;
  return Math.round(Number(amount) * UNIT_MINUTES[line.unit]);
}

/** The placeholders the salon's own reminder words may hold (said to the owner as they are typed). */
export const OWN_WORDS_PLACEHOLDERS = ["{service}", "{when}", "{staffName}", "{providerName}", "{customerName}"].join(", ");

/** The time zones to choose from: the runtime's, with the salon's own first among them when the runtime lacks it. */
export function zoneChoices(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return zones.includes(current) ? zones : [current, ...zones];
}
