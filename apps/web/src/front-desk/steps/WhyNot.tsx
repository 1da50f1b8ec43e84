// "Why not another time?" under the week's times: a day of the week and a time on the salon's clock
// (on the grid's step), and for each member who offers the service what keeps that start out, or
// that they are free then (explain-words.ts says it), as the front desk may book or, ticked, as the
// booking page offers times (notice, horizon, processing time kept for the desk). Read only while
// open; a class is not asked about (the service explains only starts a length fits).
import { useState } from "react";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useTRPC, type RouterOutputs } from "@booking/client/react";
import { useI18n } from "../../i18n/I18n";
import { clockTime, shortDate } from "../../common/dates";
import { bookingHref, timeStep, whyNot } from "../explain-words";
import { Problem } from "../Problem";
import type { Day } from "./week";

type Me = RouterOutputs["user"]["me"];

export function WhyNot(props: { me: Me; serviceId: string; staffId: string; days: Day[]; date: string | undefined; withKey: boolean }) {
  const { t, lang } = useI18n();
  const trpc = useTRPC();
  const zone = props.me.provider.timezone;
  const slotMinutes = props.me.provider.slotMinutes;
  const [open, setOpen] = useState(false);
  const [chosenDate, setDate] = useState("");
  const [time, setTime] = useState("");
  const [online, setOnline] = useState(false);
  // The day asked about: the one chosen here while in this week, else the chosen time's, else the week's first.
  const date = props.days.some((d) => d.date === chosenDate) ? chosenDate : (props.date ?? props.days[0]?.date ?? "");
  const asking = open && date !== "" && /^\d\d:\d\d$/.test(time);
  const explained = useQuery({
    ...trpc.availability.explain.queryOptions({ serviceId: props.serviceId, date, as: online ? "online" : "provider" }),
    enabled: asking,
  });
  const answers = asking && explained.data ? whyNot(explained.data.data, time, props.staffId, slotMinutes, t) : [];
  // The time as the language writes it, read from a start of the grid that has it (else as typed).
  const instant = explained.data?.data.members.flatMap((m) => m.starts).find((s) => s.time === time)?.start;
  const timeWords = instant ? clockTime(instant, zone, lang) : time;
  const bookingIds = [...new Set(answers.flatMap((answer) => answer.lines.flatMap((line) => line.bookingIds)))];
  const bookings = useQueries({ queries: bookingIds.map((id) => trpc.bookings.get.queryOptions({ id })) });
  const bookingOf = (id: string) => bookings[bookingIds.indexOf(id)]?.data?.data;

  return (
    <details className="why-not" data-testid="why-not" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t("console.desk.why")}</summary>
      <p className="muted">{t("console.desk.why.help")}</p>
      <div className="row">
        <label>
          {t("console.desk.why.day")}
          <select value={date} onChange={(e) => setDate(e.target.value)}>
            {props.days.map((day) => (
              <option key={day.date} value={day.date}>
                {shortDate(day.date, lang)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("console.desk.why.time")}
          <input type="time" step={timeStep(slotMinutes)} value={time} onChange={(e) => setTime(e.target.value)} />
        </label>
        <label className="check">
          <input type="checkbox" checked={online} onChange={(e) => setOnline(e.target.checked)} data-testid="why-not-online" />
          {t("console.desk.why.online")}
        </label>
      </div>
      {asking && <Problem error={explained.error} withKey={props.withKey} />}
      {asking && explained.isPending && <p className="muted">{t("console.desk.why.loading")}</p>}
      <div aria-live="polite">
        {answers.length > 0 && (
          <>
            <h3>{t("console.desk.why.answer", { time: timeWords, date: shortDate(date, lang) })}</h3>
            <ul data-testid="why-not-answers">
              {answers.flatMap((answer) =>
                answer.lines.map((line) => (
                  <li key={`${answer.staffId}-${line.rule}`} data-testid={`why-${answer.staffId}-${line.rule}`}>
                    {line.text}
                    {line.bookingIds.map((id) => {
                      const booking = bookingOf(id);
                      if (!booking) return null;
                      const range = {
                        from: clockTime(booking.dateTime, zone, lang),
                        to: clockTime(booking.endTime, zone, lang),
                      };
                      return (
                        <span key={id}>
                          {" ("}
                          <a href={bookingHref(id)}>{t("console.desk.why.bookingLink", range)}</a>
                          {")"}
                        </span>
                      );
                    })}
                  </li>
                )),
              )}
            </ul>
          </>
        )}
      </div>
    </details>
  );
}
