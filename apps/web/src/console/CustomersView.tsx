// The salon's customers, found by name, email or phone.
import { useState } from "react";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { useI18n } from "../i18n/I18n";
import { MoreOf, usePagedList } from "../shared/PagedList";
import { QueryProblem } from "./ui";

export function CustomersView() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { t } = useI18n();
  const [q, setQ] = useState("");
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
            <strong>{c.name}</strong> <span className="muted">{[c.email, c.phone].filter(Boolean).join(" · ")}</span>
          </li>
        ))}
      </ul>
      <MoreOf list={customers} testId="more-customers" />
    </section>
  );
}
