// The second step: the chosen member's week, Monday or today on, each day's free times for the
// service (a class's sessions with their seats left), one week after another; under them, why
// another time is not offered (WhyNot.tsx).
import type { RouterOutputs } from "@booking/client/react";
import { useI18n } from "../../i18n/I18n";
import { addDays, shortDate, todayIn } from "../../common/dates";
import { Problem } from "../Problem";
import type { ChosenSlot, WeekTimes } from "./week";
import { WhyNot } from "./WhyNot";

type Me = RouterOutputs["user"]["me"];

export function TimeStep(props: {
  me: Me;
  serviceId: string;
  staffId: string;
  /** False for a class: the service explains only starts a length fits. */
  explains: boolean;
  week: WeekTimes;
  weekStart: string;
  slot: ChosenSlot | null;
  withKey: boolean;
  onWeek: (start: string) => void;
  onSlot: (slot: ChosenSlot) => void;
}) {
  const { t, lang } = useI18n();
  const { week, weekStart } = props;
  const today = todayIn(props.me.provider.timezone);
  return (
    <section className="card">
      <div className="week-nav">
        <h2>
          {t("console.desk.step.time")}{" "}
          <small>
            {shortDate(weekStart, lang)} – {shortDate(week.weekEnd, lang)}
          </small>
        </h2>
        <div>
          <button type="button" onClick={() => props.onWeek(addDays(weekStart, -7))} disabled={weekStart <= today}>
            {t("console.week.previous")}
          </button>
          <button type="button" onClick={() => props.onWeek(addDays(weekStart, 7))}>
            {t("console.week.next")}
          </button>
        </div>
      </div>
      <Problem error={week.error} withKey={props.withKey} />
      {!week.days && !week.error && <p>{t("console.desk.loadingWeek")}</p>}
      {week.days && (
        <div className="week" data-testid="week">
          {week.days.map((day) => {
            const times = week.timesOf(day);
            return (
              <div className="day" key={day.date}>
                <h3>{shortDate(day.date, lang)}</h3>
                {times.length === 0 && (
                  <p className="muted">{day.slots.length === 0 ? t("console.desk.closed") : t("console.desk.noFreeTimes")}</p>
                )}
                {times.map(({ dateTime, id, label }) => {
                  const chosen = props.slot?.dateTime === dateTime;
                  return (
                    <button
                      type="button"
                      key={dateTime}
                      className={chosen ? "slot chosen" : "slot"}
                      aria-pressed={chosen}
                      data-testid={`slot-${day.date}-${id}`}
                      onClick={() => props.onSlot({ date: day.date, dateTime })}
                    >
                      {label}
                    </button>
                  );
                })}
              </div>
            );
          })}
        </div>
      )}
      {week.days && props.explains && (
        <WhyNot
          me={props.me}
          serviceId={props.serviceId}
          staffId={props.staffId}
          days={week.days}
          date={props.slot?.date}
          withKey={props.withKey}
        />
      )}
    </section>
  );
}
