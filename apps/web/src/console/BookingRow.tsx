// One booking in a console list, with what the signed-in member may do to it: confirm, complete
// or mark no-show (everyone, on their own bookings), decline, cancel or move (admins and managers).
// A status change shows at once (optimistic) and is put back if the service refuses it.
import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { localTimeToInstant } from "@booking/client";
import { useTRPC, type RouterOutputs } from "@booking/client/react";
import { clock24 } from "../customer/dates";
import { formatInstant, todayIn } from "../front-desk/time";
import { BookingDetails } from "./BookingDetails";
import { problemOf, STATUS_NAMES } from "./words";

type Booking = RouterOutputs["bookings"]["list"]["data"][number];
type BookingList = RouterOutputs["bookings"]["list"];
type Status = "confirmed" | "completed" | "no_show";

export function BookingRow({ booking, zone, currency, manages }: { booking: Booking; zone: string; currency: string; manages: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [open, setOpen] = useState(false);
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries(trpc.bookings.pathFilter()), queryClient.invalidateQueries(trpc.staff.pathFilter())]);

  const setStatus = useMutation(
    trpc.bookings.update.mutationOptions({
      onMutate: async (input) => {
        setProblem(null);
        const lists = trpc.bookings.list.pathFilter();
        await queryClient.cancelQueries(lists);
        const before = queryClient.getQueriesData<BookingList>(lists);
        queryClient.setQueriesData<BookingList>(
          lists,
          (list) =>
            list && { ...list, data: list.data.map((b) => (b.id === input.id && input.status ? { ...b, status: input.status } : b)) },
        );
        return { before };
      },
      onError: (error, _input, context) => {
        for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
        setProblem(problemOf(error));
      },
      onSettled: refresh,
    }),
  );
  const cancel = useMutation(
    trpc.bookings.delete.mutationOptions({ onError: (error) => setProblem(problemOf(error)), onSuccess: refresh }),
  );
  const move = useMutation(
    trpc.bookings.update.mutationOptions({
      onError: (error) => setProblem(problemOf(error)),
      onSuccess: async () => {
        setMoving(false);
        await refresh();
      },
    }),
  );
  const busy = setStatus.isPending || cancel.isPending || move.isPending;
  const change = (status: Status) => setStatus.mutate({ id: booking.id, status });
  const upcoming = booking.status === "pending" || booking.status === "confirmed";
  const label = `${booking.service.name} for ${booking.customer.name}`;

  return (
    <li className="booking" data-testid={`booking-${booking.id}`}>
      <div className="booking-main">
        <strong>{formatInstant(booking.dateTime, zone)}</strong>
        <span>
          {booking.service.name} · {booking.customer.name} · with {booking.staff.name}
        </span>
        <span className={`status status-${booking.status}`} data-testid="status">
          {STATUS_NAMES[booking.status] ?? booking.status}
        </span>
        {booking.notes && <span className="muted">“{booking.notes}”</span>}
      </div>
      <div className="actions">
        {booking.status === "pending" && (
          <button type="button" disabled={busy} onClick={() => change("confirmed")} aria-label={`Confirm ${label}`}>
            Confirm
          </button>
        )}
        {booking.status === "confirmed" && (
          <>
            <button type="button" disabled={busy} onClick={() => change("completed")} aria-label={`Mark ${label} completed`}>
              Completed
            </button>
            <button type="button" disabled={busy} onClick={() => change("no_show")} aria-label={`Mark ${label} as a no-show`}>
              No-show
            </button>
          </>
        )}
        <button
          type="button"
          className="secondary"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          aria-label={`Details of ${label}`}
        >
          Details
        </button>
        {manages && upcoming && (
          <>
            <button type="button" disabled={busy} onClick={() => setMoving((m) => !m)} aria-expanded={moving} aria-label={`Move ${label}`}>
              Move
            </button>
            <button
              type="button"
              className="danger"
              disabled={busy}
              aria-label={`${booking.status === "pending" ? "Decline" : "Cancel"} ${label}`}
              onClick={() =>
                cancel.mutate({
                  id: booking.id,
                  reason: booking.status === "pending" ? "Declined by the salon" : "Cancelled by the salon",
                  notifyCustomer: true,
                })
              }
            >
              {booking.status === "pending" ? "Decline" : "Cancel"}
            </button>
          </>
        )}
      </div>
      {open && <BookingDetails bookingId={booking.id} zone={zone} currency={currency} manages={manages} />}
      {moving && <MoveForm booking={booking} zone={zone} busy={busy} onMove={(dateTime) => move.mutate({ id: booking.id, dateTime })} />}
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
    </li>
  );
}

/** The new day and time, in the salon's zone. */
function MoveForm({ booking, zone, busy, onMove }: { booking: Booking; zone: string; busy: boolean; onMove: (dateTime: string) => void }) {
  const [date, setDate] = useState(() => todayIn(zone, new Date(booking.dateTime)));
  const [time, setTime] = useState(() => clock24(booking.dateTime, zone));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onMove(localTimeToInstant(date, time, zone).toISOString());
  };
  return (
    <form className="move" onSubmit={submit}>
      <label>
        New date
        <input type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
      </label>
      <label>
        New time ({zone})
        <input type="time" required step={300} value={time} onChange={(e) => setTime(e.target.value)} />
      </label>
      <button type="submit" disabled={busy}>
        Move booking
      </button>
    </form>
  );
}
