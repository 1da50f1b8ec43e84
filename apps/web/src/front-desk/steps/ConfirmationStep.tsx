// The last step: the booking as the service has it (when, what, with whom, for whom, its status),
// cancelled from here if need be, or another booked.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC, type RouterOutputs } from "@booking/client/react";
import { useI18n } from "../../i18n/I18n";
import { money } from "../../i18n/money";
import { shortDateTime } from "../../shared/dates";
import { statusName } from "../../shared/words";
import { Problem } from "../Problem";

type Me = RouterOutputs["user"]["me"];

export function ConfirmationStep(props: { me: Me; bookingId: string; withKey: boolean; onAnother: () => void }) {
  const { t, lang, locale } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const booking = useQuery(trpc.bookings.get.queryOptions({ id: props.bookingId }));
  const cancel = useMutation(
    trpc.bookings.delete.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.bookings.pathFilter()),
          queryClient.invalidateQueries(trpc.staff.schedule.pathFilter()),
          queryClient.invalidateQueries(trpc.availability.get.pathFilter()),
        ]),
    }),
  );
  const zone = props.me.provider.timezone;
  const b = booking.data?.data;
  if (!b) {
    return booking.error ? <Problem error={booking.error} withKey={props.withKey} /> : <p>{t("console.loading")}</p>;
  }
  const busy = cancel.isPending || booking.isFetching;
  return (
    <section className="card confirmation" data-testid="confirmation" aria-live="polite">
      <h2>{t("console.desk.done", { status: b.status })}</h2>
      <dl>
        <dt>{t("console.details.when")}</dt>
        <dd data-testid="booking-when">{shortDateTime(b.dateTime, zone, lang)}</dd>
        <dt>{t("console.desk.what")}</dt>
        <dd>
          {b.service.name} (
          {t("console.service.meta", { minutes: b.service.duration, price: money(b.service.price, props.me.provider.currency, locale) })})
        </dd>
        <dt>{t("console.desk.with")}</dt>
        <dd>{b.staff.name}</dd>
        <dt>{t("console.desk.for")}</dt>
        <dd>
          {b.customer.name} ({[b.customer.phone, b.customer.email].filter(Boolean).join(" · ") || t("console.desk.noContact")})
        </dd>
        <dt>{t("console.details.status")}</dt>
        <dd>
          <span className={`status status-${b.status}`} data-testid="booking-status">
            {statusName(b.status, t)}
          </span>
        </dd>
        <dt>{t("console.details.reference")}</dt>
        <dd>
          <code data-testid="booking-id">{b.id}</code>
        </dd>
      </dl>
      <Problem error={cancel.error ?? booking.error} withKey={props.withKey} />
      <div className="actions">
        {b.status !== "cancelled" && (
          <button
            type="button"
            className="danger"
            disabled={busy}
            // The reason goes to the customer, in the service's words (English), as the console's own cancellations do.
            onClick={() => cancel.mutate({ id: b.id, reason: "Cancelled on the booking page" })}
          >
            {t("console.desk.cancel")}
          </button>
        )}
        <button type="button" onClick={props.onAnother} disabled={cancel.isPending}>
          {t("console.desk.another")}
        </button>
      </div>
    </section>
  );
}
