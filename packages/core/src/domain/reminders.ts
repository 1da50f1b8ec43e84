// When reminders are due: 24 h and 1 h before the start of a pending or
// confirmed booking. A reminder is due from its offset before the start until the next,
// shorter reminder becomes due (the last one until the start), so a sweep that was down for a
// while never sends a stale "tomorrow" reminder an hour before; and not when the booking was
// made after that moment (the customer has just booked).

export const REMINDERS = [
  { type: "reminder24h", offsetMs: 24 * 3_600_000 },
  { type: "reminder1h", offsetMs: 3_600_000 },
] as const;

export type ReminderType = (typeof REMINDERS)[number]["type"];

/** The farthest ahead a reminder can be due: the sweep looks at bookings starting within it. */
export const REMINDER_HORIZON_MS = REMINDERS[0].offsetMs;

export function dueReminders(booking: { startsAt: Date; createdAt: Date }, now: Date): ReminderType[] {
  const start = booking.startsAt.getTime();
  const t = now.getTime();
  const due: ReminderType[] = [];
  REMINDERS.forEach((reminder, i) => {
    const from = start - reminder.offsetMs;
    const until = start - (REMINDERS[i + 1]?.offsetMs ?? 0);
    if (t >= from && t < until && booking.createdAt.getTime() <= from) due.push(reminder.type);
  });
  return due;
}

/** The claim key of one reminder: a moved booking gets new keys, so it is reminded at its new time. */
export function reminderClaimKey(type: ReminderType, bookingId: string, startsAt: Date): string {
  return `${type}/${bookingId}/${startsAt.getTime()}`;
}

/** Whether a notice type is a reminder (its messages depend on the booking still happening then). */
export function isReminderType(type: string): type is ReminderType {
  return REMINDERS.some((r) => r.type === type);
}

/**
 * Whether a claimed reminder is still worth sending: only while its booking is pending or
 * confirmed and still starts at the time the claim was made for (its key holds that time).
 */
export function reminderStillDue(claimKey: string, booking: { status: string; startsAt: Date } | null): boolean {
  const claimedStartMs = Number(claimKey.split("/").pop());
  return booking !== null && ["pending", "confirmed"].includes(booking.status) && booking.startsAt.getTime() === claimedStartMs;
}
