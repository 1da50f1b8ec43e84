// The availability engine: which start times a booking can take. One engine answers both
// questions the API asks: a staff member's day in slots (the schedule endpoint), and the start
// times of one service across the members who offer it (the availability endpoint). Both walk the
// same day grid and apply the rules a booking write applies (booking-rules.ts), so a time offered
// here is a time a booking is accepted at.
//
// Each member's days and slots are walked in time order against their bookings in time order,
// with one moving pointer. Bookings are given by the range they occupy (service buffers
// included), and never overlap each other (the database forbids it).
//
// Clock changes: a slot is a stretch of real time, named by its local time and its instant. On a
// day whose working hours contain a clock change, a local time repeated by a fall-back change has
// a slot at each of its two instants, a local time skipped by a spring-forward change has none,
// and slots never overlap in real time, so a day never holds more slots than its working hours
// last. Each slot is checked with the same working-hours rule a booking is.
//
// Business hours: a salon with opening hours of its own narrows every member's day to them
// (bookableHoursOn), so the grid starts at the later of the two starts and no slot lies outside
// either, nor in either's breaks.
import type { DaySchedule, WeeklySchedule } from "@booking/db";
import { bookableWindow, checkWithinWorkingHours, type BookingLimits } from "./booking-rules";
import {
  addDays,
  clockOf,
  daysBetween,
  isoOfInstant,
  localReading,
  localTimeInstants,
  MINUTE_MS,
  wallClockMs,
  ZoneTimeline,
} from "./local-time";
import { formatMinutes, minutesOf } from "./weekly-schedule";
import {
  bookableHoursOn,
  closureOn,
  NO_OVERRIDES,
  spanCursor,
  type ClosureSpan,
  type DateOverrides,
  type TimeSpan,
} from "./working-calendar";
import type { ResourceRequirement, UnitCalendar } from "./resource-units";
import { freeOver, memberHeldOffsets } from "./processing-time";

export type BusyInterval = TimeSpan;

export interface Slot {
  /** Local HH:MM; on a fall-back day two slots may share it. */
  time: string;
  /** The slot's start instant (UTC ISO 8601): what a booking at this slot sends as its dateTime. */
  dateTime: string;
  available: boolean;
  bookingId?: string;
  break: boolean;
  /** The member has time off during the slot. */
  timeOff: boolean;
  /** The member's own calendar shows them busy during the slot. */
  busy: boolean;
  /** The provider is closed that date. */
  closed: boolean;
}

export interface DayAvailability {
  date: string;
  slots: Slot[];
}

/** A staff member as the engine sees them: weekly hours, date overrides, time off. */
export interface MemberCalendar {
  schedule: WeeklySchedule;
  /** Defaults to none. */
  overrides?: DateOverrides;
  /** Sorted by start; defaults to none. */
  timeOff?: readonly TimeSpan[];
  /** Busy time from the member's own calendars, sorted by start; defaults to none. */
  busyTime?: readonly TimeSpan[];
}

export interface AvailabilityInput extends MemberCalendar {
  timezone: string;
  slotMinutes: number;
  /** Inclusive local dates, `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** Occupied ranges of pending and confirmed bookings overlapping the range, sorted by start. */
  bookings: BusyInterval[];
  /** The provider's closures overlapping the dates; defaults to none. */
  closures?: readonly ClosureSpan[];
  /** The salon's own opening hours, narrowing the member's; null or absent: none. */
  businessHours?: WeeklySchedule | null;
  now: number;
}

/** A member as the walk of their days reads them: every field present, with the salon's business hours. */
type EngineMember = Required<MemberCalendar> & { businessHours: WeeklySchedule | null };

/** More than any clock change moves the clocks (they move by an hour, at most two). */
const CLOCK_CHANGE_MARGIN_MS = 3 * 60 * MINUTE_MS;

/**
 * Calls `visit(start, minutes, inBreak)` for each grid start of one working day, in time order:
 * every `slotMinutes` from the day's start where something `lengthMinutes` long fits within the
 * day's hours (a start whose stretch meets a break is visited, flagged).
 */
export function walkDay(
  member: EngineMember,
  hours: DaySchedule,
  clock: ZoneTimeline,
  date: string,
  slotMinutes: number,
  lengthMinutes: number,
  visit: (start: number, minutes: number, inBreak: boolean) => void,
): void {
  const startMin = minutesOf(hours.start);
  const endMin = minutesOf(hours.end);
  // Most working days keep one UTC offset from before they start to after they end (with a
  // margin); then slots are plain arithmetic from the first one. A day with a clock change takes
  // the careful path, and so does one with a change just before or after its hours: then a time
  // at either end may occur twice.
  const wallStart = wallClockMs(date, startMin);
  const offset = clock.offsetAt(wallStart - clock.offsetAt(wallStart));
  const first = wallStart - offset;
  const last = wallClockMs(date, endMin) - offset;
  if (!clock.changesWithin(first - CLOCK_CHANGE_MARGIN_MS, last + CLOCK_CHANGE_MARGIN_MS)) {
    // The breaks' minutes as one flat list [start, end, start, end, …]: a start's check allocates
    // nothing (a day of a large salon on a fine grid visits hundreds of thousands of starts).
    const breaks: number[] = [];
    for (const b of hours.breaks ?? []) breaks.push(minutesOf(b.start), minutesOf(b.end));
    for (let m = startMin; m + lengthMinutes <= endMin; m += slotMinutes) {
      let inBreak = false;
      for (let i = 0; i < breaks.length && !inBreak; i += 2) inBreak = m < (breaks[i + 1] ?? 0) && m + lengthMinutes > (breaks[i] ?? 0);
      visit(first + (m - startMin) * MINUTE_MS, m, inBreak);
    }
  } else {
    clockChangeDay(member, clock, date, startMin, endMin, slotMinutes, lengthMinutes, visit);
  }
}

/** Timelines already made, by zone and the months they cover (oldest first, at most MAX_TIMELINES). */
const timelines = new Map<string, ZoneTimeline>();
const MAX_TIMELINES = 1_000;

/**
 * The zone's offsets over the dates [from, to] and two days around them, widened to whole months
 * and kept: finding a zone's clock changes takes about a hundred time-zone lookups (a millisecond
 * or more), zone rules do not change while the process runs, and calendars ask for the same
 * months again and again.
 */
export function timelineFor(zone: string, from: string, to: string): ZoneTimeline {
  const start = wallClockMs(`${addDays(from, -2).slice(0, 7)}-01`, 0);
  const lastMonth = addDays(to, 2).slice(0, 7);
  const end = wallClockMs(`${addDays(`${lastMonth}-28`, 4).slice(0, 7)}-01`, 0);
  const key = `${zone} ${start} ${end}`;
  let timeline = timelines.get(key);
  if (!timeline) {
    timeline = new ZoneTimeline(zone, start, end);
    if (timelines.size >= MAX_TIMELINES) {
      const oldest = timelines.keys().next();
      if (!oldest.done) timelines.delete(oldest.value);
    }
    timelines.set(key, timeline);
  }
  return timeline;
}

/**
 * The grid of a working day that contains a clock change: each local time of the day's grid
 * (start, start + slotMinutes, …) at every instant it occurs, in time order, kept when something
 * `lengthMinutes` long there meets the working-hours rule (one in a break is kept, flagged) and
 * does not start inside the slot before it (slot lengths that do not divide the change would
 * otherwise overlap; the earlier slot wins).
 */
function clockChangeDay(
  member: EngineMember,
  clock: ZoneTimeline,
  date: string,
  startMin: number,
  endMin: number,
  slotMinutes: number,
  lengthMinutes: number,
  visit: (start: number, minutes: number, inBreak: boolean) => void,
): void {
  const slotMs = slotMinutes * MINUTE_MS;
  const starts: number[] = [];
  for (let m = startMin; m < endMin; m += slotMinutes) starts.push(...localTimeInstants(date, m, clock));
  starts.sort((a, b) => a - b);
  let free = Number.NEGATIVE_INFINITY; // end of the last slot kept
  for (const start of starts) {
    if (start < free) continue;
    const problem = checkWithinWorkingHours(
      member.schedule,
      clock,
      start,
      start + lengthMinutes * MINUTE_MS,
      member.overrides,
      member.businessHours,
    );
    // A break of the member's or of the salon's is kept, flagged; any other misfit is no slot.
    const inBreak = problem !== null && (problem.reason === "in_break" || (problem.reason === "outside_business_hours" && problem.inBreak));
    if (problem && !inBreak) continue;
    visit(start, localReading(clock, start).minutes, inBreak);
    free = start + slotMs;
  }
}

export const withDefaults = (member: MemberCalendar, businessHours: WeeklySchedule | null | undefined): EngineMember => ({
  schedule: member.schedule,
  overrides: member.overrides ?? NO_OVERRIDES,
  timeOff: member.timeOff ?? [],
  busyTime: member.busyTime ?? [],
  businessHours: businessHours ?? null,
});

/** The hours the walk of a member's date covers: their own, narrowed to the salon's business hours. */
export const walkedHours = (member: EngineMember, date: string) =>
  bookableHoursOn(member.schedule, member.overrides, date, member.businessHours);

/**
 * One staff member's days in slots of `slotMinutes`: a slot is available when a booking of
 * slotMinutes could start there: inside the day's hours (override first; narrowed to the salon's
 * business hours if it has any), not in a break, not
 * during time off (`timeOff`) or busy time of the member's own calendars (`busy`), not on a closure (`closed`), not overlapping a booking's occupied
 * range (`bookingId`), and not in the past.
 */
export function computeAvailability(input: AvailabilityInput): DayAvailability[] {
  const { timezone, slotMinutes, bookings, now } = input;
  const member = withDefaults(input, input.businessHours);
  const closures = input.closures ?? [];
  const slotMs = slotMinutes * MINUTE_MS;
  const days: DayAvailability[] = [];
  let next = 0; // first booking that may still overlap the current or a later slot
  const clock = timelineFor(timezone, input.from, input.to);
  const dayCount = daysBetween(input.from, input.to) + 1;
  const duringTimeOff = spanCursor(member.timeOff);
  const duringBusyTime = spanCursor(member.busyTime);

  for (let i = 0; i < dayCount; i++) {
    const date = addDays(input.from, i);
    const hours = walkedHours(member, date);
    const slots: Slot[] = [];
    days.push({ date, slots });
    if (!hours) continue;
    const closed = closureOn(closures, date) !== undefined;
    walkDay(member, hours, clock, date, slotMinutes, slotMinutes, (start, minutes, inBreak) => {
      const end = start + slotMs;
      let booking = bookings[next];
      while (booking !== undefined && booking.end <= start) booking = bookings[++next];
      const taken = booking !== undefined && booking.start < end ? booking : undefined;
      const away = duringTimeOff(start, end);
      const busy = duringBusyTime(start, end);
      const slot: Slot = {
        time: formatMinutes(minutes),
        dateTime: isoOfInstant(start),
        available: !taken && !inBreak && !away && !busy && !closed && start >= now,
        break: inBreak,
        timeOff: away,
        busy,
        closed,
      };
      if (taken) slot.bookingId = taken.id;
      slots.push(slot);
    });
  }
  return days;
}

/**
 * A member who offers the service, with the time their bookings hold them (sorted by start, never
 * overlapping): each booking's occupied range, or, where the caller may book into processing
 * time, that range less its gaps.
 */
export interface ServiceMember extends MemberCalendar {
  id: string;
  busy: readonly { start: number; end: number }[];
}

export interface ServiceAvailabilityInput {
  timezone: string;
  slotMinutes: number;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /**
   * The service's processing time, as minutes after the start [from, until): the member is free
   * then, and only the rest (buffers included) must miss their busy time. Absent or []: none, or
   * gaps not offered to this caller (then the members' `busy` are their bookings' whole ranges too).
   */
  processingGaps?: readonly (readonly [number, number])[];
  /** Inclusive local dates in the provider's zone, `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** Active members who offer the service. */
  members: readonly ServiceMember[];
  closures: readonly ClosureSpan[];
  /** The salon's own opening hours, narrowing every member's; null or absent: none. */
  businessHours?: WeeklySchedule | null;
  now: number;
  /** Notice and horizon for callers bound by them; null for provider keys. */
  limits: BookingLimits | null;
  /** What each booking needs besides its member, and the units those resources have free; absent: nothing. */
  resources?: { requirements: readonly ResourceRequirement[]; units: UnitCalendar } | null;
  /**
   * Class services: seats per session, whether a booking may open a session at a free start
   * (`open`) or only join the sessions listed (`published`), and the open sessions of the service
   * with the members' ids and the seats left. The members' `busy` include every session of theirs.
   */
  classes?: ClassAvailability | null;
  /**
   * Whether the answer names the free members at each start (default true). Without, each start
   * only needs one free member: the others are not looked at once one is found there, and the
   * slots' `staffIds` are empty (a public key's answer names no members).
   */
  listMembers?: boolean;
  /**
   * Only these starts are tried (epoch ms); absent: every start of the grid. A visit's later items
   * need only the starts the items before put them at, on a grid of every minute: trying the
   * others would cost the whole minute grid's checks and answer thousands of starts unused.
   */
  onlyStarts?: ReadonlySet<number> | null;
}

export interface ClassAvailability {
  capacity: number;
  openStarts: boolean;
  sessions: readonly { staffId: string; start: number; seatsLeft: number }[];
}

export interface ServiceSlot {
  /** Start instant, epoch ms. */
  start: number;
  end: number;
  /** Members free at this time, in the order of `members`. */
  staffIds: string[];
  /** Class services: the most seats one booking can take at this time (a session's seats left, or the capacity). */
  seatsLeft?: number;
}

export interface ServiceDay {
  date: string;
  slots: ServiceSlot[];
}

/** A day's hours as a key: members with the same key walk the same grid that day. */
const hoursKey = (hours: DaySchedule) => `${hours.start}-${hours.end}${(hours.breaks ?? []).map((b) => ` ${b.start}-${b.end}`).join("")}`;

/** The members of a start when they are not listed (one array for every start: never added to). */
const NO_MEMBERS = Object.freeze([]) as unknown as string[];

/**
 * Every start time at which the whole service fits for at least one member, per local date: on
 * each member's grid (every slotMinutes from the start of their hours that day, narrowed to the
 * salon's business hours if it has any), the service lies within those hours and outside breaks, time off and closures, the time it holds
 * the member (its occupied range, buffers included, less its processing time when the caller may
 * book into gaps) meets none of the time their bookings hold them, the resources it requires have the
 * units free over that range (chooseUnits, as the booking write decides), and the start is
 * bookable now (not past; for callers bound by them, within notice and horizon). Buffers may reach outside
 * the hours and into breaks: only other bookings may not be in them.
 */
export function computeServiceAvailability(input: ServiceAvailabilityInput): ServiceDay[] {
  const { timezone, slotMinutes, durationMinutes } = input;
  const durationMs = durationMinutes * MINUTE_MS;
  const beforeMs = input.bufferBeforeMinutes * MINUTE_MS;
  const afterMs = input.bufferAfterMinutes * MINUTE_MS;
  // A service with processing time holds its member in stretches; others in one (the fast path).
  // A class session holds its member for its whole range.
  const gaps = input.classes ? [] : (input.processingGaps ?? []);
  const heldOffsets =
    gaps.length === 0 ? null : memberHeldOffsets(durationMinutes, input.bufferBeforeMinutes, input.bufferAfterMinutes, gaps);
  const { earliest, latest } = bookableWindow(input.now, input.limits);
  const dayCount = daysBetween(input.from, input.to) + 1;
  const dates: string[] = [];
  for (let i = 0; i < dayCount; i++) dates.push(addDays(input.from, i));
  const open = dates.filter((date) => closureOn(input.closures, date) === undefined);
  const byDate = new Map<string, Map<number, string[]>>(open.map((date) => [date, new Map()]));
  const clock = timelineFor(timezone, input.from, input.to);
  // Whether the resources are free at a start is the same for every member: decided once per start.
  const resourcesFree = new Map<number, boolean>();
  const needs = input.resources && input.resources.requirements.length > 0 ? input.resources : null;
  const fitsResources = (start: number): boolean => {
    if (!needs) return true;
    let free = resourcesFree.get(start);
    if (free === undefined) {
      free = needs.units.fits(needs.requirements, start - beforeMs, start + durationMs + afterMs);
      resourcesFree.set(start, free);
    }
    return free;
  };

  const classes = input.classes ?? null;
  const seatsAt = new Map<number, number>();
  const listMembers = input.listMembers ?? true;
  /** Each member's calendar and cursors: asked about later and later ranges only, date after date. */
  const calendars = (classes && !classes.openStarts ? [] : input.members).map((source) => {
    const member = withDefaults(source, input.businessHours);
    const busy = source.busy;
    let next = 0;
    const duringTimeOff = spanCursor(member.timeOff);
    const duringBusyTime = spanCursor(member.busyTime);
    /** Whether the service fits the member at `start`, their hours and breaks aside (the walk of their day checks those). */
    const freeAt = (start: number): boolean => {
      const end = start + durationMs;
      const occupiedFrom = start - beforeMs;
      let booking = busy[next];
      while (booking !== undefined && booking.end <= occupiedFrom) booking = busy[++next];
      if (heldOffsets) {
        if (
          !freeOver(
            busy,
            next,
            heldOffsets.map(([from, until]) => [start + from, start + until] as const),
          )
        )
          return false;
      } else if (booking !== undefined && booking.start < end + afterMs) return false;
      return !duringTimeOff(start, end) && !duringBusyTime(start, end) && fitsResources(start);
    };
    return { id: source.id, member, freeAt };
  });
  const offer = (starts: Map<number, string[]>, start: number, staffId: string) => {
    const staffIds = starts.get(start);
    if (!listMembers) starts.set(start, NO_MEMBERS);
    else if (staffIds) staffIds.push(staffId);
    else starts.set(start, [staffId]);
    if (classes) seatsAt.set(start, classes.capacity);
  };
  const only = input.onlyStarts ?? null;
  const bookable = (start: number, inBreak: boolean) =>
    !inBreak && start >= earliest && start <= latest && (only === null || only.has(start));

  for (const date of open) {
    const starts = byDate.get(date);
    if (!starts) throw new Error(`Broken invariant: byDate holds every open date (${date})`);
    // Without members to list, one free member at a start is enough: the members who keep the same
    // hours that day share a grid, walked once, and at each start only until one of them is free
    // (a large salon's day costs its starts, not its starts times its members). A day near a clock
    // change is walked member by member, as a listing one is.
    const nearClockChange = clock.changesWithin(wallClockMs(date, 0) - 1440 * MINUTE_MS, wallClockMs(date, 2 * 1440) + 1440 * MINUTE_MS);
    if (!listMembers && !classes && !nearClockChange) {
      const groups = new Map<string, { hours: DaySchedule; members: typeof calendars }>();
      for (const calendar of calendars) {
        const hours = walkedHours(calendar.member, date);
        if (!hours) continue;
        const key = hoursKey(hours);
        const group = groups.get(key);
        if (group) group.members.push(calendar);
        else groups.set(key, { hours, members: [calendar] });
      }
      for (const { hours, members } of groups.values()) {
        const [first] = members;
        if (!first) continue;
        walkDay(first.member, hours, clock, date, slotMinutes, durationMinutes, (start, _minutes, inBreak) => {
          if (!bookable(start, inBreak) || starts.has(start)) return;
          for (const calendar of members) {
            if (calendar.freeAt(start)) return offer(starts, start, calendar.id);
          }
        });
      }
      continue;
    }
    for (const calendar of calendars) {
      const hours = walkedHours(calendar.member, date);
      if (!hours) continue;
      walkDay(calendar.member, hours, clock, date, slotMinutes, durationMinutes, (start, _minutes, inBreak) => {
        if (!bookable(start, inBreak)) return;
        // A start another member already takes: nothing more to learn here when members are not listed.
        if (!listMembers && starts.has(start)) return;
        if (calendar.freeAt(start)) offer(starts, start, calendar.id);
      });
    }
  }

  // Class sessions with seats left: offered at their start to their member (their resources and
  // time are the session's already), within the caller's window, on open dates.
  if (classes) {
    const order = new Map(input.members.map((m, i) => [m.id, i]));
    for (const session of classes.sessions) {
      if (session.seatsLeft <= 0 || session.start < earliest || session.start > latest || !order.has(session.staffId)) continue;
      const starts = byDate.get(localReading(clock, session.start).date);
      if (!starts) continue;
      const staffIds = starts.get(session.start);
      if (!staffIds) starts.set(session.start, listMembers ? [session.staffId] : NO_MEMBERS);
      else if (listMembers && !staffIds.includes(session.staffId)) {
        staffIds.push(session.staffId);
        staffIds.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
      }
      seatsAt.set(session.start, Math.max(seatsAt.get(session.start) ?? 0, session.seatsLeft));
    }
  }

  // Every date of the range is listed; a closed one (like a day nobody works) has no slots.
  return dates.map((date) => ({
    date,
    slots: [...(byDate.get(date) ?? [])]
      .sort(([a], [b]) => a - b)
      .map(([start, staffIds]) => {
        const seatsLeft = seatsAt.get(start);
        return seatsLeft === undefined
          ? { start, end: start + durationMs, staffIds }
          : { start, end: start + durationMs, staffIds, seatsLeft };
      }),
  }));
}

/**
 * The provider's days of slots, told in another time zone: each slot under its local date in
 * `zone`, for every date `from`..`to` there (dates without slots listed empty). A visitor in
 * another zone picks dates and times in their own zone; the provider's hours stay where they are.
 */
export function regroupByLocalDate<S extends ServiceSlot>(
  days: readonly { date: string; slots: readonly S[] }[],
  zone: string,
  from: string,
  to: string,
): { date: string; slots: S[] }[] {
  const byDate = new Map<string, S[]>();
  for (let date = from; date <= to; date = addDays(date, 1)) byDate.set(date, []);
  const clock = clockOf(zone);
  for (const day of days) for (const slot of day.slots) byDate.get(localReading(clock, slot.start).date)?.push(slot);
  return [...byDate].map(([date, slots]) => ({ date, slots: slots.sort((a, b) => a.start - b.start) }));
}
