// A class session's roster: each booking with its customer and seats, checked in as they arrive
// (and taken back when clicked by mistake); and cancelling the whole session, which cancels its
// bookings and tells their customers (with the reason given here).
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { useI18n } from "../i18n/I18n";
import { clockTime } from "../common/dates";
import { statusName } from "../common/words";
import { Outcome, useAction } from "./useAction";
import { QueryProblem, RowButton } from "./ui";

export function SessionRoster(props: { sessionId: string; title: string; zone: string; onCancelled: (bookings: number) => void }) {
  const { sessionId, title, zone, onCancelled } = props;
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { t, lang } = useI18n();
  const roster = useQuery(trpc.sessions.roster.queryOptions({ id: sessionId }));
  const action = useAction();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState("");
  const headingId = `roster-${sessionId}`;
  const bookings = roster.data?.data.bookings;
  const cancel = async (event: FormEvent) => {
    event.preventDefault();
    // The success is said by the sessions' view (this roster goes with its session); "" says nothing here.
    const answer = await action.run(
      () => client.sessions.delete.mutate({ id: sessionId, ...(reason.trim() ? { reason: reason.trim() } : {}) }),
      "",
    );
    if (answer) onCancelled(answer.data.cancelledBookings);
  };
  return (
    <section className="details" aria-labelledby={headingId} data-testid="roster">
      <h4 id={headingId}>
        {t("console.roster.heading")} · {title}
      </h4>
      <QueryProblem error={roster.error} />
      {bookings?.length === 0 && <p className="muted">{t("console.roster.none")}</p>}
      <ul className="bookings" aria-labelledby={headingId}>
        {bookings?.map((b) => (
          <li key={b.id} className="booking">
            <div className="booking-main">
              <strong>{b.customer.name}</strong>
              <span>{t("console.roster.seats", { count: b.seats })}</span>
              <span className={`status status-${b.status}`}>{statusName(b.status, t)}</span>
              {b.checkedInAt && (
                <span data-testid="arrived">{t("console.roster.arrived", { time: clockTime(b.checkedInAt, zone, lang) })}</span>
              )}
            </div>
            <div className="actions">
              {b.checkedInAt ? (
                <RowButton
                  text={t("console.roster.undo")}
                  row={b.customer.name}
                  kind="secondary"
                  busy={action.busy}
                  onClick={() =>
                    void action.run(
                      () => client.bookings.checkIn.mutate({ id: b.id, checkedIn: false }),
                      t("console.roster.undone", { name: b.customer.name }),
                    )
                  }
                />
              ) : (
                <RowButton
                  text={t("console.roster.checkIn")}
                  row={b.customer.name}
                  busy={action.busy || b.status === "no_show"}
                  onClick={() =>
                    void action.run(
                      () => client.bookings.checkIn.mutate({ id: b.id, checkedIn: true }),
                      t("console.roster.checkedIn", { name: b.customer.name }),
                    )
                  }
                />
              )}
            </div>
          </li>
        ))}
      </ul>
      {!cancelling ? (
        <button type="button" className="danger" onClick={() => setCancelling(true)}>
          {t("console.roster.cancel")}
        </button>
      ) : (
        <form onSubmit={(event) => void cancel(event)}>
          <label>
            {t("console.roster.cancelReason")}
            <input maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="submit" className="danger" disabled={action.busy}>
            {t("console.roster.cancelConfirm")}
          </button>
        </form>
      )}
      <Outcome problem={action.problem} done={action.done} />
    </section>
  );
}
