// A member's dates that differ from their weekly hours (a day off, a short day), and their own
// calendars: busy time read from them, bookings written into them (CalDAV).
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { formatDay, formatInstant, todayIn } from "../front-desk/time";
import { Outcome, Submit, useAction } from "./useAction";
import { QueryProblem, RowButton } from "./ui";

export function MemberDates({ memberId, name, zone }: { memberId: string; name: string; zone: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const overrides = useQuery(trpc.staff.overrides.list.queryOptions({ id: memberId }));
  const action = useAction();
  const [date, setDate] = useState(() => todayIn(zone));
  const [off, setOff] = useState(true);
  const [start, setStart] = useState("10:00");
  const [end, setEnd] = useState("14:00");
  const save = (event: FormEvent) => {
    event.preventDefault();
    void action.run(
      () => client.staff.overrides.put.mutate(off ? { id: memberId, date, off: true } : { id: memberId, date, start, end }),
      `${formatDay(date)} saved.`,
    );
  };
  return (
    <div className="details">
      <h3>Dates that differ</h3>
      <QueryProblem error={overrides.error} />
      {overrides.data?.data.length === 0 && <p className="muted">None ahead: {name} works the weekly hours.</p>}
      <ul className="bookings" aria-label={`Dates of ${name}`}>
        {overrides.data?.data.map((o) => (
          <li key={o.date} className="booking">
            <div className="booking-main">
              <strong>{formatDay(o.date)}</strong>
              <span>{o.off ? "Not working" : `${o.start}–${o.end}`}</span>
            </div>
            <div className="actions">
              <RowButton
                text="Remove"
                row={o.date}
                kind="danger"
                busy={action.busy}
                onClick={() => void action.run(() => client.staff.overrides.delete.mutate({ id: memberId, date: o.date }), "Date removed.")}
              />
            </div>
          </li>
        ))}
      </ul>
      <form className="move" onSubmit={save}>
        <label>
          Date
          <input type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className="check">
          <input type="checkbox" checked={off} onChange={(e) => setOff(e.target.checked)} /> Not working
        </label>
        {!off && (
          <>
            <label>
              From
              <input type="time" required value={start} onChange={(e) => setStart(e.target.value)} />
            </label>
            <label>
              To
              <input type="time" required value={end} onChange={(e) => setEnd(e.target.value)} />
            </label>
          </>
        )}
        <button type="submit" disabled={action.busy}>
          Save date
        </button>
      </form>
      <Outcome problem={action.problem} done={action.done} />
      <Calendars memberId={memberId} name={name} zone={zone} />
    </div>
  );
}

function Calendars({ memberId, name, zone }: { memberId: string; name: string; zone: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const calendars = useQuery(trpc.staff.calendars.list.queryOptions({ id: memberId }));
  const action = useAction();
  const [url, setUrl] = useState("");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [exportBookings, setExportBookings] = useState(false);
  const connect = async (event: FormEvent) => {
    event.preventDefault();
    const done = await action.run(
      () => client.staff.calendars.create.mutate({ id: memberId, url: url.trim(), username: username.trim(), password, exportBookings }),
      "Calendar connected: it is read within a minute.",
    );
    if (done) setPassword("");
  };
  return (
    <>
      <h3>Calendars</h3>
      <QueryProblem error={calendars.error} />
      <ul className="bookings" aria-label={`Calendars of ${name}`}>
        {calendars.data?.data.map((c) => (
          <li key={c.id} className="booking">
            <div className="booking-main">
              <code>{c.url}</code>
              <span>{c.status === "ok" ? "Read" : c.status === "failing" ? "Cannot be read" : "Being read"}</span>
              {c.lastSyncedAt && <span className="muted">last read {formatInstant(c.lastSyncedAt, zone)}</span>}
              {c.error && <span className="muted">{c.error}</span>}
            </div>
            <div className="actions">
              <RowButton
                text="Read now"
                row={c.url}
                kind="secondary"
                busy={action.busy}
                onClick={() =>
                  void action.run(() => client.staff.calendars.sync.mutate({ id: memberId, calId: c.id }), "It is read again shortly.")
                }
              />
              <RowButton
                text="Disconnect"
                row={c.url}
                kind="danger"
                busy={action.busy}
                onClick={() =>
                  void action.run(() => client.staff.calendars.delete.mutate({ id: memberId, calId: c.id }), "Calendar disconnected.")
                }
              />
            </div>
          </li>
        ))}
      </ul>
      <form onSubmit={connect} aria-label={`Connect a calendar of ${name}`}>
        <div className="row">
          <label>
            Calendar address (CalDAV)
            <input type="url" required value={url} onChange={(e) => setUrl(e.target.value)} />
          </label>
          <label>
            User name
            <input required autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} />
          </label>
          <label>
            App password
            <input type="password" required autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
        </div>
        <label className="check">
          <input type="checkbox" checked={exportBookings} onChange={(e) => setExportBookings(e.target.checked)} /> Also write bookings into
          it
        </label>
        <Submit action={action} text="Connect calendar" />
      </form>
    </>
  );
}
