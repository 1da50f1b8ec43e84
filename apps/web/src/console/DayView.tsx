// A member's day: their hours, time off and bookings, a day at a time. Admins and managers pick any
// member and may add time off; a staff member sees their own day.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { localTimeToInstant } from "@booking/client";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { clock24 } from "../customer/dates";
import { addDays, formatDay, formatInstant, todayIn } from "../front-desk/time";
import { BookingRow } from "./BookingRow";
import type { ConsoleMe } from "./Console";
import { AddForm, MemberPicker, QueryProblem } from "./ui";
import { Submit, useAction } from "./useAction";

export function DayView({ me }: { me: ConsoleMe }) {
  const trpc = useTRPC();
  const zone = me.provider.timezone;
  const manages = me.staffMember.role !== "staff";
  const [date, setDate] = useState(() => todayIn(zone));
  const [memberId, setMemberId] = useState(me.staffMember.id);
  const schedule = useQuery(trpc.staff.schedule.queryOptions({ id: memberId, from: date, to: date }));
  const timeOff = useQuery(trpc.staff.timeOff.list.queryOptions({ id: memberId, from: date, to: date }));
  const bookings = useQuery(trpc.bookings.list.queryOptions({ staffId: memberId, from: date, to: date, limit: 100 }));
  const slots = schedule.data?.data.schedule[0]?.slots ?? [];
  const first = slots[0];
  const last = slots[slots.length - 1];
  const problem = [schedule.error, timeOff.error, bookings.error].find(Boolean);

  return (
    <section className="card" aria-labelledby="day-heading">
      <div className="week-nav">
        <h2 id="day-heading">
          Day <small>{formatDay(date)}</small>
        </h2>
        <div>
          <button type="button" onClick={() => setDate(addDays(date, -1))}>
            ← Previous day
          </button>
          <button type="button" onClick={() => setDate(todayIn(zone))}>
            Today
          </button>
          <button type="button" onClick={() => setDate(addDays(date, 1))}>
            Next day →
          </button>
        </div>
      </div>
      <div className="row">
        {manages && <MemberPicker value={memberId} onChange={setMemberId} self={{ id: me.staffMember.id, name: me.staffMember.name }} />}
        <label>
          Date
          <input type="date" value={date} required onChange={(e) => e.target.value && setDate(e.target.value)} />
        </label>
      </div>
      <QueryProblem error={problem} />
      <p data-testid="hours">
        {schedule.isPending
          ? "Loading…"
          : first && last
            ? `Working ${first.time}–${endOf(last.dateTime, me.provider.slotMinutes, zone)} (${zone}), ${slots.filter((s) => s.available).length} free slots`
            : "Not working this day"}
      </p>
      {(timeOff.data?.data.length ?? 0) > 0 && (
        <ul className="time-off" aria-label="Time off">
          {timeOff.data?.data.map((off) => (
            <li key={off.id}>
              Time off {formatInstant(off.start, zone)} – {formatInstant(off.end, zone)}
              {off.reason ? ` · ${off.reason}` : ""}
            </li>
          ))}
        </ul>
      )}
      <h3>Bookings</h3>
      {bookings.isPending && <p>Loading…</p>}
      {bookings.data?.data.length === 0 && <p className="muted">No bookings this day.</p>}
      <ul className="bookings">
        {bookings.data?.data.map((b) => (
          <BookingRow key={b.id} booking={b} zone={zone} currency={me.provider.currency} manages={manages} />
        ))}
      </ul>
      {manages && <TimeOffForm memberId={memberId} date={date} zone={zone} />}
    </section>
  );
}

/** The end of a slot starting at `dateTime`, as HH:MM in the salon's zone. */
function endOf(dateTime: string, slotMinutes: number, zone: string): string {
  return clock24(new Date(new Date(dateTime).getTime() + slotMinutes * 60_000).toISOString(), zone);
}

function TimeOffForm({ memberId, date, zone }: { memberId: string; date: string; zone: string }) {
  const client = useTRPCClient();
  const action = useAction();
  const [from, setFrom] = useState("13:00");
  const [to, setTo] = useState("17:00");
  const [reason, setReason] = useState("");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const added = await action.run(
      () =>
        client.staff.timeOff.create.mutate({
          id: memberId,
          start: localTimeToInstant(date, from, zone).toISOString(),
          end: localTimeToInstant(date, to, zone).toISOString(),
          reason: reason.trim() || undefined,
        }),
      `Time off added, ${from}–${to}.`,
    );
    if (added) setReason("");
  };
  return (
    <AddForm id="time-off-heading" title="Add time off this day" onSubmit={(event) => void submit(event)}>
      <div className="row">
        <label>
          From
          <input type="time" required value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          To
          <input type="time" required value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <label>
          Reason (optional)
          <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        </label>
      </div>
      <Submit action={action} text="Add time off" />
    </AddForm>
  );
}
