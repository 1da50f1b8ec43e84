// The first step of booking for a customer: the service (its length and price) and the member who
// offers it (with their rating), each list a page at a time with the rest a click away. "Add another
// service" makes a visit: more services done back to back after the first (no class among them), by
// one member who offers them all.
import { useI18n } from "../../i18n/I18n";
import { money } from "../../i18n/money";
import { MoreOf } from "../../common/PagedList";
import { useServicePages, useStaffPages } from "../../common/salon-lists";
import { Problem } from "../Problem";
import { isClass } from "./week";

/** A visit holds at most this many services (the service's own limit). */
const MAX_VISIT_SERVICES = 5;

export function ServiceStep(props: {
  serviceId: string;
  staffId: string;
  withKey: boolean;
  /** The visit's services after the first ("" for one not chosen yet). */
  extraServiceIds: string[];
  onService: (id: string) => void;
  onStaff: (id: string) => void;
  onExtras: (ids: string[]) => void;
}) {
  const { t, locale } = useI18n();
  const services = useServicePages();
  const staff = useStaffPages();
  const { serviceId, extraServiceIds } = props;
  const chosen = [serviceId, ...extraServiceIds].filter(Boolean);
  const offering = (staff.items ?? []).filter((m) => chosen.every((id) => m.services.includes(id)));
  const first = services.items?.find((s) => s.id === serviceId);
  const canAdd = serviceId !== "" && !isClass(first) && extraServiceIds.length < MAX_VISIT_SERVICES - 1;
  const setExtra = (index: number, id: string) => props.onExtras(extraServiceIds.map((old, i) => (i === index ? id : old)));
  const rating = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section className="card">
      <h2>{t("console.desk.step.service")}</h2>
      <div className="row">
        <label>
          {t("console.desk.service")}
          <select value={serviceId} onChange={(e) => props.onService(e.target.value)} disabled={!services.items}>
            <option value="">{services.items ? t("console.desk.chooseService") : t("console.loading")}</option>
            {services.items?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} — {t("console.service.meta", { minutes: s.duration, price: money(s.price, s.currency, locale) })}
              </option>
            ))}
          </select>
        </label>
        {extraServiceIds.map((extraId, index) => (
          <div className="visit-extra" key={index}>
            <label>
              {t("console.visit.serviceN", { n: index + 2 })}
              <select value={extraId} onChange={(e) => setExtra(index, e.target.value)}>
                <option value="">{t("console.desk.chooseService")}</option>
                {services.items
                  ?.filter((s) => !isClass(s))
                  .map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name} — {t("console.service.meta", { minutes: s.duration, price: money(s.price, s.currency, locale) })}
                    </option>
                  ))}
              </select>
            </label>
            <button type="button" className="secondary" onClick={() => props.onExtras(extraServiceIds.filter((_, i) => i !== index))}>
              {t("console.visit.removeService", { n: index + 2 })}
            </button>
          </div>
        ))}
        <label>
          {t("console.field.member")}
          <select value={props.staffId} onChange={(e) => props.onStaff(e.target.value)} disabled={!serviceId}>
            <option value="">
              {serviceId && offering.length === 0 && !staff.more ? t("console.desk.nobody") : t("console.desk.chooseMember")}
            </option>
            {offering.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
                {m.rating > 0 ? ` ★ ${rating.format(m.rating)}` : ""}
              </option>
            ))}
          </select>
        </label>
      </div>
      {canAdd && (
        <button type="button" className="secondary" onClick={() => props.onExtras([...extraServiceIds, ""])}>
          {t("console.visit.addService")}
        </button>
      )}
      {extraServiceIds.length > 0 && <p className="muted">{t("console.visit.oneMember")}</p>}
      <MoreOf list={services} testId="more-services" />
      {serviceId && <MoreOf list={staff} testId="more-staff" />}
      <Problem error={services.error ?? staff.error} withKey={props.withKey} />
    </section>
  );
}
