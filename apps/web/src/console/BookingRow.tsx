// One booking in a console list, with what the signed-in member may do to it: confirm, complete
// or mark no-show (everyone, on their own bookings), decline, cancel or move (admins and managers).
// A status change shows at once (optimistic) and is put back if the service refuses it. Decline,
// cancel and no-show ask first (ConfirmDialog, each with an optional message to the customer); a
// cancellation can be undone for a few minutes.
import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { localTimeToInstant } from "@booking/client";
import { useTRPC, type RouterOutputs } from "@booking/client/react";
import { clock24, shortDateTime, todayIn } from "../common/dates";
import { useI18n } from "../i18n/I18n";
import { money } from "../i18n/money";
import { BookingDetails } from "./BookingDetails";
import { problemOf } from "../common/errors";
import { ConfirmDialog, type Confirmed } from "./ConfirmDialog";
import { SALON_REASONS } from "./reasons";
import { statusName } from "../common/words";
import { useBookingMembers } from "../common/salon-lists";
import type { Named } from "../common/members";

type Booking = RouterOutputs["bookings"]["list"]["data"][number];
type BookingList = RouterOutputs["bookings"]["list"];
type CachedList = BookingList | InfiniteData<BookingList, number>;
type Status = "confirmed" | "completed" | "no_show";

const ASKING = {
  decline: { title: "console.confirm.decline.title", yes: "console.confirm.yes.decline" },
  cancel: { title: "console.confirm.cancel.title", yes: "console.confirm.yes.cancel" },
  noShow: { title: "console.confirm.noShow.title", yes: "console.confirm.yes.noShow" },
} as const;

export function BookingRow({
  booking,
  zone,
  currency,
  manages,
  self,
  onChanged,
}: {
  booking: Booking;
  zone: string;
  currency: string;
  manages: boolean;
  /** The signed-in member: named on a two-person booking they are second on, when they may not list the staff. */
  self: Named;
  /** Told the booking's new status once the service has saved a confirm, decline, cancel or outcome. */
  onChanged?: (change: { id: string; status: Booking["status"] }) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { t, lang, locale } = useI18n();
  const [problem, setProblem] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [open, setOpen] = useState(false);
  /** The change the dialog asks about, if open. */
  const [asking, setAsking] = useState<"decline" | "cancel" | "noShow" | null>(null);
  /** After this member cancelled or declined here: the words for it, with Undo. */
  const [undoable, setUndoable] = useState<"declined" | "cancelled" | null>(null);
  /** What a cancellation or a no-show did to money taken online (the service's answer says). */
  const [settled, setSettled] = useState<{ refund: number; charge: number } | null>(null);
  const [restored, setRestored] = useState(false);
  const membersOf = useBookingMembers([booking], { canList: manages, self });
  const place = { zone, lang };
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
        setProblem(problemOf(error, t, place));
      },
      onSuccess: ({ data }) => {
        setSettled(data.payment ?? null);
        onChanged?.(data);
      },
      onSettled: refresh,
    }),
  );
  const cancel = useMutation(
    trpc.bookings.delete.mutationOptions({
      onMutate: () => {
        setProblem(null);
        setRestored(false);
      },
      onError: (error) => setProblem(problemOf(error, t, place)),
      onSuccess: async ({ data }) => {
        setSettled(data.payment);
        onChanged?.(data);
        await refresh();
      },
    }),
  );
  const restore = useMutation(
    trpc.bookings.restore.mutationOptions({
      onMutate: () => setProblem(null),
      onError: (error) => {
        setUndoable(null);
        setProblem(problemOf(error, t, place));
      },
      onSuccess: async ({ data }) => {
        setUndoable(null);
        setRestored(true);
        onChanged?.(data);
        await refresh();
      },
    }),
  );
  const move = useMutation(
    trpc.bookings.update.mutationOptions({
      onError: (error) => setProblem(problemOf(error, t, place)),
      onSuccess: async () => {
        setMoving(false);
        await refresh();
      },
    }),
  );
  const busy = setStatus.isPending || cancel.isPending || move.isPending || restore.isPending;
  const change = (status: Status) => setStatus.mutate({ id: booking.id, status });
  const upcoming = booking.status === "pending" || booking.status === "confirmed";
  const declines = booking.status === "pending";
  /**
   * Declines or cancels as the dialog said: the member's own words reach the customer as written;
   * without any, the salon's standard reason, which the customer reads in their own language.
   */
  /** Marks a no-show as the dialog said: the customer told only when the box was ticked, with the member's words if any. */
  const markNoShow = (confirmed: Confirmed) =>
    setStatus.mutate({
      id: booking.id,
      status: "no_show",
      notifyCustomer: confirmed.notifyCustomer,
      ...(confirmed.message ? { reason: confirmed.message } : {}),
    });
  const closeBooking = (kind: "decline" | "cancel", confirmed: Confirmed) => {
    cancel.mutate(
      {
        id: booking.id,
        reason: confirmed.message || (kind === "decline" ? SALON_REASONS.declined : SALON_REASONS.cancelled),
        notifyCustomer: confirmed.notifyCustomer,
      },
      { onSuccess: () => setUndoable(kind === "decline" ? "declined" : "cancelled") },
    );
  };
  /** The booking as the buttons' names say it ("Haircut for Vera Visitor"). */
  const named = t("console.booking.forCustomer", { service: booking.service.name, customer: booking.customer.name });

  return (
    <li className="booking" data-testid={`booking-${booking.id}`}>
      <div className="booking-main">
        <strong>{shortDateTime(booking.dateTime, zone, lang)}</strong>
        <span>
          {t("console.booking.summary", { service: booking.service.name, customer: booking.customer.name, member: membersOf(booking) })}
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
              onClick={() => setAsking("noShow")}
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
              onClick={() => setAsking(declines ? "decline" : "cancel")}
            >
              {t(declines ? "console.booking.decline" : "console.booking.cancel")}
            </button>
          </>
        )}
      </div>
      {asking && (
        <ConfirmDialog
          title={t(ASKING[asking].title, { booking: named })}
          text={asking === "noShow" ? t("console.confirm.noShow.text") : undefined}
          confirmText={t(ASKING[asking].yes)}
          asksMessage
          notifyByDefault={asking !== "noShow"}
          messageHint={asking === "noShow" ? t("console.confirm.noShow.messageHint") : undefined}
          onClose={() => setAsking(null)}
          onConfirm={(confirmed) => {
            setAsking(null);
            if (asking === "noShow") markNoShow(confirmed);
            else closeBooking(asking, confirmed);
          }}
        />
      )}
      {undoable && booking.status === "cancelled" && (
        <p role="status" className="ok undo">
          {t(undoable === "declined" ? "console.undo.declined" : "console.undo.cancelled", { booking: named })}
          {/* Money given back cannot be taken again: the service refuses to undo such a cancellation. */}
          {!(settled && settled.refund > 0) && (
            <button
              type="button"
              className="secondary"
              disabled={busy}
              onClick={() => restore.mutate({ id: booking.id })}
              aria-label={t("console.undo.named", { booking: named })}
            >
              {t("console.undo")}
            </button>
          )}
        </p>
      )}
      {settled && (settled.refund > 0 || settled.charge > 0) && (
        <p role="status" className="ok" data-testid="settled">
          {[
            settled.refund > 0 && t("console.settled.refund", { amount: money(settled.refund, currency, locale) }),
            settled.charge > 0 && t("console.settled.charge", { amount: money(settled.charge, currency, locale) }),
          ]
            .filter(Boolean)
            .join(" ")}
        </p>
      )}
      {restored && (
        <p role="status" className="ok">
          {t("console.undo.done")}
        </p>
      )}
      {open && <BookingDetails bookingId={booking.id} zone={zone} currency={currency} manages={manages} self={self} />}
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
