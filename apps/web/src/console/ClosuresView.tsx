// Days the whole salon is closed (holidays): nobody can be booked on them. A closure over days that
// already have bookings is refused, and the service names them.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { formatDay, todayIn } from "../front-desk/time";
import { Submit, useAction } from "./useAction";
import { AddForm, QueryProblem, RowButton } from "./ui";

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
      <QueryProblem error={closures.error} />
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
              <RowButton
                text="Remove"
                row={c.date}
                kind="danger"
                busy={action.busy}
                onClick={() => void action.run(() => client.closures.delete.mutate({ id: c.id }), "Closure removed.")}
              />
            </div>
          </li>
        ))}
      </ul>
      <AddForm id="new-closure-heading" title="Close the salon" onSubmit={(event) => void add(event)}>
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
        <Submit action={action} text="Add closure" />
      </AddForm>
    </section>
  );
}
