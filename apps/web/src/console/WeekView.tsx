// A member's week at a glance, Monday to Sunday: each day's bookings by time (a two-person booking
// with both its members, whichever of them the week is), with what became of them, days off and
// closures shown as such, and busy time from the member's own calendars. A staff member sees their
// own week.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { addDays, clockTime, shortDate, todayIn } from "../common/dates";
import { useI18n } from "../i18n/I18n";
import type { ConsoleMe } from "./Console";
import { dayMarks } from "./day-marks";
import { MoreOf, usePagedList } from "../common/PagedList";
import { MemberPicker, QueryProblem } from "./ui";
import { statusName } from "../common/words";
import { useBookingMembers } from "../common/salon-lists";

/** The Monday of the week `date` (YYYY-MM-DD) falls in. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export function WeekView({ me }: { me: ConsoleMe }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { t, lang } = useI18n();
  const zone = me.provider.timezone;
  const manages = me.staffMember.role !== "staff";
  const [monday, setMonday] = useState(() => mondayOf(todayIn(zone)));
  const [memberId, setMemberId] = useState(me.staffMember.id);
  const sunday = addDays(monday, 6);
  const schedule = useQuery(trpc.staff.schedule.queryOptions({ id: memberId, from: monday, to: sunday }));
  const bookingsInput = { staffId: memberId, from: monday, to: sunday, limit: 100 };
  const bookings = usePagedList(trpc.bookings.list.queryKey(bookingsInput), (page) =>
    client.bookings.list.query({ ...bookingsInput, page }),
  );
  const membersOf = useBookingMembers(bookings.items ?? [], { canList: manages, self: me.staffMember });
  const problem = schedule.error ?? bookings.error;
  return (
    <section className="card" aria-labelledby="week-heading">
      <div className="week-nav">
        <h2 id="week-heading">
          {t("console.week.heading")}{" "}
          <small>
            {shortDate(monday, lang)} – {shortDate(sunday, lang)}
          </small>
        </h2>
        <div>
          <button type="button" onClick={() => setMonday(addDays(monday, -7))}>
            {t("console.week.previous")}
          </button>
          <button type="button" onClick={() => setMonday(addDays(monday, 7))}>
            {t("console.week.next")}
          </button>
        </div>
      </div>
      {manages && <MemberPicker value={memberId} onChange={setMemberId} self={{ id: me.staffMember.id, name: me.staffMember.name }} />}
      <QueryProblem error={problem} />
      <div className="week" data-testid="week">
        {Array.from({ length: 7 }, (_, i) => addDays(monday, i)).map((date) => {
          const slots = schedule.data?.data.schedule.find((d) => d.date === date)?.slots ?? [];
          const today = (bookings.items ?? []).filter((b) => todayIn(zone, new Date(b.dateTime)) === date);
          const marks = dayMarks(slots, me.provider.slotMinutes);
          return (
            <div className="day" key={date}>
              <h3>{shortDate(date, lang)}</h3>
              {slots.length === 0 && today.length === 0 && <p className="muted">{t("console.week.notWorking")}</p>}
              {today.map((b) => (
                <p key={b.id} className={`week-booking status-${b.status}`}>
                  {clockTime(b.dateTime, zone, lang)} {b.service.name}, {b.customer.name}
                  {/* The member's week: a two-person booking also says who they share it with. */}
                  {b.staffIds.length > 1 && ` · ${membersOf(b)}`}
                  <span className="visually-hidden"> ({statusName(b.status, t)})</span>
                </p>
              ))}
              {marks.closed && <p className="muted">{t("console.week.closed")}</p>}
              {marks.busy.map((span) => (
                <p key={span.start} className="muted">
                  {t("console.week.busy", { from: clockTime(span.start, zone, lang), to: clockTime(span.end, zone, lang) })}
                </p>
              ))}
              {slots.length > 0 && !marks.closed && (
                <p className="muted">{t("console.freeSlots", { count: slots.filter((s) => s.available).length })}</p>
              )}
            </div>
          );
        })}
      </div>
      <MoreOf list={bookings} testId="more-bookings" />
    </section>
  );
}
