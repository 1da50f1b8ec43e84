// Rooms, chairs and equipment a service may need (each with a number of identical units), and the
// sessions of class services: a time a member teaches, whose seats customers book, with its roster
// (SessionRoster: check-in, cancelling the session).
import { useState, type FormEvent } from "react";
import { localTimeToInstant } from "@booking/client";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { shortDateTime, todayIn } from "../common/dates";
import { useI18n } from "../i18n/I18n";
import type { ConsoleMe } from "./Console";
import { Outcome, useAction } from "./useAction";
import { useResourcePages, useServicePages, useStaffNames, useStaffPages } from "../common/salon-lists";
import { MoreOf, usePagedList } from "../common/PagedList";
import { SessionRoster } from "./SessionRoster";
import { QueryProblem, RowButton, useServiceNames } from "./ui";

export function ResourcesView({ me }: { me: ConsoleMe }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { t, lang } = useI18n();
  const zone = me.provider.timezone;
  const resources = useResourcePages();
  const sessionsInput = { limit: 50, from: todayIn(zone) };
  const sessions = usePagedList(trpc.sessions.list.queryKey(sessionsInput), (page) =>
    client.sessions.list.query({ ...sessionsInput, page }),
  );
  const services = useServicePages();
  const staff = useStaffPages();
  // The names a session shows, its class's and its teacher's, even where their page is not read.
  const serviceNames = useServiceNames(
    (sessions.items ?? []).map((s) => s.serviceId),
    services.items,
  );
  const staffNames = useStaffNames(
    (sessions.items ?? []).map((s) => s.staffId),
    staff.items,
  );
  const action = useAction();
  const [name, setName] = useState("");
  const [kind, setKind] = useState(() => t("console.resource.kindDefault"));
  const [quantity, setQuantity] = useState("1");
  // Classes, and services booked only in published sessions (a workshop for one).
  const classes = (services.items ?? []).filter((s) => s.capacity > 1 || s.sessions === "published");
  const [serviceId, setServiceId] = useState("");
  const [staffId, setStaffId] = useState("");
  const [date, setDate] = useState(() => todayIn(zone));
  const [time, setTime] = useState("18:00");
  const [rosterOf, setRosterOf] = useState<string | null>(null);
  const [sessionCancelled, setSessionCancelled] = useState<string | null>(null);

  const addResource = (event: FormEvent) => {
    event.preventDefault();
    void action.run(
      () => client.resources.create.mutate({ name: name.trim(), kind: kind.trim() || undefined, quantity: Number(quantity) }),
      t("console.resource.added", { name: name.trim() }),
    );
  };
  const publish = (event: FormEvent) => {
    event.preventDefault();
    void action.run(
      () => client.sessions.create.mutate({ serviceId, staffId, start: localTimeToInstant(date, time, zone).toISOString() }),
      t("console.session.published"),
    );
  };
  const problem = resources.error ?? sessions.error;
  return (
    <section className="card" aria-labelledby="resources-heading">
      <h2 id="resources-heading">{t("console.resources.heading")}</h2>
      <QueryProblem error={problem} />
      <h3>{t("console.resources.list")}</h3>
      {resources.items?.length === 0 && <p className="muted">{t("console.resources.none")}</p>}
      <ul className="bookings" aria-label={t("console.resources.list")}>
        {resources.items?.map((r) => (
          <li key={r.id} className="booking">
            <strong>{r.name}</strong> {r.kind && <span className="muted">{r.kind}</span>} ·{" "}
            {t("console.resource.units", { count: r.quantity })}
            {!r.active && ` · ${t("console.resource.retired")}`}
          </li>
        ))}
      </ul>
      <MoreOf list={resources} testId="more-resources" />
      <form className="move" onSubmit={addResource} aria-label={t("console.resource.new")}>
        <label>
          {t("console.field.name")}
          <input required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          {t("console.resource.kind")}
          <input maxLength={100} value={kind} onChange={(e) => setKind(e.target.value)} />
        </label>
        <label>
          {t("console.resource.quantity")}
          <input type="number" min={1} max={100} value={quantity} onChange={(e) => setQuantity(e.target.value)} />
        </label>
        <button type="submit" disabled={action.busy}>
          {t("console.resource.add")}
        </button>
      </form>
      <h3>{t("console.sessions.heading")}</h3>
      {sessions.items?.length === 0 && <p className="muted">{t("console.sessions.none")}</p>}
      <ul className="bookings" aria-label={t("console.sessions.list")}>
        {sessions.items?.map((s) => {
          const title = `${shortDateTime(s.start, zone, lang)} ${serviceNames.get(s.serviceId) ?? s.serviceId}`;
          return (
            <li key={s.id} className="booking">
              <div className="booking-main">
                <span>
                  <strong>{shortDateTime(s.start, zone, lang)}</strong>{" "}
                  {t("console.session.summary", {
                    service: serviceNames.get(s.serviceId) ?? s.serviceId,
                    member: staffNames.get(s.staffId) ?? s.staffId,
                    left: s.seatsLeft,
                    capacity: s.capacity,
                  })}
                </span>
              </div>
              <div className="actions">
                <RowButton
                  text={t("console.roster.open")}
                  row={title}
                  kind="secondary"
                  expanded={rosterOf === s.id}
                  onClick={() => {
                    setRosterOf(rosterOf === s.id ? null : s.id);
                    setSessionCancelled(null);
                  }}
                />
              </div>
              {rosterOf === s.id && (
                <SessionRoster
                  sessionId={s.id}
                  title={title}
                  zone={zone}
                  onCancelled={(count) => {
                    setRosterOf(null);
                    setSessionCancelled(t("console.roster.cancelled", { count }));
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      {sessionCancelled && (
        <p role="status" className="ok">
          {sessionCancelled}
        </p>
      )}
      <MoreOf list={sessions} testId="more-sessions" />
      {classes.length === 0 && !services.more ? (
        <p className="muted">{t("console.sessions.noClasses")}</p>
      ) : (
        <form className="move" onSubmit={publish} aria-label={t("console.session.new")}>
          <label>
            {t("console.session.class")}
            <select required value={serviceId} onChange={(e) => setServiceId(e.target.value)}>
              <option value="">{t("console.session.chooseClass")}</option>
              {classes.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <MoreOf list={services} testId="more-classes" />
          <label>
            {t("console.session.teacher")}
            <select required value={staffId} onChange={(e) => setStaffId(e.target.value)}>
              <option value="">{t("console.session.chooseMember")}</option>
              {(staff.items ?? [])
                .filter((m) => m.services.includes(serviceId))
                .map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
            </select>
          </label>
          <MoreOf list={staff} testId="more-teachers" />
          <label>
            {t("console.field.date")}
            <input type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
          </label>
          <label>
            {t("console.session.time", { zone })}
            <input type="time" required value={time} onChange={(e) => setTime(e.target.value)} />
          </label>
          <button type="submit" disabled={action.busy}>
            {t("console.session.publish")}
          </button>
        </form>
      )}
      <Outcome problem={action.problem} done={action.done} />
    </section>
  );
}
