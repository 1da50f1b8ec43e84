// A member's dates that differ from their weekly hours (a day off, a short day), their time off
// (MemberTimeOff: whole days, a holiday week), and their own calendars: busy time read from them, bookings written into them (CalDAV).
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { shortDate, shortDateTime, todayIn } from "../common/dates";
import { useI18n } from "../i18n/I18n";
import { Outcome, Submit, useAction } from "./useAction";
import { QueryProblem, RemoveButton, RowButton } from "./ui";
import { MemberTimeOff } from "./MemberTimeOff";

export function MemberDates({ memberId, name, zone }: { memberId: string; name: string; zone: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const overrides = useQuery(trpc.staff.overrides.list.queryOptions({ id: memberId }));
  const { t, lang } = useI18n();
  const action = useAction();
  const [date, setDate] = useState(() => todayIn(zone));
  const [off, setOff] = useState(true);
  const [start, setStart] = useState("10:00");
  const [end, setEnd] = useState("14:00");
  const save = (event: FormEvent) => {
    event.preventDefault();
    void action.run(
      () => client.staff.overrides.put.mutate(off ? { id: memberId, date, off: true } : { id: memberId, date, start, end }),
      t("console.dates.saved", { date: shortDate(date, lang) }),
    );
  };
  return (
    <div className="details">
      <h3>{t("console.dates.heading")}</h3>
      <QueryProblem error={overrides.error} />
      {overrides.data?.data.length === 0 && <p className="muted">{t("console.dates.none", { name })}</p>}
      <ul className="bookings" aria-label={t("console.dates.list", { name })}>
        {overrides.data?.data.map((o) => (
          <li key={o.date} className="booking">
            <div className="booking-main">
              <strong>{shortDate(o.date, lang)}</strong>
              <span>{o.off ? t("console.dates.off") : `${o.start}–${o.end}`}</span>
            </div>
            <div className="actions">
              <RemoveButton
                row={shortDate(o.date, lang)}
                busy={action.busy}
                onClick={() =>
                  void action.run(() => client.staff.overrides.delete.mutate({ id: memberId, date: o.date }), t("console.dates.removed"))
                }
              />
            </div>
          </li>
        ))}
      </ul>
      <form className="move" onSubmit={save}>
        <label>
          {t("console.field.date")}
          <input type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className="check">
          <input type="checkbox" checked={off} onChange={(e) => setOff(e.target.checked)} /> {t("console.dates.off")}
        </label>
        {!off && (
          <>
            <label>
              {t("console.field.from")}
              <input type="time" required value={start} onChange={(e) => setStart(e.target.value)} />
            </label>
            <label>
              {t("console.field.to")}
              <input type="time" required value={end} onChange={(e) => setEnd(e.target.value)} />
            </label>
          </>
        )}
        <button type="submit" disabled={action.busy}>
          {t("console.dates.save")}
        </button>
      </form>
      <Outcome problem={action.problem} done={action.done} />
      <MemberTimeOff memberId={memberId} name={name} zone={zone} />
      <Calendars memberId={memberId} name={name} zone={zone} />
    </div>
  );
}

function Calendars({ memberId, name, zone }: { memberId: string; name: string; zone: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const calendars = useQuery(trpc.staff.calendars.list.queryOptions({ id: memberId }));
  const { t, lang } = useI18n();
  const action = useAction();
  const [url, setUrl] = useState("");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [exportBookings, setExportBookings] = useState(false);
  const connect = async (event: FormEvent) => {
    event.preventDefault();
    const done = await action.run(
      () => client.staff.calendars.create.mutate({ id: memberId, url: url.trim(), username: username.trim(), password, exportBookings }),
      t("console.calendar.connected"),
    );
    if (done) setPassword("");
  };
  return (
    <>
      <h3>{t("console.calendars.heading")}</h3>
      <QueryProblem error={calendars.error} />
      <ul className="bookings" aria-label={t("console.calendars.list", { name })}>
        {calendars.data?.data.map((c) => (
          <li key={c.id} className="booking">
            <div className="booking-main">
              <code>{c.url}</code>
              <span>
                {t(
                  c.status === "ok"
                    ? "console.calendar.ok"
                    : c.status === "failing"
                      ? "console.calendar.failing"
                      : "console.calendar.pending",
                )}
              </span>
              {c.lastSyncedAt && (
                <span className="muted">{t("console.calendar.lastRead", { when: shortDateTime(c.lastSyncedAt, zone, lang) })}</span>
              )}
              {c.error && <span className="muted">{c.error}</span>}
            </div>
            <div className="actions">
              <RowButton
                text={t("console.calendar.sync")}
                row={c.url}
                kind="secondary"
                busy={action.busy}
                onClick={() =>
                  void action.run(() => client.staff.calendars.sync.mutate({ id: memberId, calId: c.id }), t("console.calendar.synced"))
                }
              />
              <RowButton
                text={t("console.calendar.disconnect")}
                row={c.url}
                kind="danger"
                busy={action.busy}
                onClick={() =>
                  void action.run(
                    () => client.staff.calendars.delete.mutate({ id: memberId, calId: c.id }),
                    t("console.calendar.disconnected"),
                  )
                }
              />
            </div>
          </li>
        ))}
      </ul>
      <form onSubmit={connect} aria-label={t("console.calendar.new", { name })}>
        <div className="row">
          <label>
            {t("console.calendar.url")}
            <input type="url" required value={url} onChange={(e) => setUrl(e.target.value)} />
          </label>
          <label>
            {t("console.calendar.username")}
            <input required autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} />
          </label>
          <label>
            {t("console.calendar.password")}
            <input type="password" required autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
        </div>
        <label className="check">
          <input type="checkbox" checked={exportBookings} onChange={(e) => setExportBookings(e.target.checked)} />{" "}
          {t("console.calendar.export")}
        </label>
        <Submit action={action} text={t("console.calendar.connect")} />
      </form>
    </>
  );
}
