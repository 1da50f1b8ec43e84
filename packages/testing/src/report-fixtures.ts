// A salon's year of bookings for the reports, in four statements (one INSERT … SELECT over
// generate_series for the bookings): the reports' plan test and the bench's reports scenario
// read the same data.
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";

interface ReportYear {
  /** The salon, already created. */
  providerId: string;
  /** Names the rows: `staff_<prefix>0`…, `cus_<prefix>0`…, `bk_<prefix>0`…, `svc_<prefix>`. */
  prefix: string;
  bookings: number;
  members: number;
  customers: number;
}

/**
 * Booking g is member g % members's and customer g % customers's, an hour long, every 90 minutes
 * of its member's time from 1 January 2026, 06:00 in Berlin (5,000 a member reach November). By g
 * % 10: 0 cancelled, 1 no-show, 2–6 completed (paid an hour after its start; every fiftieth booking
 * refunded a day later), 7–8 confirmed, 9 pending. Members work Monday to Friday, 09:00–18:00.
 */
export async function seedReportYear(db: Kysely<Database>, y: ReportYear): Promise<void> {
  await sql`
    INSERT INTO services (provider_id, id, name, duration_minutes, price_cents)
    VALUES (${y.providerId}, ${`svc_${y.prefix}`}, 'Cut', 60, 4500)`.execute(db);
  await sql`
    INSERT INTO staff (provider_id, id, name, email, role, schedule)
    SELECT ${y.providerId}, ${`staff_${y.prefix}`} || g, 'Member ' || g, ${y.prefix} || g || '@example.com', 'staff',
           jsonb_build_object('monday', d, 'tuesday', d, 'wednesday', d, 'thursday', d, 'friday', d, 'saturday', NULL, 'sunday', NULL)
      FROM generate_series(0, ${y.members - 1}) g, (SELECT jsonb_build_object('start', '09:00', 'end', '18:00') AS d) AS day`.execute(db);
  await sql`
    INSERT INTO customers (provider_id, id, name, email)
    SELECT ${y.providerId}, ${`cus_${y.prefix}`} || g, 'Customer ' || g, ${y.prefix} || 'c' || g || '@example.com'
      FROM generate_series(0, ${y.customers - 1}) g`.execute(db);
  await sql`
    INSERT INTO bookings (provider_id, id, customer_id, service_id, staff_id, starts_at, ends_at, occupied_from, occupied_until,
                          status, payment_status, payment_method, payment_amount_cents, paid_at, refunded_at, cancelled_at)
    SELECT ${y.providerId}, ${`bk_${y.prefix}`} || g, ${`cus_${y.prefix}`} || (g % ${y.customers}), ${`svc_${y.prefix}`},
           ${`staff_${y.prefix}`} || (g % ${y.members}), s, s + interval '1 hour', s, s + interval '1 hour',
           st, CASE WHEN st = 'completed' THEN (CASE WHEN g % 50 = 2 THEN 'refunded' ELSE 'paid' END) ELSE 'unpaid' END,
           CASE WHEN st = 'completed' THEN 'card' END, 4500,
           CASE WHEN st = 'completed' THEN s + interval '1 hour' END,
           CASE WHEN st = 'completed' AND g % 50 = 2 THEN s + interval '1 day' END,
           CASE WHEN st = 'cancelled' THEN s END
      FROM generate_series(0, ${y.bookings - 1}) g,
           LATERAL (SELECT timestamptz '2026-01-01 06:00+01' + (g / ${y.members}) * interval '90 minutes' AS s,
                           (CASE g % 10 WHEN 0 THEN 'cancelled' WHEN 1 THEN 'no_show' WHEN 7 THEN 'confirmed' WHEN 8 THEN 'confirmed'
                                        WHEN 9 THEN 'pending' ELSE 'completed' END) AS st) AS x`.execute(db);
}
