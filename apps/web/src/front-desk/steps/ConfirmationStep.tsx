// The last step: the booking as the service has it (when, what, with whom: both members of a
// two-person booking, for whom, its status), cancelled from here if need be, or another booked. A
// visit shows each of its services and is cancelled whole; a booking of a series shows the series'
// dates.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC, type RouterOutputs } from "@booking/client/react";
import { useI18n } from "../../i18n/I18n";
import { money } from "../../i18n/money";
import { shortDateTime } from "../../common/dates";
import { statusName } from "../../common/words";
import { Problem } from "../Problem";
import { VisitItems } from "../../common/VisitItems";
import { useBookingMembers } from "../../common/salon-lists";
import { SeriesDates } from "../../common/SeriesDates";

type Me = RouterOutputs["user"]["me"];

export function ConfirmationStep(props: { me: Me; bookingId: string; withKey: boolean; onAnother: () => void }) {
  const { t, lang, locale } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const booking = useQuery(trpc.bookings.get.queryOptions({ id: props.bookingId }));
  const visitId = booking.data?.data.visitId ?? null;
  const visit = useQuery({ ...trpc.visits.get.queryOptions({ id: visitId ?? "" }), enabled: visitId !== null });
  const seriesId = booking.data?.data.seriesId ?? null;
  const series = useQuery({ ...trpc.series.get.queryOptions({ id: seriesId ?? "" }), enabled: seriesId !== null });
  const readAgain = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.bookings.pathFilter()),
      queryClient.invalidateQueries(trpc.visits.pathFilter()),
      queryClient.invalidateQueries(trpc.series.pathFilter()),
      queryClient.invalidateQueries(trpc.staff.schedule.pathFilter()),
      queryClient.invalidateQueries(trpc.availability.get.pathFilter()),
    ]);
  const cancel = useMutation(trpc.bookings.delete.mutationOptions({ onSuccess: readAgain }));
  const cancelVisit = useMutation(trpc.visits.delete.mutationOptions({ onSuccess: readAgain }));
  const zone = props.me.provider.timezone;
  const b = booking.data?.data;
  // A provider key, an admin or a manager (the desk's members) may read every member's name.
  const self = props.me.staffMember;
  const membersOf = useBookingMembers(b ? [b] : [], { canList: self === null || self.role !== "staff", self });
  if (!b) {
    return booking.error ? <Problem error={booking.error} withKey={props.withKey} /> : <p>{t("console.loading")}</p>;
  }
  const v = visit.data?.data;
  const cancelling = cancel.isPending || cancelVisit.isPending;
  const busy = cancelling || booking.isFetching || visit.isFetching;
  // The reason goes to the customer, in the service's words (English), as the console's own cancellations do.
  const reason = "Cancelled on the booking page";
  return (
    <section className="card confirmation" data-testid="confirmation" aria-live="polite">
      <h2>{t("console.desk.done", { status: b.status })}</h2>
      <dl>
        <dt>{t("console.details.when")}</dt>
        <dd data-testid="booking-when">{shortDateTime(b.dateTime, zone, lang)}</dd>
        {v ? (
          <>
            <dt>{t("console.visit.heading")}</dt>
            <dd>
              <VisitItems visit={v} zone={zone} />
            </dd>
          </>
        ) : (
          <>
            <dt>{t("console.desk.what")}</dt>
            <dd>
              {b.service.name} (
              {t("console.service.meta", {
                minutes: b.service.duration,
                price: money(b.service.price, props.me.provider.currency, locale),
              })}
              )
            </dd>
            <dt>{t("console.desk.with")}</dt>
            <dd data-testid="booking-members">{membersOf(b)}</dd>
          </>
        )}
        {series.data && (
          <>
            <dt>{t("console.series.heading")}</dt>
            <dd>
              <SeriesDates series={series.data.data} zone={zone} current={b.occurrenceKey} />
            </dd>
          </>
        )}
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
      <Problem error={cancel.error ?? cancelVisit.error ?? booking.error ?? visit.error} withKey={props.withKey} />
      <div className="actions">
        {b.status !== "cancelled" && (
          <button
            type="button"
            className="danger"
            disabled={busy}
            onClick={() => (visitId ? cancelVisit.mutate({ id: visitId, reason }) : cancel.mutate({ id: b.id, reason }))}
          >
            {visitId ? t("console.visit.cancel") : t("console.desk.cancel")}
          </button>
        )}
        <button type="button" onClick={props.onAnother} disabled={cancelling}>
          {t("console.desk.another")}
        </button>
      </div>
    </section>
  );
}
