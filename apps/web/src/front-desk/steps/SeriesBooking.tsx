// The customer step with "Repeat" ticked: the series' rule (RepeatFields), a preview of every date
// (two dry runs of POST /v1/series: one skipping what does not fit, which lists every date, and one
// booking all, whose refusal carries each date's rules with their times), then "Book all" (all or
// none: a refusal marks each date refused) or "Book the free ones" (the rest skipped). The
// customer is found or made when the dates are previewed. Once booked, each booked date is
// confirmed when asked, and the flow shows the first booking with its series.
import { useState } from "react";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { errorInfo, type ErrorInfo } from "@booking/client";
import { useTRPC, useTRPCClient, type RouterOutputs } from "@booking/client/react";
import { useI18n } from "../../i18n/I18n";
import { isConflict } from "../../common/errors";
import { shortDate, shortDateTime, todayIn } from "../../common/dates";
import { useRefusalPlace } from "../../common/salon-zone";
import { Problem } from "../Problem";
import {
  latestUntil,
  newRepeatForm,
  previewDates,
  ruleOfForm,
  seriesRefusalWords,
  type Occurrence,
  type SeriesRule,
} from "../../common/series-rule";
import { RepeatFields, SeriesPreview } from "./RepeatFields";
import type { ChosenSlot } from "./week";

type Me = RouterOutputs["user"]["me"];

/** What the customer step knows of the booking besides its repeat. */
export interface SeriesOrder {
  serviceId: string;
  staffId: string;
  /** A two-person service's two members for every date (undefined: one member, or the second each date's own). */
  staffIds: [string, string] | undefined;
  slot: ChosenSlot;
  notes: string;
  source: "walk-in" | "website";
  confirmNow: boolean;
  /** A class's seats in each date's session (undefined: not a class). */
  seats: number | undefined;
  /** The customer's details as typed (a change previews again). */
  customerKey: string;
  /** Finds or makes the customer. */
  customerId: () => Promise<string>;
}

interface Preview {
  fingerprint: string;
  /** The customer's details it was made for, and the customer found or made for them. */
  customerKey: string;
  customerId: string;
  rule: SeriesRule;
  occurrences: Occurrence[];
  /** The dry run booking all: its refusal, naming each date that does not fit (null when all fit). */
  refusal: ErrorInfo | null;
}

export function SeriesBooking(props: {
  me: Me;
  order: SeriesOrder;
  /** What the customer's details still need (the buttons wait for it), or null. */
  missing: string | null;
  withKey: boolean;
  onBooked: (bookingId: string) => void;
}) {
  const { t, lang } = useI18n();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const place = useRefusalPlace();
  const { order } = props;
  const zone = props.me.provider.timezone;
  const today = todayIn(zone);
  const [form, setForm] = useState(() => newRepeatForm(order.slot.date));
  const [tried, setTried] = useState(false);
  const made = ruleOfForm(form, order.slot.date, today);
  const rule = "rule" in made ? made.rule : null;
  const fingerprint = JSON.stringify([
    rule,
    order.serviceId,
    order.staffId,
    order.staffIds,
    order.slot.dateTime,
    order.customerKey,
    order.notes,
    order.source,
    order.seats,
  ]);
  const request = (customerId: string, chosen: SeriesRule) => ({
    serviceId: order.serviceId,
    staffId: order.staffId,
    ...(order.staffIds ? { staffIds: order.staffIds } : {}),
    customerId,
    start: order.slot.dateTime,
    rule: chosen,
    notes: order.notes || undefined,
    source: order.source,
    ...(order.seats === undefined ? {} : { seats: order.seats }),
  });

  const preview = useMutation(
    mutationOptions({
      mutationFn: async (asked: { rule: SeriesRule; fingerprint: string }): Promise<Preview> => {
        // The same details need no second customer (a walk-in without contact is always a new one).
        const known = preview.data?.customerKey === order.customerKey ? preview.data.customerId : undefined;
        const customerId = known ?? (await order.customerId());
        const body = request(customerId, asked.rule);
        const [skip, all] = await Promise.allSettled([
          client.series.create.mutate({ ...body, mode: "skip", dryRun: true }),
          client.series.create.mutate({ ...body, mode: "all", dryRun: true }),
        ]);
        if (skip.status === "rejected") throw skip.reason;
        const refusal = all.status === "rejected" && isConflict(all.reason) ? errorInfo(all.reason) : null;
        return {
          fingerprint: asked.fingerprint,
          customerKey: order.customerKey,
          customerId,
          rule: asked.rule,
          occurrences: skip.value.data.occurrences,
          refusal,
        };
      },
    }),
  );
  const shown = preview.data?.fingerprint === fingerprint ? preview.data : null;
  /** Booking all refused: its refusal marks the preview's dates until the series changes. */
  const [bookRefusal, setBookRefusal] = useState<{ fingerprint: string; info: ErrorInfo } | null>(null);
  const refusal = bookRefusal?.fingerprint === fingerprint ? bookRefusal.info : (shown?.refusal ?? null);
  const dates = shown ? previewDates(shown.occurrences, refusal, t, place) : [];
  const free = dates.filter((d) => d.fits).length;

  const book = useMutation(
    mutationOptions({
      mutationFn: async (mode: "all" | "skip") => {
        if (!shown) throw new Error("no preview");
        const made = await client.series.create.mutate({ ...request(shown.customerId, shown.rule), mode });
        const booked = made.data.occurrences.flatMap((o) => (o.status === "booked" && o.bookingId ? [o.bookingId] : []));
        if (order.confirmNow) await Promise.all(booked.map((id) => client.bookings.update.mutate({ id, status: "confirmed" })));
        const first = booked[0];
        if (!first) throw new Error("nothing booked");
        return client.bookings.get.query({ id: first });
      },
      onSuccess: async (answer) => {
        queryClient.setQueryData(trpc.bookings.get.queryKey({ id: answer.data.id }), answer);
        props.onBooked(answer.data.id);
        await Promise.all([
          queryClient.invalidateQueries(trpc.staff.schedule.pathFilter()),
          queryClient.invalidateQueries(trpc.availability.get.pathFilter()),
          queryClient.invalidateQueries(trpc.series.pathFilter()),
        ]);
      },
      onError: (error) => {
        if (isConflict(error)) setBookRefusal({ fingerprint, info: errorInfo(error) });
      },
    }),
  );

  const askPreview = () => {
    setTried(true);
    if (!rule || props.missing) return;
    book.reset();
    preview.mutate({ rule, fingerprint });
  };
  const dateOf = (index: number) => {
    const occurrence = shown?.occurrences[index];
    return occurrence ? shortDateTime(occurrence.start, zone, lang) : undefined;
  };
  const bookError: unknown = book.error;
  const bookProblem = bookError && isConflict(bookError) ? seriesRefusalWords(errorInfo(bookError), dateOf, t, place) : null;
  const busy = preview.isPending || book.isPending;
  return (
    <>
      <RepeatFields
        form={form}
        firstDate={order.slot.date}
        problem={tried && "problem" in made ? made.problem : null}
        latest={shortDate(latestUntil(today), lang)}
        onChange={setForm}
      />
      <button
        type="button"
        onClick={askPreview}
        disabled={busy || props.missing !== null}
        aria-describedby={props.missing ? "book-missing" : undefined}
      >
        {preview.isPending ? t("console.series.previewing") : t("console.series.preview")}
      </button>
      <Problem error={preview.error} withKey={props.withKey} />
      {shown && (
        <>
          <SeriesPreview dates={dates} zone={zone} />
          <div className="series-actions">
            <button type="button" disabled={busy} onClick={() => book.mutate("all")}>
              {t("console.series.bookAll", { count: dates.length })}
            </button>
            <button type="button" className="secondary" disabled={busy || free === 0} onClick={() => book.mutate("skip")}>
              {t("console.series.bookFree", { count: free })}
            </button>
          </div>
          {book.isPending && <p className="muted">{t("console.series.booking")}</p>}
          {bookProblem ? (
            <p role="alert" className="error">
              {bookProblem}
            </p>
          ) : (
            <Problem error={book.error} withKey={props.withKey} />
          )}
        </>
      )}
    </>
  );
}
