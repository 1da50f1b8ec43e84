// What the booking page shows once the service took the booking: a booking requested (or
// confirmed), with its calendar file and manage link; or a booking held until the visitor confirms
// their email by the link sent to them (providers with publicVerification "email"). A booking paid
// online says what was paid (or that a card is kept for the fees).
import type { RouterOutputs } from "@booking/client";
import { useI18n } from "../i18n/I18n";
import { deadlineWords, fullWhen } from "../common/dates";
import { money } from "../i18n/money";

export type Booked = RouterOutputs["bookings"]["create"]["data"];

export function Confirmation(props: { booked: Booked; zone: string; onAnother: () => void }) {
  const { t, locale } = useI18n();
  const { booked } = props;
  const manage = booked.manage;
  return (
    <section className="card confirmation" data-testid="confirmation" aria-labelledby="confirmation-heading">
      <h2 id="confirmation-heading" tabIndex={-1}>
        {booked.status === "confirmed" ? t("confirmation.confirmed") : t("confirmation.requested")}
      </h2>
      {booked.status === "pending" && <p>{t("confirmation.pending", { email: booked.customer.email ?? t("confirmation.yourAddress") })}</p>}
      {booked.payment && (
        <p data-testid="paid">
          {booked.payment.kind === "card_setup"
            ? t("pay.done.card")
            : t("pay.done", { amount: money(booked.payment.amount, booked.payment.currency, locale) })}
        </p>
      )}
      <BookingFacts booked={booked} zone={props.zone} />
      {manage && (
        <div className="actions">
          <a className="button" href={`/v1/manage/${manage.token}/calendar.ics`} download data-testid="add-to-calendar">
            {t("confirmation.calendar")}
          </a>
          <a className="button" href={manage.url} data-testid="manage-link">
            {t("confirmation.manage")}
          </a>
        </div>
      )}
      {manage && <p className="muted">{t("confirmation.keepLink")}</p>}
      <button type="button" className="link" onClick={props.onAnother}>
        {t("confirmation.another")}
      </button>
    </section>
  );
}

/**
 * A held booking: nothing is booked until the visitor opens the link emailed to them, before the
 * hold lapses (told in the visitor's zone). No calendar file nor manage link yet: the email's link
 * is the way on.
 */
export function HeldConfirmation(props: { booked: Booked; zone: string; onAnother: () => void }) {
  const { t, rich, lang } = useI18n();
  const { booked, zone } = props;
  const email = booked.customer.email ?? t("confirmation.yourAddress");
  return (
    <section className="card confirmation" data-testid="held" aria-labelledby="held-heading">
      <h2 id="held-heading" tabIndex={-1}>
        {t("held.heading")}
      </h2>
      <p data-testid="held-message">
        {rich("held.sent", { email }, { address: (chunks) => <strong className="address">{chunks}</strong> })}{" "}
        {booked.holdExpiresAt
          ? rich(
              "held.openBy",
              { deadline: deadlineWords(booked.holdExpiresAt, zone, lang) },
              { strong: (chunks) => <strong data-testid="held-until">{chunks}</strong> },
            )
          : t("held.openSoon")}{" "}
        {t("held.until")}
      </p>
      <BookingFacts booked={booked} zone={zone} />
      <p className="muted">{t("held.noEmail")}</p>
      <button type="button" className="link" onClick={props.onAnother}>
        {t("confirmation.another")}
      </button>
    </section>
  );
}

function BookingFacts(props: { booked: Booked; zone: string }) {
  const { t, lang } = useI18n();
  const { booked } = props;
  return (
    <dl className="facts">
      <dt>{t("facts.when")}</dt>
      <dd data-testid="booking-when">{fullWhen(booked.dateTime, props.zone, lang)}</dd>
      <dt>{t("facts.what")}</dt>
      <dd>{t("service.withDuration", { service: booked.service.name, minutes: booked.service.duration })}</dd>
      <dt>{t("facts.with")}</dt>
      <dd data-testid="booking-staff">{booked.staff.name}</dd>
      {booked.sessionId !== null && (
        <>
          <dt>{t("facts.seats")}</dt>
          <dd data-testid="booking-seats">{booked.seats}</dd>
        </>
      )}
      <dt>{t("facts.reference")}</dt>
      <dd>
        <code data-testid="booking-id">{booked.id}</code>
      </dd>
    </dl>
  );
}
