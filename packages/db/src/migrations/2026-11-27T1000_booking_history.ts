// Each booking's history: one row per change, written in the same statement as the change's
// event (so a change and its history line commit together), kept as long as the booking. The
// outbox keeps events only until they are relayed and a week has passed; this keeps a booking's
// own story (made, confirmed, moved, paid, refunded, cancelled, marked no-show) for its lifetime.
// `by_staff_id` is the console member who made the change, when one did.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE booking_history (
      provider_id uuid NOT NULL,
      booking_id text NOT NULL,
      id bigint GENERATED ALWAYS AS IDENTITY,
      event text NOT NULL,
      data jsonb NOT NULL,
      occurred_at timestamptz NOT NULL DEFAULT now(),
      by_staff_id text,
      PRIMARY KEY (provider_id, booking_id, id),
      FOREIGN KEY (provider_id, booking_id) REFERENCES bookings (provider_id, id) ON DELETE CASCADE
    )`.execute(db);
  await backfillBookingHistory(db);
}

/**
 * Lines for bookings made before history was kept, oldest first: a "made" line for each booking
 * whose creation the outbox no longer holds (with no status: whether it began pending or
 * confirmed is no longer known; held bookings are not made yet), then what the outbox holds.
 */
export async function backfillBookingHistory(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO booking_history (provider_id, booking_id, event, data, occurred_at)
    SELECT b.provider_id, b.id, 'booking.created',
           jsonb_build_object('bookingId', b.id, 'providerId', b.provider_id, 'customerId', b.customer_id, 'serviceId', b.service_id,
                              'staffId', b.staff_id, 'dateTime', to_char(b.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
           b.created_at
      FROM bookings b
     WHERE b.status <> 'held'
       AND NOT EXISTS (
         SELECT 1 FROM outbox_events o
          WHERE o.provider_id = b.provider_id AND o.event = 'booking.created' AND o.data->>'bookingId' = b.id)
     ORDER BY b.created_at`.execute(db);
  await sql`
    INSERT INTO booking_history (provider_id, booking_id, event, data, occurred_at)
    SELECT o.provider_id, o.data->>'bookingId', o.event, o.data, o.occurred_at
      FROM outbox_events o
      JOIN bookings b ON b.provider_id = o.provider_id AND b.id = o.data->>'bookingId'
     ORDER BY o.id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS booking_history`.execute(db);
}
