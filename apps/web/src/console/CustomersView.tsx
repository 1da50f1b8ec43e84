// The salon's customers, found by name, email or phone.
import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTRPC } from "@booking/client/react";
import { QueryProblem } from "./ui";

export function CustomersView() {
  const trpc = useTRPC();
  const [q, setQ] = useState("");
  const customers = useQuery({
    ...trpc.customers.list.queryOptions({ limit: 50, ...(q.trim() ? { q: q.trim() } : {}) }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="card" aria-labelledby="customers-heading">
      <h2 id="customers-heading">Customers</h2>
      <label>
        Search by name, email or phone
        <input type="search" value={q} maxLength={200} onChange={(e) => setQ(e.target.value)} />
      </label>
      <QueryProblem error={customers.error} />
      {customers.data?.data.length === 0 && <p className="muted">No customer matches.</p>}
      <ul className="bookings" aria-label="Customers found">
        {customers.data?.data.map((c) => (
          <li key={c.id} className="booking">
            <strong>{c.name}</strong> <span className="muted">{[c.email, c.phone].filter(Boolean).join(" · ")}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
