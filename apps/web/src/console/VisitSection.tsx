// A booking that is an item of a visit (several services back to back for one customer): the
// visit's services in time order (time, service, member, status), and for admins and managers the
// whole visit confirmed while some of it waits (POST /v1/visits/{id}/confirm: the customer told
// once, not once per service), moved to a new start (PATCH /v1/visits/{id}, all or nothing: a
// refusal names each service that does not fit) or cancelled (DELETE, after asking, every service
// not yet done).
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { localTimeToInstant } from "@booking/client";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { errorInfo } from "@booking/client";
import { useI18n } from "../i18n/I18n";
import { clock24, clockTime, shortDateTime, todayIn } from "../common/dates";
import { visitRefusalWords } from "../common/refusals";
import { useRefusalPlace } from "../common/salon-zone";
import { VisitItems } from "../common/VisitItems";
import { ConfirmDialog, type Confirmed } from "./ConfirmDialog";
import { SALON_REASONS } from "./reasons";
import { QueryProblem } from "./ui";
import { Outcome, useAction } from "./useAction";

const isOpen = (status: string) => status === "pending" || status === "confirmed";

export function VisitSection({ visitId, zone, manages }: { visitId: string; zone: string; manages: boolean }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { t, lang } = useI18n();
  const place = useRefusalPlace();
  const visit = useQuery(trpc.visits.get.queryOptions({ id: visitId }));
  const action = useAction();
  const [asking, setAsking] = useState(false);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  if (visit.error) return <QueryProblem error={visit.error} />;
  const v = visit.data?.data;
  if (!v) return <p>{t("console.loading")}</p>;
  const open = v.items.filter((item) => isOpen(item.status));
  const firstOpen = open[0];
  const itemNames = v.items.map((item) => item.service.name);
  /** A refusal naming items says each by its place and service; any other, the usual words. */
  const explain = (error: unknown) => {
    const info = errorInfo(error);
    return info.code === "CONFLICT" ? visitRefusalWords(info, itemNames, t, place) : null;
  };
  const move = (event: FormEvent) => {
    event.preventDefault();
    if (!firstOpen) return;
    const start = localTimeToInstant(date ?? todayIn(zone, new Date(firstOpen.dateTime)), time ?? clock24(firstOpen.dateTime, zone), zone);
    void action.run(() => client.visits.update.mutate({ id: v.id, start: start.toISOString() }), t("console.visit.moved"), explain);
  };
  const confirm = () => void action.run(() => client.visits.confirm.mutate({ id: v.id }), t("console.visit.confirmed"));
  const cancel = (confirmed: Confirmed) => {
    setAsking(false);
    void action.run(
      () =>
        client.visits.delete.mutate({
          id: v.id,
          reason: confirmed.message || SALON_REASONS.cancelled,
          notifyCustomer: confirmed.notifyCustomer,
        }),
      t("console.visit.cancelled"),
    );
  };
  return (
    <section className="visit" aria-labelledby={`visit-${v.id}`} data-testid="visit">
      <h3 id={`visit-${v.id}`}>
        {t("console.visit.heading")}{" "}
        <small>
          {shortDateTime(v.start, zone, lang)} – {clockTime(v.end, zone, lang)}
        </small>
      </h3>
      <VisitItems visit={v} zone={zone} />
      {manages && firstOpen && (
        <>
          {open.some((item) => item.status === "pending") && (
            <button type="button" disabled={action.busy} onClick={confirm}>
              {t("console.visit.confirm")}
            </button>
          )}
          <form className="move" onSubmit={move}>
            <label>
              {t("console.move.date")}
              <input
                type="date"
                required
                value={date ?? todayIn(zone, new Date(firstOpen.dateTime))}
                onChange={(e) => setDate(e.target.value)}
              />
            </label>
            <label>
              {t("console.visit.moveTime", { zone })}
              <input
                type="time"
                required
                step={300}
                value={time ?? clock24(firstOpen.dateTime, zone)}
                onChange={(e) => setTime(e.target.value)}
              />
            </label>
            <button type="submit" disabled={action.busy}>
              {t("console.visit.move")}
            </button>
          </form>
          <button type="button" className="danger" disabled={action.busy} onClick={() => setAsking(true)}>
            {t("console.visit.cancel")}
          </button>
        </>
      )}
      <Outcome problem={action.problem} done={action.done} />
      {asking && (
        <ConfirmDialog
          title={t("console.visit.cancelTitle", { customer: v.customer.name })}
          text={t("console.visit.cancelText", { count: open.length })}
          confirmText={t("console.visit.cancelYes")}
          asksMessage
          onClose={() => setAsking(false)}
          onConfirm={cancel}
        />
      )}
    </section>
  );
}
