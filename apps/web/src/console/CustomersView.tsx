// The salon's customers, found by name, email or phone.
import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTRPC } from "@booking/client/react";
import { useI18n } from "../i18n/I18n";
import { QueryProblem } from "./ui";

export function CustomersView() {
  const trpc = useTRPC();
  const { t } = useI18n();
  const [q, setQ] = useState("");
  const customers = useQuery({
    ...trpc.customers.list.queryOptions({ limit: 50, ...(q.trim() ? { q: q.trim() } : {}) }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="card" aria-labelledby="customers-heading">
      <h2 id="customers-heading">{t("console.customers.heading")}</h2>
      <label>
        {t("console.customers.search")}
        <input type="search" value={q} maxLength={200} onChange={(e) => setQ(e.target.value)} />
      </label>
      <QueryProblem error={customers.error} />
      {customers.data?.data.length === 0 && <p className="muted">{t("console.customers.none")}</p>}
      <ul className="bookings" aria-label={t("console.customers.found")}>
        {customers.data?.data.map((c) => (
          <li key={c.id} className="booking">
            <strong>{c.name}</strong> <span className="muted">{[c.email, c.phone].filter(Boolean).join(" · ")}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
