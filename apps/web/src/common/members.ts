// A booking's members in words: one name, or two joined by " & " ("Ann & Bob") for a two-person
// service, the way the service's own messages and calendar files name them, the ampersand reading
// the same in every language. Plain, so that it is tested without a browser.

export interface Named {
  id: string;
  name: string;
}

/** Names by id from the pages of a list read so far; `missing` are the ids to look up one by one. */
export function namesOf(ids: readonly string[], loaded: readonly Named[] | undefined) {
  const names = new Map((loaded ?? []).map((item) => [item.id, item.name]));
  return { names, missing: [...new Set(ids)].filter((id) => !names.has(id)) };
}

/** What a booking says of its members: the first (`staff`) and every member's id, first first. */
export interface BookingMembers {
  staff: Named;
  staffIds: readonly string[];
}

/** Names joined as the service joins them: "Ann", "Ann & Bob". */
export const membersNamed = (names: readonly string[]): string => names.join(" & ");

/** The booking's members other than the first: the ids whose names must be found elsewhere. */
export const otherMembersOf = (bookings: readonly BookingMembers[]): string[] => [
  ...new Set(bookings.flatMap((b) => b.staffIds.filter((id) => id !== b.staff.id))),
];

/**
 * The booking's members by name, first first ("Ann & Bob"): the first as the booking names them,
 * each other from `names`, else `unknown` (a name the viewer may not read, such as another
 * member's for a stylist).
 */
export function bookingMembersNamed(booking: BookingMembers, names: ReadonlyMap<string, string>, unknown: string): string {
  const others = booking.staffIds.filter((id) => id !== booking.staff.id).map((id) => names.get(id) ?? unknown);
  return membersNamed([booking.staff.name, ...others]);
}
