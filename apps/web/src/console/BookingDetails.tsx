// A booking in full: who, what, when and where it came from, what became of it, and its payment.
// Admins and managers record a payment or refund it; the service says when the state forbids it.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { formatInstant } from "../front-desk/time";
import { Outcome, useAction } from "./useAction";
import { STATUS_NAMES } from "./words";
import { QueryProblem } from "./ui";

const METHODS = ["cash", "card", "online", "voucher"] as const;
const PAYMENT_NAMES = { unpaid: "Not paid", paid: "Paid", refunded: "Refunded" } as const;

export function BookingDetails({
  bookingId,
  zone,
  currency,
  manages,
}: {
  bookingId: string;
  zone: string;
  currency: string;
  manages: boolean;
}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const booking = useQuery(trpc.bookings.get.queryOptions({ id: bookingId }));
  const action = useAction();
  const [method, setMethod] = useState<(typeof METHODS)[number]>("card");
  if (booking.error) return <QueryProblem error={booking.error} />;
  const b = booking.data?.data;
  if (!b) return <p>Loading…</p>;
  const pay = (event: FormEvent) => {
    event.preventDefault();
    void action.run(() => client.bookings.payment.mutate({ id: b.id, method }), "Payment recorded.");
  };
  return (
    <div className="details" data-testid="booking-details">
      <dl className="facts">
        <dt>Reference</dt>
        <dd>
          <code>{b.id}</code>
        </dd>
        <dt>Customer</dt>
        <dd>{[b.customer.name, b.customer.email, b.customer.phone].filter(Boolean).join(" · ")}</dd>
        <dt>When</dt>
        <dd>
          {formatInstant(b.dateTime, zone)} – {formatInstant(b.endTime, zone)}
          {b.customerTimezone && b.customerTimezone !== zone && ` (the customer is in ${b.customerTimezone})`}
        </dd>
        <dt>Booked</dt>
        <dd>
          {formatInstant(b.createdAt, zone)} via {b.source}
        </dd>
        <dt>Status</dt>
        <dd>
          {STATUS_NAMES[b.status] ?? b.status}
          {b.cancelledAt && `, ${formatInstant(b.cancelledAt, zone)}`}
          {b.cancelReason && ` (${b.cancelReason})`}
        </dd>
        {b.notes && (
          <>
            <dt>Notes</dt>
            <dd>{b.notes}</dd>
          </>
        )}
        <dt>Payment</dt>
        <dd data-testid="payment">
          {PAYMENT_NAMES[b.payment.status]}
          {b.payment.method && ` by ${b.payment.method}`} · {b.payment.amount.toFixed(2)} {currency}
          {b.payment.paidAt && `, ${formatInstant(b.payment.paidAt, zone)}`}
          {b.payment.refundedAt && `; refunded ${formatInstant(b.payment.refundedAt, zone)}`}
        </dd>
        <dt>Last change</dt>
        <dd>{formatInstant(b.updatedAt, zone)}</dd>
      </dl>
      {manages && b.payment.status === "unpaid" && (
        <form className="move" onSubmit={pay}>
          <label>
            Paid by
            <select value={method} onChange={(e) => setMethod(e.target.value as typeof method)}>
              {METHODS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={action.busy}>
            Record payment
          </button>
        </form>
      )}
      {manages && b.payment.status === "paid" && (
        <button
          type="button"
          className="danger"
          disabled={action.busy}
          onClick={() => void action.run(() => client.bookings.refund.mutate({ id: b.id }), "Payment refunded.")}
        >
          Refund
        </button>
      )}
      <Outcome problem={action.problem} done={action.done} />
    </div>
  );
}
