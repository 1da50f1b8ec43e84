// Paying for a booking held until paid: the amount (or, in card mode, that a card is kept for the
// salon's fees), the time left before the hold lapses, and Stripe's own Payment Element with a Pay
// button. Card details go from the visitor's browser to Stripe only; the page hands Stripe.js the
// client secret the booking answered (or, on the booking's own page, the same payment resumed).
// Once Stripe accepts the payment, the page asks after the booking by its manage link until the
// payment provider's confirmation has made it stand (pending or confirmed), then shows the usual
// booked screen. Stripe.js loads only here, on demand.
import { useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { useI18n } from "../i18n/I18n";
import { money } from "../i18n/money";
import { deadlineWords } from "../common/dates";
import { useTRPC } from "./api";
import type { Booked } from "./Confirmation";
import { countdown } from "./payment-terms";

/** How often the page asks whether the paid booking stands yet. */
const POLL_MS = 1_000;

type Phase = "loading" | "failed" | "ready" | "paying" | "waiting";

/** Now, once a second. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** What a held booking owes: its payment, until when it is held, and its manage link. */
export type PaymentOwed = Pick<Booked, "payment" | "holdExpiresAt" | "manage">;

export function PaymentStep(props: {
  booked: PaymentOwed;
  publishableKey: string;
  zone: string;
  /** The booking stands (its status now pending or confirmed). */
  onStands: (status: "pending" | "confirmed") => void;
  onAnother: () => void;
}) {
  const { booked, zone } = props;
  const payment = booked.payment;
  const { t, rich, lang, locale } = useI18n();
  const trpc = useTRPC();
  const now = useNow();
  const mountRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>("loading");
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const card = payment?.kind === "card_setup";
  const clientSecret = payment?.clientSecret;

  useEffect(() => {
    if (!clientSecret) return;
    let gone = false;
    setPhase("loading");
    // Loaded on demand: no other page of this build asks Stripe for anything.
    import("@stripe/stripe-js/pure")
      .then(({ loadStripe }) => loadStripe(props.publishableKey, { locale: lang }))
      .then((loaded) => {
        const target = mountRef.current;
        if (gone || !loaded || !target) {
          if (!gone) setPhase("failed");
          return;
        }
        const elements = loaded.elements({ clientSecret, locale: lang });
        elements.create("payment").mount(target);
        stripe.current = { stripe: loaded, elements };
        setPhase("ready");
      })
      .catch(() => {
        if (!gone) setPhase("failed");
      });
    return () => {
      gone = true;
    };
  }, [clientSecret, props.publishableKey, lang, attempt]);

  const token = booked.manage?.token ?? "";
  // After paying: the booking as its manage link has it, until the payment's confirmation arrived.
  const managed = useQuery({
    ...trpc.manage.get.queryOptions({ token }),
    enabled: phase === "waiting" && token !== "",
    refetchInterval: (query) => (query.state.data?.data.status === "held" ? POLL_MS : false),
  });
  const status = phase === "waiting" ? managed.data?.data.status : undefined;
  const { onStands } = props;
  useEffect(() => {
    if (status === "pending" || status === "confirmed") onStands(status);
  }, [status, onStands]);

  const expiresAt = booked.holdExpiresAt;
  const left = expiresAt ? Date.parse(expiresAt) - now : null;
  const lapsed = status === "cancelled" || (phase !== "waiting" && left !== null && left <= 0);

  const pay = async () => {
    const loaded = stripe.current;
    if (!loaded) return;
    setProblem(null);
    setPhase("paying");
    // Methods that leave the page come back to the booking's own page, which says how it stands.
    const confirmParams = booked.manage ? { return_url: booked.manage.url } : undefined;
    const result = card
      ? await loaded.stripe.confirmSetup({ elements: loaded.elements, redirect: "if_required", confirmParams })
      : await loaded.stripe.confirmPayment({ elements: loaded.elements, redirect: "if_required", confirmParams });
    if (result.error) {
      // Stripe's own words, in the page's language (declined, incomplete…).
      setProblem(result.error.message ?? t("pay.loadFailed"));
      setPhase("ready");
      return;
    }
    setPhase("waiting");
  };

  if (lapsed) {
    return (
      <section className="card confirmation" data-testid="pay-lapsed" aria-labelledby="pay-heading">
        <h2 id="pay-heading" tabIndex={-1}>
          {card ? t("pay.heading.card") : t("pay.heading")}
        </h2>
        <p role="alert" className="notice">
          {t("pay.lapsed")}
        </p>
        <button type="button" className="link" onClick={props.onAnother}>
          {t("confirmation.another")}
        </button>
      </section>
    );
  }

  const amount = payment ? money(payment.amount, payment.currency, locale) : "";
  return (
    <section className="card step" data-testid="payment" aria-labelledby="pay-heading">
      <h2 id="pay-heading" tabIndex={-1}>
        {card ? t("pay.heading.card") : t("pay.heading")}
      </h2>
      <p className="summary" data-testid="pay-amount">
        {card ? t("pay.done.card") : t("pay.amount", { amount })}
      </p>
      {expiresAt && (
        <p>
          {rich("pay.heldUntil", { deadline: deadlineWords(expiresAt, zone, lang) }, { strong: (chunks) => <strong>{chunks}</strong> })}{" "}
          <span className="notice countdown" role="timer" data-testid="pay-left">
            {t("pay.left", { time: countdown(left ?? 0) })}
          </span>
        </p>
      )}
      {phase === "loading" && <p className="muted">{t("pay.loading")}</p>}
      {phase === "failed" && (
        <div role="alert" className="error" data-testid="pay-failed">
          <p>{t("pay.loadFailed")}</p>
          <button type="button" className="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t("pay.retry")}
          </button>
        </div>
      )}
      {/* Stripe's Payment Element mounts here (its own frame, in the page's language). */}
      <div ref={mountRef} className="payment-element" data-testid="payment-element" hidden={phase === "failed" || phase === "waiting"} />
      {problem && (
        <p role="alert" className="error" data-testid="pay-problem">
          {problem}
        </p>
      )}
      {phase === "waiting" ? (
        <p role="status" className="success" data-testid="pay-waiting">
          {t("pay.waiting")}
        </p>
      ) : (
        <div className="actions">
          <button type="button" className="primary" data-testid="pay-button" disabled={phase !== "ready"} onClick={() => void pay()}>
            {phase === "paying" ? t(card ? "pay.busy.card" : "pay.busy") : card ? t("pay.button.card") : t("pay.button", { amount })}
          </button>
        </div>
      )}
      <p className="muted">{t("pay.secure")}</p>
    </section>
  );
}
