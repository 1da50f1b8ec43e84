// The first step of booking for a customer: the service (its length and price) and the member who
// offers it (with their rating), each list a page at a time with the rest a click away.
import { useI18n } from "../../i18n/I18n";
import { money } from "../../i18n/money";
import { MoreOf } from "../../shared/PagedList";
import { useServicePages, useStaffPages } from "../../shared/salon-lists";
import { Problem } from "../Problem";

export function ServiceStep(props: {
  serviceId: string;
  staffId: string;
  withKey: boolean;
  onService: (id: string) => void;
  onStaff: (id: string) => void;
}) {
  const { t, locale } = useI18n();
  const services = useServicePages();
  const staff = useStaffPages();
  const { serviceId } = props;
  const offering = (staff.items ?? []).filter((m) => m.services.includes(serviceId));
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
      <MoreOf list={services} testId="more-services" />
      {serviceId && <MoreOf list={staff} testId="more-staff" />}
      <Problem error={services.error ?? staff.error} withKey={props.withKey} />
    </section>
  );
}
