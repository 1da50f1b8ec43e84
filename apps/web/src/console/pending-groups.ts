// The visits and series of which two or more bookings wait for the salon's confirmation: each is
// confirmed whole in one go (the customer told once, not once per booking).

interface Waiting {
  id: string;
  dateTime: string;
  visitId: string | null;
  seriesId: string | null;
  customer: { name: string };
}

/** A visit's or a series' bookings waiting together, earliest first. */
export interface PendingGroup {
  kind: "visit" | "series";
  id: string;
  customer: string;
  bookingIds: string[];
}

/** The groups of `waiting` (pending bookings) with two or more bookings each, in the order of their earliest booking. */
export function pendingGroups(waiting: readonly Waiting[]): PendingGroup[] {
  // Met earliest first, so the groups come in the order of their earliest booking.
  const groups = new Map<string, PendingGroup>();
  for (const booking of [...waiting].sort((a, b) => (a.dateTime < b.dateTime ? -1 : a.dateTime > b.dateTime ? 1 : 0))) {
    const kind = booking.visitId ? "visit" : booking.seriesId ? "series" : null;
    const id = booking.visitId ?? booking.seriesId;
    if (!kind || !id) continue;
    const key = `${kind}/${id}`;
    const group = groups.get(key);
    if (group) group.bookingIds.push(booking.id);
    else groups.set(key, { kind, id, customer: booking.customer.name, bookingIds: [booking.id] });
  }
  return [...groups.values()].filter((group) => group.bookingIds.length > 1);
}
