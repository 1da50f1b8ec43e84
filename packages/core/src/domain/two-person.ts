// Two-person services (a couples massage, a bride with two stylists): one booking holds two
// members at once. A start is offered only where two members who offer the service are free, and,
// when one member is asked for, where they are one of them.
import type { ServiceDay } from "./availability";
import type { ExplainedDay } from "./availability-explain";

/**
 * The days' starts a two-person booking can take: those with at least two free members (the
 * engine's slots, listing their members), including `staffId` when one is asked for. Without
 * `listMembers` the answer names no members, as a public key's does.
 */
export function startsForTwo(days: readonly ServiceDay[], staffId: string | undefined, listMembers: boolean): ServiceDay[] {
  return days.map((day) => ({
    date: day.date,
    slots: day.slots
      .filter((slot) => slot.staffIds.length >= 2 && (staffId === undefined || slot.staffIds.includes(staffId)))
      .map((slot) => (listMembers ? slot : { ...slot, staffIds: [] })),
  }));
}

/**
 * Why not, for a two-person service: a member's start that is free for them alone stays available
 * only where another member who offers the service is free then too; else it is out for
 * `no_member_free` (the rule a booking there is refused for).
 */
export function explainForTwo<M extends ExplainedDay & { staffId: string }>(members: readonly M[]): M[] {
  const freeAt = new Map<number, number>();
  for (const member of members)
    for (const start of member.starts) if (start.available) freeAt.set(start.start, (freeAt.get(start.start) ?? 0) + 1);
  return members.map((member) => ({
    ...member,
    starts: member.starts.map((start) =>
      start.available && (freeAt.get(start.start) ?? 0) < 2 ? { ...start, available: false, rules: ["no_member_free" as const] } : start,
    ),
  }));
}

/**
 * The members a booking holds, as messages and calendar events name them: "Anna" for one,
 * "Anna & Ben" for a two-person booking (the ampersand reads the same in every language served).
 */
export function membersNamed(first: string, second: string | null | undefined): string {
  return second ? `${first} & ${second}` : first;
}
