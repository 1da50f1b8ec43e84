// A customer's place on a salon's waitlist, opened from the entry's own link (/book/#waitlist=<token>,
// handed out when they joined): the service and the salon, when they could come in words (on the
// salon's clock), the entry's status and, while it waits, its place in line and until when it
// waits; and "Leave the waitlist" after a confirm step (the entry then reads left; an entry offered
// a time lets it go to the next in line). The token is the only credential: no key is sent. An
// unknown or expired link says so; a place that became a booking cannot be left here (409).
// Opened from the email that asks a visitor to confirm their place (#waitlist=<token>&verify=<code>,
// a salon that verifies visitors by email), the page first sends the code once, then drops it from
// the address, and says whether the visitor is now in line.
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorInfo, type RouterOutputs } from "@booking/client";
import { useI18n } from "../i18n/I18n";
import type { MessageKey } from "../i18n/translate";
import { isConflict, isNotFound } from "../common/errors";
import { fullWhen } from "../common/dates";
import { windowsInWords } from "../common/waitlist-words";
import { problemOf, useTRPC } from "./api";
import { useStepFocus } from "./steps";
import { forgetCodeOnceAnswered, useSendCodeOnce } from "./Verification";

type Entry = RouterOutputs["waitlist"]["manage"]["data"];

const STATUS_WORDS: Record<Entry["status"], MessageKey> = {
  unverified: "waitlistEntry.status.unverified",
  waiting: "waitlistEntry.status.waiting",
  offered: "waitlistEntry.status.offered",
  booked: "waitlistEntry.status.booked",
  left: "waitlistEntry.status.left",
  expired: "waitlistEntry.status.expired",
};

/** The words for each refusal of a verification code; null for any other problem (told as problemOf says). */
function verifyProblemWords(error: unknown): MessageKey | null {
  switch (errorInfo(error).code) {
    case "CONFLICT": // too late, or already waiting in this line
      return "waitlistEntry.verify.late";
    case "BAD_REQUEST": // not the code emailed last
      return "waitlistEntry.verify.invalid";
    case "NOT_FOUND": // unknown, or removed when its time to verify passed
      return "waitlistEntry.unknown";
    default:
      return null;
  }
}

/** Sends the email's code once as the page opens; the entry's answer then shows it in line. */
function useEntryVerification(token: string, code: string | null) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const verify = useMutation(
    trpc.waitlist.manageVerify.mutationOptions({
      onSuccess: (answer) => queryClient.setQueryData(trpc.waitlist.manage.queryKey({ entryToken: token }), answer),
      onSettled: (_answer, error) => forgetCodeOnceAnswered(error),
    }),
  );
  const { mutate } = verify;
  useSendCodeOnce(code, (sent) => mutate({ entryToken: token, code: sent }));
  return { pending: code !== null && !verify.isSuccess && !verify.isError, verified: verify.isSuccess, error: verify.error };
}

export function WaitlistEntryPage({ token, verifyCode = null }: { token: string; verifyCode?: string | null }) {
  const { t, lang } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const focusStep = useStepFocus();
  const [confirming, setConfirming] = useState(false);
  /** The visitor left the line from this page: said until they do something else. */
  const [left, setLeft] = useState(false);
  const key = trpc.waitlist.manage.queryKey({ entryToken: token });
  const verification = useEntryVerification(token, verifyCode);
  // Read once the code is answered: an answer read meanwhile would show the entry as it was before.
  const answer = useQuery({ ...trpc.waitlist.manage.queryOptions({ entryToken: token }), enabled: !verification.pending });
  const leave = useMutation(
    trpc.waitlist.manageLeave.mutationOptions({
      onSuccess: (result) => {
        // The answer is the entry as it is now (left): the page shows it without asking again.
        queryClient.setQueryData(key, { success: result.success, data: result.data });
        setConfirming(false);
        setLeft(true);
        focusStep("entry-heading");
      },
      // Booked meanwhile: said over the entry as it is now.
      onError: (error) => {
        if (!isConflict(error)) return;
        setConfirming(false);
        void queryClient.invalidateQueries({ queryKey: key });
        focusStep("entry-heading");
      },
    }),
  );

  if (verification.pending)
    return (
      <p className="muted" role="status">
        {t("waitlistEntry.verifying")}
      </p>
    );
  const verifyProblem = verification.error ? verifyProblemWords(verification.error) : null;
  if (answer.error) {
    const unknown = isNotFound(answer.error);
    return (
      <section className="card" aria-labelledby="entry-heading">
        <h2 id="entry-heading">{unknown ? t("manage.unknown.heading") : t("page.waitlist.heading")}</h2>
        <p role="alert" className="error" data-testid="entry-problem">
          {unknown ? t("waitlistEntry.unknown") : problemOf(answer.error, t)}
        </p>
      </section>
    );
  }
  if (!answer.data) return <p className="muted">{t("waitlistEntry.loading")}</p>;
  const entry = answer.data.data;
  const inLine = entry.status === "unverified" || entry.status === "waiting" || entry.status === "offered";
  const zone = entry.salon.timezone;
  const leaveProblem = (error: unknown) => (isConflict(error) ? t("waitlistEntry.leave.booked") : problemOf(error, t));
  const open = (next: boolean) => {
    setConfirming(next);
    setLeft(false);
    leave.reset();
    focusStep(next ? "leave-heading" : "entry-heading");
  };

  return (
    <>
      <section className="card" aria-labelledby="entry-heading" data-testid="waitlist-entry">
        <h2 id="entry-heading" tabIndex={-1}>
          {t("waitlistEntry.heading", { salon: entry.salon.name })}
        </h2>
        {verification.verified && entry.status !== "unverified" && (
          <p role="status" className="success" data-testid="entry-verified">
            {t("waitlistEntry.verified")}
          </p>
        )}
        {verification.error && (
          <p role="alert" className="error" data-testid="entry-verify-problem">
            {verifyProblem ? t(verifyProblem) : problemOf(verification.error, t)}
          </p>
        )}
        {entry.status === "unverified" && <p className="notice">{t("waitlistEntry.unverified")}</p>}
        {left && (
          <p role="status" className="success" data-testid="entry-done">
            {t("waitlistEntry.left", { service: entry.service.name })}
          </p>
        )}
        {leave.error && !confirming && (
          <p role="alert" className="error" data-testid="leave-problem">
            {leaveProblem(leave.error)}
          </p>
        )}
        {entry.status === "waiting" && entry.position !== null && (
          <p className="notice" data-testid="entry-place">
            {t("waitlist.joined.place", { position: entry.position })}
          </p>
        )}
        <dl className="facts">
          <dt>{t("facts.what")}</dt>
          <dd data-testid="entry-service">{entry.service.name}</dd>
          {entry.seats > 1 && (
            <>
              <dt>{t("facts.seats")}</dt>
              <dd data-testid="entry-seats">{entry.seats}</dd>
            </>
          )}
          <dt>{t("waitlistEntry.facts.when")}</dt>
          <dd data-testid="entry-windows">{windowsInWords(entry.windows, t, lang)}</dd>
          <dt>{t("facts.status")}</dt>
          <dd data-testid="entry-status">{t(STATUS_WORDS[entry.status])}</dd>
          {inLine && (
            <>
              <dt>{t("waitlistEntry.facts.until")}</dt>
              <dd data-testid="entry-expires">{fullWhen(entry.expiresAt, zone, lang)}</dd>
            </>
          )}
        </dl>
        <p className="muted">{t("waitlist.times.zone", { zone })}</p>
        {entry.status === "offered" && <p className="notice">{t("waitlistEntry.offered")}</p>}
        {entry.status === "booked" && <p className="muted">{t("waitlistEntry.booked")}</p>}
        {inLine && !confirming && (
          <div className="actions">
            <button type="button" className="danger" onClick={() => open(true)}>
              {t("waitlistEntry.leave")}
            </button>
          </div>
        )}
      </section>

      {inLine && confirming && (
        <section className="card" aria-labelledby="leave-heading" data-testid="leave-confirm">
          <h2 id="leave-heading" tabIndex={-1}>
            {t("waitlistEntry.leave.heading", { service: entry.service.name })}
          </h2>
          <p>{t(entry.status === "offered" ? "waitlistEntry.leave.textOffered" : "waitlistEntry.leave.text")}</p>
          {leave.error && (
            <p role="alert" className="error" data-testid="leave-problem">
              {leaveProblem(leave.error)}
            </p>
          )}
          <div className="actions">
            <button type="button" className="danger" disabled={leave.isPending} onClick={() => leave.mutate({ entryToken: token })}>
              {leave.isPending ? t("waitlistEntry.leave.busy") : t("waitlistEntry.leave.confirm")}
            </button>
            <button type="button" className="secondary" onClick={() => open(false)}>
              {t("waitlistEntry.leave.keep")}
            </button>
          </div>
        </section>
      )}
    </>
  );
}
