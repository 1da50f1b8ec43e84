// One booking in a console list, with what the signed-in member may do to it: confirm, complete
// or mark no-show (everyone, on their own bookings), decline, cancel or move (admins and managers).
// A status change shows at once (optimistic) and is put back if the service refuses it.
import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { localTimeToInstant } from "@booking/client";
import { useTRPC, type RouterOutputs } from "@booking/client/react";
import { clock24, shortDateTime, todayIn } from "../shared/dates";
import { useI18n } from "../i18n/I18n";
import { BookingDetails } from "./BookingDetails";
import { problemOf } from "../shared/errors";
import { statusName } from "../shared/words";

type Booking = RouterOutputs["bookings"]["list"]["data"][number];
type BookingList = RouterOutputs["bookings"]["list"];
type CachedList = BookingList | InfiniteData<BookingList, number>;
type Status = "confirmed" | "completed" | "no_show";

export function BookingRow({
  booking,
  zone,
  currency,
  manages,
  onChanged,
}: {
  booking: Booking;
  zone: string;
  currency: string;
  manages: boolean;
  /** Told the booking's new status once the service has saved a confirm, decline, cancel or outcome. */
  onChanged?: (change: { id: string; status: Booking["status"] }) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { t, lang } = useI18n();
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
        const before = queryClient.getQueriesData<CachedList>(lists);
        const withStatus = (page: BookingList): BookingList => ({
          ...page,
          data: page.data.map((b) => (b.id === input.id && input.status ? { ...b, status: input.status } : b)),
        });
        // A list read whole, or page by page (PagedList).
        queryClient.setQueriesData<CachedList>(lists, (list) =>
          !list ? list : "pages" in list ? { ...list, pages: list.pages.map(withStatus) } : withStatus(list),
        );
        return { before };
      },
      onError: (error, _input, context) => {
        for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
        setProblem(problemOf(error, t));
      },
      onSuccess: ({ data }) => onChanged?.(data),
      onSettled: refresh,
    }),
  );
  const cancel = useMutation(
    trpc.bookings.delete.mutationOptions({
      onError: (error) => setProblem(problemOf(error, t)),
      onSuccess: async ({ data }) => {
        onChanged?.(data);
        await refresh();
      },
    }),
  );
  const move = useMutation(
    trpc.bookings.update.mutationOptions({
      onError: (error) => setProblem(problemOf(error, t)),
      onSuccess: async () => {
        setMoving(false);
        await refresh();
      },
    }),
  );
  const busy = setStatus.isPending || cancel.isPending || move.isPending;
  const change = (status: Status) => setStatus.mutate({ id: booking.id, status });
  const upcoming = booking.status === "pending" || booking.status === "confirmed";
  const declines = booking.status === "pending";
  /** The booking as the buttons' names say it ("Haircut for Vera Visitor"). */
  const named = t("console.booking.forCustomer", { service: booking.service.name, customer: booking.customer.name });

  return (
    <li className="booking" data-testid={`booking-${booking.id}`}>
      <div className="booking-main">
        <strong>{shortDateTime(booking.dateTime, zone, lang)}</strong>
        <span>
          {t("console.booking.summary", { service: booking.service.name, customer: booking.customer.name, member: booking.staff.name })}
        </span>
        <span className={`status status-${booking.status}`} data-testid="status">
          {statusName(booking.status, t)}
        </span>
        {booking.notes && <span className="muted">“{booking.notes}”</span>}
      </div>
      <div className="actions">
        {booking.status === "pending" && (
          <button
            type="button"
            disabled={busy}
            onClick={() => change("confirmed")}
            aria-label={t("console.booking.confirm.named", { booking: named })}
          >
            {t("console.booking.confirm")}
          </button>
        )}
        {booking.status === "confirmed" && (
          <>
            <button
              type="button"
              disabled={busy}
              onClick={() => change("completed")}
              aria-label={t("console.booking.completed.named", { booking: named })}
            >
              {t("console.booking.completed")}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => change("no_show")}
              aria-label={t("console.booking.noShow.named", { booking: named })}
            >
              {t("console.booking.noShow")}
            </button>
          </>
        )}
        <button
          type="button"
          className="secondary"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          aria-label={t("console.booking.details.named", { booking: named })}
        >
          {t("console.booking.details")}
        </button>
        {manages && upcoming && (
          <>
            <button
              type="button"
              disabled={busy}
              onClick={() => setMoving((m) => !m)}
              aria-expanded={moving}
              aria-label={t("console.booking.move.named", { booking: named })}
            >
              {t("console.booking.move")}
            </button>
            <button
              type="button"
              className="danger"
              disabled={busy}
              aria-label={t(declines ? "console.booking.decline.named" : "console.booking.cancel.named", { booking: named })}
              onClick={() =>
                cancel.mutate({
                  id: booking.id,
                  // The reason is the customer's to read (quoted in their email, in their language): kept in English
                  // as before, not in the language of whoever clicked.
                  reason: declines ? "Declined by the salon" : "Cancelled by the salon",
                  notifyCustomer: true,
                })
              }
            >
              {t(declines ? "console.booking.decline" : "console.booking.cancel")}
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
  const { t } = useI18n();
  const [date, setDate] = useState(() => todayIn(zone, new Date(booking.dateTime)));
  const [time, setTime] = useState(() => clock24(booking.dateTime, zone));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onMove(localTimeToInstant(date, time, zone).toISOString());
  };
  return (
    <form className="move" onSubmit={submit}>
      <label>
        {t("console.move.date")}
        <input type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
      </label>
      <label>
        {t("console.move.time", { zone })}
        <input type="time" required step={300} value={time} onChange={(e) => setTime(e.target.value)} />
      </label>
      <button type="submit" disabled={busy}>
        {t("console.move.button")}
      </button>
    </form>
  );
}
