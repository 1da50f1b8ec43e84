// What one availability call will have to consider, read before it runs so that the API can
// charge it for its work against the caller's limits: how many members its service has, and for a
// manage link, which provider and service it asks about. Cheap indexed reads; the availability
// itself (service-availability.ts) reads the members again with everything else it needs.
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { bookingOfToken } from "./manage-links";

/** How many active members offer the service (0 for an unknown service): those its availability considers. */
export async function membersOfferingCount(db: Kysely<Database>, providerId: string, serviceId: string): Promise<number> {
  const row = await db
    .selectFrom("staff as s")
    .innerJoin("staff_services as ss", (join) =>
      join.onRef("ss.provider_id", "=", "s.provider_id").onRef("ss.staff_id", "=", "s.id").on("ss.service_id", "=", serviceId),
    )
    .select((eb) => eb.fn.countAll<string>().as("members"))
    .where("s.provider_id", "=", providerId)
    .where("s.deleted_at", "is", null)
    .where("s.is_active", "=", true)
    .executeTakeFirst();
  return Number(row?.members ?? 0);
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
