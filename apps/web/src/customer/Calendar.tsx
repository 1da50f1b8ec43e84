// A month of days to pick from (days without a free time greyed out and not selectable), its weeks
// starting on the page's locale's first weekday, and the free times of the chosen day, each with
// its zone's abbreviation beside it; all in the page's language.
import { useCallback, useState } from "react";
import { useI18n } from "../i18n/I18n";
import {
  addMonths,
  clock24,
  clockTime,
  firstDayOfWeek,
  longDate,
  monthGrid,
  monthOf,
  monthTitle,
  weekdayNames,
  zoneAbbreviation,
} from "../common/dates";

/** A free time (the members free then are not the page's business: the service assigns one). */
export interface Slot {
  start: string;
  end: string;
  /** Classes: the most seats one booking can take then. */
  seatsLeft?: number;
  /** A visit: each of its services in order, with its own start and end. */
  items?: { serviceId: string; start: string; end: string }[];
}

/** The month a calendar shows and the day and time chosen on it; showing another month forgets both. */
export function useDayPick(initialMonth: () => string) {
  const [month, setMonth] = useState(initialMonth);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const showMonth = useCallback((next: string) => {
    setMonth(next);
    setDate(null);
    setSlot(null);
  }, []);
  return { month, date, slot, setDate, setSlot, showMonth };
}

export type DayPick = ReturnType<typeof useDayPick>;

/** An availability query as the calendar reads it: its days once answered ("looking" until the first answer). */
interface Availability {
  isFetching: boolean;
  data?: { data: { days: { date: string; slots: Slot[] }[] } };
}

export function MonthCalendar(props: {
  pick: DayPick;
  /** Today's date: its month is the first that can be shown. */
  today: string;
  availability: Availability;
  onSelect: (date: string) => void;
}) {
  const { t, lang } = useI18n();
  const { month, date: selected, showMonth } = props.pick;
  const { availability } = props;
  const slotsByDate = availability.isFetching && !availability.data ? null : slotsByDateOf(availability.data?.data.days);
  const free = (date: string) => (slotsByDate?.get(date)?.length ?? 0) > 0;
  const anyFree = slotsByDate !== null && [...slotsByDate.values()].some((slots) => slots.length > 0);
  const firstDay = firstDayOfWeek(lang);
  const title = monthTitle(month, lang);
  return (
    <div className="calendar">
      <div className="calendar-nav">
        <button
          type="button"
          onClick={() => showMonth(addMonths(month, -1))}
          disabled={month <= monthOf(props.today)}
          aria-label={t("calendar.previous")}
        >
          ‹
        </button>
        <p className="calendar-title" aria-live="polite" data-testid="calendar-month">
          {title}
        </p>
        <button type="button" onClick={() => showMonth(addMonths(month, 1))} aria-label={t("calendar.next")}>
          ›
        </button>
      </div>
      <table className="month" data-testid="month">
        <thead>
          <tr>
            {weekdayNames(lang, firstDay).map((day) => (
              <th key={day.long} scope="col" abbr={day.long}>
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month, firstDay).map((week) => (
            <tr key={week.find(Boolean) ?? ""}>
              {week.map((date, index) => (
                <td key={date ?? `pad-${index}`}>
                  {date && (
                    <button
                      type="button"
                      className={date === selected ? "calendar-day chosen" : "calendar-day"}
                      disabled={!free(date)}
                      aria-pressed={date === selected}
                      aria-label={free(date) ? longDate(date, lang) : t("calendar.day.full", { date: longDate(date, lang) })}
                      data-testid={`day-${date}`}
                      onClick={() => props.onSelect(date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {slotsByDate === null && <p className="muted">{t("calendar.loading")}</p>}
      {slotsByDate !== null && !anyFree && (
        <p className="muted" data-testid="month-empty">
          {t("calendar.empty", { month: title })}{" "}
          <button type="button" className="link" onClick={() => showMonth(addMonths(month, 1))}>
            {t("calendar.tryNext")}
          </button>
        </p>
      )}
    </div>
  );
}

export function TimeList(props: { slots: Slot[]; zone: string; selected: string | null; onSelect: (slot: Slot) => void }) {
  const { t, lang } = useI18n();
  if (props.slots.length === 0) return <p className="muted">{t("times.none")}</p>;
  return (
    <ul className="times" data-testid="times">
      {props.slots.map((slot) => {
        const zone = zoneAbbreviation(slot.start, props.zone, lang);
        return (
          <li key={slot.start}>
            <button
              type="button"
              className={slot.start === props.selected ? "time chosen" : "time"}
              aria-pressed={slot.start === props.selected}
              // On a 24-hour clock whatever the language: tests and scripts name times one way.
              data-testid={`time-${clock24(slot.start, props.zone)}-${zone}`}
              onClick={() => props.onSelect(slot)}
            >
              {clockTime(slot.start, props.zone, lang)} <span className="zone">{zone}</span>
              {slot.seatsLeft !== undefined && <span className="seats"> · {t("times.seatsLeft", { count: slot.seatsLeft })}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The availability answer's days as a map of date → free times. */
export const slotsByDateOf = (days: { date: string; slots: Slot[] }[] | undefined) =>
  days ? new Map(days.map((day) => [day.date, day.slots])) : null;
