// A booking in full: who (the customer, and its member, or both members of a two-person service),
// what, when and where it came from, what became of it, its payment, and its history; for an item
// of a visit, the visit's services and the whole visit moved or cancelled (VisitSection); for an
// occurrence of a series, the series' dates, moved or cancelled by scope (SeriesSection).
// Admins and managers record a payment at the desk (not for a cancelled booking or a hold) or refund
// it; the service says when the state forbids it.
// Money moved online (paid when booked, fees charged to a kept card, refunds) is listed with why,
// in the salon's currency, and what the salon keeps of it; admins and managers give back all of
// it or a part through the payment provider, which makes the refund within minutes.
import { useEffect, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { shortDateTime } from "../common/dates";
import { useI18n } from "../i18n/I18n";
import { money } from "../i18n/money";
import { BookingHistory } from "./BookingHistory";
import { Outcome, useAction } from "./useAction";
import { inWords, statusName } from "../common/words";
import { PAYMENT_METHOD_NAMES } from "./words";
import { QueryProblem } from "./ui";
import { reasonWords } from "./reasons";
import { VisitSection } from "./VisitSection";
import { SeriesSection } from "./SeriesSection";
import { useBookingMembers } from "../common/salon-lists";
import { ledgerKept, ledgerReasonWords, LEDGER_KINDS, type LedgerEntry } from "./ledger";
import type { Named } from "../common/members";
import { recordsPaymentAtDesk } from "../common/payment-policy";

const METHODS = ["cash", "card", "online", "voucher"] as const;
const PAYMENT_NAMES = { unpaid: "console.payment.unpaid", paid: "console.payment.paid", refunded: "console.payment.refunded" } as const;
const SOURCE_NAMES = { website: "console.source.website", app: "console.source.app", "walk-in": "console.source.walkIn" } as const;

export function BookingDetails({
  bookingId,
  zone,
  currency,
  manages,
  self,
}: {
  bookingId: string;
  zone: string;
  currency: string;
  manages: boolean;
  /** The signed-in member: named on a two-person booking they are second on, when they may not list the staff. */
  self: Named;
}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const booking = useQuery(trpc.bookings.get.queryOptions({ id: bookingId }));
  const { t, lang, locale } = useI18n();
  const when = (instant: string) => shortDateTime(instant, zone, lang);
  const action = useAction();
  const [method, setMethod] = useState<(typeof METHODS)[number]>("card");
  const membersOf = useBookingMembers(booking.data ? [booking.data.data] : [], { canList: manages, self });
  if (booking.error) return <QueryProblem error={booking.error} />;
  const b = booking.data?.data;
  if (!b) return <p>{t("console.loading")}</p>;
  /** What is left of the money taken online, to give back. */
  const left = ledgerKept(b.payment.ledger);
  const pay = (event: FormEvent) => {
    event.preventDefault();
    void action.run(() => client.bookings.payment.mutate({ id: b.id, method }), t("console.payment.recorded"));
  };
  return (
    <div className="details" data-testid="booking-details">
      <dl className="facts">
        <dt>{t("console.details.reference")}</dt>
        <dd>
          <code>{b.id}</code>
        </dd>
        <dt>{t("console.details.customer")}</dt>
        <dd>{[b.customer.name, b.customer.email, b.customer.phone].filter(Boolean).join(" · ")}</dd>
        <dt>{t("console.details.when")}</dt>
        <dd>
          {when(b.dateTime)} – {when(b.endTime)}
          {b.customerTimezone && b.customerTimezone !== zone && ` ${t("console.details.customerZone", { zone: b.customerTimezone })}`}
        </dd>
        <dt>{t("console.details.with")}</dt>
        <dd data-testid="booking-members">{membersOf(b)}</dd>
        <dt>{t("console.details.booked")}</dt>
        <dd>{t("console.details.bookedVia", { when: when(b.createdAt), source: inWords(SOURCE_NAMES, b.source, t) })}</dd>
        <dt>{t("console.details.status")}</dt>
        <dd>
          {statusName(b.status, t)}
          {b.cancelledAt && `, ${when(b.cancelledAt)}`}
          {b.cancelReason && ` (${reasonWords(b.cancelReason, t)})`}
        </dd>
        {b.notes && (
          <>
            <dt>{t("console.details.notes")}</dt>
            <dd>{b.notes}</dd>
          </>
        )}
        <dt>{t("console.details.payment")}</dt>
        <dd data-testid="payment">
          {b.payment.method
            ? t("console.payment.withMethod", { status: b.payment.status, method: b.payment.method })
            : t(PAYMENT_NAMES[b.payment.status])}{" "}
          · {money(b.payment.amount, currency, locale)}
          {b.payment.paidAt && `, ${when(b.payment.paidAt)}`}
          {b.payment.refundedAt && `; ${t("console.payment.refundedAt", { when: when(b.payment.refundedAt) })}`}
        </dd>
        {b.payment.ledger.length > 0 && (
          <>
            <dt>{t("console.ledger.heading")}</dt>
            <dd>
              <Ledger entries={b.payment.ledger} currency={currency} when={when} />
              {manages && left > 0 && <RefundOnline bookingId={b.id} left={left} currency={currency} />}
            </dd>
          </>
        )}
        <dt>{t("console.details.lastChange")}</dt>
        <dd>{when(b.updatedAt)}</dd>
      </dl>
      {b.visitId && <VisitSection visitId={b.visitId} zone={zone} manages={manages} />}
      {/* The series' procedures are the salon's: a staff member may not read them. */}
      {manages && b.seriesId && b.occurrenceKey && (
        // Not keyed by the series: moving the following dates gives the booking a series of its own,
        // and remounting would drop the line saying the dates were moved.
        <SeriesSection
          seriesId={b.seriesId}
          occurrenceKey={b.occurrenceKey}
          start={b.dateTime}
          staffId={b.staff.id}
          serviceId={b.service.id}
          customer={b.customer.name}
          zone={zone}
          manages={manages}
          pending={b.status === "pending"}
        />
      )}
      {manages && recordsPaymentAtDesk(b) && (
        <form className="move" onSubmit={pay}>
          <label>
            {t("console.payment.paidBy")}
            <select value={method} onChange={(e) => setMethod(e.target.value as typeof method)}>
              {METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(PAYMENT_METHOD_NAMES[m])}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={action.busy}>
            {t("console.payment.record")}
          </button>
        </form>
      )}
      {/* Money taken online is given back with the list of it above. */}
      {manages && b.payment.status === "paid" && b.payment.ledger.length === 0 && (
        <button
          type="button"
          className="danger"
          disabled={action.busy}
          onClick={() => void action.run(() => client.bookings.refund.mutate({ id: b.id }), t("console.payment.refundDone"))}
        >
          {t("console.payment.refund")}
        </button>
      )}
      <Outcome problem={action.problem} done={action.done} />
      <BookingHistory bookingId={b.id} zone={zone} member={b.staff} manages={manages} />
    </div>
  );
}

/** The money moved online, oldest first: when, what, how much and why; then what the salon keeps. */
function Ledger(props: { entries: readonly LedgerEntry[]; currency: string; when: (instant: string) => string }) {
  const { t, locale } = useI18n();
  const inMoney = (amount: number) => money(amount, props.currency, locale);
  return (
    <>
      <ul className="ledger" data-testid="ledger">
        {props.entries.map((entry) => (
          <li key={`${entry.kind} ${entry.reference} ${entry.at}`} data-testid={`ledger-${entry.kind}`}>
            {props.when(entry.at)} · {t(LEDGER_KINDS[entry.kind])} ·{" "}
            {entry.kind === "refund" ? `−${inMoney(entry.amount)}` : inMoney(entry.amount)}
            {entry.reason && ` (${ledgerReasonWords(entry.reason, t)})`}
          </li>
        ))}
      </ul>
      <p data-testid="ledger-kept">{t("console.ledger.kept", { amount: inMoney(ledgerKept(props.entries)) })}</p>
    </>
  );
}

/**
 * Gives back money taken online, all that is left (the default) or a part: the service asks the
 * payment provider, and the refund joins the list once made (the service refuses more than is left).
 */
function RefundOnline(props: { bookingId: string; left: number; currency: string }) {
  const client = useTRPCClient();
  const { t, locale } = useI18n();
  const action = useAction();
  const [amount, setAmount] = useState(String(props.left));
  // What is left changes once a refund went through: the form offers the new rest, not the old.
  useEffect(() => setAmount(String(props.left)), [props.left]);
  const refund = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    void action.run(
      () => client.bookings.refund.mutate({ id: props.bookingId, amount: value }),
      t("console.ledger.refundRequested", { amount: money(value, props.currency, locale) }),
    );
  };
  return (
    <form className="move" onSubmit={refund} data-testid="refund-online">
      <label>
        {t("console.ledger.refundAmount", { currency: props.currency })}
        <input type="number" required min={0.01} max={props.left} step="0.01" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <button type="submit" className="danger" disabled={action.busy}>
        {t("console.ledger.refundOnline")}
      </button>
      <Outcome problem={action.problem} done={action.done} />
    </form>
  );
}
