// A booking's history under its details: every change, oldest first, with when it happened and who
// made it (a console member by name). Admins and managers see every member's name; a staff
// member, who cannot list the staff, sees the booking's own member's.
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@booking/client/react";
import { shortDateTime } from "../common/dates";
import { useI18n } from "../i18n/I18n";
import { money } from "../i18n/money";
import { historySentence, type HistoryFormats } from "./history";
import { QueryProblem } from "./ui";
import { useStaffNames } from "../common/salon-lists";
import { inWords } from "../common/words";
import { PAYMENT_METHOD_NAMES } from "./words";
import { reasonWords } from "./reasons";
import { ledgerReasonWords } from "./ledger";

export function BookingHistory(props: { bookingId: string; zone: string; member: { id: string; name: string }; manages: boolean }) {
  const trpc = useTRPC();
  const { t, lang, locale } = useI18n();
  const history = useQuery(trpc.bookings.history.queryOptions({ id: props.bookingId }));
  // The members the history names, each asked for by id (a staff member, who may not read other
  // members, knows the booking's own).
  const memberIds = (history.data?.data ?? []).flatMap((entry) => (entry.staffId ? [entry.staffId] : []));
  const names = useStaffNames(memberIds, [props.member], props.manages);
  if (history.error) return <QueryProblem error={history.error} />;
  const entries = history.data?.data;
  if (!entries) return <p>{t("console.loading")}</p>;
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
                {sentence.reason &&
                  ` · ${t("console.history.reason", {
                    // A refund's reason is the ledger's (by hand, cancelled by the salon…); others are people's words.
                    reason: entry.change === "refunded" ? ledgerReasonWords(sentence.reason, t) : reasonWords(sentence.reason, t),
                  })}`}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
