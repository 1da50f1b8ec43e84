// Staff members: reads and writes with their business rules (tenancy, unique email, services
// offered, soft delete). Every function takes the Kysely handle (or a transaction) first.
import { sql, type Kysely } from "kysely";
import { isPgError, PG_UNIQUE_VIOLATION, type Database, type StaffRole, type WeeklySchedule } from "@booking/db";
import { hashPassword } from "../auth/passwords";
import { conflict, notFound } from "../errors";
import { newId } from "../ids";
import { offsetOf } from "../schemas/common";
import { DEFAULT_WEEKLY_SCHEDULE } from "../domain/weekly-schedule";
import { recordEvent } from "./events";
import { assertServicesExist } from "./services";

export interface StaffListFilter {
  page: number;
  limit: number;
  role?: StaffRole;
  /** true: active members only; false: active and inactive alike. */
  activeOnly: boolean;
}

export interface StaffListRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: StaffRole;
  avatar: string | null;
  is_active: boolean;
  created_at: Date;
  service_ids: string[];
  total_bookings: number;
  rating: number;
}

export async function listStaff(
  db: Kysely<Database>,
  providerId: string,
  filter: StaffListFilter,
): Promise<{ rows: StaffListRow[]; total: number }> {
  let base = db.selectFrom("staff as s").where("s.provider_id", "=", providerId).where("s.deleted_at", "is", null);
  if (filter.activeOnly) base = base.where("s.is_active", "=", true);
  if (filter.role) base = base.where("s.role", "=", filter.role);

  const [rows, count] = await Promise.all([
    base
      .select([
        "s.id",
        "s.name",
        "s.email",
        "s.phone",
        "s.role",
        "s.avatar",
        "s.is_active",
        "s.created_at",
        sql<string[]>`array(
          SELECT ss.service_id FROM staff_services ss
          WHERE ss.provider_id = s.provider_id AND ss.staff_id = s.id ORDER BY ss.service_id)`.as("service_ids"),
        sql<number>`0`.as("total_bookings"),
        sql<number>`0`.as("rating"),
      ])
      .orderBy("s.created_at", "desc")
      .orderBy("s.id", "desc")
      .limit(filter.limit)
      .offset(offsetOf(filter.page, filter.limit))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export interface StaffDetail {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: StaffRole;
  avatar: string | null;
  bio: string | null;
  is_active: boolean;
  schedule: WeeklySchedule;
  created_at: Date;
  updated_at: Date;
  services: { id: string; name: string; price_cents: number }[];
  stats: {
    totalBookings: number;
    thisMonth: number;
    averageRating: number;
    completedBookings: number;
    cancelledBookings: number;
  };
}

export async function getStaff(db: Kysely<Database>, providerId: string, staffId: string): Promise<StaffDetail> {
  const row = await db
    .selectFrom("staff")
    .select(["id", "name", "email", "phone", "role", "avatar", "bio", "is_active", "schedule", "created_at", "updated_at"])
    .where("provider_id", "=", providerId)
    .where("id", "=", staffId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) throw notFound("Staff member", staffId);
  const services = await db
    .selectFrom("staff_services as ss")
    .innerJoin("services as sv", (join) =>
      join.onRef("sv.provider_id", "=", "ss.provider_id").onRef("sv.id", "=", "ss.service_id"),
    )
    .select(["sv.id", "sv.name", "sv.price_cents"])
    .where("ss.provider_id", "=", providerId)
    .where("ss.staff_id", "=", staffId)
    .orderBy("sv.name")
    .execute();
  return {
    ...row,
    services,
    stats: { totalBookings: 0, thisMonth: 0, averageRating: 0, completedBookings: 0, cancelledBookings: 0 },
  };
}

export interface CreateStaffInput {
  name: string;
  email: string;
  phone?: string | null;
  role: StaffRole;
  password?: string;
  services?: string[];
  schedule?: WeeklySchedule;
  avatar?: string | null;
  bio?: string | null;
}

function emailTaken(email: string) {
  return conflict(`A staff member with email ${email} already exists`, [
    { path: "email", message: "is already used by another staff member" },
  ]);
}

export async function createStaff(db: Kysely<Database>, providerId: string, input: CreateStaffInput) {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const serviceIds = [...new Set(input.services ?? [])];
  try {
    return await db.transaction().execute(async (trx) => {
      await assertServicesExist(trx, providerId, serviceIds);
      const row = await trx
        .insertInto("staff")
        .values({
          provider_id: providerId,
          id: newId("staff"),
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          role: input.role,
          avatar: input.avatar ?? null,
          bio: input.bio ?? null,
          password_hash: passwordHash,
          schedule: JSON.stringify(input.schedule ?? DEFAULT_WEEKLY_SCHEDULE),
        })
        .returning(["id", "name", "email", "role", "created_at"])
        .executeTakeFirstOrThrow();
      await replaceStaffServices(trx, providerId, row.id, serviceIds);
      await recordEvent(trx, "staff.created", { staffId: row.id, providerId, role: row.role });
      return row;
    });
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw emailTaken(input.email);
    throw error;
  }
}

export interface UpdateStaffInput {
  name?: string;
  email?: string;
  phone?: string | null;
  role?: StaffRole;
  password?: string;
  services?: string[];
  schedule?: WeeklySchedule;
  isActive?: boolean;
  avatar?: string | null;
  bio?: string | null;
}

export async function updateStaff(db: Kysely<Database>, providerId: string, staffId: string, input: UpdateStaffInput) {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable("staff")
        .set({
          name: input.name,
          email: input.email,
          phone: input.phone,
          role: input.role,
          avatar: input.avatar,
          bio: input.bio,
          is_active: input.isActive,
          password_hash: passwordHash,
          schedule: input.schedule ? JSON.stringify(input.schedule) : undefined,
          updated_at: sql`now()`,
        })
        .where("provider_id", "=", providerId)
        .where("id", "=", staffId)
        .where("deleted_at", "is", null)
        .returning(["id", "name", "updated_at"])
        .executeTakeFirst();
      if (!row) throw notFound("Staff member", staffId);
      if (input.services) {
        const serviceIds = [...new Set(input.services)];
        await assertServicesExist(trx, providerId, serviceIds);
        await replaceStaffServices(trx, providerId, staffId, serviceIds);
      }
      return row;
    });
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION) && input.email) throw emailTaken(input.email);
    throw error;
  }
}

async function replaceStaffServices(db: Kysely<Database>, providerId: string, staffId: string, serviceIds: string[]) {
  await db.deleteFrom("staff_services").where("provider_id", "=", providerId).where("staff_id", "=", staffId).execute();
  if (serviceIds.length === 0) return;
  await db
    .insertInto("staff_services")
    .values(serviceIds.map((serviceId) => ({ provider_id: providerId, staff_id: staffId, service_id: serviceId })))
    .execute();
}

/** Soft delete: the member disappears from lists and lookups; the row stays for history. */
export async function softDeleteStaff(db: Kysely<Database>, providerId: string, staffId: string): Promise<void> {
  const result = await db
    .updateTable("staff")
    .set({ deleted_at: sql`now()`, is_active: false, updated_at: sql`now()` })
    .where("provider_id", "=", providerId)
    .where("id", "=", staffId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound("Staff member", staffId);
}
