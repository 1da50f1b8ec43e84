// The fields every booking event carries, read from a booking row: one mapping for every write
// that records a booking event (status changes, moves, transfers, cancelled sessions).
import type { BookingStatus, HeldResource } from "@booking/db";
import type { BookingStatusData } from "../../events";

/** A booking row as its events read it. */
export interface EventBooking {
  id: string;
  customer_id: string;
  service_id: string;
  staff_id: string;
  starts_at: Date;
  resources: HeldResource[];
  session_id: string | null;
  seats: number;
  /** Absent in rows read before visits existed: no visit. */
  visit_id?: string | null;
  /** A two-person booking's second member; absent or null: one member. */
  second_staff_id?: string | null;
  /** Absent in rows read before series existed: no series. */
  series_id?: string | null;
  occurrence_key?: string | null;
}

/** The booking's ids, time, units and seats as its events carry them; `status` is the event's. */
export function bookingEventData<S extends BookingStatus>(providerId: string, booking: EventBooking, status: S): BookingStatusData<S> {
  return {
    bookingId: booking.id,
    providerId,
    customerId: booking.customer_id,
    serviceId: booking.service_id,
    staffId: booking.staff_id,
    staffIds: booking.second_staff_id ? [booking.staff_id, booking.second_staff_id] : [booking.staff_id],
    dateTime: booking.starts_at.toISOString(),
    status,
    resources: booking.resources,
    sessionId: booking.session_id,
    seats: booking.seats,
    visitId: booking.visit_id ?? null,
    seriesId: booking.series_id ?? null,
    occurrenceKey: booking.occurrence_key ?? null,
  };
}
