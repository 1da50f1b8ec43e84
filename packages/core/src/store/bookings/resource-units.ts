// The units of resources a booking holds, inside the booking's transaction. The resources a
// service needs are row-locked (in id order, after the member's lock: one order for every writer,
// so no deadlocks) before the units in use are read: two bookings wanting the same room take turns,
// and the second sees the first's units, so of simultaneous requests exactly as many succeed as
// there are units. The `booking_units_no_overlap` exclusion constraint stays the last word: a unit
// cannot be held twice at once whatever the code does.
import { sql, type RawBuilder, type Transaction } from "kysely";
import type { Database, HeldResource } from "@booking/db";
import { BOOKING_RULES } from "../../domain/booking-rules";
import {
  chooseUnits,
  heldResources,
  unmetRequirementMessage,
  type ChosenUnits,
  type PooledResource,
  type ResourceRequirement,
} from "../../domain/resource-units";
import { SlotTaken } from "./write-guards";

/**
 * Locks the resources `requirements` list and chooses units free over [from, until), or throws
 * the 409 naming the requirement that cannot be met. Units of lapsed holds count as taken here;
 * guardOverlap releases those holds and runs the write again.
 */
export async function takeUnits(
  trx: Transaction<Database>,
  providerId: string,
  requirements: readonly ResourceRequirement[],
  from: Date,
  until: Date,
): Promise<ChosenUnits[]> {
  if (requirements.length === 0) return [];
  const ids = [...new Set(requirements.flatMap((r) => r.resourceIds))].sort();
  const locked = await sql<PooledResource>`
    SELECT id, name, quantity, active FROM resources
     WHERE provider_id = ${providerId} AND id = ANY(${ids}::text[])
     ORDER BY id
     FOR NO KEY UPDATE`.execute(trx);
  const resources = new Map(locked.rows.map((r) => [r.id, r]));
  const inUse = await sql<{ resource_id: string; unit: number }>`
    SELECT resource_id, unit FROM booking_units
     WHERE provider_id = ${providerId} AND resource_id = ANY(${ids}::text[]) AND active
       AND occupied && tstzrange(${from}::timestamptz, ${until}::timestamptz)`.execute(trx);
  const taken = new Set(inUse.rows.map((row) => `${row.resource_id} ${row.unit}`));
  const choice = chooseUnits(requirements, resources, (id, unit) => !taken.has(`${id} ${unit}`));
  if (!choice.ok) throw new SlotTaken(unmetRequirementMessage(choice.requirement, resources), BOOKING_RULES.resources.detail);
  return choice.chosen;
}

/**
 * The statement recording the chosen units as held by the booking (or, for a class, its session)
 * over [from, until); null when none were chosen. Its text is the same for any number of units.
 */
export function unitsInsert(
  providerId: string,
  owner: { bookingId: string } | { sessionId: string },
  chosen: readonly ChosenUnits[],
  from: Date,
  until: Date,
): RawBuilder<unknown> | null {
  const rows = chosen.flatMap((c) => c.units.map((unit) => ({ resourceId: c.resourceId, unit })));
  if (rows.length === 0) return null;
  const bookingId = "bookingId" in owner ? owner.bookingId : null;
  const sessionId = "sessionId" in owner ? owner.sessionId : null;
  return sql`
    INSERT INTO booking_units (provider_id, booking_id, session_id, resource_id, unit, occupied)
    SELECT ${providerId}, ${bookingId}, ${sessionId}, r.resource_id, r.unit, tstzrange(${from}::timestamptz, ${until}::timestamptz)
      FROM unnest(${rows.map((r) => r.resourceId)}::text[], ${rows.map((r) => r.unit)}::int[]) AS r (resource_id, unit)`;
}

/** Records the chosen units as held by the booking (or, for a class, its session) over [from, until). */
export async function holdUnits(
  trx: Transaction<Database>,
  providerId: string,
  owner: { bookingId: string } | { sessionId: string },
  chosen: readonly ChosenUnits[],
  from: Date,
  until: Date,
): Promise<void> {
  const insert = unitsInsert(providerId, owner, chosen, from, until);
  if (insert) await insert.execute(trx);
}

/** Lets go of the units a booking holds (before a move chooses them again for its new time). */
export async function releaseUnits(trx: Transaction<Database>, providerId: string, bookingId: string): Promise<void> {
  await sql`DELETE FROM booking_units WHERE provider_id = ${providerId} AND booking_id = ${bookingId}`.execute(trx);
}

/**
 * A moved booking's units for its new occupied range: the service's requirements as they are now,
 * met afresh (the old units are let go first, so the booking may keep them where still free).
 * Returns what answers and events tell of them.
 */
export async function reassignUnits(
  trx: Transaction<Database>,
  providerId: string,
  booking: { id: string; service_id: string; resources: readonly HeldResource[] },
  from: Date,
  until: Date,
): Promise<HeldResource[]> {
  const service = await sql<{ requirements: ResourceRequirement[] }>`
    SELECT requirements FROM services WHERE provider_id = ${providerId} AND id = ${booking.service_id}`.execute(trx);
  const requirements = service.rows[0]?.requirements ?? [];
  if (requirements.length === 0 && booking.resources.length === 0) return [];
  await releaseUnits(trx, providerId, booking.id);
  const chosen = await takeUnits(trx, providerId, requirements, from, until);
  await holdUnits(trx, providerId, { bookingId: booking.id }, chosen, from, until);
  return heldResources(chosen);
}
