// A customer's booking opened from its manage link: what, when, with whom, and — until the salon's
// cancellation notice before the start — moving it to another time on the same calendar, or
// cancelling it after a confirm step. The token is the only credential; no key is sent. Opened
// from a held booking's verification email, the link's code is sent first (Verification.tsx); a
// held booking opened without one says that it waits for the visitor's email confirmation.
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RouterOutputs } from "@booking/client";
import { isConflict, isNotFound, problemOf, useTRPC } from "./api";
import { MonthCalendar, slotsByDateOf, TimeList, type Slot } from "./Calendar";
import { clockTime, deadlineWords, detectZone, fullWhen, longDate, monthOf, monthRange, todayIn } from "./dates";
import { ZonePicker } from "./Pickers";
import { useFocusWhenShown, useStepFocus } from "./steps";
import { BookAgain, useVerification, VerificationProblem } from "./Verification";

type Managed = RouterOutputs["manage"]["get"]["data"];
type Panel = "none" | "move" | "cancel";

const STATUS_WORDS: Record<string, string> = {
  held: "Waiting for you to confirm your email",
  pending: "Requested (the salon will confirm it)",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  completed: "Completed",
  no_show: "Missed",
};

export function ManagePage(props: { token: string; verifyCode: string | null }) {
  const verification = useVerification(props.token, props.verifyCode);
  if (verification.state === "verifying") return <p className="muted">Confirming your email…</p>;
  if (verification.state === "failed") return <VerificationProblem error={verification.error} />;
  return <ManagedBooking token={props.token} verified={verification.state === "verified"} />;
}

/** What a salon's customer is told once their email is verified, by the booking's status. */
function verifiedWords(managed: Managed): string {
  if (managed.status === "pending") return `Thank you, your email is verified. ${managed.provider.name} will confirm your booking.`;
  if (managed.status === "confirmed") return `Thank you, your email is verified. ${managed.provider.name} has confirmed your booking.`;
  return "Thank you, your email is verified.";
}

/** A hold whose time ran out (the service releases it soon, and its links stop working then). */
const holdLapsed = (managed: Managed) =>
  managed.status === "held" && (managed.holdExpiresAt === null || Date.parse(managed.holdExpiresAt) <= Date.now());

/** A held booking opened without its email's code: it waits for that until the hold lapses. */
function HeldNotice(props: { managed: Managed; zone: string }) {
  const { holdExpiresAt } = props.managed;
  if (holdExpiresAt === null || holdLapsed(props.managed)) {
    return (
      <>
        <p className="notice" data-testid="held-notice">
          This booking was not confirmed in time, so the time is no longer held for you. Please book again.
        </p>
        <BookAgain />
      </>
    );
  }
  return (
    <p className="notice" data-testid="held-notice">
      To confirm this booking, open the link in the email we sent you by <strong>{deadlineWords(holdExpiresAt, props.zone)}</strong>. Until
      then the time is held for you; without your confirmation it is released.
    </p>
  );
}

function ManagedBooking(props: { token: string; verified: boolean }) {
  const { token } = props;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const focusStep = useStepFocus();
  const [detected] = useState(detectZone);
  const [zone, setZone] = useState(detected);
  const [panel, setPanel] = useState<Panel>("none");
  const [done, setDone] = useState<string | null>(null);
  // Said until the visitor does something else with the booking.
  const [justVerified, setJustVerified] = useState(props.verified);
  const booking = useQuery(trpc.manage.get.queryOptions({ token }));
  const cancel = useMutation(trpc.manage.cancel.mutationOptions());
  // The booking replaces "Confirming your email…": its heading takes the focus.
  useFocusWhenShown("manage-heading", props.verified && booking.data !== undefined);

  if (booking.error) {
    return (
      <section className="card" aria-labelledby="manage-heading">
        <h2 id="manage-heading">{isNotFound(booking.error) ? "This link does not work" : "Your booking"}</h2>
        <p role="alert" className="error">
          {isNotFound(booking.error)
            ? "This booking link is unknown or has expired (links work until a week after the appointment). Please contact the salon."
            : problemOf(booking.error)}
        </p>
      </section>
    );
  }
  if (!booking.data) return <p className="muted">Loading your booking…</p>;
  const managed = booking.data.data;
  const active = managed.status === "pending" || managed.status === "confirmed";
  const changeable = active && Date.now() <= Date.parse(managed.changeableUntil);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.manage.get.queryKey({ token }) });
  const success = done ?? (justVerified ? verifiedWords(managed) : null);
  const open = (next: Panel) => {
    setPanel(next);
    setDone(null);
    setJustVerified(false);
    focusStep(next === "move" ? "move-heading" : next === "cancel" ? "cancel-heading" : "manage-heading");
  };

  return (
    <>
      <ZonePicker zone={zone} detected={detected} onChange={setZone} />
      <section className="card" aria-labelledby="manage-heading" data-testid="managed-booking">
        <h2 id="manage-heading" tabIndex={-1}>
          Your booking at {managed.provider.name}
        </h2>
        {success && (
          <p role="status" className="success" data-testid="manage-done">
            {success}
          </p>
        )}
        <dl className="facts">
          <dt>When</dt>
          <dd data-testid="managed-when">{fullWhen(managed.dateTime, zone)}</dd>
          <dt>What</dt>
          <dd>
            {managed.service.name} ({managed.service.duration} min)
          </dd>
          <dt>With</dt>
          <dd data-testid="managed-staff">{managed.staff.name}</dd>
          <dt>Status</dt>
          <dd data-testid="managed-status">{holdLapsed(managed) ? "No longer held" : (STATUS_WORDS[managed.status] ?? managed.status)}</dd>
          <dt>Reference</dt>
          <dd>
            <code>{managed.id}</code>
          </dd>
        </dl>
        {managed.status === "held" && <HeldNotice managed={managed} zone={zone} />}
        <div className="actions">
          {active && (
            <a className="button" href={`/v1/manage/${token}/calendar.ics`} download>
              Add to calendar (.ics)
            </a>
          )}
          {changeable && panel === "none" && (
            <>
              <button type="button" className="secondary" onClick={() => open("move")}>
                Move to another time
              </button>
              <button type="button" className="danger" onClick={() => open("cancel")}>
                Cancel booking
              </button>
            </>
          )}
        </div>
        {active && !changeable && (
          <p className="muted">
            Changes online were possible until {fullWhen(managed.changeableUntil, zone)}. Please contact the salon to change or cancel.
          </p>
        )}
      </section>

      {panel === "cancel" && (
        <section className="card" aria-labelledby="cancel-heading">
          <h2 id="cancel-heading" tabIndex={-1}>
            Cancel this booking?
          </h2>
          <p>
            {managed.service.name} on {fullWhen(managed.dateTime, zone)} will be cancelled and the time given to others. This cannot be
            undone.
          </p>
          {cancel.error && (
            <p role="alert" className="error">
              {problemOf(cancel.error)}
            </p>
          )}
          <div className="actions">
            <button
              type="button"
              className="danger"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(
                  { token },
                  {
                    onSuccess: () => {
                      setPanel("none");
                      setDone("Your booking is cancelled.");
                      void refresh();
                      focusStep("manage-heading");
                    },
                  },
                )
              }
            >
              {cancel.isPending ? "Cancelling…" : "Yes, cancel booking"}
            </button>
            <button type="button" className="secondary" onClick={() => open("none")}>
              Keep booking
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
            setDone(`Your booking is moved to ${when}.`);
            void refresh();
            focusStep("manage-heading");
          }}
          onBack={() => open("none")}
        />
      )}
    </>
  );
}

function MovePanel(props: { token: string; managed: Managed; zone: string; onMoved: (when: string) => void; onBack: () => void }) {
  const { token, managed, zone } = props;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const focusStep = useStepFocus();
  const today = todayIn(zone);
  const [anyone, setAnyone] = useState(false);
  const [month, setMonth] = useState(() => monthOf(localStart(managed.dateTime, zone, today)));
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
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
    reschedule.mutate(
      { token, dateTime: slot.start },
      {
        onSuccess: (answer) => props.onMoved(fullWhen(answer.data.dateTime, zone)),
        onError: (error) => {
          if (!isConflict(error)) return;
          setNotice(`Sorry, ${clockTime(slot.start, zone)} was just taken by someone else. Please pick another time.`);
          setSlot(null);
          void queryClient.invalidateQueries({ queryKey: trpc.manage.availability.queryKey() });
          focusStep("move-time-heading");
        },
      },
    );
  };

  return (
    <section className="card" aria-labelledby="move-heading">
      <h2 id="move-heading" tabIndex={-1}>
        Move your booking
      </h2>
      <div className="toggle" role="group" aria-label="Who">
        <button type="button" aria-pressed={!anyone} onClick={() => setAnyone(false)}>
          With {managed.staff.name}
        </button>
        <button type="button" aria-pressed={anyone} onClick={() => setAnyone(true)}>
          Any available
        </button>
      </div>
      <MonthCalendar
        month={month}
        firstMonth={monthOf(today)}
        slotsByDate={availability.isFetching && !availability.data ? null : slotsByDate}
        selected={date}
        onSelect={(chosen) => {
          setDate(chosen);
          setSlot(null);
          setNotice(null);
          focusStep("move-time-heading");
        }}
        onMonthChange={(next) => {
          setMonth(next);
          setDate(null);
          setSlot(null);
        }}
      />
      {date && (
        <>
          <h3 id="move-time-heading" tabIndex={-1}>
            Free times on {longDate(date)}
          </h3>
          {notice && (
            <p role="alert" className="notice">
              {notice}
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
          Move to <strong>{fullWhen(slot.start, zone)}</strong>?
        </p>
      )}
      {reschedule.error && !isConflict(reschedule.error) && (
        <p role="alert" className="error">
          {problemOf(reschedule.error)}
        </p>
      )}
      <div className="actions">
        {slot && (
          <button type="button" id="move-confirm" className="primary" disabled={reschedule.isPending} onClick={move}>
            {reschedule.isPending ? "Moving…" : "Move booking"}
          </button>
        )}
        <button type="button" className="secondary" onClick={props.onBack}>
          Keep the current time
        </button>
      </div>
    </section>
  );
}

/** The booking's local date, or today when it is in the past (the calendar opens on its month). */
function localStart(instant: string, zone: string, today: string): string {
  const date = todayIn(zone, new Date(instant));
  return date < today ? today : date;
}
