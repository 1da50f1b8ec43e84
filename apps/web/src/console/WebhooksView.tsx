// The salon's webhooks: the addresses that are told of its bookings (signed), how their recent
// deliveries went, a delivery sent again, a test sent. A new webhook's signing secret is shown once.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient, type RouterInputs } from "@booking/client/react";
import { formatInstant } from "../front-desk/time";
import { Outcome, useAction } from "./useAction";
import { AddForm, QueryProblem, RowButton } from "./ui";

type WebhookEvent = RouterInputs["user"]["webhooks"]["create"]["events"][number];

const EVENTS: WebhookEvent[] = [
  "booking.created",
  "booking.confirmed",
  "booking.cancelled",
  "booking.completed",
  "booking.rescheduled",
  "payment.received",
  "payment.refunded",
  "customer.created",
];

export function WebhooksView({ zone }: { zone: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const webhooks = useQuery(trpc.user.webhooks.list.queryOptions({}));
  const action = useAction();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["booking.created", "booking.cancelled"]);
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setSecret(null);
    const created = await action.run(
      () => client.user.webhooks.create.mutate({ url: url.trim(), events }),
      "Webhook added: copy its signing secret now, it is not shown again.",
    );
    if (created) {
      setSecret(created.secret);
      setUrl("");
    }
  };

  return (
    <section className="card" aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading">Webhooks</h2>
      <QueryProblem error={webhooks.error} />
      {webhooks.data?.webhooks.length === 0 && <p className="muted">No webhooks.</p>}
      <ul className="bookings">
        {webhooks.data?.webhooks.map((w) => (
          <li key={w.id} className="booking">
            <div className="booking-main">
              <code>{w.url}</code>
              <span className="muted">{w.events.join(", ")}</span>
              <span>
                {w.isActive ? (w.lastStatus === null ? "No delivery yet" : `Last answer ${w.lastStatus}`) : "Switched off after failures"}
              </span>
            </div>
            <div className="actions">
              <button
                type="button"
                aria-expanded={open === w.id}
                onClick={() => setOpen(open === w.id ? null : w.id)}
                aria-label={`Deliveries to ${w.url}`}
              >
                Deliveries
              </button>
              <RowButton
                text="Send a test"
                row={w.url}
                kind="secondary"
                busy={action.busy}
                onClick={() => void action.run(() => client.user.webhooks.test.mutate({ id: w.id }), "Test sent.")}
              />
              <RowButton
                text="Remove"
                row={w.url}
                kind="danger"
                busy={action.busy}
                onClick={() => void action.run(() => client.user.webhooks.delete.mutate({ id: w.id }), "Webhook removed.")}
              />
            </div>
            {open === w.id && <Deliveries webhookId={w.id} zone={zone} />}
          </li>
        ))}
      </ul>
      <AddForm id="new-webhook-heading" title="Add a webhook" onSubmit={(event) => void create(event)}>
        <label>
          Address (https://…)
          <input type="url" required value={url} onChange={(e) => setUrl(e.target.value)} />
        </label>
        <fieldset>
          <legend>Events</legend>
          {EVENTS.map((name) => (
            <label key={name} className="check">
              <input
                type="checkbox"
                checked={events.includes(name)}
                onChange={(e) => setEvents(e.target.checked ? [...events, name] : events.filter((n) => n !== name))}
              />
              {name}
            </label>
          ))}
        </fieldset>
        <Outcome problem={action.problem} done={action.done} />
        {secret && (
          <p className="notice" data-testid="webhook-secret">
            Signing secret: <code>{secret}</code>
          </p>
        )}
        <button type="submit" disabled={action.busy || events.length === 0}>
          Add webhook
        </button>
      </AddForm>
    </section>
  );
}

function Deliveries({ webhookId, zone }: { webhookId: string; zone: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const deliveries = useQuery(trpc.user.webhooks.deliveries.queryOptions({ id: webhookId, limit: 20 }));
  const action = useAction();
  if (deliveries.error) return <QueryProblem error={deliveries.error} />;
  return (
    <div className="details">
      {deliveries.data?.deliveries.length === 0 && <p className="muted">Nothing delivered yet.</p>}
      <ul className="bookings" aria-label="Deliveries">
        {deliveries.data?.deliveries.map((d) => (
          <li key={d.id} className="booking">
            <div className="booking-main">
              <span>{formatInstant(d.createdAt, zone)}</span>
              <span>{d.event}</span>
              <span className={`status status-${d.status === "succeeded" ? "confirmed" : d.status === "failed" ? "cancelled" : "pending"}`}>
                {d.status}
              </span>
              <span className="muted">
                {d.attempts} attempt{d.attempts === 1 ? "" : "s"}
                {d.lastStatusCode !== null && `, answered ${d.lastStatusCode}`}
                {d.lastError && `, ${d.lastError}`}
              </span>
            </div>
            {d.status !== "pending" && (
              <div className="actions">
                <RowButton
                  text="Send again"
                  row={d.event}
                  kind="secondary"
                  busy={action.busy}
                  onClick={() => void action.run(() => client.user.webhooks.redeliver.mutate({ deliveryId: d.id }), "Sent again.")}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      <Outcome problem={action.problem} done={action.done} />
    </div>
  );
}
