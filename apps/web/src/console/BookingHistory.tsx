// A booking's history under its details: every change, oldest first, with when it happened and who
// made it (a console member by name). Admins and managers see every member's name; a staff
// member, who cannot list the staff, sees the booking's own member's.
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@booking/client/react";
import { shortDateTime } from "../customer/dates";
import { useI18n } from "../i18n/I18n";
import { money } from "../i18n/money";
import { historySentence, type HistoryFormats } from "./history";
import { QueryProblem } from "./ui";
import { inWords, PAYMENT_METHOD_NAMES } from "./words";

export function BookingHistory(props: { bookingId: string; zone: string; member: { id: string; name: string }; manages: boolean }) {
  const trpc = useTRPC();
  const { t, lang, locale } = useI18n();
  const history = useQuery(trpc.bookings.history.queryOptions({ id: props.bookingId }));
  const staff = useQuery({ ...trpc.staff.list.queryOptions({ limit: 100, active: false }), enabled: props.manages });
  if (history.error) return <QueryProblem error={history.error} />;
  const entries = history.data?.data;
  if (!entries) return <p>{t("console.loading")}</p>;
  const names = new Map<string, string>([[props.member.id, props.member.name]]);
  for (const member of staff.data?.data ?? []) names.set(member.id, member.name);
  const formats: HistoryFormats = {
    when: (instant) => shortDateTime(instant, props.zone, lang),
    money: (amount, currency) => money(amount, currency, locale),
    member: (id) => names.get(id),
    method: (method) => inWords(PAYMENT_METHOD_NAMES, method, t),
  };
  return (
    <section className="history" aria-label={t("console.history.heading")}>
      <h4>{t("console.history.heading")}</h4>
      {entries.length === 0 ? (
        <p>{t("console.history.none")}</p>
      ) : (
        <ol data-testid="booking-history">
          {entries.map((entry, index) => {
            const sentence = historySentence(entry, formats);
            return (
              <li key={index}>
                <time dateTime={entry.occurredAt}>{formats.when(entry.occurredAt)}</time> {t(sentence.what.key, sentence.what.values)}
                {sentence.by && ` ${t(sentence.by.key, sentence.by.values)}`}
                {sentence.reason && ` · ${t("console.history.reason", { reason: sentence.reason })}`}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
