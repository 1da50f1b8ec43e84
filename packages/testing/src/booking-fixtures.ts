// Rows inserted directly with Kysely (no procedures, no events): customers, services, staff and
// bookings in any status, for tests that need, say, a completed booking without going through
// the bookings API.
import { sql, type Kysely } from "kysely";
import type { BookingStatus, Database } from "@booking/db";
import { createKeyForProvider, newId } from "@booking/core";

let counter = 0;
const next = () => ++counter;

export async function insertCustomer(
  db: Kysely<Database>,
  providerId: string,
  overrides: { name?: string; email?: string | null; phone?: string | null } = {},
) {
  const n = next();
  return db
    .insertInto("customers")
    .values({
      provider_id: providerId,
      id: newId("cus"),
      name: overrides.name ?? `Customer ${n}`,
      email: overrides.email === undefined ? `customer${n}.${Date.now()}@example.com` : overrides.email,
      phone: overrides.phone ?? null,
    })
    .returning(["id", "name", "email"])
    .executeTakeFirstOrThrow();
}

/** A customer and a customer API key (`ck_…`) acting as it. */
export async function insertCustomerWithKey(
  db: Kysely<Database>,
  providerId: string,
  overrides: Parameters<typeof insertCustomer>[2] = {},
) {
  const customer = await insertCustomer(db, providerId, overrides);
  const key = await createKeyForProvider(db, { providerId, audience: "customer", customerId: customer.id });
  return { customer, customerId: customer.id, apiKey: key.apiKey, keyId: key.id };
}

export async function insertService(
  db: Kysely<Database>,
  providerId: string,
  overrides: { name?: string; category?: string | null; priceCents?: number; durationMinutes?: number; isActive?: boolean } = {},
) {
  return db
    .insertInto("services")
    .values({
      provider_id: providerId,
      id: newId("svc"),
      name: overrides.name ?? `Service ${next()}`,
      category: overrides.category ?? null,
      duration_minutes: overrides.durationMinutes ?? 30,
      price_cents: overrides.priceCents ?? 2500,
      is_active: overrides.isActive ?? true,
    })
    .returning(["id", "name", "price_cents", "duration_minutes"])
    .executeTakeFirstOrThrow();
}

export async function insertStaff(db: Kysely<Database>, providerId: string, overrides: { name?: string; serviceIds?: string[] } = {}) {
  const n = next();
  const staff = await db
    .insertInto("staff")
    .values({
      provider_id: providerId,
      id: newId("staff"),
      name: overrides.name ?? `Staff ${n}`,
      email: `staff${n}.${Date.now()}@example.com`,
      role: "staff",
      schedule: JSON.stringify({
        monday: { start: "09:00", end: "17:00" },
        tuesday: { start: "09:00", end: "17:00" },
        wednesday: { start: "09:00", end: "17:00" },
        thursday: { start: "09:00", end: "17:00" },
        friday: { start: "09:00", end: "17:00" },
        saturday: null,
        sunday: null,
      }),
    })
    .returning(["id", "name"])
    .executeTakeFirstOrThrow();
  if (overrides.serviceIds?.length) {
    await db
      .insertInto("staff_services")
      .values(overrides.serviceIds.map((serviceId) => ({ provider_id: providerId, staff_id: staff.id, service_id: serviceId })))
      .execute();
  }
  return staff;
}

export interface InsertBookingOptions {
  customerId: string;
  serviceId: string;
  staffId: string;
  /** The second member of a two-person booking. */
  secondStaffId?: string;
  status?: BookingStatus;
  /** Defaults to a distinct past hour per call, so bookings never overlap. */
  startsAt?: Date;
  durationMinutes?: number;
  amountCents?: number;
  cancelReason?: string | null;
  notifyCustomer?: boolean;
}

export async function insertBooking(db: Kysely<Database>, providerId: string, options: InsertBookingOptions) {
  const startsAt = options.startsAt ?? new Date(Date.UTC(2026, 0, 1) + next() * 3_600_000);
  const endsAt = new Date(startsAt.getTime() + (options.durationMinutes ?? 30) * 60_000);
  const status = options.status ?? "pending";
  return db
    .insertInto("bookings")
    .values({
      provider_id: providerId,
      id: newId("bk"),
      customer_id: options.customerId,
      service_id: options.serviceId,
      staff_id: options.staffId,
      second_staff_id: options.secondStaffId ?? null,
      starts_at: startsAt,
      ends_at: endsAt,
      occupied_from: startsAt,
      occupied_until: endsAt,
      status,
      payment_amount_cents: options.amountCents ?? 2500,
      cancelled_at: status === "cancelled" ? sql<Date>`now()` : null,
      cancel_reason: options.cancelReason ?? null,
      notify_customer: options.notifyCustomer ?? true,
    })
    .returning(["id", "status", "starts_at", "customer_id", "service_id", "staff_id"])
    .executeTakeFirstOrThrow();
}

/**
 * A whole booking scene for one provider: a service, a staff member offering it, a customer with
 * a customer key, and a booking in `status` (default completed).
 */
export async function insertBookingScene(
  db: Kysely<Database>,
  providerId: string,
  options: { status?: BookingStatus; customerName?: string; serviceName?: string; staffName?: string; startsAt?: Date } = {},
) {
  const service = await insertService(db, providerId, { name: options.serviceName });
  const staff = await insertStaff(db, providerId, { name: options.staffName, serviceIds: [service.id] });
  const customer = await insertCustomerWithKey(db, providerId, { name: options.customerName });
  const booking = await insertBooking(db, providerId, {
    customerId: customer.customerId,
    serviceId: service.id,
    staffId: staff.id,
    status: options.status ?? "completed",
    startsAt: options.startsAt,
  });
  return { service, staff, customer, booking };
}
