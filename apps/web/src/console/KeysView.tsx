// The salon's API keys. A public key opens the salon's booking page (and works from the sites
// listed on it, which can be changed here); a provider key is for an integration. A new key is
// shown once, here, with the booking page's address for a public key; afterwards only its first
// characters are.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@booking/client/react";
import { useI18n } from "../i18n/I18n";
import { Outcome, Submit, useAction } from "./useAction";
import { AddForm, QueryProblem, RowButton } from "./ui";

const AUDIENCE_NAMES = {
  public: "console.key.audience.public",
  provider: "console.key.audience.provider",
  customer: "console.key.audience.customer",
} as const;

export function KeysView() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const keys = useQuery(trpc.keys.list.queryOptions({}));
  const { t } = useI18n();
  const action = useAction();
  const [audience, setAudience] = useState<"public" | "provider">("public");
  const [origins, setOrigins] = useState("");
  const [shown, setShown] = useState<{ key: string; audience: string } | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setShown(null);
    const list = originsOf(origins);
    const created = await action.run(
      () => client.keys.create.mutate({ audience, ...(audience === "public" ? { origins: list } : {}) }),
      t("console.key.created"),
    );
    if (created) {
      setShown({ key: created.data.key, audience: created.data.audience });
      setOrigins("");
    }
  };

  return (
    <section className="card" aria-labelledby="keys-heading">
      <h2 id="keys-heading">{t("console.keys.heading")}</h2>
      <QueryProblem error={keys.error} />
      <ul className="bookings">
        {keys.data?.data.map((k) => (
          <li key={k.id} className="booking">
            <div className="booking-main">
              <code>{k.prefix}…</code>
              <span>{t(AUDIENCE_NAMES[k.audience])}</span>
              {k.origins.length > 0 && <span className="muted">{t("console.key.origins", { origins: k.origins.join(", ") })}</span>}
            </div>
            <div className="actions">
              {k.audience === "public" && (
                <RowButton
                  text={t("console.key.changeSites")}
                  row={k.prefix}
                  kind="secondary"
                  expanded={editing === k.id}
                  onClick={() => setEditing(editing === k.id ? null : k.id)}
                />
              )}
              <RowButton
                text={t("console.key.revoke")}
                row={k.prefix}
                kind="danger"
                busy={action.busy}
                onClick={() =>
                  void action.run(() => client.keys.delete.mutate({ id: k.id }), t("console.key.revoked", { prefix: k.prefix }))
                }
              />
            </div>
            {editing === k.id && <KeySites id={k.id} prefix={k.prefix} origins={k.origins} onDone={() => setEditing(null)} />}
          </li>
        ))}
      </ul>
      <AddForm id="new-key-heading" title={t("console.key.new")} onSubmit={(event) => void create(event)}>
        <div className="row">
          <label>
            {t("console.key.for")}
            <select value={audience} onChange={(e) => setAudience(e.target.value as typeof audience)}>
              <option value="public">{t("console.key.for.public")}</option>
              <option value="provider">{t("console.key.for.provider")}</option>
            </select>
          </label>
          {audience === "public" && (
            <label>
              {t("console.key.sites")}
              <input value={origins} onChange={(e) => setOrigins(e.target.value)} />
            </label>
          )}
        </div>
        <Outcome problem={action.problem} done={action.done} />
        {shown && (
          <div className="notice" data-testid="new-key">
            <p>
              {t("console.key.shown")} <code>{shown.key}</code>
            </p>
            {shown.audience === "public" && (
              <p>
                {t("console.key.page")}{" "}
                <a href={`/book/?key=${shown.key}`} data-testid="booking-page-link">
                  {`${window.location.origin}/book/?key=${shown.key}`}
                </a>
              </p>
            )}
          </div>
        )}
        <button type="submit" disabled={action.busy}>
          {t("console.key.create")}
        </button>
      </AddForm>
    </section>
  );
}

/** The sites as typed: separated by commas, spaces or lines. */
const originsOf = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** A public key's sites, changed in place (the key itself stays). */
function KeySites({ id, prefix, origins, onDone }: { id: string; prefix: string; origins: string[]; onDone: () => void }) {
  const client = useTRPCClient();
  const { t } = useI18n();
  const action = useAction();
  const [text, setText] = useState(origins.join(", "));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await action.run(
      () => client.keys.update.mutate({ id, origins: originsOf(text) }),
      t("console.key.sitesSaved", { prefix }),
    );
    if (saved) onDone();
  };
  return (
    <form
      className="details"
      onSubmit={(event) => void save(event)}
      aria-label={t("console.rowAction", { action: t("console.key.changeSites"), row: prefix })}
    >
      <label>
        {t("console.key.sites")}
        <input value={text} onChange={(e) => setText(e.target.value)} data-testid={`key-sites-${prefix}`} />
      </label>
      <Submit action={action} text={t("console.key.saveSites")} />
    </form>
  );
}
