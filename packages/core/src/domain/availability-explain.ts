// Why a time is not offered: one member's date walked on the same grid the availability engine
// walks (availability.ts), with every rule that keeps each start out named, not only the first.
// The rules carry the names a booking write's refusals use (BOOKING_RULES), plus `booked` for
// another booking of the member whose held time meets the service's (buffers included),
// `processing` for one that meets it only inside a processing gap (customers and visitors are kept
// out of gaps unless the provider offers them online), and `session_overlap` for a class session
// the member teaches then.
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
  "processing",
  "session_overlap",
  "resources",
  // Two-person services: no second member who offers the service is free then.
  "no_member_free",
] as const satisfies readonly (BookingRule | "booked" | "no_member_free")[];

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
  /**
   * Whether the booker is kept out of processing gaps (a customer or visitor while the provider
   * does not offer gap times online): whole occupied ranges are compared, and a start that meets
   * another booking only inside a gap (its own or the other's) is out for `processing`.
   */
  keepOutOfGaps?: boolean;
}

export interface ExplainedStart {
  /** Start instant, epoch ms. */
  start: number;
  /** Local HH:MM. */
  time: string;
  available: boolean;
  /** Every rule that keeps the start out (empty when available). */
  rules: ExplainRule[];
  /** The member's bookings in the way of this start (`booked`, `processing`). */
  bookingIds: string[];
  /** The class sessions of the member whose occupied ranges meet this start's (`session_overlap`). */
  sessionIds: string[];
}

export interface ExplainedDay {
  /** Why the whole date is out (no grid at all): `closed`, `day_off`, `outside_business_hours`; empty otherwise. */
  rules: ExplainRule[];
  starts: ExplainedStart[];
}

/** Each booking's whole occupied range (from its first stretch's start to its last's end), by id. */
function wholeRangesById(bookings: readonly { id: string; start: number; end: number }[]) {
  const ranges = new Map<string, { start: number; end: number }>();
  for (const b of bookings) {
    const known = ranges.get(b.id);
    ranges.set(b.id, known ? { start: Math.min(known.start, b.start), end: Math.max(known.end, b.end) } : { start: b.start, end: b.end });
  }
  return ranges;
}

/**
 * One member's grid starts on `date` with the rules that keep each out: the break (the member's,
 * `in_break`, or the salon's, `outside_business_hours`), the past (`in_past`), for callers bound
 * by them notice and horizon, time off, busy time of the member's own calendars, other bookings
 * (`booked`, with their ids; `processing` when met only inside a gap by a booker kept out of gaps),
 * class sessions the member teaches (`session_overlap`) and resources. A date without a grid (a
 * closure, the member's day off, the salon closed or not open during the member's hours) has no
 * starts, and its rules say why.
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
  // The stretches the booking would hold the member in (one without processing time), and the
  // whole range it occupies.
  const held = memberHeldOffsets(durationMinutes, input.bufferBeforeMinutes, input.bufferAfterMinutes, input.processingGaps ?? []);
  const whole = [-beforeMs, durationMs + afterMs] as const;
  const wholeRanges = input.keepOutOfGaps ? wholeRangesById(input.member.bookings) : null;
  // A class session is met over the whole range by a booker kept out of gaps.
  const heldAgainstSessions = input.keepOutOfGaps ? [whole] : held;
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
    const heldIds: string[] = [];
    const gapIds: string[] = [];
    const sessionIds: string[] = [];
    for (const b of input.member.bookings) {
      if (b.session) {
        const meets = heldAgainstSessions.some(([from, until]) => b.start < start + until && b.end > start + from);
        if (meets && !sessionIds.includes(b.id)) sessionIds.push(b.id);
      } else if (held.some(([from, until]) => b.start < start + until && b.end > start + from)) {
        if (!heldIds.includes(b.id)) heldIds.push(b.id);
      } else if (wholeRanges) {
        const range = wholeRanges.get(b.id) ?? b;
        if (range.start < start + whole[1] && range.end > start + whole[0] && !gapIds.includes(b.id)) gapIds.push(b.id);
      }
    }
    // A booking held in one stretch and met only in a gap in another counts once, as booked.
    const gapOnly = gapIds.filter((id) => !heldIds.includes(id));
    const bookingIds = [...heldIds, ...gapOnly];
    if (heldIds.length > 0) rules.push("booked");
    if (gapOnly.length > 0) rules.push("processing");
    if (sessionIds.length > 0) rules.push("session_overlap");
    if (needs && !needs.units.fits(needs.requirements, start - beforeMs, end + afterMs)) rules.push("resources");
    starts.push({ start, time: formatMinutes(minutes), available: rules.length === 0, rules, bookingIds, sessionIds });
  });
  return { rules: [], starts };
}
