// A provider's customers. Email is unique per provider, case-insensitively. A customer needs only a
// name: one with neither email nor phone is a walk-in, whom no message reaches.
import { sql, type Kysely } from "kysely";
import { isPgError, PG_UNIQUE_VIOLATION, type Database } from "@booking/db";
import { emailTaken, notFound } from "../errors";
import { newId } from "../ids";
import { escapeLike } from "../domain/search";
import { recordEvent } from "./events";
import { pageOf } from "./pagination";

// Holds (visitors' bookings waiting for email verification) count once verified.
const totalBookings = sql<number>`(
  SELECT count(*) FROM bookings b WHERE b.provider_id = c.provider_id AND b.customer_id = c.id AND b.status <> 'held')`.as(
  "total_bookings",
);

const CUSTOMER_COLUMNS = ["c.id", "c.name", "c.email", "c.phone", "c.notes", "c.created_at", "c.updated_at"] as const;

export async function listCustomers(db: Kysely<Database>, providerId: string, filter: { page: number; limit: number; q?: string }) {
  let base = db.selectFrom("customers as c").where("c.provider_id", "=", providerId);
  if (filter.q) {
    base = base.where(
      sql<boolean>`lower(c.name || ' ' || coalesce(c.email, '') || ' ' || coalesce(c.phone, '')) LIKE ${`%${escapeLike(filter.q)}%`}`,
    );
  }
  return pageOf(
    base,
    (q) =>
      q
        .select([...CUSTOMER_COLUMNS, totalBookings])
        .orderBy("c.created_at", "desc")
        .orderBy("c.id", "desc"),
    filter,
  );
}

export async function getCustomer(db: Kysely<Database>, providerId: string, customerId: string) {
  const row = await db
    .selectFrom("customers as c")
    .select([...CUSTOMER_COLUMNS, totalBookings])
    .where("c.provider_id", "=", providerId)
    .where("c.id", "=", customerId)
    .executeTakeFirst();
  if (!row) throw notFound("Customer", customerId);
  return row;
}

export interface CustomerInput {
  name: string;
  email?: string | null;
  phone?: string | null;
  notes?: string | null;
}

export async function createCustomer(db: Kysely<Database>, providerId: string, input: CustomerInput) {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("customers")
        .values({
          provider_id: providerId,
          id: newId("cus"),
          name: input.name,
          email: input.email ?? null,
          phone: input.phone ?? null,
          notes: input.notes ?? null,
        })
        .returning(["id", "name", "email", "phone", "notes", "created_at", "updated_at"])
        .executeTakeFirstOrThrow();
      await recordEvent(trx, "customer.created", { customerId: row.id, providerId });
      return row;
    });
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION) && input.email) throw emailTaken(input.email, "customer");
    throw error;
  }
}

export async function updateCustomer(db: Kysely<Database>, providerId: string, customerId: string, input: Partial<CustomerInput>) {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable("customers")
        .set({
          name: input.name,
          email: input.email,
          phone: input.phone,
          notes: input.notes,
          updated_at: sql`now()`,
        })
        .where("provider_id", "=", providerId)
        .where("id", "=", customerId)
        .returning([
          "id",
          "name",
          "email",
          "phone",
          "notes",
          "created_at",
          "updated_at",
          sql<number>`(SELECT count(*) FROM bookings b
                       WHERE b.provider_id = customers.provider_id AND b.customer_id = customers.id AND b.status <> 'held')`.as(
            "total_bookings",
          ),
        ])
        .executeTakeFirst();
      if (!row) throw notFound("Customer", customerId);
      return row;
    });
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION) && input.email) throw emailTaken(input.email, "customer");
    throw error;
  }
}
