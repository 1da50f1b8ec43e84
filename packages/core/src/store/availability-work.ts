// What one availability call will have to consider, read before it runs so that the API can
// charge it for its work against the caller's limits: how many members its service has, and for a
// manage link, which provider and service it asks about. Cheap indexed reads; the availability
// itself (service-availability.ts) reads the members again with everything else it needs.
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { bookingOfToken } from "./manage-links";

/**
 * How many active members offer the service (0 for an unknown service): those its availability
 * considers; and whether it takes two members at once (its availability then considers every one
 * of them even when one is asked for: a partner for that member).
 */
export async function membersOfferingCount(
  db: Kysely<Database>,
  providerId: string,
  serviceId: string,
): Promise<{ members: number; twoPerson: boolean }> {
  const { rows } = await sql<{ members: string; staff_count: number | null }>`
    SELECT (SELECT count(*) FROM staff s
              JOIN staff_services ss ON ss.provider_id = s.provider_id AND ss.staff_id = s.id AND ss.service_id = ${serviceId}
             WHERE s.provider_id = ${providerId} AND s.deleted_at IS NULL AND s.is_active) AS members,
           (SELECT staff_count FROM services WHERE provider_id = ${providerId} AND id = ${serviceId}) AS staff_count`.execute(db);
  return { members: Number(rows[0]?.members ?? 0), twoPerson: rows[0]?.staff_count === 2 };
}

/** The provider and service a manage link's availability is asked for; null for a token that opens no booking. */
export async function serviceOfManageLink(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ providerId: string; serviceId: string } | null> {
  const found = await bookingOfToken(db, token, now);
  if (!found) return null;
  const { rows } = await sql<{ service_id: string }>`
    SELECT service_id FROM bookings WHERE provider_id = ${found.providerId} AND id = ${found.bookingId}`.execute(db);
  const booking = rows[0];
  return booking ? { providerId: found.providerId, serviceId: booking.service_id } : null;
}
