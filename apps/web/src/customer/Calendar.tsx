// A month of days to pick from (days without a free time greyed out and not selectable) and the
// free times of the chosen day, each with its zone's abbreviation beside it.
import { addMonths, clockTime, longDate, monthGrid, monthTitle, zoneAbbreviation } from "./dates";

/** A free time (the members free then are not the page's business: the service assigns one). */
export interface Slot {
  start: string;
  end: string;
  /** Classes: the most seats one booking can take then. */
  seatsLeft?: number;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

export function MonthCalendar(props: {
  month: string;
  /** The first month that can be shown (today's). */
  firstMonth: string;
  /** Free times per date of the month; null while loading. */
  slotsByDate: Map<string, Slot[]> | null;
  selected: string | null;
  onSelect: (date: string) => void;
  onMonthChange: (month: string) => void;
}) {
  const { month, slotsByDate } = props;
  const free = (date: string) => (slotsByDate?.get(date)?.length ?? 0) > 0;
  const anyFree = slotsByDate !== null && [...slotsByDate.values()].some((slots) => slots.length > 0);
  return (
    <div className="calendar">
      <div className="calendar-nav">
        <button
          type="button"
          onClick={() => props.onMonthChange(addMonths(month, -1))}
          disabled={month <= props.firstMonth}
          aria-label="Previous month"
        >
          ‹
        </button>
        <p className="calendar-title" aria-live="polite" data-testid="calendar-month">
          {monthTitle(month)}
        </p>
        <button type="button" onClick={() => props.onMonthChange(addMonths(month, 1))} aria-label="Next month">
          ›
        </button>
      </div>
      <table className="month" data-testid="month">
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week.find(Boolean) ?? ""}>
              {week.map((date, index) => (
                <td key={date ?? `pad-${index}`}>
                  {date && (
                    <button
                      type="button"
                      className={date === props.selected ? "calendar-day chosen" : "calendar-day"}
                      disabled={!free(date)}
                      aria-pressed={date === props.selected}
                      aria-label={`${longDate(date)}${free(date) ? "" : ", no free times"}`}
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
      {slotsByDate === null && <p className="muted">Looking for free times…</p>}
      {slotsByDate !== null && !anyFree && (
        <p className="muted" data-testid="month-empty">
          No free times in {monthTitle(month)}.{" "}
          <button type="button" className="link" onClick={() => props.onMonthChange(addMonths(month, 1))}>
            Try the next month
          </button>
        </p>
      )}
    </div>
  );
}

export function TimeList(props: { slots: Slot[]; zone: string; selected: string | null; onSelect: (slot: Slot) => void }) {
  if (props.slots.length === 0) return <p className="muted">No free times left on this day. Please pick another day.</p>;
  return (
    <ul className="times" data-testid="times">
      {props.slots.map((slot) => {
        const time = clockTime(slot.start, props.zone);
        const zone = zoneAbbreviation(slot.start, props.zone);
        return (
          <li key={slot.start}>
            <button
              type="button"
              className={slot.start === props.selected ? "time chosen" : "time"}
              aria-pressed={slot.start === props.selected}
              data-testid={`time-${time}-${zone}`}
              onClick={() => props.onSelect(slot)}
            >
              {time} <span className="zone">{zone}</span>
              {slot.seatsLeft !== undefined && (
                <span className="seats">
                  {" "}
                  · {slot.seatsLeft} {slot.seatsLeft === 1 ? "seat" : "seats"} left
                </span>
              )}
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
