// When reminders are due. A provider chooses when its reminders go: up to three offsets before the
// start of a pending or confirmed booking, each between 15 minutes and 14 days (by default 24 h
// and 1 h). A reminder is due from its offset before the start until the next, shorter reminder
// becomes due (the last one until the start), so a sweep that was down for a while never sends a
// stale "coming up" reminder an hour before; and not when the booking was made after that moment
// (the customer has just booked).
//
// Each reminder is sent at most once per offset and start: its claim key names both, so a moved
// booking is reminded at its new time. A change of offsets sends nothing twice: a reminder is not
// due once the customer was reminded (for the booking's current start) at the same or a shorter
// offset, so a longer offset added after a shorter one went is skipped.

/** The two kinds of reminder messages: "starting soon" (≤ 90 minutes before, with a text message) and "coming up" (longer). Their words name no lead time (a provider chooses the offsets); the message gives the start. */
export const REMINDERS = [
  { type: "reminder24h", offsetMinutes: 1440 },
  { type: "reminder1h", offsetMinutes: 60 },
] as const;

export type ReminderType = (typeof REMINDERS)[number]["type"];

/** The offsets of a provider that chose none (as reminders went before they could be chosen). */
export const DEFAULT_REMINDER_OFFSETS_MINUTES: readonly number[] = [1440, 60];
export const MAX_REMINDERS = 3;
export const MIN_REMINDER_OFFSET_MINUTES = 15;
/** 14 days. */
export const MAX_REMINDER_OFFSET_MINUTES = 20_160;
/** The longest a provider's own reminder words may be, per language. */
export const MAX_REMINDER_TEXT = 500;

/** Offsets of up to this many minutes send the "starting soon" reminder (and its text message). */
const SOON_MINUTES = 90;

/** The message kind of a reminder that goes `offsetMinutes` before the start. */
export function reminderTypeOf(offsetMinutes: number): ReminderType {
  return offsetMinutes <= SOON_MINUTES ? "reminder1h" : "reminder24h";
}

/** Offsets as stored: each once, longest first. */
export function normalizeReminderOffsets(offsetsMinutes: readonly number[]): number[] {
  return [...new Set(offsetsMinutes)].sort((a, b) => b - a);
}

/**
 * Why a list of offsets cannot be kept, or null when it can: at most three, whole minutes from 15
 * minutes to 14 days, each once.
 */
export function reminderOffsetsProblem(offsetsMinutes: readonly number[]): string | null {
  if (offsetsMinutes.length > MAX_REMINDERS) return `must list at most ${MAX_REMINDERS} reminders`;
  for (const offset of offsetsMinutes) {
    if (!Number.isInteger(offset)) return "each reminder must be a whole number of minutes before the start";
    if (offset < MIN_REMINDER_OFFSET_MINUTES || offset > MAX_REMINDER_OFFSET_MINUTES) {
      return `each reminder must go between ${MIN_REMINDER_OFFSET_MINUTES} minutes and 14 days (${MAX_REMINDER_OFFSET_MINUTES} minutes) before the start`;
    }
  }
  if (new Set(offsetsMinutes).size !== offsetsMinutes.length) return "must list each reminder time once";
  return null;
}

export interface DueReminder {
  offsetMinutes: number;
  type: ReminderType;
}

/**
 * The reminders due now for a booking, given its provider's offsets (any order) and the offsets
 * of the reminders already claimed for the booking's current start.
 */
export function dueReminders(
  booking: { startsAt: Date; createdAt: Date },
  offsetsMinutes: readonly number[],
  now: Date,
  sentOffsetsMinutes: readonly number[] = [],
): DueReminder[] {
  const start = booking.startsAt.getTime();
  const t = now.getTime();
  const offsets = normalizeReminderOffsets(offsetsMinutes);
  const due: DueReminder[] = [];
  offsets.forEach((offsetMinutes, i) => {
    const from = start - offsetMinutes * 60_000;
    const until = start - (offsets[i + 1] ?? 0) * 60_000;
    if (t < from || t >= until || booking.createdAt.getTime() > from) return;
    // Reminded already at this offset, or more recently (a shorter offset): nothing twice.
    if (sentOffsetsMinutes.some((sent) => sent <= offsetMinutes)) return;
    due.push({ offsetMinutes, type: reminderTypeOf(offsetMinutes) });
  });
  return due;
}

/**
 * The claim key of one reminder: its offset, booking and start (a moved booking gets new keys, so
 * it is reminded at its new time). The default offsets keep the keys they always had.
 */
export function reminderClaimKey(offsetMinutes: number, bookingId: string, startsAt: Date): string {
  const name = offsetMinutes === 1440 ? "reminder24h" : offsetMinutes === 60 ? "reminder1h" : `reminder${offsetMinutes}m`;
  return `${name}/${bookingId}/${startsAt.getTime()}`;
}

/** The offset and start a reminder's claim key was made for, or null for another key. */
export function parseReminderClaimKey(claimKey: string): { offsetMinutes: number; startMs: number } | null {
  const match = /^reminder(24h|1h|(\d+)m)\/[^/]+\/(\d+)$/.exec(claimKey);
  if (!match) return null;
  const offsetMinutes = match[1] === "24h" ? 1440 : match[1] === "1h" ? 60 : Number(match[2]);
  return { offsetMinutes, startMs: Number(match[3]) };
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
