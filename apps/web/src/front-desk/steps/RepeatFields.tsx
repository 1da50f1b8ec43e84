// The customer step's "Repeat": how a series repeats (daily, weekly on chosen weekdays, monthly),
// every how many, and when it ends (a number of dates or a last date); the form's value is plain
// text and ticks, made into the service's rule by common/series-rule.ts. Then the preview of every date,
// those that do not fit marked with the reason in the member's words.
import { useId } from "react";
import { useI18n } from "../../i18n/I18n";
import { shortDateTime, weekdayNames } from "../../common/dates";
import { WEEKDAYS, weekdayOf, type Frequency, type PreviewDate, type RepeatForm, type RepeatProblem } from "../../common/series-rule";
import "../../common/series.css";

const PROBLEM_WORDS = {
  interval: "console.series.problem.interval",
  count: "console.series.problem.count",
  until: "console.series.problem.until",
  untilTooFar: "console.series.problem.untilTooFar",
} as const;

export function RepeatFields(props: {
  form: RepeatForm;
  /** The first date (YYYY-MM-DD): its weekday is always one of a weekly series'. */
  firstDate: string;
  problem: RepeatProblem | null;
  /** The latest last date, in words. */
  latest: string;
  onChange: (form: RepeatForm) => void;
}) {
  const { t, lang } = useI18n();
  const { form, onChange } = props;
  const problemId = useId();
  const names = weekdayNames(lang, 1);
  const firstDay = weekdayOf(props.firstDate);
  const set = (change: Partial<RepeatForm>) => onChange({ ...form, ...change });
  const describedBy = props.problem ? problemId : undefined;
  return (
    <fieldset className="series-repeat" data-testid="repeat">
      <legend>{t("console.series.repeat")}</legend>
      <div className="row">
        <label>
          {t("console.series.frequency")}
          <select value={form.frequency} onChange={(e) => set({ frequency: e.target.value as Frequency })}>
            <option value="daily">{t("console.series.frequency.daily")}</option>
            <option value="weekly">{t("console.series.frequency.weekly")}</option>
            <option value="monthly">{t("console.series.frequency.monthly")}</option>
          </select>
        </label>
        <label>
          {t("console.series.interval", { frequency: form.frequency })}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={52}
            value={form.interval}
            aria-invalid={props.problem === "interval" || undefined}
            aria-describedby={props.problem === "interval" ? describedBy : undefined}
            onChange={(e) => set({ interval: e.target.value })}
          />
        </label>
      </div>
      {form.frequency === "weekly" && (
        <fieldset className="choices-plain">
          <legend>{t("console.series.weekdays")}</legend>
          <div className="weekdays">
            {WEEKDAYS.map((day, index) => {
              const first = day === firstDay;
              return (
                <label className="check" key={day}>
                  <input
                    type="checkbox"
                    checked={first || form.weekdays.includes(day)}
                    disabled={first}
                    onChange={(e) => set({ weekdays: e.target.checked ? [...form.weekdays, day] : form.weekdays.filter((d) => d !== day) })}
                  />{" "}
                  <abbr title={names[index]?.long}>{names[index]?.short}</abbr>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      <fieldset className="choices-plain">
        <legend>{t("console.series.ends")}</legend>
        <label className="check">
          <input type="radio" name="series-ends" checked={form.ends === "count"} onChange={() => set({ ends: "count" })} />{" "}
          {t("console.series.ends.count")}
        </label>
        <label className="check">
          <input type="radio" name="series-ends" checked={form.ends === "until"} onChange={() => set({ ends: "until" })} />{" "}
          {t("console.series.ends.until")}
        </label>
        {form.ends === "count" ? (
          <label>
            {t("console.series.count")}
            <input
              type="number"
              inputMode="numeric"
              min={2}
              max={52}
              value={form.count}
              aria-invalid={props.problem === "count" || undefined}
              aria-describedby={props.problem === "count" ? describedBy : undefined}
              onChange={(e) => set({ count: e.target.value })}
            />
          </label>
        ) : (
          <label>
            {t("console.series.until")}
            <input
              type="date"
              value={form.until}
              min={props.firstDate}
              aria-invalid={props.problem === "until" || props.problem === "untilTooFar" || undefined}
              aria-describedby={props.problem === "until" || props.problem === "untilTooFar" ? describedBy : undefined}
              onChange={(e) => set({ until: e.target.value })}
            />
          </label>
        )}
      </fieldset>
      {props.problem && (
        <p id={problemId} className="error" data-testid="repeat-problem">
          {t(PROBLEM_WORDS[props.problem], { latest: props.latest })}
        </p>
      )}
    </fieldset>
  );
}

/** Every date of the previewed series: free, or why it does not fit. */
export function SeriesPreview({ dates, zone }: { dates: PreviewDate[]; zone: string }) {
  const { t, lang } = useI18n();
  const fits = dates.filter((d) => d.fits).length;
  return (
    <section aria-labelledby="series-preview-heading" data-testid="series-preview">
      <h3 id="series-preview-heading">{t("console.series.previewHeading")}</h3>
      <p>{t("console.series.previewSummary", { fits, total: dates.length })}</p>
      <ol className="series-dates">
        {dates.map((d) => (
          <li key={d.key} data-testid={`preview-${d.key}`} data-fits={d.fits}>
            <span>{shortDateTime(d.start, zone, lang)}</span>{" "}
            {d.fits ? (
              <span className="status status-series-booked">{t("console.series.free")}</span>
            ) : (
              <span className="series-refused">{t("console.series.notFree", { reason: d.reasons.join(" ") })}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
