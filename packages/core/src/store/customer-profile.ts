// A customer's profile as the front desk reads it: their record, what they have booked and how they
// kept it. The figures are counted by the database over the customer's bookings (the index on
// provider, customer and start serves them); only the few bookings shown are read.
import { sql, type Kysely } from "kysely";
import type { BookingStatus, Database } from "@booking/db";
import { presentOrThrow } from "../errors";
import { getCustomer } from "./customers";

/** Bookings shown in each of the profile's lists (the soonest upcoming, the latest past). */
export const PROFILE_BOOKINGS = 10;

interface ProfileFigures {
  upcoming: number;
  past: number;
  completed: number;
  noShows: number;
  lateCancellations: number;
  spentCents: number;
  currency: string;
  cancellationNoticeMinutes: number;
}

export interface ProfileBookingRow {
  id: string;
  starts_at: Date;
  ends_at: Date;
  status: BookingStatus;
  seats: number;
  service_id: string;
  service_name: string;
  staff_id: string;
  staff_name: string;
  payment_amount_cents: number;
  checked_in_at: Date | null;
  customer_timezone: string | null;
  locale: string | null;
}

/**
 * The figures: upcoming (pending or confirmed, not started), past (started before now, holds not
 * counted), completed, no-shows, late cancellations (cancelled later than the salon's cancellation
 * notice before the start, or after it) and what the completed bookings came to.
 */
async function profileFigures(db: Kysely<Database>, providerId: string, customerId: string, now: Date): Promise<ProfileFigures> {
  const result = await sql<ProfileFigures>`
    SELECT
      count(b.id) FILTER (WHERE b.status IN ('pending', 'confirmed') AND b.starts_at >= ${now})::int AS "upcoming",
      count(b.id) FILTER (WHERE b.status <> 'held' AND b.starts_at < ${now})::int AS "past",
      count(b.id) FILTER (WHERE b.status = 'completed')::int AS "completed",
      count(b.id) FILTER (WHERE b.status = 'no_show')::int AS "noShows",
      count(b.id) FILTER (
        WHERE b.status = 'cancelled'
          AND b.cancelled_at > b.starts_at - make_interval(mins => p.cancellation_notice_minutes))::int AS "lateCancellations",
      coalesce(sum(b.payment_amount_cents) FILTER (WHERE b.status = 'completed'), 0)::float8 AS "spentCents",
      p.currency AS "currency",
      p.cancellation_notice_minutes AS "cancellationNoticeMinutes"
    FROM providers p
    LEFT JOIN bookings b ON b.provider_id = p.id AND b.customer_id = ${customerId}
    WHERE p.id = ${providerId}
    GROUP BY p.id`.execute(db);
  return presentOrThrow(result.rows[0], "the caller's provider exists");
}

function profileBookings(db: Kysely<Database>, providerId: string, customerId: string) {
  return db
    .selectFrom("bookings as b")
    .innerJoin("services as sv", (join) => join.onRef("sv.provider_id", "=", "b.provider_id").onRef("sv.id", "=", "b.service_id"))
    .innerJoin("staff as st", (join) => join.onRef("st.provider_id", "=", "b.provider_id").onRef("st.id", "=", "b.staff_id"))
    .select([
      "b.id",
      "b.starts_at",
      "b.ends_at",
      "b.status",
      "b.seats",
      "b.service_id",
      "sv.name as service_name",
      "b.staff_id",
      "st.name as staff_name",
      "b.payment_amount_cents",
      "b.checked_in_at",
      "b.customer_timezone",
      "b.locale",
    ])
    .where("b.provider_id", "=", providerId)
    .where("b.customer_id", "=", customerId)
    .limit(PROFILE_BOOKINGS);
}

/** The profile of one of the provider's customers (404 for anyone else's). */
export async function customerProfile(db: Kysely<Database>, providerId: string, customerId: string, now: Date) {
  const customer = await getCustomer(db, providerId, customerId);
  const [figures, upcoming, past] = await Promise.all([
    profileFigures(db, providerId, customerId, now),
    profileBookings(db, providerId, customerId)
      .where("b.status", "in", ["pending", "confirmed"])
      .where("b.starts_at", ">=", now)
      .orderBy("b.starts_at", "asc")
      .orderBy("b.id", "asc")
      .execute(),
    profileBookings(db, providerId, customerId)
      .where("b.status", "<>", "held")
      .where("b.starts_at", "<", now)
      .orderBy("b.starts_at", "desc")
      .orderBy("b.id", "desc")
      .execute(),
  ]);
  return { customer, figures, upcoming, past };
}
