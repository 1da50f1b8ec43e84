// The salon's customers, found by name, email or phone; a result opens the customer's profile.
import { useState } from "react";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { useI18n } from "../i18n/I18n";
import { MoreOf, usePagedList } from "../common/PagedList";
import { CustomerProfile } from "./CustomerProfile";
import { QueryProblem, RowButton } from "./ui";

export function CustomersView({ zone }: { zone: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { t } = useI18n();
  const [q, setQ] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const input = { limit: 50, ...(q.trim() ? { q: q.trim() } : {}) };
  const customers = usePagedList(trpc.customers.list.queryKey(input), (page) => client.customers.list.query({ ...input, page }), {
    keepPrevious: true,
  });
  return (
    <section className="card" aria-labelledby="customers-heading">
      <h2 id="customers-heading">{t("console.customers.heading")}</h2>
      <label>
        {t("console.customers.search")}
        <input type="search" value={q} maxLength={200} onChange={(e) => setQ(e.target.value)} />
      </label>
      <QueryProblem error={customers.error} />
      {customers.items?.length === 0 && <p className="muted">{t("console.customers.none")}</p>}
      <ul className="bookings" aria-label={t("console.customers.found")}>
        {customers.items?.map((c) => (
          <li key={c.id} className="booking">
            <div className="booking-main">
              <strong>{c.name}</strong> <span className="muted">{[c.email, c.phone].filter(Boolean).join(" · ")}</span>
            </div>
            <div className="actions">
              <RowButton
                text={t("console.customers.open")}
                row={c.name}
                kind="secondary"
                onClick={() => setOpen(open === c.id ? null : c.id)}
              />
            </div>
            {open === c.id && <CustomerProfile customerId={c.id} zone={zone} onClose={() => setOpen(null)} />}
          </li>
        ))}
      </ul>
      <MoreOf list={customers} testId="more-customers" />
    </section>
  );
}
