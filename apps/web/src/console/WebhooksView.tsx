// The salon's webhooks: the addresses that are told of its bookings (signed), how their recent
// deliveries went, a delivery sent again, a test sent. A new webhook's signing secret is shown once.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { shortDateTime } from "../common/dates";
import { useI18n } from "../i18n/I18n";
import type { MessageKey } from "../i18n/translate";
import { Outcome, useAction } from "./useAction";
import { AddForm, QueryProblem, RemoveButton, RowButton } from "./ui";
import { inWords } from "../common/words";
import { WEBHOOK_EVENT_CHOICES, type WebhookEvent } from "./webhook-events";

const DELIVERY_STATUS_NAMES: Record<string, MessageKey> = {
  pending: "console.delivery.pending",
  succeeded: "console.delivery.succeeded",
  failed: "console.delivery.failed",
};

export function WebhooksView({ zone }: { zone: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const webhooks = useQuery(trpc.user.webhooks.list.queryOptions({}));
  const { t } = useI18n();
  const action = useAction();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["booking.created", "booking.cancelled"]);
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setSecret(null);
    const created = await action.run(() => client.user.webhooks.create.mutate({ url: url.trim(), events }), t("console.webhook.added"));
    if (created) {
      setSecret(created.secret);
      setUrl("");
    }
  };

  return (
    <section className="card" aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading">{t("console.webhooks.heading")}</h2>
      <QueryProblem error={webhooks.error} />
      {webhooks.data?.webhooks.length === 0 && <p className="muted">{t("console.webhooks.none")}</p>}
      <ul className="bookings">
        {webhooks.data?.webhooks.map((w) => (
          <li key={w.id} className="booking">
            <div className="booking-main">
              <code>{w.url}</code>
              <span className="muted">{w.events.join(", ")}</span>
              <span>
                {w.isActive
                  ? w.lastStatus === null
                    ? t("console.webhook.noDelivery")
                    : t("console.webhook.lastAnswer", { status: String(w.lastStatus) })
                  : t("console.webhook.off")}
              </span>
            </div>
            <div className="actions">
              <button
                type="button"
                aria-expanded={open === w.id}
                onClick={() => setOpen(open === w.id ? null : w.id)}
                aria-label={t("console.webhook.deliveries.named", { url: w.url })}
              >
                {t("console.webhook.deliveries")}
              </button>
              <RowButton
                text={t("console.webhook.test")}
                row={w.url}
                kind="secondary"
                busy={action.busy}
                onClick={() => void action.run(() => client.user.webhooks.test.mutate({ id: w.id }), t("console.webhook.tested"))}
              />
              <RemoveButton
                row={w.url}
                busy={action.busy}
                onClick={() => void action.run(() => client.user.webhooks.delete.mutate({ id: w.id }), t("console.webhook.removed"))}
              />
            </div>
            {open === w.id && <Deliveries webhookId={w.id} zone={zone} />}
          </li>
        ))}
      </ul>
      <AddForm id="new-webhook-heading" title={t("console.webhook.new")} onSubmit={(event) => void create(event)}>
        <label>
          {t("console.webhook.url")}
          <input type="url" required value={url} onChange={(e) => setUrl(e.target.value)} />
        </label>
        <fieldset>
          <legend>{t("console.webhook.events")}</legend>
          {WEBHOOK_EVENT_CHOICES.map((name) => (
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
            {t("console.webhook.secret")} <code>{secret}</code>
          </p>
        )}
        <button type="submit" disabled={action.busy || events.length === 0}>
          {t("console.webhook.add")}
        </button>
      </AddForm>
    </section>
  );
}

function Deliveries({ webhookId, zone }: { webhookId: string; zone: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const deliveries = useQuery(trpc.user.webhooks.deliveries.queryOptions({ id: webhookId, limit: 20 }));
  const { t, lang } = useI18n();
  const action = useAction();
  if (deliveries.error) return <QueryProblem error={deliveries.error} />;
  return (
    <div className="details">
      {deliveries.data?.deliveries.length === 0 && <p className="muted">{t("console.deliveries.none")}</p>}
      <ul className="bookings" aria-label={t("console.webhook.deliveries")}>
        {deliveries.data?.deliveries.map((d) => (
          <li key={d.id} className="booking">
            <div className="booking-main">
              <span>{shortDateTime(d.createdAt, zone, lang)}</span>
              <span>{d.event}</span>
              <span className={`status status-${d.status === "succeeded" ? "confirmed" : d.status === "failed" ? "cancelled" : "pending"}`}>
                {inWords(DELIVERY_STATUS_NAMES, d.status, t)}
              </span>
              <span className="muted">
                {t("console.delivery.attempts", { count: d.attempts })}
                {d.lastStatusCode !== null && `, ${t("console.delivery.answered", { status: String(d.lastStatusCode) })}`}
                {d.lastError && `, ${d.lastError}`}
              </span>
            </div>
            {d.status !== "pending" && (
              <div className="actions">
                <RowButton
                  text={t("console.delivery.again")}
                  row={d.event}
                  kind="secondary"
                  busy={action.busy}
                  onClick={() =>
                    void action.run(() => client.user.webhooks.redeliver.mutate({ deliveryId: d.id }), t("console.delivery.sentAgain"))
                  }
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
