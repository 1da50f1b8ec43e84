// One customer's profile, opened from the customer search: how to reach them, how they book (the
// figures the service counts: upcoming and past bookings, no-shows, late cancellations, what their
// completed visits came to), their next and last bookings, and notes the salon keeps on them.
import { useEffect, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient, type RouterOutputs } from "@booking/client/react";
import { useI18n } from "../i18n/I18n";
import type { Lang } from "../i18n/languages";
import { money } from "../i18n/money";
import { shortDateTime } from "../common/dates";
import { statusName } from "../common/words";
import { QueryProblem } from "./ui";
import { Submit, useAction } from "./useAction";

type Profile = RouterOutputs["customers"]["profile"]["data"];

export function CustomerProfile({ customerId, zone, onClose }: { customerId: string; zone: string; onClose: () => void }) {
  const trpc = useTRPC();
  const { t, lang, locale } = useI18n();
  const profile = useQuery(trpc.customers.profile.queryOptions({ id: customerId }));
  const p = profile.data?.data;
  const headingId = `profile-${customerId}`;
  return (
    <section className="details" aria-labelledby={headingId} data-testid="customer-profile">
      <h3 id={headingId}>{t("console.profile.heading", { name: p?.customer.name ?? "…" })}</h3>
      <QueryProblem error={profile.error} />
      {!p && !profile.error && <p>{t("console.loading")}</p>}
      {p && (
        <>
          <h4>{t("console.profile.contact")}</h4>
          {p.customer.phone || p.customer.email ? (
            <p>
              {p.customer.phone && <a href={`tel:${p.customer.phone}`}>{p.customer.phone}</a>}
              {p.customer.phone && p.customer.email && " · "}
              {p.customer.email && <a href={`mailto:${p.customer.email}`}>{p.customer.email}</a>}
            </p>
          ) : (
            <p className="muted">{t("console.profile.walkIn")}</p>
          )}
          <h4>{t("console.profile.figures")}</h4>
          <dl className="profile-figures" data-testid="profile-figures">
            <dt>{t("console.profile.upcomingCount")}</dt>
            <dd>{p.figures.upcoming}</dd>
            <dt>{t("console.profile.pastCount")}</dt>
            <dd>{p.figures.past}</dd>
            <dt>{t("console.profile.noShows")}</dt>
            <dd>{p.figures.noShows}</dd>
            <dt>{t("console.profile.lateCancellations")}</dt>
            <dd>{p.figures.lateCancellations}</dd>
            <dt>{t("console.profile.totalSpent")}</dt>
            <dd data-testid="total-spent">{money(p.figures.totalSpent, p.figures.currency, locale)}</dd>
          </dl>
          {p.figures.cancellationNoticeMinutes > 0 && (
            <p className="muted">{t("console.profile.lateHelp", { minutes: p.figures.cancellationNoticeMinutes })}</p>
          )}
          <BookingList title={t("console.profile.upcoming")} bookings={p.upcoming} zone={zone} lang={lang} />
          <BookingList title={t("console.profile.past")} bookings={p.past} zone={zone} lang={lang} />
          <CustomerNotes customerId={customerId} notes={p.customer.notes} />
        </>
      )}
      <button type="button" className="secondary" onClick={onClose}>
        {t("console.profile.close")}
      </button>
    </section>
  );
}

function BookingList(props: { title: string; bookings: Profile["upcoming"]; zone: string; lang: Lang }) {
  const { t } = useI18n();
  return (
    <>
      <h4>{props.title}</h4>
      {props.bookings.length === 0 ? (
        <p className="muted">{t("console.profile.none")}</p>
      ) : (
        <ul className="bookings" aria-label={props.title}>
          {props.bookings.map((b) => (
            <li key={b.id} className="booking">
              <span>
                {t("console.profile.booking", {
                  when: shortDateTime(b.dateTime, props.zone, props.lang),
                  service: b.service.name,
                  member: b.staff.name,
                })}
              </span>{" "}
              <span className={`status status-${b.status}`}>{statusName(b.status, t)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CustomerNotes({ customerId, notes }: { customerId: string; notes: string | null }) {
  const client = useTRPCClient();
  const { t } = useI18n();
  const action = useAction();
  const [text, setText] = useState(notes ?? "");
  // The notes read again (after a save, or another member's) replace what is shown while not being edited.
  useEffect(() => setText(notes ?? ""), [notes]);
  const save = (event: FormEvent) => {
    event.preventDefault();
    void action.run(
      () => client.customers.update.mutate({ id: customerId, notes: text.trim() ? text.trim() : null }),
      t("console.profile.notesSaved"),
    );
  };
  return (
    <form onSubmit={save}>
      <label>
        {t("console.profile.notes")}
        <textarea rows={3} maxLength={5000} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <Submit action={action} text={t("console.profile.saveNotes")} />
    </form>
  );
}
