// What a booking's block dropped in the calendar asks the service for. A two-person booking stands
// in both its members' columns; the service moves both members together and can give the booking
// another first member (`staffId`), but never changes the second one, nor makes them the first. So
// a block moved in its own member's column (another time, or another day of a week) moves the
// booking in time and keeps both members; the first member's block taken to another member's
// column gives that member the booking in the first one's place; the second member's block taken
// to another column is refused here, in words, before anything is sent.

/** A drop's request: nothing, a move (to a new first member with `staffId`), or a refusal and why. */
export type CalendarMove =
  { kind: "unchanged" } | { kind: "move"; staffId?: string } | { kind: "refused"; why: "secondStays" | "alreadyOnIt" };

/**
 * The request for a block of `booking` that stood in `from`'s column and was dropped in `to`'s;
 * `sameTime` when it starts where it started.
 */
export function calendarMove(booking: { staffIds: readonly string[] }, from: string, to: string, sameTime: boolean): CalendarMove {
  if (to === from) return sameTime ? { kind: "unchanged" } : { kind: "move" };
  if (from !== booking.staffIds[0]) return { kind: "refused", why: "secondStays" };
  if (booking.staffIds.includes(to)) return { kind: "refused", why: "alreadyOnIt" };
  return { kind: "move", staffId: to };
}

/** The booking's members after the move, first first: the new first member in the old one's place. */
export function membersAfter(staffIds: readonly string[], move: CalendarMove): string[] {
  if (move.kind !== "move" || move.staffId === undefined) return [...staffIds];
  return [move.staffId, ...staffIds.slice(1)];
}
