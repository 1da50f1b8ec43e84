// Rooms, chairs and equipment a service may need (each with a number of identical units), and the
// sessions of class services: a time a member teaches, whose seats customers book.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { localTimeToInstant } from "@booking/client";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { formatInstant, todayIn } from "../front-desk/time";
import type { ConsoleMe } from "./Console";
import { Outcome, useAction } from "./useAction";
import { QueryProblem } from "./ui";

export function ResourcesView({ me }: { me: ConsoleMe }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const zone = me.provider.timezone;
  const resources = useQuery(trpc.resources.list.queryOptions({ limit: 100 }));
  const sessions = useQuery(trpc.sessions.list.queryOptions({ limit: 50, from: todayIn(zone) }));
  const services = useQuery(trpc.services.list.queryOptions({ limit: 100 }));
  const staff = useQuery(trpc.staff.list.queryOptions({ limit: 100 }));
  const action = useAction();
  const [name, setName] = useState("");
  const [kind, setKind] = useState("room");
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
      `“${name.trim()}” added.`,
    );
  };
  const publish = (event: FormEvent) => {
    event.preventDefault();
    void action.run(
      () => client.sessions.create.mutate({ serviceId, staffId, start: localTimeToInstant(date, time, zone).toISOString() }),
      "Session published.",
    );
  };
  const problem = resources.error ?? sessions.error;
  return (
    <section className="card" aria-labelledby="resources-heading">
      <h2 id="resources-heading">Resources and classes</h2>
      <QueryProblem error={problem} />
      <h3>Resources</h3>
      {resources.data?.data.length === 0 && <p className="muted">No rooms or equipment yet.</p>}
      <ul className="bookings" aria-label="Resources">
        {resources.data?.data.map((r) => (
          <li key={r.id} className="booking">
            <strong>{r.name}</strong> {r.kind && <span className="muted">{r.kind}</span>} · {r.quantity} unit{r.quantity === 1 ? "" : "s"}
            {!r.active && " · retired"}
          </li>
        ))}
      </ul>
      <form className="move" onSubmit={addResource} aria-label="Add a resource">
        <label>
          Name
          <input required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          Kind
          <input maxLength={100} value={kind} onChange={(e) => setKind(e.target.value)} />
        </label>
        <label>
          Units
          <input type="number" min={1} max={1000} value={quantity} onChange={(e) => setQuantity(e.target.value)} />
        </label>
        <button type="submit" disabled={action.busy}>
          Add resource
        </button>
      </form>
      <h3>Class sessions ahead</h3>
      {sessions.data?.data.length === 0 && <p className="muted">No sessions ahead.</p>}
      <ul className="bookings" aria-label="Sessions">
        {sessions.data?.data.map((s) => (
          <li key={s.id} className="booking">
            <strong>{formatInstant(s.start, zone)}</strong> {nameOf(s.serviceId, services.data?.data)} with{" "}
            {nameOf(s.staffId, staff.data?.data)} · {s.seatsLeft} of {s.capacity} seats left
          </li>
        ))}
      </ul>
      {classes.length === 0 ? (
        <p className="muted">A service with more than one seat is a class: add one under Services to publish its sessions.</p>
      ) : (
        <form className="move" onSubmit={publish} aria-label="Publish a session">
          <label>
            Class
            <select required value={serviceId} onChange={(e) => setServiceId(e.target.value)}>
              <option value="">Choose a class</option>
              {classes.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Teacher
            <select required value={staffId} onChange={(e) => setStaffId(e.target.value)}>
              <option value="">Choose a member</option>
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
            Date
            <input type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
          </label>
          <label>
            Time ({zone})
            <input type="time" required value={time} onChange={(e) => setTime(e.target.value)} />
          </label>
          <button type="submit" disabled={action.busy}>
            Publish session
          </button>
        </form>
      )}
      <Outcome problem={action.problem} done={action.done} />
    </section>
  );
}
