// Creating a booking: the hot path. Its references are read with the member's row lock in one
// round trip, the policies the time is checked against in a second (after the lock, so none
// committed meanwhile is missed), and the booking, its event and the provider's notification are
// written in one statement. The booking occupies its member from its start less the service's
// buffer before to its end plus the buffer after; the exclusion constraint decides overlaps.
import { sql, type Kysely, type Transaction } from "kysely";
import type { BookingSource, BookingStatus, Database } from "@booking/db";
import { badRequest, notFound } from "../../errors";
import { newId } from "../../ids";
import { NEW_BOOKING_STATUS } from "../../domain/booking-rules";
import { MINUTE_MS } from "../../domain/local-time";
import { recordEventWithChange } from "../events";
import { PROVIDER_RECIPIENT } from "../notifications";
import { assertBookingAllowed, guardOverlap, type Booker, type Provider, type StaffForBooking } from "./write-guards";

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

/**
 * Everything a new booking needs, in one round trip: the staff member (row-locked, see
 * lockStaffForBooking), whether they offer the service, the customer, the service, and the
 * provider's notification preferences (for the booking.created notification).
 */
async function loadForCreation(trx: Transaction<Database>, providerId: string, input: CreateBookingInput) {
  const result = await sql<StaffForBooking & BookingRefs & { provider_preferences: Record<string, unknown> | null }>`
    SELECT s.id, s.name, s.is_active, s.schedule,
           EXISTS (SELECT 1 FROM staff_services ss
                   WHERE ss.provider_id = s.provider_id AND ss.staff_id = s.id AND ss.service_id = ${input.serviceId}) AS offers_service,
           ${customerJson(providerId, input.customerId)} AS customer,
           ${serviceJson(providerId, input.serviceId)} AS service,
           (SELECT np.preferences FROM notification_preferences np
             WHERE np.provider_id = s.provider_id AND np.recipient = ${PROVIDER_RECIPIENT}) AS provider_preferences
    FROM staff s
    WHERE s.provider_id = ${providerId} AND s.id = ${input.staffId} AND s.deleted_at IS NULL
    FOR NO KEY UPDATE OF s`.execute(trx);
  const row = result.rows[0];
  if (row) return { staff: row, customer: row.customer, service: row.service, providerPreferences: row.provider_preferences };
  // No such staff member: still name a missing customer or service first, as the checks read.
  const refs = await sql<BookingRefs>`
    SELECT ${customerJson(providerId, input.customerId)} AS customer, ${serviceJson(providerId, input.serviceId)} AS service`.execute(trx);
  return { staff: null, providerPreferences: null, ...refs.rows[0]! };
}

export async function createBooking(db: Kysely<Database>, provider: Provider, input: CreateBookingInput, now: Date) {
  return guardOverlap(() =>
    db.transaction().execute(async (trx) => {
      const { staff, customer, service, providerPreferences } = await loadForCreation(trx, provider.id, input);
      if (!customer) throw notFound("Customer", input.customerId);
      if (!service) throw notFound("Service", input.serviceId);
      if (!staff) throw notFound("Staff member", input.staffId);
      if (!service.isActive) {
        throw badRequest(`Service ${service.id} is not active`, [{ path: "serviceId", message: "is not active" }]);
      }
      const start = input.dateTime.getTime();
      const end = start + service.duration * MINUTE_MS;
      const timezone = await assertBookingAllowed(trx, provider.id, staff, start, end, now, input.booker ?? "provider");

      // The event's data is known before the insert (the id is ours, the status the default),
      // so the booking, its event and the provider's notification are one statement.
      const id = newId("bk");
      const startsAt = new Date(start);
      const { rows } = await recordEventWithChange(
        trx,
        sql<{ id: string; status: BookingStatus; starts_at: Date; ends_at: Date; created_at: Date }>`
          INSERT INTO bookings (provider_id, id, customer_id, service_id, staff_id, starts_at, ends_at, occupied_from, occupied_until,
                                notes, source, status, payment_amount_cents)
          VALUES (${provider.id}, ${id}, ${customer.id}, ${service.id}, ${staff.id}, ${startsAt}, ${new Date(end)},
                  ${new Date(start - service.bufferBefore * MINUTE_MS)}, ${new Date(end + service.bufferAfter * MINUTE_MS)},
                  ${input.notes ?? null}, ${input.source ?? "website"}, ${NEW_BOOKING_STATUS}, ${service.priceCents})
          RETURNING id, status, starts_at, ends_at, created_at`,
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
      const row = rows[0]!;
      return {
        ...row,
        customer,
        service: { id: service.id, name: service.name, duration: service.duration, priceCents: service.priceCents },
        staff: { id: staff.id, name: staff.name },
      };
    }),
  );
}
