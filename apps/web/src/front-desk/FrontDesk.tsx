// The front desk a provider key opens (sk_…, typed in or handed over in the fragment, kept in this
// tab only: common/session.ts): its own header with the salon's name and the language switcher, then the
// booking flow (BookingFlow.tsx) over the key's own query cache and typed client. A key of another
// kind, or one the service refuses, is said in the member's language.
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createBookingClient, TRPCProvider, useTRPC, type RouterOutputs } from "@booking/client/react";
import { LanguageSwitcher, useDocumentTitle, useI18n } from "../i18n/I18n";
import { isLang } from "../i18n/languages";
import { BookingFlow } from "./BookingFlow";
import { Problem } from "./Problem";
import { forgetKey, initialKey, isApiKey, storeKey } from "../common/session";
import { SalonZone } from "../common/salon-zone";

type Me = RouterOutputs["user"]["me"];

export function FrontDesk() {
  const { t } = useI18n();
  const [apiKey, setApiKey] = useState<string | null>(() => initialKey());
  useDocumentTitle(t("console.desk.title"));

  // A link with a new #key=… opened in this tab switches to that key.
  useEffect(() => {
    const onHashChange = () => {
      if (new URLSearchParams(window.location.hash.replace(/^#/, "")).has("key")) setApiKey(initialKey());
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);

  const forget = () => {
    forgetKey();
    setApiKey(null);
  };

  if (!apiKey) {
    return (
      <main className="page">
        <DeskHeader me={null} />
        <ConnectForm
          onConnect={(key) => {
            storeKey(key);
            setApiKey(key);
          }}
        />
      </main>
    );
  }
  // Each key starts afresh: nothing one key read stays in the cache for the next.
  return <WithKey key={apiKey} apiKey={apiKey} onForget={forget} />;
}

function WithKey({ apiKey, onForget }: { apiKey: string; onForget: () => void }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } }),
  );
  const [client] = useState(() => createBookingClient({ url: window.location.origin, apiKey }));
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client}>
        <Desk onForget={onForget} />
      </TRPCProvider>
    </QueryClientProvider>
  );
}

function Desk({ onForget }: { onForget: () => void }) {
  const { t, setSalonLanguage } = useI18n();
  const trpc = useTRPC();
  const who = useQuery(trpc.user.me.queryOptions({}));
  const me = who.data?.audience === "provider" ? who.data : null;
  // The salon's default language, as on its booking page, while its key is in use.
  const salonLocale = me?.provider.locale;
  useEffect(() => {
    setSalonLanguage(isLang(salonLocale) ? salonLocale : null);
    return () => setSalonLanguage(null);
  }, [salonLocale, setSalonLanguage]);
  return (
    <main className="page">
      <DeskHeader me={me} onForget={onForget} />
      {who.data && !me && (
        <p role="alert" className="error">
          {t("console.desk.customerKey")}
        </p>
      )}
      <Problem error={who.error} withKey />
      {me && (
        <SalonZone.Provider value={me.provider.timezone}>
          <BookingFlow me={me} withKey />
        </SalonZone.Provider>
      )}
    </main>
  );
}

function DeskHeader({ me, onForget }: { me: Me | null; onForget?: () => void }) {
  const { t } = useI18n();
  return (
    <header className="masthead">
      <div>
        <h1>{t("console.desk.heading")}</h1>
        {me && (
          <p className="provider" data-testid="provider">
            {[me.provider.name, me.provider.location, t("console.desk.zone", { zone: me.provider.timezone })].filter(Boolean).join(" · ")}
          </p>
        )}
      </div>
      {onForget && (
        <div className="actions">
          <button type="button" className="link" onClick={onForget}>
            {t("console.desk.forgetKey")}
          </button>
        </div>
      )}
      <LanguageSwitcher />
    </header>
  );
}

/** A provider key typed in (or pasted), kept in this tab only. */
export function ConnectForm({ onConnect }: { onConnect: (key: string) => void }) {
  const { t, rich } = useI18n();
  const [key, setKey] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isApiKey(key)) onConnect(key.trim());
  };
  const code = { code: (chunks: ReactNode) => <code>{chunks}</code> };
  return (
    <form className="card" onSubmit={submit}>
      <h2>{t("console.desk.connect")}</h2>
      <p>{rich("console.desk.connect.text", {}, code)}</p>
      <p className="muted">{rich("console.desk.connect.public", {}, code)}</p>
      <label>
        {t("console.desk.connect.key")}
        <input type="password" autoComplete="off" spellCheck={false} value={key} onChange={(e) => setKey(e.target.value)} />
      </label>
      <button type="submit" disabled={!isApiKey(key)}>
        {t("console.desk.connect")}
      </button>
    </form>
  );
}
