// Creating a booking: the hot path. Its references and the policies the time is checked against
// are read with the member's row lock in one round trip, and the booking, its event and the
// provider's notification are written in one statement, which also rereads the member's policy
// version: if a time off, override or closure committed while the create waited for the lock, the
// transaction is undone and the create runs again. The booking occupies its member from its
// start less the service's buffer before to its end plus the buffer after; the exclusion
// constraint decides overlaps.
import { sql, type Kysely, type Transaction } from "kysely";
import type { BookingSource, BookingStatus, Database } from "@booking/db";
import { badRequest, notFound } from "../../errors";
import { newId } from "../../ids";
import { NEW_BOOKING_STATUS } from "../../domain/booking-rules";
import { MINUTE_MS } from "../../domain/local-time";
import { recordEventWithChange } from "../events";
import { PROVIDER_RECIPIENT } from "../notifications";
import { policyColumns, toPolicies, type PolicyColumns } from "../calendars";
import { assertBookable, guardOverlap, type Booker, type Provider, type StaffForBooking } from "./write-guards";

export interface CreateBookingInput {
  customerId: string;
  serviceId: string;
  staffId: string;
  dateTime: Date;
  notes?: string | null;
  source?: BookingSource;
  /** Who books: customers are bound by the minimum notice and the horizon, provider keys are not. */
  booker?: Booker;
}

interface BookingRefs {
  customer: { id: string; name: string; email: string | null; phone: string | null } | null;
  service: {
    id: string;
    name: string;
    duration: number;
    priceCents: number;
    isActive: boolean;
    bufferBefore: number;
    bufferAfter: number;
  } | null;
}

const customerJson = (providerId: string, customerId: string) => sql<BookingRefs["customer"]>`
  (SELECT json_build_object('id', c.id, 'name', c.name, 'email', c.email, 'phone', c.phone)
     FROM customers c WHERE c.provider_id = ${providerId} AND c.id = ${customerId})`;
const serviceJson = (providerId: string, serviceId: string) => sql<BookingRefs["service"]>`
  (SELECT json_build_object('id', s.id, 'name', s.name, 'duration', s.duration_minutes,
                            'priceCents', s.price_cents, 'isActive', s.is_active,
                            'bufferBefore', s.buffer_before_minutes, 'bufferAfter', s.buffer_after_minutes)
     FROM services s WHERE s.provider_id = ${providerId} AND s.id = ${serviceId})`;

/** The longest a service lasts: the window of policies read before the service's duration is known. */
const LONGEST_SERVICE_MS = 1440 * MINUTE_MS;

type CreationRow = StaffForBooking &
  BookingRefs &
  PolicyColumns & { provider_preferences: Record<string, unknown> | null; seen_policy_version: number };

/**
 * Everything a new booking needs, in one round trip: the staff member (row-locked, see
 * lockStaffForBooking), whether they offer the service, the customer, the service, the
 * provider's notification preferences (for the booking.created notification), and the policies
 * the time is checked against (zone, notice, horizon, the member's time off and overrides, the
 * closures). A statement that had to wait for the lock reads the policies as they were before
 * it waited; `seen_policy_version` (read as of then too) lets the insert tell (see createBooking).
 */
async function loadForCreation(trx: Transaction<Database>, providerId: string, input: CreateBookingInput) {
  const start = input.dateTime;
  const result = await sql<CreationRow>`
    SELECT s.id, s.name, s.is_active, s.schedule,
           (SELECT s2.policy_version FROM staff s2 WHERE s2.provider_id = s.provider_id AND s2.id = s.id) AS seen_policy_version,
           EXISTS (SELECT 1 FROM staff_services ss
                   WHERE ss.provider_id = s.provider_id AND ss.staff_id = s.id AND ss.service_id = ${input.serviceId}) AS offers_service,
           ${customerJson(providerId, input.customerId)} AS customer,
           ${serviceJson(providerId, input.serviceId)} AS service,
           (SELECT np.preferences FROM notification_preferences np
             WHERE np.provider_id = s.provider_id AND np.recipient = ${PROVIDER_RECIPIENT}) AS provider_preferences,
           ${policyColumns(input.staffId, start, new Date(start.getTime() + LONGEST_SERVICE_MS))}
    FROM staff s JOIN providers p ON p.id = s.provider_id
    WHERE s.provider_id = ${providerId} AND s.id = ${input.staffId} AND s.deleted_at IS NULL
    FOR NO KEY UPDATE OF s`.execute(trx);
  const row = result.rows[0];
  if (row) {
    return { staff: row, customer: row.customer, service: row.service, providerPreferences: row.provider_preferences, policies: row };
  }
  // No such staff member: still name a missing customer or service first, as the checks read.
  const refs = await sql<BookingRefs>`
    SELECT ${customerJson(providerId, input.customerId)} AS customer, ${serviceJson(providerId, input.serviceId)} AS service`.execute(trx);
  return { staff: null, providerPreferences: null, policies: null, ...refs.rows[0]! };
}

/** A time off, override or closure committed while the booking waited for its member: read again. */
class PoliciesChanged extends Error {}

/** Attempts of a create whose member's policies changed while it waited (each change needs a writer to commit). */
const CREATE_ATTEMPTS = 3;

export async function createBooking(db: Kysely<Database>, provider: Provider, input: CreateBookingInput, now: Date) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await createOnce(db, provider, input, now);
    } catch (error) {
      if (!(error instanceof PoliciesChanged) || attempt >= CREATE_ATTEMPTS) throw error;
    }
  }
}

async function createOnce(db: Kysely<Database>, provider: Provider, input: CreateBookingInput, now: Date) {
  return guardOverlap(() =>
    db.transaction().execute(async (trx) => {
      const { staff, customer, service, providerPreferences, policies } = await loadForCreation(trx, provider.id, input);
      if (!customer) throw notFound("Customer", input.customerId);
      if (!service) throw notFound("Service", input.serviceId);
      if (!staff || !policies) throw notFound("Staff member", input.staffId);
      if (!service.isActive) {
        throw badRequest(`Service ${service.id} is not active`, [{ path: "serviceId", message: "is not active" }]);
      }
      const start = input.dateTime.getTime();
      const end = start + service.duration * MINUTE_MS;
      const { timezone, limits, closures, member } = toPolicies(policies);
      assertBookable(
        { ...staff, ...member },
        { zone: timezone, closures, now: now.getTime(), limits: (input.booker ?? "provider") === "provider" ? null : limits },
        start,
        end,
      );
      // The event's data is known before the insert (the id is ours, the status the default),
      // so the booking, its event and the provider's notification are one statement.
      const id = newId("bk");
      const startsAt = new Date(start);
      const { rows } = await recordEventWithChange(
        trx,
        sql<{ id: string; status: BookingStatus; starts_at: Date; ends_at: Date; created_at: Date; policy_version: number }>`
          INSERT INTO bookings (provider_id, id, customer_id, service_id, staff_id, starts_at, ends_at, occupied_from, occupied_until,
                                notes, source, status, payment_amount_cents)
          VALUES (${provider.id}, ${id}, ${customer.id}, ${service.id}, ${staff.id}, ${startsAt}, ${new Date(end)},
                  ${new Date(start - service.bufferBefore * MINUTE_MS)}, ${new Date(end + service.bufferAfter * MINUTE_MS)},
                  ${input.notes ?? null}, ${input.source ?? "website"}, ${NEW_BOOKING_STATUS}, ${service.priceCents})
          RETURNING id, status, starts_at, ends_at, created_at,
                    (SELECT policy_version FROM staff WHERE provider_id = ${provider.id} AND id = ${staff.id}) AS policy_version`,
        "booking.created",
        {
          bookingId: id,
          providerId: provider.id,
          customerId: customer.id,
          serviceId: service.id,
          staffId: staff.id,
          dateTime: startsAt.toISOString(),
          status: NEW_BOOKING_STATUS,
        },
        {
          bookingId: id,
          customerId: customer.id,
          customerName: customer.name,
          serviceId: service.id,
          serviceName: service.name,
          staffId: staff.id,
          staffName: staff.name,
          startsAt,
          timezone,
          cancelReason: null,
          notifyCustomer: true,
          // The new booking's notification goes to the provider: its preferences came along.
          recipientPreferences: providerPreferences,
        },
      );
      const { policy_version: policyVersion, ...row } = rows[0]!;
      // The member's policies changed between what the first statement read and now: a writer
      // committed while this create waited for the member's lock. Undo, and read them again.
      if (Number(policyVersion) !== Number(staff.seen_policy_version)) throw new PoliciesChanged();
      return {
        ...row,
        customer,
        service: { id: service.id, name: service.name, duration: service.duration, priceCents: service.priceCents },
        staff: { id: staff.id, name: staff.name },
      };
    }),
  );
}
