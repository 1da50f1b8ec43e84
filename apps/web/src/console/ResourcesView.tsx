// Rooms, chairs and equipment a service may need (each with a number of identical units), and the
// sessions of class services: a time a member teaches, whose seats customers book.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { localTimeToInstant } from "@booking/client";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { shortDateTime } from "../customer/dates";
import { todayIn } from "../front-desk/time";
import { useI18n } from "../i18n/I18n";
import type { ConsoleMe } from "./Console";
import { Outcome, useAction } from "./useAction";
import { QueryProblem } from "./ui";

export function ResourcesView({ me }: { me: ConsoleMe }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { t, lang } = useI18n();
  const zone = me.provider.timezone;
  const resources = useQuery(trpc.resources.list.queryOptions({ limit: 100 }));
  const sessions = useQuery(trpc.sessions.list.queryOptions({ limit: 50, from: todayIn(zone) }));
  const services = useQuery(trpc.services.list.queryOptions({ limit: 100 }));
  const staff = useQuery(trpc.staff.list.queryOptions({ limit: 100 }));
  const action = useAction();
  const [name, setName] = useState("");
  const [kind, setKind] = useState(() => t("console.resource.kindDefault"));
  const [quantity, setQuantity] = useState("1");
  const classes = (services.data?.data ?? []).filter((s) => s.capacity > 1);
  const [serviceId, setServiceId] = useState("");
  const [staffId, setStaffId] = useState("");
  const [date, setDate] = useState(() => todayIn(zone));
  const [time, setTime] = useState("18:00");
  const nameOf = (id: string, list: { id: string; name: string }[] | undefined) => list?.find((x) => x.id === id)?.name ?? id;

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
      {resources.data?.data.length === 0 && <p className="muted">{t("console.resources.none")}</p>}
      <ul className="bookings" aria-label={t("console.resources.list")}>
        {resources.data?.data.map((r) => (
          <li key={r.id} className="booking">
            <strong>{r.name}</strong> {r.kind && <span className="muted">{r.kind}</span>} ·{" "}
            {t("console.resource.units", { count: r.quantity })}
            {!r.active && ` · ${t("console.resource.retired")}`}
          </li>
        ))}
      </ul>
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
      {sessions.data?.data.length === 0 && <p className="muted">{t("console.sessions.none")}</p>}
      <ul className="bookings" aria-label={t("console.sessions.list")}>
        {sessions.data?.data.map((s) => (
          <li key={s.id} className="booking">
            <strong>{shortDateTime(s.start, zone, lang)}</strong>{" "}
            {t("console.session.summary", {
              service: nameOf(s.serviceId, services.data?.data),
              member: nameOf(s.staffId, staff.data?.data),
              left: s.seatsLeft,
              capacity: s.capacity,
            })}
          </li>
        ))}
      </ul>
      {classes.length === 0 ? (
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
          <label>
            {t("console.session.teacher")}
            <select required value={staffId} onChange={(e) => setStaffId(e.target.value)}>
              <option value="">{t("console.session.chooseMember")}</option>
              {(staff.data?.data ?? [])
                .filter((m) => m.services.includes(serviceId))
                .map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
            </select>
          </label>
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
