// Services a provider offers (duration in minutes, price in minor units of its currency).
import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import type { Database, ResourceRequirement, ServicePaymentPolicy, ServiceSegment, SessionMode } from "@booking/db";
import { paymentPolicyProblems } from "../domain/payments";
import { segmentProblems } from "../domain/processing-time";
import { invalidInput, notFound } from "../errors";
import { requirementProblems } from "../domain/resource-units";
import { newId } from "../ids";
import { pageOf } from "./pagination";
import { openFromNow, recordOpening } from "./waitlist-openings";

const SERVICE_COLUMNS = [
  "id",
  "name",
  "description",
  "category",
  "duration_minutes",
  "price_cents",
  "buffer_before_minutes",
  "buffer_after_minutes",
  "requirements",
  "capacity",
  "max_seats_per_booking",
  "sessions",
  "segments",
  "staff_count",
  "payment",
  "is_active",
  "created_at",
  "updated_at",
] as const;

export async function listServices(
  db: Kysely<Database>,
  providerId: string,
  filter: { page: number; limit: number; activeOnly: boolean; category?: string },
) {
  let base = db.selectFrom("services").where("provider_id", "=", providerId);
  if (filter.activeOnly) base = base.where("is_active", "=", true);
  if (filter.category) base = base.where("category", "=", filter.category);
  return pageOf(base, (q) => q.select(SERVICE_COLUMNS).orderBy("created_at", "desc").orderBy("id", "desc"), filter);
}

export async function getService(db: Kysely<Database>, providerId: string, serviceId: string) {
  const row = await db
    .selectFrom("services")
    .select(SERVICE_COLUMNS)
    .where("provider_id", "=", providerId)
    .where("id", "=", serviceId)
    .executeTakeFirst();
  if (!row) throw notFound("Service", serviceId);
  return row;
}

export interface ServiceInput {
  name: string;
  description?: string | null;
  category?: string | null;
  durationMinutes: number;
  priceCents: number;
  bufferBeforeMinutes?: number;
  bufferAfterMinutes?: number;
  requirements?: ResourceRequirement[];
  capacity?: number;
  maxSeatsPerBooking?: number;
  sessions?: SessionMode;
  /** Active and processing time, adding up to the duration; absent: one active stretch (a change of duration alone resets it). */
  segments?: ServiceSegment[];
  /** Members one booking takes at once: 1 (default) or 2. */
  staffCount?: number;
  /** What a booking pays when made (minor units); absent: nothing (create), unchanged (update). */
  payment?: ServicePaymentPolicy;
  isActive?: boolean;
}

/** 400 when a class would take two members: a class session has one member. */
function assertStaffCountFits(staffCount: number, capacity: number, sessions: SessionMode) {
  if (staffCount === 2 && (capacity > 1 || sessions === "published")) {
    throw invalidInput([{ path: "staffCount", message: "must be 1 for a class service (a class session has one staff member)" }]);
  }
}

/** The segments to store: null for one active stretch (none given, or just that), after checking they fit `duration` (400). */
function segmentsToStore(segments: ServiceSegment[] | undefined, duration: number): string | null {
  if (segments === undefined) return null;
  const problems = segmentProblems(segments, duration);
  if (problems.length > 0) throw invalidInput(problems);
  return segments.length === 1 ? null : JSON.stringify(segments);
}

/**
 * Creates a service. With requirements, the resources they list are key-share locked until the
 * service is written, so a resource being deleted meanwhile either waits and then sees the
 * service requiring it, or is gone before the check and named as missing.
 */
/** 400 naming each field of a payment policy that does not suit a service of this price. */
function assertPaymentFits(policy: ServicePaymentPolicy, priceCents: number) {
  const problems = paymentPolicyProblems(policy, { priceMinor: priceCents });
  if (problems.length > 0)
    throw invalidInput(problems.map((p) => ({ path: p.path === "price" ? "price" : `payment.${p.path}`, message: p.message })));
}

export async function createService(db: Kysely<Database>, providerId: string, input: ServiceInput) {
  assertStaffCountFits(input.staffCount ?? 1, input.capacity ?? 1, input.sessions ?? "open");
  if (input.payment) assertPaymentFits(input.payment, input.priceCents);
  return db.transaction().execute(async (trx) => {
    if (input.requirements) await assertRequirementsMeetable(trx, providerId, input.requirements);
    return trx
      .insertInto("services")
      .values({
        provider_id: providerId,
        id: newId("svc"),
        name: input.name,
        description: input.description ?? null,
        category: input.category ?? null,
        duration_minutes: input.durationMinutes,
        price_cents: input.priceCents,
        buffer_before_minutes: input.bufferBeforeMinutes ?? 0,
        buffer_after_minutes: input.bufferAfterMinutes ?? 0,
        requirements: JSON.stringify(input.requirements ?? []),
        capacity: input.capacity ?? 1,
        max_seats_per_booking: input.maxSeatsPerBooking ?? 4,
        sessions: input.sessions ?? "open",
        segments: segmentsToStore(input.segments, input.durationMinutes),
        staff_count: input.staffCount ?? 1,
        payment: input.payment ? JSON.stringify(input.payment) : undefined,
        is_active: input.isActive ?? true,
      })
      .returning(SERVICE_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

export async function updateService(db: Kysely<Database>, providerId: string, serviceId: string, input: Partial<ServiceInput>, now: Date) {
  const row = await db.transaction().execute(async (trx) => {
    if (input.requirements) await assertRequirementsMeetable(trx, providerId, input.requirements);
    // Segments are checked against the duration they will have; a new duration alone makes the
    // service one active stretch again (its old segments no longer add up).
    let segments: string | null | RawBuilder<string | null> | undefined;
    // Segments and the staff count are judged with the service as it will be (an unknown service is a 404 first).
    const judged =
      input.segments !== undefined ||
      input.staffCount !== undefined ||
      input.capacity !== undefined ||
      input.sessions !== undefined ||
      input.payment !== undefined ||
      input.priceCents !== undefined;
    const current = judged
      ? await trx
          .selectFrom("services")
          .select(["duration_minutes", "staff_count", "capacity", "sessions", "payment", "price_cents"])
          .where("provider_id", "=", providerId)
          .where("id", "=", serviceId)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
    if (judged && !current) throw notFound("Service", serviceId);
    if (current) {
      assertStaffCountFits(input.staffCount ?? current.staff_count, input.capacity ?? current.capacity, input.sessions ?? current.sessions);
      // The policy as it will be, against the price as it will be (a lower price may leave a deposit above it).
      assertPaymentFits(input.payment ?? current.payment, input.priceCents ?? current.price_cents);
    }
    if (input.segments !== undefined && current) {
      const duration = input.durationMinutes ?? current.duration_minutes;
      segments = segmentsToStore(input.segments, duration);
    } else if (input.durationMinutes !== undefined) {
      segments = sql<string | null>`CASE WHEN duration_minutes = ${input.durationMinutes} THEN segments END`;
    }
    // More seats in a class: its sessions to come have them too, and they go to the line first.
    if (current && input.capacity !== undefined && input.capacity > current.capacity) {
      await trx
        .updateTable("sessions")
        .set({ capacity: input.capacity, updated_at: sql`now()` })
        .where("provider_id", "=", providerId)
        .where("service_id", "=", serviceId)
        .where("status", "=", "open")
        .where("starts_at", ">", now)
        .where("capacity", "<", input.capacity)
        .execute();
      await recordOpening(trx, providerId, { staffId: null, serviceId, ...openFromNow(now), reason: "seats_added" }, now);
    }
    return trx
      .updateTable("services")
      .set({
        name: input.name,
        description: input.description,
        category: input.category,
        duration_minutes: input.durationMinutes,
        price_cents: input.priceCents,
        buffer_before_minutes: input.bufferBeforeMinutes,
        buffer_after_minutes: input.bufferAfterMinutes,
        requirements: input.requirements && JSON.stringify(input.requirements),
        capacity: input.capacity,
        max_seats_per_booking: input.maxSeatsPerBooking,
        sessions: input.sessions,
        segments,
        staff_count: input.staffCount,
        payment: input.payment ? JSON.stringify(input.payment) : undefined,
        is_active: input.isActive,
        updated_at: sql`now()`,
      })
      .where("provider_id", "=", providerId)
      .where("id", "=", serviceId)
      .returning(SERVICE_COLUMNS)
      .executeTakeFirst();
  });
  if (!row) throw notFound("Service", serviceId);
  return row;
}

/** Throws 404 naming the first id that is not a service of this provider. */
export async function assertServicesExist(db: Kysely<Database>, providerId: string, serviceIds: string[]) {
  if (serviceIds.length === 0) return;
  const found = await db.selectFrom("services").select("id").where("provider_id", "=", providerId).where("id", "in", serviceIds).execute();
  const known = new Set(found.map((r) => r.id));
  const missing = serviceIds.find((id) => !known.has(id));
  if (missing) throw notFound("Service", missing);
}

/**
 * 404 naming the first listed resource the provider does not have, else 400 with every problem of
 * the requirements (a resource listed twice, a quantity no listed resource has).
 */
async function assertRequirementsMeetable(trx: Transaction<Database>, providerId: string, requirements: ResourceRequirement[]) {
  const ids = [...new Set(requirements.flatMap((r) => r.resourceIds))];
  const rows =
    ids.length === 0
      ? []
      : await trx
          .selectFrom("resources")
          .select(["id", "quantity"])
          .where("provider_id", "=", providerId)
          .where("id", "in", ids)
          .forKeyShare()
          .execute();
  const problems = requirementProblems(requirements, new Map(rows.map((r) => [r.id, r])));
  const missing = problems.find((p) => p.missingResourceId !== undefined)?.missingResourceId;
  if (missing !== undefined) throw notFound("Resource", missing);
  if (problems.length > 0) throw invalidInput(problems.map(({ path, message }) => ({ path, message })));
}
