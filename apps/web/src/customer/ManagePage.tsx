// A customer's booking opened from its manage link: what, when, with whom, and — until the salon's
// cancellation notice before the start — moving it to another time on the same calendar, or
// cancelling it after a confirm step. The token is the only credential; no key is sent.
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RouterOutputs } from "@booking/client";
import { isConflict, isNotFound, problemOf, useTRPC } from "./api";
import { MonthCalendar, slotsByDateOf, TimeList, type Slot } from "./Calendar";
import { clockTime, detectZone, fullWhen, longDate, monthOf, monthRange, todayIn } from "./dates";
import { ZonePicker } from "./Pickers";
import { useStepFocus } from "./steps";

type Managed = RouterOutputs["manage"]["get"]["data"];
type Panel = "none" | "move" | "cancel";

const STATUS_WORDS: Record<string, string> = {
  pending: "Requested (the salon will confirm it)",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  completed: "Completed",
  no_show: "Missed",
};

export function ManagePage(props: { token: string }) {
  const { token } = props;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const focusStep = useStepFocus();
  const [detected] = useState(detectZone);
  const [zone, setZone] = useState(detected);
  const [panel, setPanel] = useState<Panel>("none");
  const [done, setDone] = useState<string | null>(null);
  const booking = useQuery(trpc.manage.get.queryOptions({ token }));
  const cancel = useMutation(trpc.manage.cancel.mutationOptions());

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
  const open = (next: Panel) => {
    setPanel(next);
    setDone(null);
    focusStep(next === "move" ? "move-heading" : next === "cancel" ? "cancel-heading" : "manage-heading");
  };

  return (
    <>
      <ZonePicker zone={zone} detected={detected} onChange={setZone} />
      <section className="card" aria-labelledby="manage-heading" data-testid="managed-booking">
        <h2 id="manage-heading" tabIndex={-1}>
          Your booking at {managed.provider.name}
        </h2>
        {done && (
          <p role="status" className="success" data-testid="manage-done">
            {done}
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
          <dd data-testid="managed-status">{STATUS_WORDS[managed.status] ?? managed.status}</dd>
          <dt>Reference</dt>
          <dd>
            <code>{managed.id}</code>
          </dd>
        </dl>
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
    // Keep the member when they are free then; otherwise the first member who is.
    const staffId = slot.staffIds.includes(managed.staff.id) ? undefined : slot.staffIds[0];
    reschedule.mutate(
      { token, dateTime: slot.start, ...(staffId ? { staffId } : {}) },
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
