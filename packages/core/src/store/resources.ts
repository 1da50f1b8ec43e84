// Resources a provider's bookings may need besides a staff member (rooms, chairs, equipment),
// each with a quantity of identical units. Services name what they need of them (requirements);
// bookings hold their units (booking_units, see the bookings store's resource-units.ts).
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "@booking/db";
import { conflict, notFound } from "../errors";
import { newId } from "../ids";
import { pageOf } from "./pagination";

const RESOURCE_COLUMNS = ["id", "name", "kind", "quantity", "active", "created_at", "updated_at"] as const;

export async function listResources(
  db: Kysely<Database>,
  providerId: string,
  filter: { page: number; limit: number; activeOnly: boolean; kind?: string },
) {
  let base = db.selectFrom("resources").where("provider_id", "=", providerId);
  if (filter.activeOnly) base = base.where("active", "=", true);
  if (filter.kind) base = base.where("kind", "=", filter.kind);
  return pageOf(base, (q) => q.select(RESOURCE_COLUMNS).orderBy("created_at", "desc").orderBy("id", "desc"), filter);
}

export async function getResource(db: Kysely<Database>, providerId: string, resourceId: string) {
  const row = await db
    .selectFrom("resources")
    .select(RESOURCE_COLUMNS)
    .where("provider_id", "=", providerId)
    .where("id", "=", resourceId)
    .executeTakeFirst();
  if (!row) throw notFound("Resource", resourceId);
  return row;
}

export interface ResourceInput {
  name: string;
  kind?: string | null;
  quantity?: number;
  active?: boolean;
}

export async function createResource(db: Kysely<Database>, providerId: string, input: ResourceInput) {
  return db
    .insertInto("resources")
    .values({
      provider_id: providerId,
      id: newId("res"),
      name: input.name,
      kind: input.kind ?? null,
      quantity: input.quantity ?? 1,
      active: input.active ?? true,
    })
    .returning(RESOURCE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Changes a resource. Fewer units than upcoming bookings hold (a unit numbered above the new
 * quantity is held by a booking that has not ended) is refused with 409: those bookings would
 * hold units that no longer exist. The row is locked first, so a booking taking units waits.
 */
export async function updateResource(
  db: Kysely<Database>,
  providerId: string,
  resourceId: string,
  input: Partial<ResourceInput>,
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    await lockResource(trx, providerId, resourceId);
    if (input.quantity !== undefined) {
      const held = await upcomingUnits(trx, providerId, resourceId, now)
        .where("unit", ">", input.quantity)
        .select("booking_id")
        .executeTakeFirst();
      if (held) {
        throw conflict(`Upcoming bookings hold more than ${input.quantity} units of resource ${resourceId} (booking ${held.booking_id})`, [
          { path: "quantity", message: "is fewer units than upcoming bookings hold" },
        ]);
      }
    }
    return trx
      .updateTable("resources")
      .set({ name: input.name, kind: input.kind, quantity: input.quantity, active: input.active, updated_at: sql`now()` })
      .where("provider_id", "=", providerId)
      .where("id", "=", resourceId)
      .returning(RESOURCE_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

/**
 * Deletes a resource, refused with 409 while a booking that has not ended holds one of its units
 * or a service requires it (its past bookings' unit records go with it; their answers still name it).
 */
export async function deleteResource(db: Kysely<Database>, providerId: string, resourceId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockResource(trx, providerId, resourceId, "update");
    const held = await upcomingUnits(trx, providerId, resourceId, now).select("booking_id").executeTakeFirst();
    if (held) {
      throw conflict(
        `Resource ${resourceId} is held by upcoming bookings (booking ${held.booking_id}); retire it with active: false to stop new bookings taking it`,
        [{ path: "id", message: "is held by upcoming bookings" }],
      );
    }
    const requiring = await sql<{ id: string }>`
      SELECT id FROM services
       WHERE provider_id = ${providerId}
         AND EXISTS (SELECT 1 FROM jsonb_array_elements(requirements) r WHERE r->'resourceIds' ? ${resourceId})
       ORDER BY id LIMIT 1`.execute(trx);
    const service = requiring.rows[0];
    if (service) {
      throw conflict(`Resource ${resourceId} is required by service ${service.id}; remove it from the service's requirements first`, [
        { path: "id", message: "is required by a service" },
      ]);
    }
    await trx.deleteFrom("resources").where("provider_id", "=", providerId).where("id", "=", resourceId).execute();
  });
}

/**
 * The resource's row, locked for the rest of the transaction (404 when the provider has none
 * such), after the pool's lock taken exclusive: bookings taking its units hold that lock shared,
 * so the edit waits for those in flight and later ones wait for the edit.
 */
async function lockResource(
  trx: Transaction<Database>,
  providerId: string,
  resourceId: string,
  strength: "no key update" | "update" = "no key update",
) {
  await sql`SELECT pg_advisory_xact_lock(resource_pool_key(${providerId}, ${resourceId}))`.execute(trx);
  let query = trx.selectFrom("resources").select("id").where("provider_id", "=", providerId).where("id", "=", resourceId);
  query = strength === "update" ? query.forUpdate() : query.forNoKeyUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound("Resource", resourceId);
}

/** Units of the resource held by bookings that have not ended. */
const upcomingUnits = (trx: Transaction<Database>, providerId: string, resourceId: string, now: Date) =>
  trx
    .selectFrom("booking_units")
    .where("provider_id", "=", providerId)
    .where("resource_id", "=", resourceId)
    .where("active", "=", true)
    .where(sql<boolean>`upper(occupied) > ${now}`);
