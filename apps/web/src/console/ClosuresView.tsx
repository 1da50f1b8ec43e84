// Days the whole salon is closed (holidays): nobody can be booked on them. A closure over days that
// already have bookings is refused, and the service names them.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { shortDate, todayIn } from "../common/dates";
import { useI18n } from "../i18n/I18n";
import { Submit, useAction } from "./useAction";
import { AddForm, QueryProblem, RemoveButton } from "./ui";

export function ClosuresView({ zone }: { zone: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const closures = useQuery(trpc.closures.list.queryOptions({}));
  const { t, lang } = useI18n();
  const action = useAction();
  const [date, setDate] = useState(() => todayIn(zone));
  const [endDate, setEndDate] = useState("");
  const [reason, setReason] = useState("");
  const add = (event: FormEvent) => {
    event.preventDefault();
    void action.run(
      () => client.closures.create.mutate({ date, ...(endDate ? { endDate } : {}), reason: reason.trim() || undefined }),
      t("console.closure.added"),
    );
  };
  return (
    <section className="card" aria-labelledby="closures-heading">
      <h2 id="closures-heading">{t("console.closures.heading")}</h2>
      <QueryProblem error={closures.error} />
      {closures.data?.data.length === 0 && <p className="muted">{t("console.closures.none")}</p>}
      <ul className="bookings">
        {closures.data?.data.map((c) => (
          <li key={c.id} className="booking">
            <div className="booking-main">
              <strong>
                {shortDate(c.date, lang)}
                {c.endDate !== c.date && ` – ${shortDate(c.endDate, lang)}`}
              </strong>
              {c.reason && <span className="muted">{c.reason}</span>}
            </div>
            <div className="actions">
              <RemoveButton
                row={shortDate(c.date, lang)}
                busy={action.busy}
                onClick={() => void action.run(() => client.closures.delete.mutate({ id: c.id }), t("console.closure.removed"))}
              />
            </div>
          </li>
        ))}
      </ul>
      <AddForm id="new-closure-heading" title={t("console.closure.new")} onSubmit={(event) => void add(event)}>
        <div className="row">
          <label>
            {t("console.field.from")}
            <input type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
          </label>
          <label>
            {t("console.closure.to")}
            <input type="date" value={endDate} min={date} onChange={(e) => setEndDate(e.target.value)} />
          </label>
          <label>
            {t("console.field.reason")}
            <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </label>
        </div>
        <Submit action={action} text={t("console.closure.add")} />
      </AddForm>
    </section>
  );
}
