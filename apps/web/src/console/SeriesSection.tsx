// A booking that is an occurrence of a recurring series: the series' dates with what became of
// each (this booking marked), and for admins and managers its dates moved or cancelled by scope:
// this date only, this and the following, or all dates (PATCH /v1/series/{id}, where the date
// named moves to the new start and the others chosen by as many days, to the same new time;
// POST /v1/series/{id}/cancel after asking). A move that does not fit refuses the whole change,
// each date named with its reason; moving the following dates splits them into a series of
// their own, which the booking then shows. While the booking waits for confirmation, every date of
// the series waiting is confirmed at once (POST /v1/series/{id}/confirm: the customer told once).
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { errorInfo, localTimeToInstant } from "@booking/client";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { useI18n } from "../i18n/I18n";
import { clock24, shortDateTime, todayIn } from "../common/dates";
import { useRefusalPlace } from "../common/salon-zone";
import { useStaffPages } from "../common/salon-lists";
import { SeriesDates } from "../common/SeriesDates";
import { seriesRefusalWords } from "../common/series-rule";
import { ConfirmDialog, type Confirmed } from "./ConfirmDialog";
import { SALON_REASONS } from "./reasons";
import { MemberSelect, QueryProblem } from "./ui";
import { Outcome, useAction } from "./useAction";

type Scope = "this" | "following" | "all";
const SCOPES: readonly Scope[] = ["this", "following", "all"];
const SCOPE_WORDS = {
  this: "console.series.scope.this",
  following: "console.series.scope.following",
  all: "console.series.scope.all",
} as const;

export function SeriesSection(props: {
  seriesId: string;
  occurrenceKey: string;
  /** The booking's start, member, service and customer: the move form starts from them. */
  start: string;
  staffId: string;
  serviceId: string;
  customer: string;
  zone: string;
  manages: boolean;
  /** The booking waits for the salon's confirmation (then its series' waiting dates may be confirmed at once). */
  pending: boolean;
}) {
  const { seriesId, occurrenceKey, zone } = props;
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { t, lang } = useI18n();
  const place = useRefusalPlace();
  const series = useQuery(trpc.series.get.queryOptions({ id: seriesId }));
  const staff = useStaffPages(true, props.manages).items;
  const action = useAction();
  const [scope, setScope] = useState<Scope>("this");
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [memberId, setMemberId] = useState("");
  const [asking, setAsking] = useState(false);
  if (series.error) return <QueryProblem error={series.error} />;
  const s = series.data?.data;
  if (!s) return <p>{t("console.loading")}</p>;
  const headingId = `series-${s.id}`;
  const members = (staff ?? []).filter((m) => m.services.includes(props.serviceId));
  const dateOf = (index: number) => {
    const occurrence = s.occurrences[index];
    return occurrence ? shortDateTime(occurrence.start, zone, lang) : undefined;
  };
  /** A refusal naming dates says each with its reason; any other, the usual words. */
  const explain = (error: unknown) => {
    const info = errorInfo(error);
    return info.code === "CONFLICT" ? seriesRefusalWords(info, dateOf, t, place) : null;
  };
  const move = (event: FormEvent) => {
    event.preventDefault();
    const start = localTimeToInstant(date ?? todayIn(zone, new Date(props.start)), time ?? clock24(props.start, zone), zone);
    void action
      .run(
        () =>
          client.series.update.mutate({
            id: s.id,
            scope,
            key: occurrenceKey,
            start: start.toISOString(),
            ...(memberId ? { staffId: memberId } : {}),
          }),
        t("console.series.moved"),
        explain,
      )
      .then((moved) => {
        // The form starts again from the booking's new time and member.
        if (!moved) return;
        setDate(null);
        setTime(null);
        setMemberId("");
      });
  };
  const confirm = () => void action.run(() => client.series.confirm.mutate({ id: s.id }), t("console.series.confirmed"));
  const cancel = (confirmed: Confirmed) => {
    setAsking(false);
    void action.run(
      () =>
        client.series.cancel.mutate({
          id: s.id,
          scope,
          key: occurrenceKey,
          reason: confirmed.message || SALON_REASONS.cancelled,
          notifyCustomer: confirmed.notifyCustomer,
        }),
      t("console.series.cancelled"),
      explain,
    );
  };
  return (
    <section className="visit" aria-labelledby={headingId} data-testid="series">
      <h3 id={headingId}>{t("console.series.heading")}</h3>
      <SeriesDates series={s} zone={zone} current={occurrenceKey} />
      {props.manages && (
        <>
          {props.pending && (
            <button type="button" disabled={action.busy} onClick={confirm}>
              {t("console.series.confirm")}
            </button>
          )}
          <fieldset className="choices-plain series-scope">
            <legend>{t("console.series.scope")}</legend>
            {SCOPES.map((value) => (
              <label className="check" key={value}>
                <input type="radio" name={`series-scope-${s.id}`} checked={scope === value} onChange={() => setScope(value)} />{" "}
                {t(SCOPE_WORDS[value])}
              </label>
            ))}
          </fieldset>
          <form className="move" onSubmit={move} aria-describedby={`${headingId}-move-help`}>
            <label>
              {t("console.move.date")}
              <input type="date" required value={date ?? todayIn(zone, new Date(props.start))} onChange={(e) => setDate(e.target.value)} />
            </label>
            <label>
              {t("console.move.time", { zone })}
              <input type="time" required step={300} value={time ?? clock24(props.start, zone)} onChange={(e) => setTime(e.target.value)} />
            </label>
            {members.length > 1 && (
              <MemberSelect
                label={t("console.details.with")}
                value={memberId}
                members={members.filter((m) => m.id !== props.staffId)}
                onChange={setMemberId}
                placeholder={members.find((m) => m.id === props.staffId)?.name ?? "—"}
              />
            )}
            <button type="submit" disabled={action.busy}>
              {t("console.series.move")}
            </button>
          </form>
          <p id={`${headingId}-move-help`} className="muted">
            {t("console.series.moveHelp")}
          </p>
          <button type="button" className="danger" disabled={action.busy} onClick={() => setAsking(true)}>
            {t("console.series.cancel")}
          </button>
        </>
      )}
      <Outcome problem={action.problem} done={action.done} />
      {asking && (
        <ConfirmDialog
          title={t("console.series.cancelTitle", { scope, customer: props.customer })}
          text={t("console.series.cancelText")}
          confirmText={t("console.series.cancelYes")}
          asksMessage
          onClose={() => setAsking(false)}
          onConfirm={cancel}
        />
      )}
    </section>
  );
}
