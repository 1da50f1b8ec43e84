// A customer's booking opened from its manage link: what, when, with whom, and — until the salon's
// cancellation notice before the start — moving it to another time on the same calendar, or
// cancelling it after a confirm step. The token is the only credential; no key is sent. Opened
// from a held booking's verification email, the link's code is sent first (Verification.tsx); a
// held booking opened without one says that it waits for the visitor's email confirmation. A
// booking of a recurring series is cancelled alone ("Cancel this one") or with every later one of
// its series ("Cancel this and the following"), each after its own confirm step. A held booking
// that is a waitlist offer shows the offer instead: until when the time is held, how long is left,
// "Claim this time" (a booking) and "No thanks" (the time goes to the next in line; the customer
// stays in line, and the link manages nothing afterwards). A booking of a service that takes a
// payment says what was paid online, refunds on their way, and what cancelling now would give back
// (or charge, for a kept card) and until when cancelling refunds everything; one held until paid,
// whose page was closed before paying, offers "Pay now" with the same payment (PaymentStep.tsx).
import { useEffect, useRef, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RouterOutputs } from "@booking/client";
import { useI18n } from "../i18n/I18n";
import { money } from "../i18n/money";
import type { MessageKey } from "../i18n/translate";
import { isConflict, isNotFound } from "../common/errors";
import { problemOf, useTRPC } from "./api";
import { MonthCalendar, slotsByDateOf, TimeList, useDayPick } from "./Calendar";
import { deadlineWords, fullWhen, longDate, monthOf, monthRange, timeWithZone, todayIn } from "../common/dates";
import { SalonZoneNote, useZoneChoice, ZonePicker } from "./Pickers";
import { useFocusWhenShown, useStepFocus } from "./steps";
import { BookAgain, useVerification, VerificationProblem } from "./Verification";
import { PaymentStep } from "./PaymentStep";

type Managed = RouterOutputs["manage"]["get"]["data"];
type Panel = "none" | "move" | "cancel" | "cancelFollowing";
/** What the page last did with the booking, said until the visitor does something else. */
type Done = { moved: string } | "cancelled" | "cancelledFollowing" | "claimed" | null;

const STATUS_WORDS: Record<string, MessageKey> = {
  held: "manage.status.held",
  pending: "manage.status.pending",
  confirmed: "manage.status.confirmed",
  cancelled: "manage.status.cancelled",
  completed: "manage.status.completed",
  no_show: "manage.status.no_show",
};

export function ManagePage(props: { token: string; verifyCode: string | null }) {
  const { t } = useI18n();
  const verification = useVerification(props.token, props.verifyCode);
  if (verification.state === "verifying") return <p className="muted">{t("manage.verifying")}</p>;
  if (verification.state === "failed") return <VerificationProblem error={verification.error} />;
  return <ManagedBooking token={props.token} verified={verification.state === "verified"} />;
}

/** What a salon's customer is told once their email is verified, by the booking's status. */
function verifiedWords(managed: Managed): MessageKey {
  if (managed.status === "pending") return "manage.verified.pending";
  if (managed.status === "confirmed") return "manage.verified.confirmed";
  return "manage.verified";
}

/** A hold whose time ran out (the service releases it soon, and its links stop working then). */
const holdLapsed = (managed: Managed) =>
  managed.status === "held" && (managed.holdExpiresAt === null || Date.parse(managed.holdExpiresAt) <= Date.now());

/** A held booking that waits for its online payment, still in time: its page offers to pay. */
const owesPayment = (managed: Managed) =>
  managed.status === "held" && managed.payment !== null && managed.payment.paid === 0 && !holdLapsed(managed);

/**
 * The waitlist offer a held booking is, while it is live: the answer's `offer` when the service
 * sends one; from a service that does not say, every held booking is taken for one.
 */
function offerOf(managed: Managed): { expiresAt: string; payment?: "deposit" | "full" | "card" | null } | null {
  const answer: { offer?: { expiresAt: string; payment?: "deposit" | "full" | "card" | null } | null } = managed;
  const offer = answer.offer !== undefined ? answer.offer : managed.holdExpiresAt !== null ? { expiresAt: managed.holdExpiresAt } : null;
  return managed.status === "held" && offer !== null && Date.parse(offer.expiresAt) > Date.now() ? offer : null;
}

/** How long is left to claim an offer: minutes under two hours, else whole hours. */
function timeLeft(expiresAt: string, t: (key: MessageKey, values?: Record<string, number>) => string): string {
  const minutes = Math.max(1, Math.floor((Date.parse(expiresAt) - Date.now()) / 60_000));
  return minutes < 120 ? t("offer.left.minutes", { minutes }) : t("offer.left.hours", { hours: Math.floor(minutes / 60) });
}

/** A held booking opened without its email's code: it waits for that until the hold lapses. */
function HeldNotice(props: { managed: Managed; zone: string }) {
  const { t, rich, lang } = useI18n();
  const { holdExpiresAt } = props.managed;
  if (holdExpiresAt === null || holdLapsed(props.managed)) {
    return (
      <>
        <p className="notice" data-testid="held-notice">
          {t("manage.held.lapsed")}
        </p>
        <BookAgain />
      </>
    );
  }
  return (
    <p className="notice" data-testid="held-notice">
      {rich(
        // Held until paid, or until the visitor confirms their email.
        props.managed.payment ? "manage.pay.waiting" : "manage.held.waiting",
        { deadline: deadlineWords(holdExpiresAt, props.zone, lang) },
        { strong: (chunks) => <strong>{chunks}</strong> },
      )}
    </p>
  );
}

function ManagedBooking(props: { token: string; verified: boolean }) {
  const { token } = props;
  const { t, lang, locale } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const focusStep = useStepFocus();
  const { detected, zone, setZone } = useZoneChoice();
  const [panel, setPanel] = useState<Panel>("none");
  const [done, setDone] = useState<Done>(null);
  // Said until the visitor does something else with the booking.
  const [justVerified, setJustVerified] = useState(props.verified);
  const booking = useQuery(trpc.manage.get.queryOptions({ token }));
  const cancel = useMutation(trpc.manage.cancel.mutationOptions());
  /** The offer was declined: the link manages nothing any more. */
  const [declined, setDeclined] = useState(false);
  /** The offer was claimed and waits for its payment: Stripe's form opens at once. */
  const [payAtOnce, setPayAtOnce] = useState(false);
  // The booking replaces "Confirming your email…": its heading takes the focus.
  useFocusWhenShown("manage-heading", props.verified && booking.data !== undefined);

  if (declined) {
    return (
      <section className="card" aria-labelledby="declined-heading" data-testid="offer-declined">
        <h2 id="declined-heading" tabIndex={-1}>
          {t("offer.declined.heading")}
        </h2>
        <p role="status" className="success">
          {t("offer.declined.text")}
        </p>
      </section>
    );
  }
  if (booking.error) {
    return (
      <section className="card" aria-labelledby="manage-heading">
        <h2 id="manage-heading">{isNotFound(booking.error) ? t("manage.unknown.heading") : t("page.manage.heading")}</h2>
        <p role="alert" className="error" data-testid="manage-problem">
          {isNotFound(booking.error) ? t("manage.unknown.text") : problemOf(booking.error, t)}
        </p>
      </section>
    );
  }
  if (!booking.data) return <p className="muted">{t("manage.loading")}</p>;
  const managed = booking.data.data;
  const active = managed.status === "pending" || managed.status === "confirmed";
  const changeable = active && Date.now() <= Date.parse(managed.changeableUntil);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.manage.get.queryKey({ token }) });
  const salon = managed.provider.name;
  const inSeries = managed.seriesId !== null;
  const following = panel === "cancelFollowing";
  const offer = offerOf(managed);
  const success =
    done === "claimed"
      ? t("offer.claimed")
      : done === "cancelled"
        ? t("cancel.done")
        : done === "cancelledFollowing"
          ? t("cancel.following.done")
          : done
            ? t("move.done", { when: fullWhen(done.moved, zone, lang) })
            : justVerified
              ? t(verifiedWords(managed), { salon })
              : null;
  const open = (next: Panel) => {
    setPanel(next);
    setDone(null);
    setJustVerified(false);
    focusStep(next === "move" ? "move-heading" : next === "none" ? "manage-heading" : "cancel-heading");
  };

  return (
    <>
      <ZonePicker zone={zone} detected={detected} onChange={setZone} />
      <SalonZoneNote zone={zone} detected={detected} salonZone={managed.provider.timezone} />
      <section className="card" aria-labelledby="manage-heading" data-testid="managed-booking">
        <h2 id="manage-heading" tabIndex={-1}>
          {t("manage.heading", { salon })}
        </h2>
        {success && (
          <p role="status" className="success" data-testid="manage-done">
            {success}
          </p>
        )}
        <dl className="facts">
          <dt>{t("facts.when")}</dt>
          <dd data-testid="managed-when">{fullWhen(managed.dateTime, zone, lang)}</dd>
          <dt>{t("facts.what")}</dt>
          <dd>{t("service.withDuration", { service: managed.service.name, minutes: managed.service.duration })}</dd>
          <dt>{t("facts.with")}</dt>
          <dd data-testid="managed-staff">{managed.staff.name}</dd>
          <dt>{t("facts.status")}</dt>
          <dd data-testid="managed-status">{offer ? t("manage.status.offered") : statusWords(managed, t)}</dd>
          <dt>{t("facts.reference")}</dt>
          <dd>
            <code>{managed.id}</code>
          </dd>
        </dl>
        {inSeries && (
          <p className="muted" data-testid="managed-series">
            {t("manage.series")}
          </p>
        )}
        {managed.status === "held" && !offer && <HeldNotice managed={managed} zone={zone} />}
        <PaymentFacts managed={managed} zone={zone} />
        <div className="actions">
          {active && (
            <a className="button" href={`/v1/manage/${token}/calendar.ics`} download>
              {t("confirmation.calendar")}
            </a>
          )}
          {changeable && panel === "none" && (
            <>
              <button type="button" className="secondary" onClick={() => open("move")}>
                {t("manage.move")}
              </button>
              <button type="button" className="danger" onClick={() => open("cancel")}>
                {inSeries ? t("manage.cancelThis") : t("manage.cancel")}
              </button>
              {inSeries && (
                <button type="button" className="danger" onClick={() => open("cancelFollowing")}>
                  {t("manage.cancelFollowing")}
                </button>
              )}
            </>
          )}
        </div>
        {active && !changeable && <p className="muted">{t("manage.tooLate", { when: fullWhen(managed.changeableUntil, zone, lang) })}</p>}
      </section>

      {offer && (
        <OfferPanel
          token={token}
          expiresAt={offer.expiresAt}
          zone={zone}
          paymentMode={offer.payment ?? null}
          onClaimed={() => {
            setDone("claimed");
            setJustVerified(false);
            void refresh();
            focusStep("manage-heading");
          }}
          onPaying={() => {
            setPayAtOnce(true);
            setJustVerified(false);
            void refresh();
          }}
          onDeclined={() => {
            setDeclined(true);
            focusStep("declined-heading");
          }}
          onGone={() => void refresh()}
        />
      )}

      {!offer && owesPayment(managed) && <ResumePayment token={token} zone={zone} atOnce={payAtOnce} onStands={() => void refresh()} />}

      {(panel === "cancel" || following) && (
        <section className="card" aria-labelledby="cancel-heading">
          <h2 id="cancel-heading" tabIndex={-1}>
            {following ? t("cancel.following.heading") : t("cancel.heading")}
          </h2>
          <p>
            {t(following ? "cancel.following.text" : "cancel.text", {
              service: managed.service.name,
              when: fullWhen(managed.dateTime, zone, lang),
            })}
          </p>
          {managed.payment && (
            <p className="notice" data-testid="cancel-money">
              {cancelNowWords(managed, t, locale)}
            </p>
          )}
          {cancel.error && (
            <p role="alert" className="error">
              {problemOf(cancel.error, t)}
            </p>
          )}
          <div className="actions">
            <button
              type="button"
              className="danger"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(following ? { token, scope: "following" } : { token }, {
                  onSuccess: () => {
                    setPanel("none");
                    setDone(following ? "cancelledFollowing" : "cancelled");
                    void refresh();
                    focusStep("manage-heading");
                  },
                })
              }
            >
              {cancel.isPending ? t("cancel.busy") : following ? t("cancel.following.confirm") : t("cancel.confirm")}
            </button>
            <button type="button" className="secondary" onClick={() => open("none")}>
              {t("cancel.keep")}
            </button>
          </div>
        </section>
      )}

      {panel === "move" && (
        <MovePanel
          token={token}
          managed={managed}
          zone={zone}
          onMoved={(when) => {
            setPanel("none");
            setDone({ moved: when });
            void refresh();
            focusStep("manage-heading");
          }}
          onBack={() => open("none")}
        />
      )}
    </>
  );
}

/**
 * A booking held until paid, opened from its link (the page that booked was closed before paying):
 * "Pay now" asks the service for the same payment again, then Stripe's form takes it as when booking.
 * `atOnce`: a waitlist offer just claimed by paying: Stripe's form opens without the extra click.
 */
function ResumePayment(props: { token: string; zone: string; atOnce: boolean; onStands: () => void }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const resume = useMutation(trpc.manage.payment.mutationOptions());
  const owed = resume.data?.data;
  const { mutate } = resume;
  const { atOnce, token, onStands } = props;
  // Asked once (the service refuses a second ask within seconds), however often React runs the effect.
  const asked = useRef(false);
  useEffect(() => {
    if (!atOnce || asked.current) return;
    asked.current = true;
    mutate({ token }, { onError: (error) => isConflict(error) && onStands() });
  }, [atOnce, mutate, token, onStands]);
  if (owed) {
    const { publishableKey, holdExpiresAt, ...payment } = owed;
    return (
      <PaymentStep
        booked={{ payment, holdExpiresAt, manage: { token: props.token, url: window.location.href } }}
        publishableKey={publishableKey}
        zone={props.zone}
        onStands={props.onStands}
        onAnother={props.onStands}
      />
    );
  }
  return (
    <section className="card" aria-labelledby="resume-heading" data-testid="resume-payment">
      <h2 id="resume-heading">{t("manage.pay.resumeHeading")}</h2>
      <div className="actions">
        <button
          type="button"
          className="primary"
          disabled={resume.isPending}
          onClick={() => resume.mutate({ token: props.token }, { onError: (error) => isConflict(error) && props.onStands() })}
        >
          {resume.isPending ? t("pay.loading") : t("manage.pay.resume")}
        </button>
      </div>
      {/* Said under the button it answers: Stripe not answering, or nothing owed any more (the booking is read again). */}
      {resume.error && (
        <p role="alert" className="error" data-testid="resume-problem">
          {problemOf(resume.error, t)}
        </p>
      )}
    </section>
  );
}

/** A waitlist offer: until when it is held, the time left, and claiming or declining it. */
function OfferPanel(props: {
  token: string;
  expiresAt: string;
  zone: string;
  /** The service takes a payment: claiming asks for it (and the booking is made once paid). */
  paymentMode: "deposit" | "full" | "card" | null;
  onClaimed: () => void;
  /** Claimed, and the booking waits for its payment: the page takes it next. */
  onPaying: () => void;
  onDeclined: () => void;
  /** The offer lapsed or went on meanwhile (409). */
  onGone: () => void;
}) {
  const { t, rich, lang } = useI18n();
  const trpc = useTRPC();
  const claim = useMutation(trpc.manage.claim.mutationOptions());
  const decline = useMutation(trpc.manage.decline.mutationOptions());
  const busy = claim.isPending || decline.isPending;
  const failure = claim.error ?? decline.error;
  const onError = (error: unknown) => {
    if (isConflict(error)) props.onGone();
  };
  return (
    <section className="card" aria-labelledby="offer-heading" data-testid="offer">
      <h2 id="offer-heading">{t("offer.heading")}</h2>
      <p>
        {rich(
          "offer.text",
          { deadline: deadlineWords(props.expiresAt, props.zone, lang) },
          { strong: (chunks) => <strong>{chunks}</strong> },
        )}
      </p>
      {props.paymentMode && <p data-testid="offer-pays">{t(`offer.pays.${props.paymentMode}`)}</p>}
      <p className="notice" data-testid="offer-left">
        {timeLeft(props.expiresAt, t)}
      </p>
      {failure && (
        <p role="alert" className="error" data-testid="offer-problem">
          {isConflict(failure) ? t("offer.gone") : problemOf(failure, t)}
        </p>
      )}
      <div className="actions">
        <button
          type="button"
          className="primary"
          disabled={busy}
          onClick={() =>
            claim.mutate(
              { token: props.token },
              // Still held after the claim: the service takes a payment, which makes the booking.
              { onSuccess: (answer) => (answer.data.status === "held" ? props.onPaying() : props.onClaimed()), onError },
            )
          }
        >
          {claim.isPending ? t("offer.claiming") : t("offer.claim")}
        </button>
        <button
          type="button"
          className="secondary"
          disabled={busy}
          onClick={() => decline.mutate({ token: props.token }, { onSuccess: props.onDeclined, onError })}
        >
          {decline.isPending ? t("offer.declining") : t("offer.decline")}
        </button>
      </div>
    </section>
  );
}

function MovePanel(props: { token: string; managed: Managed; zone: string; onMoved: (when: string) => void; onBack: () => void }) {
  const { token, managed, zone } = props;
  const { t, rich, lang } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const focusStep = useStepFocus();
  const today = todayIn(zone);
  const [anyone, setAnyone] = useState(false);
  const pick = useDayPick(() => monthOf(localStart(managed.dateTime, zone, today)));
  const { month, date, slot, setDate, setSlot } = pick;
  /** A time someone else took meanwhile. */
  const [taken, setTaken] = useState<string | null>(null);
  const range = monthRange(month, today);
  const availability = useQuery({
    ...trpc.manage.availability.queryOptions({
      token,
      ...(anyone ? {} : { staffId: managed.staff.id }),
      ...(range ?? { from: today, to: today }),
      timezone: zone,
    }),
    enabled: range !== null,
  });
  const slotsByDate = slotsByDateOf(availability.data?.data.days);
  const reschedule = useMutation(trpc.manage.reschedule.mutationOptions());

  const move = () => {
    if (!slot) return;
    // No member named: the service keeps the booking's member when they are free then, else gives
    // it to another free member who offers the service ("Any available" times may be either).
    // The zone and language the visitor reads: the salon's messages about the booking use them.
    reschedule.mutate(
      { token, dateTime: slot.start, timezone: zone, locale: lang },
      {
        onSuccess: (answer) => props.onMoved(answer.data.dateTime),
        onError: (error) => {
          if (!isConflict(error)) return;
          setTaken(slot.start);
          setSlot(null);
          void queryClient.invalidateQueries({ queryKey: trpc.manage.availability.queryKey() });
          focusStep("move-time-heading");
        },
      },
    );
  };

  const chooseDate = (chosen: string) => {
    setDate(chosen);
    setSlot(null);
    setTaken(null);
    focusStep("move-time-heading");
  };

  return (
    <section className="card" aria-labelledby="move-heading">
      <h2 id="move-heading" tabIndex={-1}>
        {t("move.heading")}
      </h2>
      <div className="toggle" role="group" aria-label={t("move.who")}>
        <button type="button" aria-pressed={!anyone} onClick={() => setAnyone(false)}>
          {t("move.withMember", { member: managed.staff.name })}
        </button>
        <button type="button" aria-pressed={anyone} onClick={() => setAnyone(true)}>
          {t("staff.any")}
        </button>
      </div>
      <MonthCalendar pick={pick} today={today} availability={availability} onSelect={chooseDate} />
      {date && (
        <>
          <h3 id="move-time-heading" tabIndex={-1}>
            {t("move.timesOn", { date: longDate(date, lang) })}
          </h3>
          {taken && (
            <p role="alert" className="notice">
              {t("move.taken", { time: timeWithZone(taken, zone, lang) })}
            </p>
          )}
          <TimeList
            slots={slotsByDate?.get(date) ?? []}
            zone={zone}
            selected={slot?.start ?? null}
            onSelect={(chosen) => {
              setSlot(chosen);
              focusStep("move-confirm");
            }}
          />
        </>
      )}
      {slot && (
        <p className="summary">
          {rich("move.question", { when: fullWhen(slot.start, zone, lang) }, { strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
      )}
      {reschedule.error && !isConflict(reschedule.error) && (
        <p role="alert" className="error">
          {problemOf(reschedule.error, t)}
        </p>
      )}
      <div className="actions">
        {slot && (
          <button type="button" id="move-confirm" className="primary" disabled={reschedule.isPending} onClick={move}>
            {reschedule.isPending ? t("move.busy") : t("move.confirm")}
          </button>
        )}
        <button type="button" className="secondary" onClick={props.onBack}>
          {t("move.back")}
        </button>
      </div>
    </section>
  );
}

/** What cancelling now does to the money: a fee charged to the kept card, a refund, or nothing back. */
function cancelNowWords(managed: Managed, t: (key: MessageKey, values?: Record<string, string>) => string, locale: string): string {
  const payment = managed.payment;
  if (!payment) return "";
  const inMoney = (amount: number) => money(amount, managed.provider.currency, locale);
  if (payment.cancelNow.charge > 0) return t("manage.pay.cancelCharge", { amount: inMoney(payment.cancelNow.charge) });
  if (payment.cancelNow.refund > 0) return t("manage.pay.cancelRefund", { amount: inMoney(payment.cancelNow.refund) });
  return payment.mode === "card" ? "" : t("manage.pay.cancelNothing");
}

/**
 * A booking that takes a payment: what was paid online (or the card kept), refunds on their way,
 * and, while it stands, until when cancelling refunds everything and what cancelling now would do.
 */
function PaymentFacts(props: { managed: Managed; zone: string }) {
  const { t, lang, locale } = useI18n();
  const { managed, zone } = props;
  const payment = managed.payment;
  // Held until paid: the held notice says until when.
  if (!payment || (managed.status === "held" && payment.paid === 0)) return null;
  const inMoney = (amount: number) => money(amount, managed.provider.currency, locale);
  const card = payment.mode === "card";
  const stands = managed.status === "pending" || managed.status === "confirmed";
  const deadline = deadlineWords(payment.refundDeadline, zone, lang);
  const inTime = Date.now() <= Date.parse(payment.refundDeadline);
  const sentences = [
    card ? t("manage.pay.card") : t("manage.pay.paid", { amount: inMoney(payment.paid) }),
    payment.refundPending > 0 ? t("manage.pay.refundPending", { amount: inMoney(payment.refundPending) }) : "",
    stands && inTime ? t(card ? "manage.pay.deadline.card" : "manage.pay.deadline", { deadline }) : "",
    stands && !inTime && !card ? t("manage.pay.deadlinePassed", { deadline }) : "",
    stands ? cancelNowWords(managed, t, locale) : "",
  ].filter((sentence) => sentence !== "");
  return (
    <div className="payment-facts" data-testid="managed-payment">
      <h3>{t("manage.pay.heading")}</h3>
      {sentences.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </div>
  );
}

/** The booking's status in words ("No longer held" for a hold whose time ran out). */
function statusWords(managed: Managed, t: (key: MessageKey) => string): string {
  if (holdLapsed(managed)) return t("manage.status.lapsed");
  // Held until paid, not until an email is confirmed.
  if (managed.status === "held" && managed.payment !== null) return t("manage.status.unpaid");
  const key = STATUS_WORDS[managed.status];
  return key ? t(key) : managed.status;
}

/** The booking's local date, or today when it is in the past (the calendar opens on its month). */
function localStart(instant: string, zone: string, today: string): string {
  const date = todayIn(zone, new Date(instant));
  return date < today ? today : date;
}
