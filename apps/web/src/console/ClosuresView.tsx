// Days the whole salon is closed (holidays): nobody can be booked on them. A closure over days that
// already have bookings is refused, and the service names them.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { formatDay, todayIn } from "../front-desk/time";
import { Outcome, useAction } from "./useAction";
import { problemOf } from "./words";

export function ClosuresView({ zone }: { zone: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const closures = useQuery(trpc.closures.list.queryOptions({}));
  const action = useAction();
  const [date, setDate] = useState(() => todayIn(zone));
  const [endDate, setEndDate] = useState("");
  const [reason, setReason] = useState("");
  const add = (event: FormEvent) => {
    event.preventDefault();
    void action.run(
      () => client.closures.create.mutate({ date, ...(endDate ? { endDate } : {}), reason: reason.trim() || undefined }),
      "Closure added.",
    );
  };
  return (
    <section className="card" aria-labelledby="closures-heading">
      <h2 id="closures-heading">Closures</h2>
      {closures.error && (
        <p role="alert" className="error">
          {problemOf(closures.error)}
        </p>
      )}
      {closures.data?.data.length === 0 && <p className="muted">No closures ahead.</p>}
      <ul className="bookings">
        {closures.data?.data.map((c) => (
          <li key={c.id} className="booking">
            <div className="booking-main">
              <strong>
                {formatDay(c.date)}
                {c.endDate !== c.date && ` – ${formatDay(c.endDate)}`}
              </strong>
              {c.reason && <span className="muted">{c.reason}</span>}
            </div>
            <div className="actions">
              <button
                type="button"
                className="danger"
                disabled={action.busy}
                onClick={() => void action.run(() => client.closures.delete.mutate({ id: c.id }), "Closure removed.")}
                aria-label={`Remove the closure of ${c.date}`}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
      <form className="time-off-form" onSubmit={add} aria-labelledby="new-closure-heading">
        <h3 id="new-closure-heading">Close the salon</h3>
        <div className="row">
          <label>
            From
            <input type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
          </label>
          <label>
            To (optional)
            <input type="date" value={endDate} min={date} onChange={(e) => setEndDate(e.target.value)} />
          </label>
          <label>
            Reason (optional)
            <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </label>
        </div>
        <Outcome problem={action.problem} done={action.done} />
        <button type="submit" disabled={action.busy}>
          Add closure
        </button>
      </form>
    </section>
  );
}
