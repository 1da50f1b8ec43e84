// The salon's API keys. A public key opens the salon's booking page (and works from the sites
// listed on it); a provider key is for an integration. A new key is shown once, here, with the
// booking page's address for a public key; afterwards only its first characters are.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { Outcome, useAction } from "./useAction";
import { AddForm, QueryProblem, RowButton } from "./ui";

const AUDIENCE_NAMES = { public: "Public (booking page)", provider: "Provider (integrations)", customer: "Customer" } as const;

export function KeysView() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const keys = useQuery(trpc.keys.list.queryOptions({}));
  const action = useAction();
  const [audience, setAudience] = useState<"public" | "provider">("public");
  const [origins, setOrigins] = useState("");
  const [shown, setShown] = useState<{ key: string; audience: string } | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setShown(null);
    const list = origins.split(/[\s,]+/).filter(Boolean);
    const created = await action.run(
      () => client.keys.create.mutate({ audience, ...(audience === "public" ? { origins: list } : {}) }),
      "Key created: copy it now, it is not shown again.",
    );
    if (created) {
      setShown({ key: created.data.key, audience: created.data.audience });
      setOrigins("");
    }
  };

  return (
    <section className="card" aria-labelledby="keys-heading">
      <h2 id="keys-heading">Keys</h2>
      <QueryProblem error={keys.error} />
      <ul className="bookings">
        {keys.data?.data.map((k) => (
          <li key={k.id} className="booking">
            <div className="booking-main">
              <code>{k.prefix}…</code>
              <span>{AUDIENCE_NAMES[k.audience]}</span>
              {k.origins.length > 0 && <span className="muted">from {k.origins.join(", ")}</span>}
            </div>
            <div className="actions">
              <RowButton
                text="Revoke"
                row={k.prefix}
                kind="danger"
                busy={action.busy}
                onClick={() => void action.run(() => client.keys.delete.mutate({ id: k.id }), `Key ${k.prefix}… revoked.`)}
              />
            </div>
          </li>
        ))}
      </ul>
      <AddForm id="new-key-heading" title="Create a key" onSubmit={(event) => void create(event)}>
        <div className="row">
          <label>
            For
            <select value={audience} onChange={(e) => setAudience(e.target.value as typeof audience)}>
              <option value="public">The booking page (public key)</option>
              <option value="provider">An integration (provider key)</option>
            </select>
          </label>
          {audience === "public" && (
            <label>
              Sites that embed the page (optional, e.g. https://salon.example)
              <input value={origins} onChange={(e) => setOrigins(e.target.value)} />
            </label>
          )}
        </div>
        <Outcome problem={action.problem} done={action.done} />
        {shown && (
          <div className="notice" data-testid="new-key">
            <p>
              The key: <code>{shown.key}</code>
            </p>
            {shown.audience === "public" && (
              <p>
                The booking page:{" "}
                <a href={`/book/?key=${shown.key}`} data-testid="booking-page-link">
                  {`${window.location.origin}/book/?key=${shown.key}`}
                </a>
              </p>
            )}
          </div>
        )}
        <button type="submit" disabled={action.busy}>
          Create key
        </button>
      </AddForm>
    </section>
  );
}
