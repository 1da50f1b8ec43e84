// The units of resources a booking holds, inside the booking's transaction. Bookings of one pool
// do not take turns: each takes the pool's lock shared and claims the units it wants one by one
// (see claimUnits), so of simultaneous requests exactly as many succeed as there are units and
// none waits for another's commit. A write that finds every unit it could use claimed by writes
// in flight starts again with the pool's lock exclusive (UnitsBusy; guardOverlap does that): it
// waits for them, then reads what they left. Moves and class sessions, rarer, take the exclusive
// lock from the start. Locks follow the member's lock, in one order for every writer, so no
// deadlocks; the `booking_units_no_overlap` exclusion constraint stays the last word: a unit
// cannot be held twice at once whatever the code does.
import { sql, type RawBuilder, type Transaction } from "kysely";
import type { Database, HeldResource } from "@booking/db";
import { BOOKING_RULES } from "../../domain/booking-rules";
import {
  chooseUnits,
  heldResources,
  unitsToClaim,
  unmetRequirementMessage,
  type ChosenUnits,
  type PooledResource,
  type ResourceRequirement,
} from "../../domain/resource-units";
import { SlotTaken, UnitsBusy, type UnitClaims } from "./write-guards";

/**
 * Chooses units free over [from, until) for every requirement, or throws the 409 naming the
 * requirement that cannot be met. With `claims` "one by one" it may throw UnitsBusy instead (every
 * unit it could use was claimed by writes in flight); "pool locked" waits for them and never does.
 * Units of lapsed holds count as taken here; guardOverlap releases those holds and runs the write
 * again.
 */
export async function takeUnits(
  trx: Transaction<Database>,
  providerId: string,
  requirements: readonly ResourceRequirement[],
  from: Date,
  until: Date,
  claims: UnitClaims = "pool locked",
): Promise<ChosenUnits[]> {
  if (requirements.length === 0) return [];
  const ids = [...new Set(requirements.flatMap((r) => r.resourceIds))].sort();
  const { rows } = await sql<PooledResource & { taken: number[] }>`
    SELECT id, name, quantity, active, taken
      FROM resource_units_in_use(${providerId}, ${ids}::text[], ${from}, ${until}, ${claims === "pool locked"})`.execute(trx);
  const resources = new Map(rows.map(({ taken: _, ...resource }) => [resource.id, resource]));
  const taken = new Set(rows.flatMap((row) => row.taken.map((unit) => `${row.id} ${unit}`)));
  const isFree = (id: string, unit: number) => !taken.has(`${id} ${unit}`);
  if (claims === "pool locked") {
    const choice = chooseUnits(requirements, resources, isFree);
    if (!choice.ok) throw unmet(choice.requirement, resources);
    return choice.chosen;
  }
  const chosen: ChosenUnits[] = [];
  let busy = false;
  for (const requirement of requirements) {
    let met: ChosenUnits | null = null;
    for (const candidate of unitsToClaim(requirement, resources, isFree)) {
      const claim = await claimUnits(trx, providerId, candidate, requirement.quantity, from, until);
      busy ||= claim.busy;
      if (claim.claimed.length === requirement.quantity) {
        met = { resourceId: candidate.resourceId, units: claim.claimed };
        break;
      }
    }
    if (!met) throw busy ? new UnitsBusy() : unmet(requirement, resources);
    chosen.push(met);
  }
  return chosen;
}

const unmet = (requirement: ResourceRequirement, resources: ReadonlyMap<string, PooledResource>) =>
  new SlotTaken(unmetRequirementMessage(requirement, resources), BOOKING_RULES.resources.detail, "resources");

/**
 * Claims `need` of the candidate's units (the lowest it can) for the rest of the transaction: a
 * unit another write in flight claimed is skipped for the next (`busy`); one claimed here is held
 * by no committed booking, as it is looked at only once its claim is held. Fewer than `need` when
 * the rest are taken or busy; those claimed then stay claimed until the transaction ends (another
 * write wanting them skips them, or at worst waits for this one).
 */
async function claimUnits(
  trx: Transaction<Database>,
  providerId: string,
  candidate: ChosenUnits,
  need: number,
  from: Date,
  until: Date,
): Promise<{ claimed: number[]; busy: boolean }> {
  const { rows } = await sql<{ claimed: number[]; busy: boolean }>`
    SELECT claimed, busy FROM claim_resource_units(${providerId}, ${candidate.resourceId}, ${candidate.units}::int[], ${need}, ${from}, ${until})`.execute(
    trx,
  );
  return rows[0] ?? { claimed: [], busy: false };
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
 * The pools' locks of every resource the services require, taken in one order (the pools' keys)
 * before a write that claims units for several bookings (a visit's items): taken item by item, two
 * such writes could each hold a pool the other waits for. "pool locked" takes them exclusive, as
 * every claim of such a write then does; "one by one" shared.
 */
export async function lockPoolsOfServices(
  trx: Transaction<Database>,
  providerId: string,
  serviceIds: readonly string[],
  claims: UnitClaims,
) {
  if (serviceIds.length === 0) return;
  const lock = claims === "pool locked" ? sql`pg_advisory_xact_lock` : sql`pg_advisory_xact_lock_shared`;
  await sql`
    SELECT ${lock}(k.key)
      FROM (SELECT DISTINCT resource_pool_key(${providerId}, r.id) AS key
              FROM services s
             CROSS JOIN LATERAL jsonb_array_elements(s.requirements) AS req(requirement)
             CROSS JOIN LATERAL jsonb_array_elements_text(req.requirement->'resourceIds') AS r(id)
             WHERE s.provider_id = ${providerId} AND s.id = ANY(${[...serviceIds]}::text[])
             ORDER BY 1) AS k`.execute(trx);
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
