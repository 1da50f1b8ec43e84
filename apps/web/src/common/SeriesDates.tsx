// A series' dates in time order, each with its time and what became of it (booked, cancelled, or
// never booked), the booking shown marked: in a booking's details and on the front desk's
// confirmation.
import type { RouterOutputs } from "@booking/client/react";
import { useI18n } from "../i18n/I18n";
import type { MessageKey } from "../i18n/translate";
import { shortDateTime } from "./dates";
import "./series.css";

type Series = RouterOutputs["series"]["get"]["data"];

const STATUS_WORDS: Record<Series["occurrences"][number]["status"], MessageKey> = {
  booked: "console.series.status.booked",
  cancelled: "console.series.status.cancelled",
  skipped: "console.series.status.skipped",
};

export function SeriesDates({ series, zone, current }: { series: Series; zone: string; current?: string | null }) {
  const { t, lang } = useI18n();
  return (
    <ol className="series-dates" aria-label={t("console.series.dates")} data-testid="series-dates">
      {series.occurrences.map((o) => (
        <li key={o.key} data-testid={`series-date-${o.key}`} aria-current={o.key === current ? "true" : undefined}>
          <span>{shortDateTime(o.start, zone, lang)}</span>{" "}
          <span className={`status status-series-${o.status}`}>{t(STATUS_WORDS[o.status])}</span>
          {o.key === current && <em> ({t("console.series.thisOne")})</em>}
        </li>
      ))}
    </ol>
  );
}
