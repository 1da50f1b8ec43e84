// Bookings waiting for the salon's confirmation, oldest appointment first: confirm or decline each.
// A staff member sees their own. A booking confirmed or declined here stays in the list with its new
// status until the member leaves the view, so the change is seen to happen rather than the row vanishing.
// Admins and managers also confirm a visit or a series of which several bookings wait in one go
// (the customer told once, not once per booking).
import { useState } from "react";
import { useTRPC, useTRPCClient, type RouterOutputs } from "@booking/client/react";
import { useI18n } from "../i18n/I18n";
import { BookingRow } from "./BookingRow";
import type { ConsoleMe } from "./Console";
import { MoreOf, usePagedList } from "../common/PagedList";
import { QueryProblem } from "./ui";
import { pendingGroups, type PendingGroup } from "./pending-groups";
import { Outcome, useAction } from "./useAction";

type Booking = RouterOutputs["bookings"]["list"]["data"][number];

export function PendingView({ me }: { me: ConsoleMe }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { t } = useI18n();
  const manages = me.staffMember.role !== "staff";
  const input = { status: ["pending" as const], limit: 100, ...(manages ? {} : { staffId: me.staffMember.id }) };
  const pending = usePagedList(trpc.bookings.list.queryKey(input), (page) => client.bookings.list.query({ ...input, page }));
  const [handled, setHandled] = useState<Record<string, Booking>>({});
  const waiting = pending.items ?? [];
  const rows = [...waiting.filter((b) => !handled[b.id]), ...Object.values(handled)].sort((a, b) =>
    a.dateTime < b.dateTime ? -1 : a.dateTime > b.dateTime ? 1 : 0,
  );
  const changed = ({ id, status }: { id: string; status: Booking["status"] }) => {
    const booking = handled[id] ?? waiting.find((b) => b.id === id);
    if (booking) setHandled((h) => ({ ...h, [id]: { ...booking, status } }));
  };
  const action = useAction();
  const groups = manages ? pendingGroups(waiting.filter((b) => !handled[b.id])) : [];
  const confirmGroup = async (group: PendingGroup) => {
    const confirmed = await action.run(
      async () => {
        if (group.kind === "visit") await client.visits.confirm.mutate({ id: group.id });
        else await client.series.confirm.mutate({ id: group.id });
        return true;
      },
      t(group.kind === "visit" ? "console.visit.confirmed" : "console.series.confirmed"),
    );
    if (confirmed) for (const id of group.bookingIds) changed({ id, status: "confirmed" });
  };
  return (
    <section className="card" aria-labelledby="pending-heading">
      <h2 id="pending-heading">{t("console.pending.heading")}</h2>
      <QueryProblem error={pending.error} />
      {pending.isPending && <p>{t("console.loading")}</p>}
      {pending.items && rows.length === 0 && <p className="muted">{t("console.pending.none")}</p>}
      {groups.length > 0 && (
        <ul className="pending-groups" data-testid="pending-groups">
          {groups.map((group) => (
            <li key={group.id}>
              <span id={`pending-group-${group.id}`}>
                {t(`console.pending.group.${group.kind}`, { customer: group.customer, count: group.bookingIds.length })}
              </span>{" "}
              <button
                type="button"
                disabled={action.busy}
                onClick={() => void confirmGroup(group)}
                aria-describedby={`pending-group-${group.id}`}
              >
                {t(group.kind === "visit" ? "console.visit.confirm" : "console.series.confirm")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Outcome problem={action.problem} done={action.done} />
      <ul className="bookings">
        {rows.map((b) => (
          <BookingRow
            key={b.id}
            booking={b}
            zone={me.provider.timezone}
            currency={me.provider.currency}
            manages={manages}
            self={me.staffMember}
            onChanged={changed}
          />
        ))}
      </ul>
      <MoreOf list={pending} testId="more-pending" />
    </section>
  );
}
