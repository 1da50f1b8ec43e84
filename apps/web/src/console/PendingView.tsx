// Bookings waiting for the salon's confirmation, oldest appointment first: confirm or decline each.
// A staff member sees their own.
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@booking/client/react";
import { useI18n } from "../i18n/I18n";
import { BookingRow } from "./BookingRow";
import type { ConsoleMe } from "./Console";
import { QueryProblem } from "./ui";

export function PendingView({ me }: { me: ConsoleMe }) {
  const trpc = useTRPC();
  const { t } = useI18n();
  const manages = me.staffMember.role !== "staff";
  const pending = useQuery(
    trpc.bookings.list.queryOptions({ status: ["pending"], limit: 100, ...(manages ? {} : { staffId: me.staffMember.id }) }),
  );
  return (
    <section className="card" aria-labelledby="pending-heading">
      <h2 id="pending-heading">{t("console.pending.heading")}</h2>
      <QueryProblem error={pending.error} />
      {pending.isPending && <p>{t("console.loading")}</p>}
      {pending.data?.data.length === 0 && <p className="muted">{t("console.pending.none")}</p>}
      <ul className="bookings">
        {pending.data?.data.map((b) => (
          <BookingRow key={b.id} booking={b} zone={me.provider.timezone} currency={me.provider.currency} manages={manages} />
        ))}
      </ul>
    </section>
  );
}
