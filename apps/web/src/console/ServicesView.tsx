// The salon's services: what is offered, for how long and at what price, with the buffers kept
// free around each booking and, for a class, the seats of a session. Services are added and
// changed here; one taken offline stays on its bookings and leaves the booking page.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient, type RouterOutputs } from "@booking/client/react";
import type { ConsoleMe } from "./Console";
import { Submit, useAction } from "./useAction";
import { AddForm, QueryProblem } from "./ui";

type Service = RouterOutputs["services"]["list"]["data"][number];

/** A service's fields as the form holds them (text, as typed). */
interface ServiceForm {
  name: string;
  duration: string;
  price: string;
  before: string;
  after: string;
  capacity: string;
}

const NEW_SERVICE: ServiceForm = { name: "", duration: "60", price: "", before: "0", after: "0", capacity: "1" };

const formOf = (s: Service): ServiceForm => ({
  name: s.name,
  duration: String(s.duration),
  price: String(s.price),
  before: String(s.bufferBeforeMinutes),
  after: String(s.bufferAfterMinutes),
  capacity: String(s.capacity),
});

const fieldsOf = (form: ServiceForm) => ({
  name: form.name.trim(),
  duration: Number(form.duration),
  price: Number(form.price),
  bufferBeforeMinutes: Number(form.before),
  bufferAfterMinutes: Number(form.after),
  capacity: Number(form.capacity),
});

export function ServicesView({ me }: { me: ConsoleMe }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  // Offline services too: they can be put back online here.
  const services = useQuery(trpc.services.list.queryOptions({ limit: 100, active: false }));
  const action = useAction();
  const [form, setForm] = useState<ServiceForm>(NEW_SERVICE);
  const [editing, setEditing] = useState<string | null>(null);
  const currency = me.provider.currency;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const created = await action.run(() => client.services.create.mutate(fieldsOf(form)), `Service “${form.name.trim()}” added.`);
    if (created) setForm({ ...form, name: "" });
  };

  return (
    <section className="card" aria-labelledby="services-heading">
      <h2 id="services-heading">Services</h2>
      <QueryProblem error={services.error} />
      {services.data?.data.length === 0 && <p className="muted">No services yet: add the first below.</p>}
      <ul className="bookings">
        {services.data?.data.map((s) => (
          <li key={s.id} className="booking">
            <div className="booking-main">
              <strong>{s.name}</strong> {s.duration} min · {s.price.toFixed(2)} {currency}
              {s.bufferBeforeMinutes + s.bufferAfterMinutes > 0 && ` · buffers ${s.bufferBeforeMinutes}/${s.bufferAfterMinutes} min`}
              {s.capacity > 1 && ` · class of ${s.capacity}`}
              {!s.isActive && " · offline"}
            </div>
            <div className="actions">
              <button
                type="button"
                className="secondary"
                aria-expanded={editing === s.id}
                onClick={() => setEditing(editing === s.id ? null : s.id)}
                aria-label={`Change ${s.name}`}
              >
                Change
              </button>
            </div>
            {editing === s.id && <EditService service={s} currency={currency} onDone={() => setEditing(null)} />}
          </li>
        ))}
      </ul>
      <AddForm id="new-service-heading" title="Add a service" onSubmit={(event) => void add(event)}>
        <ServiceFields form={form} onChange={setForm} currency={currency} />
        <Submit action={action} text="Add service" />
      </AddForm>
    </section>
  );
}

function EditService({ service, currency, onDone }: { service: Service; currency: string; onDone: () => void }) {
  const client = useTRPCClient();
  const action = useAction();
  const [form, setForm] = useState(() => formOf(service));
  const [active, setActive] = useState(service.isActive);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await action.run(
      () => client.services.update.mutate({ id: service.id, ...fieldsOf(form), isActive: active }),
      "Service saved.",
    );
    if (saved) onDone();
  };
  return (
    <form className="details" onSubmit={(event) => void save(event)} aria-label={`Change ${service.name}`}>
      <ServiceFields form={form} onChange={setForm} currency={currency} />
      <label className="check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> Offered (on the booking page and at the
        desk)
      </label>
      <Submit action={action} text="Save service" />
    </form>
  );
}

function ServiceFields({ form, onChange, currency }: { form: ServiceForm; onChange: (form: ServiceForm) => void; currency: string }) {
  const field = (name: keyof ServiceForm) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => onChange({ ...form, [name]: e.target.value }),
  });
  return (
    <>
      <div className="row">
        <label>
          Name
          <input required maxLength={200} {...field("name")} />
        </label>
        <label>
          Duration (minutes)
          <input type="number" required min={5} max={1440} step={5} {...field("duration")} />
        </label>
        <label>
          Price ({currency})
          <input type="number" required min={0} step="0.01" {...field("price")} />
        </label>
      </div>
      <div className="row">
        <label>
          Buffer before (minutes)
          <input type="number" min={0} max={240} step={5} {...field("before")} />
        </label>
        <label>
          Buffer after (minutes)
          <input type="number" min={0} max={240} step={5} {...field("after")} />
        </label>
        <label>
          Seats (1 unless a class)
          <input type="number" min={1} max={1000} {...field("capacity")} />
        </label>
      </div>
    </>
  );
}
