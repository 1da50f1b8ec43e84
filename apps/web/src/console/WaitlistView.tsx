// The salon's waitlist: each service's line in order (its place while waiting, the customer, when
// they could come in words, with whom, how many seats, until when they wait, the entry's status),
// filtered by service and status, waiting entries first by default, read a page at a time: under
// the lines, how many are shown of how many, and Show more for the next page (a line may go on
// there). Remove takes a customer out of a line (the entry reads "left") after asking. Offer a
// time (on waiting entries) opens a small form under the entry: a date and a time on the salon's
// clock, and, for an entry that waits for any member, which of the service's members; the service
// holds that time for the customer and emails them (the entry reads "offered"), or refuses it by a
// booking's rules, said in the member's words. The whole view is for admins and managers (the
// console shows it to no staff-role member, whom the service refuses). Names of services, members
// and customers not among the pages read so far are asked for one by one.
import { useState, type FormEvent } from "react";
import { useQueries } from "@tanstack/react-query";
import { errorInfo, localTimeToInstant } from "@booking/client";
import { useTRPC, useTRPCClient, type RouterOutputs } from "@booking/client/react";
import { shortDateTime, todayIn } from "../common/dates";
import { useServicePages, useStaffNames, useStaffPages } from "../common/salon-lists";
import { MoreOf, usePagedList } from "../common/PagedList";
import { windowsInWords } from "../common/waitlist-words";
import { useI18n } from "../i18n/I18n";
import type { MessageKey } from "../i18n/translate";
import { ConfirmDialog } from "./ConfirmDialog";
import { MemberSelect, QueryProblem, RemoveButton, RowButton, useServiceNames } from "./ui";
import { Outcome, useAction } from "./useAction";

type Entry = RouterOutputs["waitlist"]["list"]["data"][number];
type Status = Entry["status"];

// Unverified: a visitor's entry waiting for its email to be verified (not in line yet).
const STATUSES: Status[] = ["waiting", "unverified", "offered", "booked", "left", "expired"];
const STATUS_WORDS: Record<Status, MessageKey> = {
  unverified: "console.waitlist.status.unverified",
  waiting: "console.waitlist.status.waiting",
  offered: "console.waitlist.status.offered",
  booked: "console.waitlist.status.booked",
  left: "console.waitlist.status.left",
  expired: "console.waitlist.status.expired",
};

/**
 * Entries a page. Each entry's customer is asked for by name, and the calls of one render go out as
 * one batch, which the service refuses whole past 50 calls: a page of 100 left its names unread.
 */
const PAGE = 50;

/** Entries grouped by service, each group in the order the service answered (its line's order). */
function byService(entries: readonly Entry[]): [string, Entry[]][] {
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) groups.set(entry.serviceId, [...(groups.get(entry.serviceId) ?? []), entry]);
  return [...groups];
}

export function WaitlistView({ zone }: { zone: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { t, lang } = useI18n();
  const action = useAction();
  const [serviceId, setServiceId] = useState("");
  const [status, setStatus] = useState<Status | "">("waiting");
  const [removing, setRemoving] = useState<{ entry: Entry; customer: string; service: string } | null>(null);
  /** The entry whose Offer a time form is open, and what the last offer made. */
  const [offering, setOffering] = useState<string | null>(null);
  const [offered, setOffered] = useState<string | null>(null);
  const input = { limit: PAGE, ...(serviceId ? { serviceId } : {}), ...(status ? { status } : {}) };
  const list = usePagedList(trpc.waitlist.list.queryKey(input), (page) => client.waitlist.list.query({ ...input, page }));
  const entries = list.items ?? [];
  const services = useServicePages(false);
  const serviceNames = useServiceNames(
    entries.map((e) => e.serviceId),
    services.items,
  );
  const staff = useStaffPages(false);
  const memberNames = useStaffNames(
    entries.flatMap((e) => (e.staffId ? [e.staffId] : [])),
    staff.items,
    staff.items !== undefined,
  );
  const customerIds = [...new Set(entries.map((e) => e.customerId))];
  const customers = useQueries({ queries: customerIds.map((id) => trpc.customers.get.queryOptions({ id })) });
  const customerNames = new Map(customers.flatMap((c) => (c.data ? [[c.data.data.id, c.data.data.name] as const] : [])));
  const customerOf = (entry: Entry) => customerNames.get(entry.customerId) ?? "…";
  const serviceOf = (id: string) => serviceNames.get(id) ?? "…";

  const remove = () => {
    if (!removing) return;
    const { entry, customer } = removing;
    setRemoving(null);
    setOffered(null);
    void action.run(() => client.waitlist.delete.mutate({ id: entry.id }), t("console.waitlist.removed", { customer }));
  };

  return (
    <section className="card" aria-labelledby="waitlist-heading" data-testid="waitlist">
      <h2 id="waitlist-heading">{t("console.waitlist.heading")}</h2>
      <p className="muted">{t("console.waitlist.intro")}</p>
      <div className="row">
        <label>
          {t("console.waitlist.service")}
          <select value={serviceId} onChange={(e) => setServiceId(e.target.value)}>
            <option value="">{t("console.waitlist.allServices")}</option>
            {services.items?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("console.waitlist.status")}
          <select value={status} onChange={(e) => setStatus(e.target.value as Status | "")}>
            <option value="">{t("console.waitlist.anyStatus")}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_WORDS[s])}
              </option>
            ))}
          </select>
        </label>
      </div>
      <MoreOf list={services} testId="more-services" />
      <QueryProblem error={list.error} />
      <Outcome problem={action.problem} done={offered ?? action.done} />
      {list.items?.length === 0 && <p className="muted">{t("console.waitlist.none")}</p>}
      {byService(entries).map(([id, line]) => (
        <section key={id} aria-labelledby={`line-${id}`} data-testid={`line-${id}`}>
          <h3 id={`line-${id}`}>{serviceOf(id)}</h3>
          <ol className="bookings waitlist-line">
            {line.map((entry) => {
              const customer = customerOf(entry);
              return (
                <li key={entry.id} className="booking" data-testid={`entry-${entry.id}`}>
                  <div className="booking-main">
                    <strong>
                      {entry.position !== null && (
                        <span data-testid="entry-position">{t("console.waitlist.position", { position: entry.position })} · </span>
                      )}
                      <span data-testid="entry-customer">{customer}</span>
                    </strong>
                    <span data-testid="entry-windows">{windowsInWords(entry.windows, t, lang)}</span>
                    <span className="muted" data-testid="entry-facts">
                      {entry.staffId
                        ? t("console.waitlist.member", { member: memberNames.get(entry.staffId) ?? "…" })
                        : t("console.waitlist.anyMember")}
                      {" · "}
                      {t("console.waitlist.seats", { count: entry.seats })}
                      {" · "}
                      {t("console.waitlist.expires", { when: shortDateTime(entry.expiresAt, zone, lang) })}
                    </span>
                    <span className="muted" data-testid="entry-status">
                      {t(STATUS_WORDS[entry.status])}
                    </span>
                  </div>
                  {(entry.status === "waiting" || entry.status === "offered" || entry.status === "unverified") && (
                    <div className="actions">
                      {entry.status === "waiting" && (
                        <RowButton
                          text={t("console.waitlist.offer")}
                          row={customer}
                          kind="secondary"
                          expanded={offering === entry.id}
                          onClick={() => {
                            setOffering(offering === entry.id ? null : entry.id);
                            setOffered(null);
                          }}
                        />
                      )}
                      <RemoveButton
                        row={customer}
                        busy={action.busy}
                        onClick={() => setRemoving({ entry, customer, service: serviceOf(entry.serviceId) })}
                      />
                    </div>
                  )}
                  {offering === entry.id && entry.status === "waiting" && (
                    <OfferForm
                      entry={entry}
                      customer={customer}
                      zone={zone}
                      members={(staff.items ?? []).filter((m) => m.isActive !== false && m.services.includes(entry.serviceId))}
                      onOffered={(start) => {
                        setOffering(null);
                        setOffered(t("console.waitlist.offered", { customer, when: shortDateTime(start, zone, lang) }));
                      }}
                    />
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      <MoreOf list={list} testId="more-waitlist" />
      {removing && (
        <ConfirmDialog
          title={t("console.waitlist.removeTitle", { customer: removing.customer, service: removing.service })}
          text={t("console.waitlist.removeText")}
          confirmText={t("console.remove")}
          asksMessage={false}
          onConfirm={remove}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}

/**
 * Offer a time to one waiting entry: the date (its first window's first day that has not passed,
 * by default) and the time on the salon's clock, and the member when the entry waits for any
 * (the service's active members; the entry's own member otherwise). A refusal is said under it
 * in the member's words (a booking rule's sentence; an entry no longer waiting said so).
 */
function OfferForm(props: {
  entry: Entry;
  customer: string;
  zone: string;
  members: readonly { id: string; name: string }[];
  onOffered: (start: string) => void;
}) {
  const { entry, zone } = props;
  const { t } = useI18n();
  const client = useTRPCClient();
  const action = useAction();
  const today = todayIn(zone);
  const first = entry.windows[0];
  const [date, setDate] = useState(() => (first && first.from > today ? first.from : today));
  const [time, setTime] = useState(() => first?.startTime ?? "");
  const [staffId, setStaffId] = useState("");
  const anyMember = entry.staffId === null;
  const id = `offer-${entry.id}`;
  /** An entry offered, booked, left or expired meanwhile (409 naming no rule). */
  const explain = (error: unknown) => {
    const info = errorInfo(error);
    return info.code === "CONFLICT" && info.details.every((detail) => detail.rule === undefined)
      ? t("console.waitlist.offer.notWaiting")
      : null;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const start = localTimeToInstant(date, time, zone).toISOString();
    const answer = await action.run(
      () => client.waitlist.offer.mutate({ id: entry.id, start, ...(anyMember ? { staffId } : {}) }),
      "",
      explain,
    );
    if (answer) props.onOffered(start);
  };
  return (
    <div data-testid={id}>
      <form
        className="move"
        onSubmit={(event) => void submit(event)}
        aria-label={t("console.waitlist.offer.form", { customer: props.customer })}
      >
        <label>
          {t("console.field.date")}
          <input type="date" required min={today} value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label>
          {t("console.waitlist.offer.time", { zone })}
          <input type="time" required step={300} value={time} onChange={(e) => setTime(e.target.value)} />
        </label>
        {anyMember && (
          <MemberSelect
            label={t("console.field.member")}
            required
            value={staffId}
            members={props.members}
            onChange={setStaffId}
            placeholder={props.members.length === 0 ? t("console.desk.nobody") : t("console.desk.chooseMember")}
          />
        )}
        <button type="submit" disabled={action.busy}>
          {action.busy ? t("console.waitlist.offer.busy") : t("console.waitlist.offer.send")}
        </button>
      </form>
      {action.problem && (
        <p role="alert" className="error" data-testid={`${id}-problem`}>
          {action.problem}
        </p>
      )}
    </div>
  );
}
