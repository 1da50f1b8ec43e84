// A held booking verified from the link in its email (#manage=<token>&verify=<code>): the page
// sends the code once, as it opens, then takes it out of the address so that a reload does not
// send it again. A code that is not the one emailed, a hold that lapsed and a link that no longer
// works are each said in plain words; after a lapse the visitor is offered to book again.
import { useEffect, useRef } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorInfo } from "@booking/client";
import { useI18n } from "../i18n/I18n";
import type { MessageKey } from "../i18n/translate";
import { problemOf, useTRPC } from "./api";
import { withoutVerifyCode } from "../mode";
import { rememberedBookingPage } from "./remembered-page";
import { useFocusWhenShown } from "./steps";

type Verification = { state: "none" | "verifying" | "verified" } | { state: "failed"; error: unknown };

export function useVerification(token: string, code: string | null): Verification {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const verify = useMutation(
    trpc.manage.verify.mutationOptions({
      // The answer is the booking, now pending: shown at once (the view refreshes it meanwhile).
      onSuccess: (answer) => queryClient.setQueryData(trpc.manage.get.queryKey({ token }), answer),
      onSettled: (_answer, error) => forgetCodeOnceAnswered(error),
    }),
  );
  const { mutate } = verify;
  useSendCodeOnce(code, (sent) => mutate({ token, code: sent }));

  if (code === null) return { state: "none" };
  if (verify.isSuccess) return { state: "verified" };
  if (verify.isError) return { state: "failed", error: verify.error };
  return { state: "verifying" };
}

/**
 * Once the service answered an emailed code (either way), takes it out of the address so that a
 * reload does not send it again; without an answer (offline), a reload tries again.
 */
export function forgetCodeOnceAnswered(error: unknown) {
  if (error && errorInfo(error).status === undefined) return;
  window.history.replaceState(window.history.state, "", withoutVerifyCode(window.location));
}

/** Sends an emailed code once per page (React may run an effect twice while developing; the service would answer the same). */
export function useSendCodeOnce(code: string | null, send: (code: string) => void) {
  const sent = useRef(false);
  useEffect(() => {
    if (code === null || sent.current) return;
    sent.current = true;
    send(code);
  }, [code, send]);
}

/** What went wrong with a verification link, and what to do. */
export function VerificationProblem(props: { error: unknown }) {
  const { t } = useI18n();
  const words = problemWords(props.error);
  useFocusWhenShown("verify-heading", true);
  return (
    <section className="card" aria-labelledby="verify-heading" data-testid="verify-problem">
      <h2 id="verify-heading" tabIndex={-1}>
        {t(words?.heading ?? "page.manage.heading")}
      </h2>
      <p role="alert" className="error" data-testid="verify-problem-text">
        {words ? t(words.text) : problemOf(props.error, t)}
      </p>
      {words?.bookAgain && <BookAgain />}
    </section>
  );
}

/** The words for each refusal of a code; null for any other problem (told as problemOf says). */
function problemWords(error: unknown): { heading: MessageKey; text: MessageKey; bookAgain: boolean } | null {
  switch (errorInfo(error).code) {
    case "CONFLICT": // the hold lapsed
      return { heading: "verify.lapsed.heading", text: "verify.lapsed.text", bookAgain: true };
    case "BAD_REQUEST": // not the code emailed (each email about the booking has a new one)
      return { heading: "verify.invalid.heading", text: "verify.invalid.text", bookAgain: false };
    case "NOT_FOUND": // unknown, expired, or its hold lapsed and was released since
      return { heading: "verify.unknown.heading", text: "verify.unknown.text", bookAgain: true };
    default:
      return null;
  }
}

/** The booking page this browser booked on, when it remembers it; else where to find it. */
export function BookAgain() {
  const { t } = useI18n();
  const page = rememberedBookingPage();
  if (!page) return <p className="muted">{t("bookAgain.text")}</p>;
  return (
    <div className="actions">
      <a className="button" href={page} data-testid="book-again">
        {t("bookAgain.button")}
      </a>
    </div>
  );
}
