// A booking's history as people read it: each stored line (the event a change recorded, with its
// data) becomes one entry naming the change, what it set and who made it. Plain, so the same
// reading serves the API and its tests.
import type { BookedBy, BookingStatus } from "@booking/db";

/** The changes a booking's history tells, in the words the API uses. */
export const HISTORY_CHANGES = [
  "held",
  "created",
  "confirmed",
  "moved",
  "cancelled",
  "restored",
  "completed",
  "no_show",
  "paid",
  "refunded",
  "reviewed",
] as const;
export type HistoryChange = (typeof HISTORY_CHANGES)[number];

/** Each recorded event's change; events not listed (none today) are left out of the history. */
const CHANGE_OF_EVENT: Record<string, HistoryChange> = {
  "booking.held": "held",
  "booking.awaiting_payment": "held",
  "booking.created": "created",
  "booking.confirmed": "confirmed",
  "booking.rescheduled": "moved",
  "booking.cancelled": "cancelled",
  "booking.restored": "restored",
  "booking.completed": "completed",
  "booking.no_show": "no_show",
  "payment.received": "paid",
  "payment.refunded": "refunded",
  "review.created": "reviewed",
};

/** A stored line: the event and its data, when, and the console member who made it. */
export interface HistoryLine {
  event: string;
  data: Record<string, unknown>;
  occurredAt: Date;
  byStaff: { id: string; name: string } | null;
}

export interface HistoryEntry {
  change: HistoryChange;
  occurredAt: string;
  /** The booking's status after the change, when the change set one. */
  status: BookingStatus | null;
  dateTime: string | null;
  previousDateTime: string | null;
  staffId: string | null;
  reason: string | null;
  amount: number | null;
  currency: string | null;
  method: string | null;
  rating: number | null;
  changedBy: "provider" | "customer" | null;
  byStaffMember: { id: string; name: string } | null;
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
const number = (value: unknown): number | null => (typeof value === "number" ? value : null);

/** Who made a change the line does not say: a booking's creation, from who booked it. */
function changedByOf(line: HistoryLine, change: HistoryChange, bookedBy: BookedBy): HistoryEntry["changedBy"] {
  const told = line.data.changedBy;
  if (told === "provider" || told === "customer") return told;
  if (line.byStaff) return "provider";
  if (change === "created" || change === "held") return bookedBy === "provider" ? "provider" : "customer";
  if (change === "reviewed") return "customer";
  return null;
}

/** The entries of a booking's lines (oldest first), each in the API's words; `bookedBy` is the booking's. */
export function historyEntries(lines: HistoryLine[], bookedBy: BookedBy): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const line of lines) {
    const change = CHANGE_OF_EVENT[line.event];
    if (!change) continue;
    const { data } = line;
    const moved = change === "moved";
    entries.push({
      change,
      occurredAt: line.occurredAt.toISOString(),
      // Payments carry the payment's status (paid, refunded), not the booking's.
      status: change === "paid" || change === "refunded" || change === "reviewed" ? null : (text(data.status) as BookingStatus | null),
      dateTime: change === "created" || change === "held" || moved ? text(data.dateTime) : null,
      previousDateTime: moved ? text(data.previousDateTime) : null,
      staffId: change === "created" || change === "held" || moved ? text(data.staffId) : null,
      reason: text(data.reason),
      amount: number(data.amount),
      currency: text(data.currency),
      method: text(data.method),
      rating: number(data.rating),
      changedBy: changedByOf(line, change, bookedBy),
      byStaffMember: line.byStaff,
    });
  }
  return entries;
}
