// The console's safe actions beside status.ts: a no-show only once the booking has started, and
// undoing a cancellation for a few minutes after it (the time still free: the overlap constraint
// decides, as for any booking write).
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { conflict, notFound, type ErrorDetail } from "../../errors";
import { noShowRefusal, restoreRefusal, type Refusal } from "../../domain/booking-actions";
import { recordEvent } from "../events";
import { bookingEventData } from "./event-data";
import { guardOverlap, type Provider } from "./write-guards";

/** A refusal of these rules as the 409 clients see, its detail at `path` carrying the rule and its times. */
function refused(refusal: Refusal, path: string, detail: string) {
  const entry: ErrorDetail = { path, message: detail, rule: refusal.rule };
  if (refusal.from !== undefined) entry.from = refusal.from;
  if (refusal.to !== undefined) entry.to = refusal.to;
  return conflict(refusal.message, [entry]);
}

/** 409 when a booking starting at `startsAt` is marked no-show before its start. */
export function assertNoShowAllowed(startsAt: Date, now: Date): void {
  const refusal = noShowRefusal(startsAt.getTime(), now.getTime());
  if (refusal) throw refused(refusal, "status", "the booking has not started yet");
}

/**
 * Undoes a cancellation made less than RESTORE_WINDOW_MINUTES ago: the booking is back as it was
 * (pending or confirmed, at its time with its member), and booking.restored is recorded. 409 when
 * too late, not cancelled, when it held rooms, equipment or seats, or when its time was taken
 * meanwhile (the exclusion constraint, mapped by guardOverlap); 404 for no such booking.
 */
export function restoreBooking(db: Kysely<Database>, provider: Provider, bookingId: string, now: Date) {
  return guardOverlap(
    () =>
      db.transaction().execute(async (trx) => {
        const booking = await trx
          .selectFrom("bookings")
          .select([
            "id",
            "status",
            "status_before_cancel",
            "cancelled_at",
            "customer_id",
            "service_id",
            "staff_id",
            "starts_at",
            "resources",
            "session_id",
            "seats",
          ])
          .where("provider_id", "=", provider.id)
          .where("id", "=", bookingId)
          .forUpdate()
          .executeTakeFirst();
        if (!booking) throw notFound("Booking", bookingId);
        const refusal = restoreRefusal(
          {
            status: booking.status,
            cancelledAt: booking.cancelled_at?.getTime() ?? null,
            statusBeforeCancel: booking.status_before_cancel,
            heldUnits: booking.session_id !== null || booking.resources.length > 0,
          },
          now.getTime(),
        );
        if (refusal)
          throw refused(refusal, "status", refusal.rule === "restore_window" ? "the time to undo has passed" : "cannot be restored");
        const cancelledAt = booking.cancelled_at;
        const status = booking.status_before_cancel;
        if (cancelledAt === null || status === null)
          throw new Error("Broken invariant: restoreRefusal lets only cancelled bookings through");
        // Back to pending or confirmed: the exclusion constraint refuses it when the time was taken meanwhile.
        const row = await trx
          .updateTable("bookings")
          .set({ status, cancelled_at: null, cancel_reason: null, notify_customer: true, updated_at: sql`now()` })
          .where("provider_id", "=", provider.id)
          .where("id", "=", booking.id)
          .returning(["id", "status", "updated_at"])
          .executeTakeFirstOrThrow();
        await recordEvent(trx, "booking.restored", {
          ...bookingEventData(provider.id, booking, status),
          cancelledAt: cancelledAt.toISOString(),
          changedBy: "provider",
        });
        return { id: row.id, status, updated_at: row.updated_at };
      }),
    { db, providerId: provider.id, now },
  );
}
