// A week of hours in a form: each day on or off, from and to, and one break. A member's working
// hours (StaffView) and the salon's own opening hours (SettingsView) are edited with it.
import { useI18n } from "../i18n/I18n";
import type { MessageKey } from "../i18n/translate";
import { WEEKDAYS, type Weekday, type WeekHours } from "./hours";

const DAY_NAMES: Record<Weekday, MessageKey> = {
  monday: "console.weekday.monday",
  tuesday: "console.weekday.tuesday",
  wednesday: "console.weekday.wednesday",
  thursday: "console.weekday.thursday",
  friday: "console.weekday.friday",
  saturday: "console.weekday.saturday",
  sunday: "console.weekday.sunday",
};

export function HoursEditor({
  hours,
  onChange,
  legend = "console.hours.legend",
  help = "console.hours.help",
}: {
  hours: WeekHours;
  onChange: (hours: WeekHours) => void;
  /** The fieldset's legend and the line under the days (default: a member's weekly hours). */
  legend?: MessageKey;
  help?: MessageKey;
}) {
  const { t } = useI18n();
  const set = (day: Weekday, change: Partial<WeekHours[typeof day]>) => onChange({ ...hours, [day]: { ...hours[day], ...change } });
  return (
    <fieldset className="hours">
      <legend>{t(legend)}</legend>
      {WEEKDAYS.map((day) => {
        const h = hours[day];
        const name = t(DAY_NAMES[day]);
        return (
          <div className="hours-day" key={day}>
            <label className="check">
              <input type="checkbox" checked={h.works} onChange={(e) => set(day, { works: e.target.checked })} />
              {name}
            </label>
            {h.works && (
              <>
                <label>
                  <span className="visually-hidden">{t("console.hours.from", { day: name })}</span>
                  <input type="time" required value={h.start} onChange={(e) => set(day, { start: e.target.value })} />
                </label>
                <label>
                  <span className="visually-hidden">{t("console.hours.to", { day: name })}</span>
                  <input type="time" required value={h.end} onChange={(e) => set(day, { end: e.target.value })} />
                </label>
                <label>
                  <span className="visually-hidden">{t("console.hours.breakFrom", { day: name })}</span>
                  <input type="time" value={h.breakStart} onChange={(e) => set(day, { breakStart: e.target.value })} />
                </label>
                <label>
                  <span className="visually-hidden">{t("console.hours.breakTo", { day: name })}</span>
                  <input type="time" value={h.breakEnd} onChange={(e) => set(day, { breakEnd: e.target.value })} />
                </label>
              </>
            )}
          </div>
        );
      })}
      <p className="muted">{t(help)}</p>
    </fieldset>
  );
}
