// Resources a provider's bookings may need besides a staff member (rooms, chairs, equipment),
// each with a quantity of identical units. Services will name what they need of them; until a
// service does, no booking holds a resource and each can be deleted.
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { notFound } from "../errors";
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

export async function updateResource(db: Kysely<Database>, providerId: string, resourceId: string, input: Partial<ResourceInput>) {
  const row = await db
    .updateTable("resources")
    .set({ name: input.name, kind: input.kind, quantity: input.quantity, active: input.active, updated_at: sql`now()` })
    .where("provider_id", "=", providerId)
    .where("id", "=", resourceId)
    .returning(RESOURCE_COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound("Resource", resourceId);
  return row;
}

export async function deleteResource(db: Kysely<Database>, providerId: string, resourceId: string): Promise<void> {
  const deleted = await db
    .deleteFrom("resources")
    .where("provider_id", "=", providerId)
    .where("id", "=", resourceId)
    .returning("id")
    .executeTakeFirst();
  if (!deleted) throw notFound("Resource", resourceId);
}
