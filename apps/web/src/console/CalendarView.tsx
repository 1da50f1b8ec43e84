// The salon's calendar, the console's first screen: a day (or a week) as a time grid with the
// members side by side, each booking a block (its start and end, service, customer, seats of a
// class and the rooms it holds), the members' working hours light on shaded non-working time, and
// the busy time their own calendars show hatched. A phone shows one member at a time, chosen with
// the picker, the buttons beside it or a sideways swipe. Clicking a booking opens its details.
// Admins and managers move a booking by dragging it (on a desktop) to another time and/or another
// member's column, or by the keyboard (arrow keys, then Enter); the move is the same request as the
// move form's, and a refusal is shown as it shows them while the block goes back. A two-person
// booking stands in both its members' columns, named by both; what moving either block asks for is
// calendarMove's (calendar-moves.ts). A staff member sees their own column only. Times are the
// salon's.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from "react";
import { useQueries, useQueryClient } from "@tanstack/react-query";
import { localTimeToInstant } from "@booking/client";
import { useTRPC, useTRPCClient, type RouterOutputs } from "@booking/client/react";
import { addDays, clockTime, shortDate, todayIn } from "../common/dates";
import { useI18n } from "../i18n/I18n";
import { problemOf } from "../common/errors";
import { MoreOf, usePagedList } from "../common/PagedList";
import { statusName } from "../common/words";
import { useBookingMembers } from "../common/salon-lists";
import { membersNamed } from "../common/members";
import { calendarMove, membersAfter, type CalendarMove } from "./calendar-moves";
import { BookingDetails } from "./BookingDetails";
import type { ConsoleMe } from "./Console";
import { dayMarks } from "./day-marks";
import { MemberSelect, QueryProblem } from "./ui";
import { mondayOf } from "./WeekView";
import {
  clockOf,
  dropAt,
  gridHours,
  lanesOf,
  minutesInto,
  nudge,
  placement,
  segmentsOf,
  workingSpans,
  type ColumnEdges,
  type Drop,
  type GridGeometry,
  type MinuteSpan,
  type NudgeKey,
} from "./calendar-layout";
import "./calendar.css";

type Booking = RouterOutputs["bookings"]["list"]["data"][number];
interface Member {
  id: string;
  name: string;
}
interface Column {
  date: string;
  member: Member;
}
/** A booking's block in one member's column (a two-person booking has one in each member's). */
interface Placed {
  /** The block's own key: the booking's id and the member's. */
  key: string;
  booking: Booking;
  /** The member whose column the block stands in. */
  memberId: string;
  column: number;
  span: MinuteSpan;
}
/** A booking shown somewhere else than where it is: while dragged or moved by keys, and while its move is saved. */
interface Draft extends Drop {
  /** The block moved (Placed.key), and its booking's id. */
  key: string;
  id: string;
  by: "pointer" | "keys";
  saving: boolean;
}

/** The width of the hours' column at the grid's left ("10:00 AM" fits). */
const GUTTER = "4.5rem";
/** Pixels per minute of the grid: an hour is 72 px (a 30-minute booking has room for two lines). */
const PIXELS_PER_MINUTE = 1.2;
/** Statuses the calendar shows (cancelled bookings free their time and leave it). */
const SHOWN = ["pending", "confirmed", "completed", "no_show"] as const;
const NUDGE_KEYS = new Set<string>(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "PageUp", "PageDown"]);
/** How far (px) a pointer travels before a press becomes a drag, and a swipe must go to change member. */
const DRAG_START = 4;
const SWIPE = 60;

/** Whether the screen is a phone's (one member at a time, no dragging). */
function useNarrow(): boolean {
  const query = "(max-width: 640px)";
  const [narrow, setNarrow] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const changed = () => setNarrow(media.matches);
    media.addEventListener("change", changed);
    return () => media.removeEventListener("change", changed);
  }, []);
  return narrow;
}

const movable = (b: Booking) => b.status === "pending" || b.status === "confirmed";

export function CalendarView({ me, pending, onShowPending }: { me: ConsoleMe; pending: number | undefined; onShowPending: () => void }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { t, lang } = useI18n();
  const zone = me.provider.timezone;
  const manages = me.staffMember.role !== "staff";
  const narrow = useNarrow();
  const [mode, setMode] = useState<"day" | "week">("day");
  const [date, setDate] = useState(() => todayIn(zone));
  const [shownId, setShownId] = useState(me.staffMember.id);
  const [openId, setOpenId] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const instructionsId = useId();
  const modeName = useId();

  // Whose columns: every member for admins and managers, their own for a staff member.
  const staffInput = { limit: 100, active: true };
  const staff = usePagedList(trpc.staff.list.queryKey(staffInput), (page) => client.staff.list.query({ ...staffInput, page }), {
    enabled: manages,
  });
  const self: Member = { id: me.staffMember.id, name: me.staffMember.name };
  const listed: Member[] = manages ? (staff.items ?? []).map((m) => ({ id: m.id, name: m.name })) : [self];
  const members = listed.length > 0 ? listed : [self];
  const shownIndex = Math.max(
    0,
    members.findIndex((m) => m.id === shownId),
  );
  const visible = narrow ? [members[shownIndex] ?? self] : members;

  const from = mode === "day" ? date : mondayOf(date);
  const to = mode === "day" ? date : addDays(from, 6);
  const dates = mode === "day" ? [from] : Array.from({ length: 7 }, (_, i) => addDays(from, i));
  const columns: Column[] = dates.flatMap((d) => visible.map((member) => ({ date: d, member })));

  const bookingsInput = { from, to, status: [...SHOWN], limit: 100, ...(manages ? {} : { staffId: me.staffMember.id }) };
  const bookings = usePagedList(trpc.bookings.list.queryKey(bookingsInput), (page) =>
    client.bookings.list.query({ ...bookingsInput, page }),
  );
  const schedules = useQueries({ queries: visible.map((m) => trpc.staff.schedule.queryOptions({ id: m.id, from, to })) });
  const resourceIds = [...new Set((bookings.items ?? []).flatMap((b) => b.resources.map((r) => r.resourceId)))];
  // Staff members may not read resources: their blocks go without room names.
  const resources = useQueries({ queries: resourceIds.map((id) => ({ ...trpc.resources.get.queryOptions({ id }), enabled: manages })) });
  const resourceNames = new Map(resources.flatMap((r) => (r.data ? [[r.data.data.id, r.data.data.name] as const] : [])));
  const slotsOf = (column: Column) =>
    schedules[visible.findIndex((m) => m.id === column.member.id)]?.data?.data.schedule.find((d) => d.date === column.date)?.slots ?? [];

  // What each column holds, in minutes into its day.
  const slotMinutes = me.provider.slotMinutes;
  const columnMarks = columns.map((column) => {
    const slots = slotsOf(column);
    const marks = dayMarks(slots, slotMinutes);
    return {
      working: workingSpans(column.date, slots, slotMinutes, zone),
      busy: marks.busy.map((span) => ({ ...span, minutes: spanIn(column.date, span, zone) })),
      closed: marks.closed,
    };
  });
  const membersOf = useBookingMembers(bookings.items ?? [], { canList: manages, self });
  const unknownMember = t("console.booking.anotherMember");
  /** A member's name by id, as the columns name them. */
  const nameOf = (id: string, booking: Booking) =>
    members.find((m) => m.id === id)?.name ?? (id === booking.staff.id ? booking.staff.name : unknownMember);
  // Each booking in its member's column, a two-person booking in both its members'.
  const placed: Placed[] = (bookings.items ?? []).flatMap((booking) => {
    const day = todayIn(zone, new Date(booking.dateTime));
    const span = spanIn(day, { start: booking.dateTime, end: booking.endTime }, zone);
    return booking.staffIds.flatMap((memberId) => {
      const column = columns.findIndex((c) => c.date === day && c.member.id === memberId);
      return column === -1 ? [] : [{ key: `${booking.id}:${memberId}`, booking, memberId, column, span }];
    });
  });
  const hours = gridHours([...columnMarks.flatMap((m) => m.working), ...placed.map((p) => p.span)]);
  const lanes = new Map(
    columns.flatMap((_, index) =>
      [...lanesOf(placed.filter((p) => p.column === index).map((p) => ({ id: p.key, ...p.span })))].map(
        ([id, lane]) => [id, lane] as const,
      ),
    ),
  );
  const problemReading = [bookings.error, staff.error, ...schedules.map((s) => s.error)].find(Boolean);

  // The grid as a drag measures it.
  const bodyRef = useRef<HTMLDivElement>(null);
  const columnRefs = useRef<(HTMLDivElement | null)[]>([]);
  const geometry = (): GridGeometry | null => {
    const element = bodyRef.current;
    if (!element) return null;
    const body = element.getBoundingClientRect();
    const edges: ColumnEdges[] = [];
    for (const [i] of columns.entries()) {
      const rect = columnRefs.current[i]?.getBoundingClientRect();
      if (!rect) return null;
      edges.push({ left: rect.left, right: rect.right });
    }
    return {
      columns: edges,
      // The hours run inside the grid's borders.
      top: body.top + element.clientTop,
      pixelsPerMinute: element.clientHeight / (hours.end - hours.start),
      hours,
    };
  };

  const when = (column: Column, start: number) => {
    const instant = localTimeToInstant(column.date, clockOf(start), zone).toISOString();
    return { instant, words: `${shortDate(column.date, lang)} ${clockTime(instant, zone, lang)}` };
  };

  /** What dropping `item` at `target` asks for (calendar-moves.ts), and the booking's members in words after it. */
  const moveOf = (item: Placed, target: Drop): { move: CalendarMove; members: string } | null => {
    const column = columns[target.column];
    if (!column) return null;
    const sameTime = new Date(when(column, target.start).instant).getTime() === new Date(item.booking.dateTime).getTime();
    const move = calendarMove(item.booking, item.memberId, column.member.id, sameTime);
    const after = move.kind === "refused" ? [column.member.id] : membersAfter(item.booking.staffIds, move);
    return { move, members: membersNamed(after.map((id) => nameOf(id, item.booking))) };
  };

  /** Saves a move as the move form does; a refusal is said and the block goes back. */
  const save = async (item: Placed, target: Drop) => {
    const { booking } = item;
    const column = columns[target.column];
    const asked = moveOf(item, target);
    if (!column || !asked || asked.move.kind === "unchanged") return setDraft(null);
    const { move } = asked;
    const { instant, words } = when(column, target.start);
    setProblem(null);
    setDone(null);
    if (move.kind === "refused") {
      // Said before anything is sent: the service never changes the second member.
      const member = move.why === "secondStays" ? nameOf(item.memberId, booking) : column.member.name;
      setProblem(t(move.why === "secondStays" ? "console.agenda.secondStays" : "console.agenda.alreadyOnIt", { member }));
      return setDraft(null);
    }
    setDraft({ key: item.key, id: booking.id, ...target, by: "keys", saving: true });
    try {
      await client.bookings.update.mutate({ id: booking.id, dateTime: instant, ...(move.staffId ? { staffId: move.staffId } : {}) });
      await Promise.all([
        queryClient.invalidateQueries(trpc.bookings.pathFilter()),
        queryClient.invalidateQueries(trpc.staff.pathFilter()),
      ]);
      setDone(t("console.agenda.moved", { member: asked.members, when: words }));
    } catch (error) {
      setProblem(problemOf(error, t));
    } finally {
      setDraft(null);
    }
  };

  // Dragging (desktop, admins and managers): a press that travels becomes a drag; the click that
  // ends it opens nothing.
  const press = useRef<{ key: string; x: number; y: number; grabbed: number; dragging: boolean } | null>(null);
  const swallowClick = useRef(false);
  /** The click that follows this pointerup (if any: it comes at once) opens nothing. */
  const swallowNextClick = () => {
    swallowClick.current = true;
    setTimeout(() => (swallowClick.current = false), 0);
  };
  const startDrag = (event: ReactPointerEvent<HTMLButtonElement>, item: Placed) => {
    if (narrow || !manages || !movable(item.booking) || event.button !== 0 || draft?.saving) return;
    const grid = geometry();
    if (!grid) return;
    const length = item.span.end - item.span.start;
    const rect = event.currentTarget.getBoundingClientRect();
    press.current = {
      key: item.key,
      x: event.clientX,
      y: event.clientY,
      grabbed: (event.clientY - rect.top) / grid.pixelsPerMinute,
      dragging: false,
    };
    const moved = (e: PointerEvent) => {
      const p = press.current;
      if (!p) return;
      if (!p.dragging && Math.hypot(e.clientX - p.x, e.clientY - p.y) < DRAG_START) return;
      p.dragging = true;
      const g = geometry();
      if (g)
        setDraft({ key: p.key, id: item.booking.id, ...dropAt(g, e.clientX, e.clientY, p.grabbed, length), by: "pointer", saving: false });
    };
    const released = (e: PointerEvent) => {
      window.removeEventListener("pointermove", moved);
      window.removeEventListener("pointerup", released);
      window.removeEventListener("pointercancel", cancelled);
      const p = press.current;
      press.current = null;
      if (!p?.dragging) return;
      swallowNextClick();
      const g = geometry();
      if (g) void save(item, dropAt(g, e.clientX, e.clientY, p.grabbed, length));
      else setDraft(null);
    };
    const cancelled = () => {
      window.removeEventListener("pointermove", moved);
      window.removeEventListener("pointerup", released);
      window.removeEventListener("pointercancel", cancelled);
      press.current = null;
      setDraft(null);
    };
    window.addEventListener("pointermove", moved);
    window.addEventListener("pointerup", released);
    window.addEventListener("pointercancel", cancelled);
  };

  // Moving by keys: the arrows place the block, Enter saves, Escape puts it back.
  const keyed = (event: KeyboardEvent<HTMLButtonElement>, item: Placed) => {
    if (!manages || !movable(item.booking) || draft?.saving) return;
    const length = item.span.end - item.span.start;
    const current: Drop = draft?.key === item.key ? draft : { column: item.column, start: item.span.start };
    if (NUDGE_KEYS.has(event.key)) {
      event.preventDefault();
      setProblem(null);
      setDone(null);
      const drop = nudge(current, event.key as NudgeKey, columns.length, length);
      setDraft({ key: item.key, id: item.booking.id, ...drop, by: "keys", saving: false });
    } else if (event.key === "Enter" && draft?.key === item.key) {
      event.preventDefault();
      void save(item, current);
    } else if (event.key === "Escape" && draft?.key === item.key) {
      event.preventDefault();
      setDraft(null);
    }
  };

  // A sideways swipe on a phone shows the next or previous member.
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const showMember = (step: number) => {
    const next = members[(shownIndex + step + members.length) % members.length];
    if (next) setShownId(next.id);
  };
  const swipeStart = (event: ReactPointerEvent) => {
    if (narrow && members.length > 1) swipe.current = { x: event.clientX, y: event.clientY };
  };
  const swipeEnd = (event: ReactPointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE || Math.abs(dx) < 1.5 * Math.abs(dy)) return;
    // A swipe that began on a block opens nothing.
    swallowNextClick();
    showMember(dx < 0 ? 1 : -1);
  };

  const draftBooking = draft ? placed.find((p) => p.key === draft.key) : undefined;
  const draftAsked = draft && draftBooking ? moveOf(draftBooking, draft) : null;
  /**
   * Where a block stands now: where it is dropped while moved; the other block of a two-person
   * booking being moved follows it in time in its own member's column (unless the move is refused).
   */
  const placeOf = (item: Placed): Drop & { moving: boolean } => {
    if (draft?.key === item.key) return { column: draft.column, start: draft.start, moving: true };
    const target = draft && draft.id === item.booking.id ? columns[draft.column] : undefined;
    if (!draft || !target || draftAsked?.move.kind === "refused") return { column: item.column, start: item.span.start, moving: false };
    const column = columns.findIndex((c) => c.date === target.date && c.member.id === item.memberId);
    return column === -1 ? { column: item.column, start: item.span.start, moving: false } : { column, start: draft.start, moving: true };
  };
  const draftColumn = draft ? columns[draft.column] : undefined;
  const opened = openId ? (bookings.items ?? []).find((b) => b.id === openId) : undefined;
  const shift = (days: number) => setDate(addDays(date, mode === "day" ? days : 7 * days));
  const length = hours.end - hours.start;
  const hourMarks = Array.from({ length: length / 60 + 1 }, (_, i) => hours.start + i * 60).filter((m) => m < 24 * 60);
  const template = `${GUTTER} repeat(${columns.length}, minmax(0, 1fr))`;
  // A week's many columns keep a readable width; the grid then scrolls sideways inside its frame.
  const minWidth = mode === "week" ? `calc(${GUTTER} + ${columns.length * (narrow ? 2.75 : 4.5)}rem)` : undefined;

  return (
    <section className="card" aria-labelledby="calendar-heading">
      <div className="week-nav">
        <h2 id="calendar-heading">
          {t("console.agenda.heading")}{" "}
          <small>{mode === "day" ? shortDate(from, lang) : `${shortDate(from, lang)} – ${shortDate(to, lang)}`}</small>
        </h2>
        <div>
          <button type="button" onClick={() => shift(-1)}>
            {t("console.agenda.earlier")}
          </button>
          <button type="button" onClick={() => setDate(todayIn(zone))}>
            {t("console.agenda.now")}
          </button>
          <button type="button" onClick={() => shift(1)}>
            {t("console.agenda.later")}
          </button>
        </div>
      </div>
      {pending !== undefined && (
        <p data-testid="pending-count">
          {pending > 0 ? (
            <button type="button" className="link" onClick={onShowPending}>
              {t("console.agenda.pending", { count: pending })}
            </button>
          ) : (
            <span className="muted">{t("console.agenda.pending", { count: 0 })}</span>
          )}
        </p>
      )}
      <div className="row calendar-controls">
        <fieldset className="calendar-mode">
          <legend>{t("console.agenda.show")}</legend>
          <label className="check">
            <input type="radio" name={modeName} checked={mode === "day"} onChange={() => setMode("day")} />
            {t("console.agenda.oneDay")}
          </label>
          <label className="check">
            <input type="radio" name={modeName} checked={mode === "week"} onChange={() => setMode("week")} />
            {t("console.agenda.wholeWeek")}
          </label>
        </fieldset>
        <label>
          {t("console.field.date")}
          <input type="date" value={date} required onChange={(e) => e.target.value && setDate(e.target.value)} />
        </label>
      </div>
      {narrow && members.length > 1 && (
        <div className="calendar-member">
          <button type="button" className="secondary" onClick={() => showMember(-1)} aria-label={t("console.agenda.previousMember")}>
            ←
          </button>
          <MemberSelect label={t("console.agenda.member")} value={members[shownIndex]?.id} members={members} onChange={setShownId} />
          <button type="button" className="secondary" onClick={() => showMember(1)} aria-label={t("console.agenda.nextMember")}>
            →
          </button>
        </div>
      )}
      {manages && <MoreOf list={staff} testId="more-calendar-members" />}
      <QueryProblem error={problemReading} />
      {manages && !narrow && (
        <p id={instructionsId} className="muted calendar-hint">
          {t("console.agenda.keys")}
        </p>
      )}
      {/* Focusable: a week of many columns scrolls sideways here, by keyboard too. */}
      <div className="calendar-scroll" role="region" aria-label={t("console.agenda.grid")} tabIndex={0}>
        <div className="agenda-grid" data-testid="calendar" data-mode={mode} style={{ minWidth }}>
          <div className="calendar-head" style={{ gridTemplateColumns: template }}>
            <span />
            {columns.map((column, index) => (
              <div
                key={`${column.date}:${column.member.id}`}
                className="calendar-column-head"
                data-testid={`column-${column.member.id}-${column.date}`}
              >
                <strong>{column.member.name}</strong>
                {mode === "week" && <span>{shortDate(column.date, lang)}</span>}
                {columnMarks[index]?.closed ? (
                  <span className="muted">{t("console.week.closed")}</span>
                ) : (
                  !schedules.some((s) => s.isPending) &&
                  columnMarks[index]?.working.length === 0 && <span className="muted">{t("console.week.notWorking")}</span>
                )}
              </div>
            ))}
          </div>
          <div
            className="calendar-body"
            ref={bodyRef}
            data-hours-start={hours.start}
            style={{ gridTemplateColumns: template, height: `${length * PIXELS_PER_MINUTE}px` }}
            onPointerDown={swipeStart}
            onPointerUp={swipeEnd}
            onPointerCancel={() => (swipe.current = null)}
          >
            <div className="calendar-gutter" aria-hidden="true">
              {hourMarks.map((minute) => (
                <span key={minute} style={{ top: `${placement({ start: minute, end: minute }, hours).top * 100}%` }}>
                  {clockTime(localTimeToInstant(from, clockOf(minute), zone).toISOString(), zone, lang)}
                </span>
              ))}
            </div>
            {columns.map((column, index) => (
              <div
                key={`${column.date}:${column.member.id}`}
                className="calendar-column"
                data-testid={`slots-${column.member.id}-${column.date}`}
                ref={(element) => {
                  columnRefs.current[index] = element;
                }}
              >
                {hourMarks.map((minute) => (
                  <span
                    key={minute}
                    className="calendar-hour-line"
                    style={{ top: `${placement({ start: minute, end: minute }, hours).top * 100}%` }}
                  />
                ))}
                {columnMarks[index]?.working.map((span) => (
                  <span key={span.start} className="calendar-working" style={position(span, hours)} />
                ))}
                {columnMarks[index]?.busy.map((busy) => (
                  <span key={busy.start} className="calendar-busy" style={position(busy.minutes, hours)} data-testid="calendar-busy">
                    <span className="visually-hidden">
                      {t("console.week.busy", { from: clockTime(busy.start, zone, lang), to: clockTime(busy.end, zone, lang) })}
                    </span>
                  </span>
                ))}
              </div>
            ))}
            {placed.map((item) => {
              const { booking } = item;
              const here = placeOf(item);
              const span = { start: here.start, end: here.start + (item.span.end - item.span.start) };
              const lane = here.moving ? { lane: 0, lanes: 1 } : (lanes.get(item.key) ?? { lane: 0, lanes: 1 });
              const couple = booking.staffIds.length > 1;
              const place = placement(span, hours);
              const left = (here.column + lane.lane / lane.lanes) / columns.length;
              const width = 1 / (columns.length * lane.lanes);
              const rooms = booking.resources.map((r) => resourceNames.get(r.resourceId)).filter(Boolean);
              return (
                <button
                  key={item.key}
                  type="button"
                  className={`calendar-booking is-${booking.status}${here.moving ? " moving" : ""}`}
                  // The first member's block is the booking's; a second member's is told apart.
                  data-testid={
                    item.memberId === booking.staff.id ? `calendar-booking-${booking.id}` : `calendar-booking-${booking.id}-second`
                  }
                  data-column={here.column}
                  style={{
                    top: `${place.top * 100}%`,
                    height: `${place.height * 100}%`,
                    left: `calc(${GUTTER} + (100% - ${GUTTER}) * ${left})`,
                    width: `calc((100% - ${GUTTER}) * ${width})`,
                  }}
                  aria-expanded={openId === booking.id}
                  aria-describedby={manages && movable(booking) && !narrow ? instructionsId : undefined}
                  onPointerDown={(e) => startDrag(e, item)}
                  onKeyDown={(e) => keyed(e, item)}
                  onClick={() => {
                    if (swallowClick.current) return;
                    setOpenId((id) => (id === booking.id ? null : booking.id));
                  }}
                >
                  {/* Each part of the booking's time (one today; a gap of processing time later) drawn in the block. */}
                  {segmentsOf(span).map((segment) => (
                    <span
                      key={segment.start}
                      aria-hidden="true"
                      className={`calendar-segment segment-${segment.kind}`}
                      style={{
                        top: `${((segment.start - span.start) / (span.end - span.start)) * 100}%`,
                        height: `${((segment.end - segment.start) / (span.end - span.start)) * 100}%`,
                      }}
                    />
                  ))}
                  <span className="calendar-booking-text">
                    <strong>
                      {t("console.agenda.time", {
                        from: clockTime(booking.dateTime, zone, lang),
                        to: clockTime(booking.endTime, zone, lang),
                      })}
                    </strong>{" "}
                    <span>{booking.service.name}</span> <span>{booking.customer.name}</span>
                    {booking.sessionId !== null && <span> · {t("console.agenda.seats", { count: booking.seats })}</span>}
                    {rooms.length > 0 && <span> · {rooms.join(", ")}</span>}
                    {couple && <span> · {membersOf(booking)}</span>}
                    <span className="visually-hidden">
                      {" "}
                      ({statusName(booking.status, t)}
                      {!couple && (mode === "week" || !narrow) ? `, ${booking.staff.name}` : ""})
                    </span>
                  </span>
                </button>
              );
            })}
          </div>
        </div>
      </div>
      {bookings.isPending && <p>{t("console.loading")}</p>}
      <MoreOf list={bookings} testId="more-calendar-bookings" />
      <div aria-live="polite" className="calendar-live">
        {draft && draftAsked && draftColumn && draft.by === "keys" && !draft.saving && (
          <p className="muted">{t("console.agenda.draft", { member: draftAsked.members, when: when(draftColumn, draft.start).words })}</p>
        )}
        {draft?.saving && <p className="muted">{t("console.agenda.saving")}</p>}
        {done && (
          <p role="status" className="ok">
            {done}
          </p>
        )}
      </div>
      {problem && (
        <p role="alert" className="error" data-testid="calendar-problem">
          {problem}
        </p>
      )}
      {opened && (
        <div className="calendar-details">
          <div className="week-nav">
            <h3>
              {t("console.agenda.time", { from: clockTime(opened.dateTime, zone, lang), to: clockTime(opened.endTime, zone, lang) })}{" "}
              {t("console.booking.forCustomer", { service: opened.service.name, customer: opened.customer.name })}
            </h3>
            <button type="button" className="link" onClick={() => setOpenId(null)}>
              {t("console.agenda.close")}
            </button>
          </div>
          <BookingDetails bookingId={opened.id} zone={zone} currency={me.provider.currency} manages={manages} self={self} />
        </div>
      )}
    </section>
  );
}

/** A span of instants in minutes into `date`'s day. */
function spanIn(date: string, span: { start: string; end: string }, zone: string): MinuteSpan {
  return { start: minutesInto(date, span.start, zone), end: minutesInto(date, span.end, zone) };
}

/** A shaded span's place in its column. */
function position(span: MinuteSpan, hours: MinuteSpan) {
  const place = placement(span, hours);
  return { top: `${place.top * 100}%`, height: `${place.height * 100}%` };
}
