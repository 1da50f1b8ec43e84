// What visits answer: the visit's span and its items (ordinary bookings, in time order).
import { z } from "zod";
import { fromCents, iso, timestamp } from "../../schemas/common";
import { bookingCustomer, bookingListItem, bookingService, bookingStaff, bookingStatus } from "../bookings/schemas";
import type { getVisit } from "../../store/visits";

export const visitItem = z.object({
  id: z.string().meta({ description: "The item's booking (GET /v1/bookings/{id})", example: "bk_7fQ2mN9pL4vR6xY8wB1c" }),
  service: bookingService,
  staff: bookingStaff,
  dateTime: timestamp,
  endTime: timestamp,
  status: bookingStatus,
  customerTimezone: bookingListItem.shape.customerTimezone,
  locale: bookingListItem.shape.locale,
});

export const visit = z.object({
  id: z.string().meta({ example: "vis_3kTq8LmN2pR5vX9zB4cD" }),
  start: timestamp.meta({ description: "The first item's start" }),
  end: timestamp.meta({ description: "The last item's end" }),
  customer: bookingCustomer.partial({ id: true }).meta({
    description: "Public keys: the name, email and phone sent, and no id (nothing stored about a customer is shown to a visitor)",
  }),
  items: z.array(visitItem).meta({ description: "The services booked, one booking each, back to back in time order" }),
});

type VisitRows = Awaited<ReturnType<typeof getVisit>>;

/** A visit's answer from its rows (time order); `shownCustomer` replaces the stored customer for a visitor. */
export function toVisit(id: string, rows: VisitRows, shownCustomer?: z.infer<typeof visit>["customer"]): z.infer<typeof visit> {
  const [first] = rows;
  const last = rows[rows.length - 1];
  if (!first || !last) throw new Error("Broken invariant: a visit has items");
  return {
    id,
    start: iso(first.starts_at),
    end: iso(last.ends_at),
    customer: shownCustomer ?? {
      id: first.customer_id,
      name: first.customer_name,
      email: first.customer_email,
      phone: first.customer_phone,
    },
    items: rows.map((row) => ({
      id: row.id,
      service: { id: row.service_id, name: row.service_name, duration: row.duration_minutes, price: fromCents(row.payment_amount_cents) },
      staff: { id: row.staff_id, name: row.staff_name },
      dateTime: iso(row.starts_at),
      endTime: iso(row.ends_at),
      status: row.status,
      customerTimezone: row.customer_timezone,
      locale: row.locale,
    })),
  };
}
