// A member's day: their hours and breaks, time off, closures, busy time from their own calendars
// and bookings, a day at a time. Admins and managers pick any
// member and may add time off; a staff member sees their own day.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { localTimeToInstant } from "@booking/client";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { addDays, clockTime, shortDate, shortDateTime, todayIn } from "../common/dates";
import { useI18n } from "../i18n/I18n";
import { BookingRow } from "./BookingRow";
import { dayMarks } from "./day-marks";
import type { ConsoleMe } from "./Console";
import { MoreOf, usePagedList } from "../common/PagedList";
import { AddForm, MemberPicker, QueryProblem } from "./ui";
import { Submit, useAction } from "./useAction";

export function DayView({ me }: { me: ConsoleMe }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { t, lang, locale } = useI18n();
  const zone = me.provider.timezone;
  const manages = me.staffMember.role !== "staff";
  const [date, setDate] = useState(() => todayIn(zone));
  const [memberId, setMemberId] = useState(me.staffMember.id);
  const schedule = useQuery(trpc.staff.schedule.queryOptions({ id: memberId, from: date, to: date }));
  const timeOff = useQuery(trpc.staff.timeOff.list.queryOptions({ id: memberId, from: date, to: date }));
  const bookingsInput = { staffId: memberId, from: date, to: date, limit: 100 };
  const bookings = usePagedList(trpc.bookings.list.queryKey(bookingsInput), (page) =>
    client.bookings.list.query({ ...bookingsInput, page }),
  );
  const slots = schedule.data?.data.schedule[0]?.slots ?? [];
  const first = slots[0];
  const last = slots[slots.length - 1];
  const problem = [schedule.error, timeOff.error, bookings.error].find(Boolean);
  const marks = dayMarks(slots, me.provider.slotMinutes);

  return (
    <section className="card" aria-labelledby="day-heading">
      <div className="week-nav">
        <h2 id="day-heading">
          {t("console.day.heading")} <small>{shortDate(date, lang)}</small>
        </h2>
        <div>
          <button type="button" onClick={() => setDate(addDays(date, -1))}>
            {t("console.day.previous")}
          </button>
          <button type="button" onClick={() => setDate(todayIn(zone))}>
            {t("console.day.today")}
          </button>
          <button type="button" onClick={() => setDate(addDays(date, 1))}>
            {t("console.day.next")}
          </button>
        </div>
      </div>
      <div className="row">
        {manages && <MemberPicker value={memberId} onChange={setMemberId} self={{ id: me.staffMember.id, name: me.staffMember.name }} />}
        <label>
          {t("console.field.date")}
          <input type="date" value={date} required onChange={(e) => e.target.value && setDate(e.target.value)} />
        </label>
      </div>
      <QueryProblem error={problem} />
      <p data-testid="hours">
        {schedule.isPending
          ? t("console.loading")
          : first && last
            ? t("console.day.working", {
                from: clockTime(first.dateTime, zone, lang),
                to: clockTime(endOf(last.dateTime, me.provider.slotMinutes), zone, lang),
                zone,
                free: slots.filter((s) => s.available).length,
              })
            : t("console.day.notWorking")}
      </p>
      {marks.closed && (
        <p className="notice" data-testid="closed">
          {t("console.day.closed")}
        </p>
      )}
      {marks.breaks.length > 0 && (
        <p data-testid="breaks">
          {t("console.day.breaks", {
            breaks: new Intl.ListFormat(locale, { type: "conjunction" }).format(
              marks.breaks.map((span) => `${clockTime(span.start, zone, lang)}–${clockTime(span.end, zone, lang)}`),
            ),
          })}
        </p>
      )}
      {marks.busy.length > 0 && (
        <ul className="time-off" aria-label={t("console.day.busy.list")} data-testid="busy">
          {marks.busy.map((span) => (
            <li key={span.start}>
              {t("console.day.busy", { from: clockTime(span.start, zone, lang), to: clockTime(span.end, zone, lang) })}
            </li>
          ))}
        </ul>
      )}
      {(timeOff.data?.data.length ?? 0) > 0 && (
        <ul className="time-off" aria-label={t("console.timeOff.list")}>
          {timeOff.data?.data.map((off) => (
            <li key={off.id}>
              {t("console.timeOff.item", { from: shortDateTime(off.start, zone, lang), to: shortDateTime(off.end, zone, lang) })}
              {off.reason ? ` · ${off.reason}` : ""}
            </li>
          ))}
        </ul>
      )}
      <h3>{t("console.day.bookings")}</h3>
      {bookings.isPending && <p>{t("console.loading")}</p>}
      {bookings.items?.length === 0 && <p className="muted">{t("console.day.noBookings")}</p>}
      <ul className="bookings">
        {bookings.items?.map((b) => (
          <BookingRow key={b.id} booking={b} zone={zone} currency={me.provider.currency} manages={manages} self={me.staffMember} />
        ))}
      </ul>
      <MoreOf list={bookings} testId="more-bookings" />
      {manages && <TimeOffForm memberId={memberId} date={date} zone={zone} />}
    </section>
  );
}

/** The end of a slot starting at `dateTime`: an instant. */
function endOf(dateTime: string, slotMinutes: number): string {
  return new Date(new Date(dateTime).getTime() + slotMinutes * 60_000).toISOString();
}

function TimeOffForm({ memberId, date, zone }: { memberId: string; date: string; zone: string }) {
  const client = useTRPCClient();
  const { t, lang } = useI18n();
  const action = useAction();
  const [from, setFrom] = useState("13:00");
  const [to, setTo] = useState("17:00");
  const [reason, setReason] = useState("");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const start = localTimeToInstant(date, from, zone).toISOString();
    const end = localTimeToInstant(date, to, zone).toISOString();
    const added = await action.run(
      () => client.staff.timeOff.create.mutate({ id: memberId, start, end, reason: reason.trim() || undefined }),
      t("console.timeOff.added", { from: clockTime(start, zone, lang), to: clockTime(end, zone, lang) }),
    );
    if (added) setReason("");
  };
  return (
    <AddForm id="time-off-heading" title={t("console.timeOff.heading")} onSubmit={(event) => void submit(event)}>
      <div className="row">
        <label>
          {t("console.field.from")}
          <input type="time" required value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {t("console.field.to")}
          <input type="time" required value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <label>
          {t("console.field.reason")}
          <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        </label>
      </div>
      <Submit action={action} text={t("console.timeOff.add")} />
    </AddForm>
  );
}
