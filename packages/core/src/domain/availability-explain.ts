// Why a time is not offered: one member's date walked on the same grid the availability engine
// walks (availability.ts), with every rule that keeps each start out named, not only the first.
// The rules carry the names a booking write's refusals use (BOOKING_RULES), plus `booked` for
// another booking of the member whose occupied range meets the service's (buffers included), and
// `session_overlap` for a class session the member teaches then.
import type { WeeklySchedule } from "@booking/db";
import { memberHeldOffsets } from "./processing-time";
import { timelineFor, walkDay, walkedHours, withDefaults, type MemberCalendar, type ServiceAvailabilityInput } from "./availability";
import { bookableWindow, checkWithinWorkingHours, type BookingLimits, type BookingRule } from "./booking-rules";
import { MINUTE_MS } from "./local-time";
import { formatMinutes } from "./weekly-schedule";
import { closureOn, hoursOn, NO_OVERRIDES, spanDuring, type ClosureSpan } from "./working-calendar";
import type { ResourceRequirement, UnitCalendar } from "./resource-units";

/** The rules that keep a start (or a whole date) out: booking rules' names, and `booked`. */
export const EXPLAIN_RULES = [
  "closed",
  "day_off",
  "outside_business_hours",
  "in_break",
  "in_past",
  "notice",
  "horizon",
  "time_off",
  "busy",
  "booked",
  "session_overlap",
  "resources",
] as const satisfies readonly (BookingRule | "booked")[];

export type ExplainRule = (typeof EXPLAIN_RULES)[number];

/** The service as availability takes it: zone, grid, duration, buffers and processing time. */
type ExplainedService = Pick<
  ServiceAvailabilityInput,
  "timezone" | "slotMinutes" | "durationMinutes" | "bufferBeforeMinutes" | "bufferAfterMinutes" | "processingGaps"
>;

export interface ExplainInput extends ExplainedService {
  /** The local date in the provider's zone, `YYYY-MM-DD`. */
  date: string;
  /**
   * The member, with the time their bookings (pending, confirmed, live holds) hold them (a
   * booking with processing time in one stretch per side of each gap, each with its id) and the
   * occupied ranges of the class sessions they teach (`session`), sorted by start.
   */
  member: MemberCalendar & { bookings: readonly { id: string; start: number; end: number; session?: boolean }[] };
  closures: readonly ClosureSpan[];
  businessHours?: WeeklySchedule | null;
  now: number;
  /** Notice and horizon for callers bound by them; null for provider keys. */
  limits: BookingLimits | null;
  /** What each booking needs besides its member, and the units those resources have free; absent: nothing. */
  resources?: { requirements: readonly ResourceRequirement[]; units: UnitCalendar } | null;
}

export interface ExplainedStart {
  /** Start instant, epoch ms. */
  start: number;
  /** Local HH:MM. */
  time: string;
  available: boolean;
  /** Every rule that keeps the start out (empty when available). */
  rules: ExplainRule[];
  /** The member's bookings whose occupied ranges meet this start's (`booked`). */
  bookingIds: string[];
  /** The class sessions of the member whose occupied ranges meet this start's (`session_overlap`). */
  sessionIds: string[];
}

export interface ExplainedDay {
  /** Why the whole date is out (no grid at all): `closed`, `day_off`, `outside_business_hours`; empty otherwise. */
  rules: ExplainRule[];
  starts: ExplainedStart[];
}

/**
 * One member's grid starts on `date` with the rules that keep each out: the break (the member's,
 * `in_break`, or the salon's, `outside_business_hours`), the past (`in_past`), for callers bound
 * by them notice and horizon, time off, busy time of the member's own calendars, other bookings
 * (`booked`, with their ids), class sessions the member teaches (`session_overlap`) and resources. A date without a grid (a closure, the member's day
 * off, the salon closed or not open during the member's hours) has no starts, and its rules say why.
 * A start is available exactly when computeServiceAvailability offers it for this member.
 */
export function explainMemberDay(input: ExplainInput): ExplainedDay {
  const { timezone, date, slotMinutes, durationMinutes } = input;
  const member = withDefaults(input.member, input.businessHours);
  const dayRules: ExplainRule[] = [];
  if (closureOn(input.closures, date) !== undefined) dayRules.push("closed");
  const hours = walkedHours(member, date);
  if (!hours) dayRules.push(hoursOn(member.schedule, member.overrides, date) ? "outside_business_hours" : "day_off");
  if (dayRules.length > 0 || !hours) return { rules: dayRules, starts: [] };

  const durationMs = durationMinutes * MINUTE_MS;
  const beforeMs = input.bufferBeforeMinutes * MINUTE_MS;
  const afterMs = input.bufferAfterMinutes * MINUTE_MS;
  // The stretches the booking would hold the member in (one without processing time).
  const held = memberHeldOffsets(durationMinutes, input.bufferBeforeMinutes, input.bufferAfterMinutes, input.processingGaps ?? []);
  const { earliest, latest } = bookableWindow(input.now, input.limits);
  const needs = input.resources && input.resources.requirements.length > 0 ? input.resources : null;
  const clock = timelineFor(timezone, date, date);
  const starts: ExplainedStart[] = [];
  walkDay(member, hours, clock, date, slotMinutes, durationMinutes, (start, minutes, inBreak) => {
    const end = start + durationMs;
    const rules: ExplainRule[] = [];
    if (inBreak) {
      // Whose break: the member's, the salon's, or both (each read as a day of its own).
      const own = checkWithinWorkingHours(member.schedule, clock, start, end, member.overrides, null);
      const salon = member.businessHours ? checkWithinWorkingHours(member.businessHours, clock, start, end, NO_OVERRIDES, null) : null;
      if (own?.reason === "in_break") rules.push("in_break");
      if (salon?.reason === "in_break") rules.push("outside_business_hours");
      if (rules.length === 0) rules.push("in_break");
    }
    if (start < input.now) rules.push("in_past");
    else if (start < earliest) rules.push("notice");
    if (start > latest) rules.push("horizon");
    if (spanDuring(member.timeOff, start, end)) rules.push("time_off");
    if (spanDuring(member.busyTime, start, end)) rules.push("busy");
    const bookingIds: string[] = [];
    const sessionIds: string[] = [];
    for (const b of input.member.bookings) {
      const ids = b.session ? sessionIds : bookingIds;
      if (!ids.includes(b.id) && held.some(([from, until]) => b.start < start + until && b.end > start + from)) ids.push(b.id);
    }
    if (bookingIds.length > 0) rules.push("booked");
    if (sessionIds.length > 0) rules.push("session_overlap");
    if (needs && !needs.units.fits(needs.requirements, start - beforeMs, end + afterMs)) rules.push("resources");
    starts.push({ start, time: formatMinutes(minutes), available: rules.length === 0, rules, bookingIds, sessionIds });
  });
  return { rules: [], starts };
}
