// A visit's services in time order (several services back to back for one customer), each with its
// time, service, member and status: in a booking's details and on the front desk's confirmation.
import type { RouterOutputs } from "@booking/client/react";
import { useI18n } from "../i18n/I18n";
import { clockTime } from "./dates";
import { statusName } from "./words";

type Visit = RouterOutputs["visits"]["get"]["data"];

/** The visit's services in time order, each with its time, member and status. */
export function VisitItems({ visit, zone }: { visit: Visit; zone: string }) {
  const { t, lang } = useI18n();
  return (
    <ol className="visit-items" aria-label={t("console.visit.items")} data-testid="visit-items">
      {visit.items.map((item) => (
        <li key={item.id} data-testid={`visit-item-${item.id}`}>
          {t("console.visit.item", {
            time: `${clockTime(item.dateTime, zone, lang)}–${clockTime(item.endTime, zone, lang)}`,
            service: item.service.name,
            member: item.staff.name,
          })}{" "}
          <span className={`status status-${item.status}`}>{statusName(item.status, t)}</span>
        </li>
      ))}
    </ol>
  );
}
