// A member's time off ahead, and time off for whole days (a holiday week) as one entry: from the
// first day's start to the end of the last day in the salon's time zone, worked out by the service.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { useI18n } from "../i18n/I18n";
import type { Lang } from "../i18n/languages";
import { addDays, clock24, localDate, shortDate, shortDateTime, todayIn } from "../common/dates";
import { AddForm, QueryProblem, RemoveButton } from "./ui";
import { Outcome, useAction } from "./useAction";

/** An entry in words: its days when it runs midnight to midnight in the salon's zone, else its times. */
function spanWords(start: string, end: string, zone: string, lang: Lang): { from: string; to: string } {
  if (clock24(start, zone) === "00:00" && clock24(end, zone) === "00:00") {
    return { from: shortDate(localDate(start, zone), lang), to: shortDate(addDays(localDate(end, zone), -1), lang) };
  }
  return { from: shortDateTime(start, zone, lang), to: shortDateTime(end, zone, lang) };
}

export function MemberTimeOff({ memberId, name, zone }: { memberId: string; name: string; zone: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { t, lang } = useI18n();
  const timeOff = useQuery(trpc.staff.timeOff.list.queryOptions({ id: memberId }));
  const action = useAction();
  const [startDate, setStartDate] = useState(() => todayIn(zone));
  const [endDate, setEndDate] = useState(() => addDays(todayIn(zone), 6));
  const [reason, setReason] = useState("");
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const added = await action.run(
      () => client.staff.timeOff.create.mutate({ id: memberId, startDate, endDate, ...(reason.trim() ? { reason: reason.trim() } : {}) }),
      t("console.timeOffDays.added", { from: shortDate(startDate, lang), to: shortDate(endDate, lang) }),
    );
    if (added) setReason("");
  };
  const headingId = `time-off-days-${memberId}`;
  return (
    <>
      <h3>{t("console.timeOffDays.list", { name })}</h3>
      <QueryProblem error={timeOff.error} />
      {timeOff.data?.data.length === 0 && <p className="muted">{t("console.timeOffDays.none", { name })}</p>}
      <ul className="bookings" aria-label={t("console.timeOffDays.list", { name })}>
        {timeOff.data?.data.map((off) => {
          const words = t("console.timeOffDays.item", spanWords(off.start, off.end, zone, lang));
          return (
            <li key={off.id} className="booking">
              <div className="booking-main">
                <strong>{words}</strong>
                {off.reason && <span className="muted">{off.reason}</span>}
              </div>
              <div className="actions">
                <RemoveButton
                  row={words}
                  busy={action.busy}
                  onClick={() =>
                    void action.run(
                      () => client.staff.timeOff.delete.mutate({ id: memberId, offId: off.id }),
                      t("console.timeOffDays.removed"),
                    )
                  }
                />
              </div>
            </li>
          );
        })}
      </ul>
      <AddForm id={headingId} title={t("console.timeOffDays.heading")} onSubmit={(event) => void add(event)}>
        <p className="muted">{t("console.timeOffDays.zone", { zone })}</p>
        <div className="row">
          <label>
            {t("console.timeOffDays.from")}
            <input type="date" required value={startDate} onChange={(e) => setStartDate(e.target.value)} />
          </label>
          <label>
            {t("console.timeOffDays.to")}
            <input type="date" required min={startDate} value={endDate} onChange={(e) => setEndDate(e.target.value)} />
          </label>
        </div>
        <label>
          {t("console.timeOffDays.reason")}
          <input maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <button type="submit" disabled={action.busy}>
          {t("console.timeOffDays.add")}
        </button>
        <Outcome problem={action.problem} done={action.done} />
      </AddForm>
    </>
  );
}
