// The first choices of a booking: the service, then "any available" or one member who offers it,
// and the time zone every date and time on the page is told in (with a line naming the salon's
// zone when that is another), all in the page's language.
import { useState } from "react";
import type { RouterOutputs } from "@booking/client";
import { useI18n } from "../i18n/I18n";
import { money } from "../i18n/money";
import { detectZone, knownZones, sameZone, zoneName } from "../common/dates";
import { ShowMore, type PagedList } from "../common/PagedList";
import { useServicePages, useStaffPages } from "../common/salon-lists";

export type Service = RouterOutputs["services"]["list"]["data"][number];
export type Member = RouterOutputs["staff"]["list"]["data"][number];

/** The salon's services and its members, a page at a time (a salon may offer more than a page). */
export function useSalonLists() {
  return { services: useServicePages(), staff: useStaffPages() };
}

/** "Showing 100 of 130." and Show more, under choices of which more exist, in the page's language. */
export function MoreChoices<T>(props: { list: PagedList<T>; testId: string }) {
  const { t } = useI18n();
  return (
    <ShowMore
      list={props.list}
      testId={props.testId}
      shown={(shown, total) => t("list.shown", { shown, total })}
      button={t("list.more")}
      busy={t("list.loadingMore")}
    />
  );
}

/** A member's id, or "any": the salon assigns a free member (its assignment rule). */
export type StaffChoice = string;

/** One choice of a list: a button that says whether it is the chosen one (choosing moves on). */
function Choice(props: { chosen: boolean; title: string; meta?: string; text?: string | null; testId: string; onChoose: () => void }) {
  return (
    <li>
      <button
        type="button"
        className={props.chosen ? "choice chosen" : "choice"}
        aria-pressed={props.chosen}
        data-testid={props.testId}
        onClick={props.onChoose}
      >
        <span className="choice-title">{props.title}</span>
        {props.meta && <span className="choice-meta">{props.meta}</span>}
        {props.text && <span className="choice-text">{props.text}</span>}
      </button>
    </li>
  );
}

export function ServicePicker(props: { services: Service[]; value: string | null; onChange: (id: string) => void }) {
  const { t, locale } = useI18n();
  if (props.services.length === 0) return <p className="muted">{t("services.none")}</p>;
  return (
    <ul className="choices">
      {props.services.map((service) => (
        <Choice
          key={service.id}
          chosen={props.value === service.id}
          title={service.name}
          meta={t("service.meta", { minutes: service.duration, price: money(service.price, service.currency, locale) })}
          text={service.description}
          testId={`service-${service.id}`}
          onChoose={() => props.onChange(service.id)}
        />
      ))}
    </ul>
  );
}

export function StaffPicker(props: { members: Member[]; value: StaffChoice | null; onChange: (choice: StaffChoice) => void }) {
  const { t, locale } = useI18n();
  const rating = (value: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  return (
    <ul className="choices">
      <Choice
        chosen={props.value === "any"}
        title={t("staff.any")}
        text={t("staff.any.text")}
        testId="staff-any"
        onChoose={() => props.onChange("any")}
      />
      {props.members.map((member) => (
        <Choice
          key={member.id}
          chosen={props.value === member.id}
          title={member.name}
          meta={member.rating > 0 ? `★ ${rating(member.rating)}` : undefined}
          text={member.bio}
          testId={`staff-${member.id}`}
          onChoose={() => props.onChange(member.id)}
        />
      ))}
    </ul>
  );
}

/** The zone the page tells times in: the visitor's own (as the browser says) until they choose another. */
export function useZoneChoice(): { detected: string; zone: string; setZone: (zone: string) => void } {
  const [detected] = useState(detectZone);
  const [zone, setZone] = useState(detected);
  return { detected, zone, setZone };
}

export function ZonePicker(props: { zone: string; detected: string; onChange: (zone: string) => void }) {
  const { t } = useI18n();
  return (
    <label className="zone-picker">
      {t("zone.label")}
      <select value={props.zone} onChange={(e) => props.onChange(e.target.value)}>
        {knownZones(props.detected).map((zone) => (
          <option key={zone} value={zone}>
            {zone === props.detected ? t("zone.yours", { zone: zone.replaceAll("_", " ") }) : zone.replaceAll("_", " ")}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * One line when the page tells times in another zone than the salon's: which zone the times are
 * in, and the salon's, both named in the page's language. Nothing when the two are the same.
 */
export function SalonZoneNote(props: { zone: string; detected: string; salonZone: string | null }) {
  const { t, lang } = useI18n();
  const { zone, salonZone } = props;
  if (salonZone === null || sameZone(zone, salonZone)) return null;
  const names = { visitorZone: zoneName(zone, lang), salonZone: zoneName(salonZone, lang) };
  // Two names of one zone's time (Paris and Berlin are both Central European Time): nothing to tell apart.
  if (names.visitorZone === names.salonZone) return null;
  return (
    <p className="muted zone-note" data-testid="salon-zone">
      {t(sameZone(zone, props.detected) ? "zone.salon.own" : "zone.salon.chosen", names)}
    </p>
  );
}
