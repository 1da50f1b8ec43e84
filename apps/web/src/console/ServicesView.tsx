// The salon's services: what is offered, for how long and at what price, with the buffers kept
// free around each booking and, for a class, the seats of a session. New services are added here.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import type { ConsoleMe } from "./Console";
import { Outcome, useAction } from "./useAction";
import { AddForm, QueryProblem } from "./ui";

export function ServicesView({ me }: { me: ConsoleMe }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const services = useQuery(trpc.services.list.queryOptions({ limit: 100 }));
  const action = useAction();
  const [name, setName] = useState("");
  const [duration, setDuration] = useState("60");
  const [price, setPrice] = useState("");
  const [before, setBefore] = useState("0");
  const [after, setAfter] = useState("0");
  const [capacity, setCapacity] = useState("1");

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const created = await action.run(
      () =>
        client.services.create.mutate({
          name: name.trim(),
          duration: Number(duration),
          price: Number(price),
          bufferBeforeMinutes: Number(before),
          bufferAfterMinutes: Number(after),
          capacity: Number(capacity),
        }),
      `Service “${name.trim()}” added.`,
    );
    if (created) setName("");
  };

  return (
    <section className="card" aria-labelledby="services-heading">
      <h2 id="services-heading">Services</h2>
      <QueryProblem error={services.error} />
      {services.data?.data.length === 0 && <p className="muted">No services yet: add the first below.</p>}
      <ul className="bookings">
        {services.data?.data.map((s) => (
          <li key={s.id} className="booking">
            <strong>{s.name}</strong> · {s.duration} min · {s.price.toFixed(2)} {me.provider.currency}
            {s.bufferBeforeMinutes + s.bufferAfterMinutes > 0 && ` · buffers ${s.bufferBeforeMinutes}/${s.bufferAfterMinutes} min`}
            {s.capacity > 1 && ` · class of ${s.capacity}`}
          </li>
        ))}
      </ul>
      <AddForm id="new-service-heading" title="Add a service" onSubmit={(event) => void add(event)}>
        <div className="row">
          <label>
            Name
            <input required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            Duration (minutes)
            <input type="number" required min={5} max={1440} step={5} value={duration} onChange={(e) => setDuration(e.target.value)} />
          </label>
          <label>
            Price ({me.provider.currency})
            <input type="number" required min={0} step="0.01" value={price} onChange={(e) => setPrice(e.target.value)} />
          </label>
        </div>
        <div className="row">
          <label>
            Buffer before (minutes)
            <input type="number" min={0} max={240} step={5} value={before} onChange={(e) => setBefore(e.target.value)} />
          </label>
          <label>
            Buffer after (minutes)
            <input type="number" min={0} max={240} step={5} value={after} onChange={(e) => setAfter(e.target.value)} />
          </label>
          <label>
            Seats (1 unless a class)
            <input type="number" min={1} max={1000} value={capacity} onChange={(e) => setCapacity(e.target.value)} />
          </label>
        </div>
        <Outcome problem={action.problem} done={action.done} />
        <button type="submit" disabled={action.busy}>
          Add service
        </button>
      </AddForm>
    </section>
  );
}
