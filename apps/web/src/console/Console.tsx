// The provider's console at /console/. Staff sign in with their email and password; the service
// keeps the session in an HttpOnly cookie, so the typed client below calls native tRPC with no key
// in the page. Admins and managers see every member's day, confirm and decline, move and cancel,
// add time off and book, and set the salon up (services, staff and hours, customers, keys,
// settings); a staff member sees and confirms their own. A provider key (the front
// desk of before, front-desk/) still works: typed into the form or handed over in the fragment.
// The console speaks the booking page's four languages (i18n/): the address's, else the browser's,
// else the salon's default (user.me) once signed in, else English.
import { lazy, Suspense, useEffect, useState } from "react";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createBookingClient, errorInfo } from "@booking/client";
import { TRPCProvider, useTRPC, type RouterOutputs } from "@booking/client/react";
import { BookingFlow } from "../front-desk/BookingFlow";
import { CalendarView } from "./CalendarView";
import { ConnectForm, FrontDesk } from "../front-desk/FrontDesk";
import { forgetKey, initialKey, storeKey } from "../common/session";
import { I18nProvider, LanguageSwitcher, useDocumentTitle, useI18n } from "../i18n/I18n";
import { isLang } from "../i18n/languages";
import type { MessageKey } from "../i18n/translate";
import { ClosuresView } from "./ClosuresView";
import { CustomersView } from "./CustomersView";
import { DayView } from "./DayView";
import { KeysView } from "./KeysView";
import { LinkedBooking } from "./LinkedBooking";
import { ResourcesView } from "./ResourcesView";
import { ServicesView } from "./ServicesView";
import { SettingsView } from "./SettingsView";
import { StaffView } from "./StaffView";
import { WaitlistView } from "./WaitlistView";
import { WebhooksView } from "./WebhooksView";
import { WeekView } from "./WeekView";
import { PendingView } from "./PendingView";
import { signOut, signOutEverywhere } from "./session-api";
import { SignIn } from "./SignIn";
import { InvitePage } from "./InvitePage";
import { inviteTokenOf } from "./invite-api";
import { problemOf } from "../common/errors";
import { SalonZone } from "../common/salon-zone";
import { ROLE_NAMES } from "./words";

type Me = RouterOutputs["user"]["me"];
/** Who is signed in: `user.me` of a console session. */
export type ConsoleMe = Me & { staffMember: NonNullable<Me["staffMember"]> };

export function Console() {
  // A key handed over in the fragment, or kept by this tab: the front desk, as before.
  const [withKey, setWithKey] = useState(() => initialKey() !== null);
  // Each sign-in and sign-out starts afresh (a new cache): nothing one member saw stays for the next.
  const [generation, setGeneration] = useState(0);
  // A staff invite link (#/invite/<token>) shows its page first, whatever this tab held before.
  const [invite, setInvite] = useState(() => inviteTokenOf(window.location.hash));
  useEffect(() => {
    const follow = () => setInvite(inviteTokenOf(window.location.hash));
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  const leaveInvite = () => {
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
    setInvite(null);
  };
  // The language outlives a sign-out: the next member at this desk keeps the one chosen, as does
  // the front desk a key opens.
  return (
    <I18nProvider>
      {invite ? (
        <InvitePage
          token={invite}
          onLeave={leaveInvite}
          onSignedIn={() => {
            leaveInvite();
            // Signed in as a member now: a key this tab held gives way to the session.
            forgetKey();
            setWithKey(false);
            setGeneration((g) => g + 1);
          }}
        />
      ) : withKey ? (
        <FrontDesk />
      ) : (
        <Connected
          key={generation}
          onChanged={() => setGeneration((g) => g + 1)}
          onKey={(key) => {
            storeKey(key);
            setWithKey(true);
          }}
        />
      )}
    </I18nProvider>
  );
}

function Connected({ onChanged, onKey }: { onChanged: () => void; onKey: (key: string) => void }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: true, staleTime: 10_000 } } }),
  );
  // No key: the browser sends the session cookie with each call (same origin).
  const [client] = useState(() => createBookingClient({ url: window.location.origin }));
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client}>
        <Session onChanged={onChanged} onKey={onKey} />
      </TRPCProvider>
    </QueryClientProvider>
  );
}

function Session({ onChanged, onKey }: { onChanged: () => void; onKey: (key: string) => void }) {
  const trpc = useTRPC();
  const { t } = useI18n();
  const me = useQuery(trpc.user.me.queryOptions({}));
  const signedIn = me.data?.staffMember ? (me.data as ConsoleMe) : null;
  useDocumentTitle(signedIn ? t("console.title.salon", { salon: signedIn.provider.name }) : t("console.title"));
  if (me.isPending) return <p className="page">{t("console.loading")}</p>;
  if (signedIn) {
    // The salon's zone: refusals anywhere below say their times on its clock.
    return (
      <SalonZone.Provider value={signedIn.provider.timezone}>
        <Signed me={signedIn} onSignedOut={onChanged} />
      </SalonZone.Provider>
    );
  }
  const trouble = me.error && errorInfo(me.error).code !== "UNAUTHORIZED" ? problemOf(me.error, t) : null;
  return (
    <main className="page">
      <header className="masthead">
        <h1>{t("console.signIn.heading")}</h1>
        <LanguageSwitcher />
      </header>
      {trouble && (
        <p role="alert" className="error">
          {trouble}
        </p>
      )}
      <SignIn onSignedIn={onChanged} />
      <details className="card">
        <summary>{t("console.signIn.withKey")}</summary>
        <ConnectForm onConnect={onKey} />
      </details>
    </main>
  );
}

/** The reports' charts load with their view only (the booking page and the other views never need them). */
const ReportsView = lazy(() => import("./ReportsView"));

type View =
  | "calendar"
  | "day"
  | "week"
  | "pending"
  | "book"
  | "services"
  | "staff"
  | "resources"
  | "customers"
  | "waitlist"
  | "closures"
  | "webhooks"
  | "keys"
  | "settings"
  | "reports";

/** The views every member has, then those of admins and managers, each with its tab's words. */
const MEMBER_VIEWS: View[] = ["calendar", "day", "week", "pending"];
const MANAGER_VIEWS: View[] = [
  "book",
  "reports",
  "customers",
  "waitlist",
  "services",
  "staff",
  "resources",
  "closures",
  "webhooks",
  "keys",
  "settings",
];
const VIEW_NAMES: Record<View, MessageKey> = {
  calendar: "console.view.calendar",
  day: "console.view.day",
  week: "console.view.week",
  pending: "console.view.pending",
  book: "console.view.book",
  customers: "console.view.customers",
  waitlist: "console.view.waitlist",
  services: "console.view.services",
  staff: "console.view.staff",
  resources: "console.view.resources",
  closures: "console.view.closures",
  webhooks: "console.view.webhooks",
  keys: "console.view.keys",
  settings: "console.view.settings",
  reports: "console.view.reports",
};

function Signed({ me, onSignedOut }: { me: ConsoleMe; onSignedOut: () => void }) {
  const { t, setSalonLanguage } = useI18n();
  const manages = me.staffMember.role !== "staff";
  // The first screen: today's salon-wide calendar.
  const [view, setView] = useState<View>("calendar");
  const trpc = useTRPC();
  // How many bookings wait for confirmation (a staff member's own): on the calendar and the tab.
  const pendingInput = { status: ["pending" as const], limit: 1, ...(manages ? {} : { staffId: me.staffMember.id }) };
  const pendingCount = useQuery(trpc.bookings.list.queryOptions(pendingInput)).data?.pagination.total;
  const [problem, setProblem] = useState<string | null>(null);
  const views = manages ? [...MEMBER_VIEWS, ...MANAGER_VIEWS] : MEMBER_VIEWS;
  // The salon's default language, as on its booking page.
  const salonLocale = me.provider.locale;
  useEffect(() => {
    setSalonLanguage(isLang(salonLocale) ? salonLocale : null);
    return () => setSalonLanguage(null);
  }, [salonLocale, setSalonLanguage]);
  const leave = async (everywhere: boolean) => {
    setProblem(null);
    try {
      await (everywhere ? signOutEverywhere(t) : signOut());
      onSignedOut();
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <main className="page">
      <header className="masthead">
        <div>
          <h1>{me.provider.name}</h1>
          <p className="provider" data-testid="signed-in">
            {t("console.signedIn", { name: me.staffMember.name, role: t(ROLE_NAMES[me.staffMember.role]), zone: me.provider.timezone })}
          </p>
        </div>
        <div className="actions">
          <button type="button" className="link" onClick={() => void leave(false)}>
            {t("console.signOut")}
          </button>
          <button type="button" className="link" onClick={() => void leave(true)}>
            {t("console.signOutEverywhere")}
          </button>
        </div>
        <LanguageSwitcher />
      </header>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      <nav className="tabs" aria-label={t("console.nav")}>
        {views.map((id) => (
          <button
            key={id}
            type="button"
            aria-current={view === id ? "page" : undefined}
            aria-describedby={id === "pending" && pendingCount ? "pending-badge" : undefined}
            onClick={() => setView(id)}
          >
            {t(VIEW_NAMES[id])}
            {id === "pending" && pendingCount ? (
              <span className="badge" aria-hidden="true">
                {pendingCount}
              </span>
            ) : null}
          </button>
        ))}
      </nav>
      {pendingCount ? (
        <span id="pending-badge" hidden>
          {t("console.agenda.pending", { count: pendingCount })}
        </span>
      ) : null}
      <LinkedBooking me={me} />
      {view === "calendar" && <CalendarView me={me} pending={pendingCount} onShowPending={() => setView("pending")} />}
      {view === "day" && <DayView me={me} />}
      {view === "week" && <WeekView me={me} />}
      {view === "pending" && <PendingView me={me} />}
      {manages && view === "book" && <BookingFlow me={me} />}
      {manages && view === "customers" && <CustomersView zone={me.provider.timezone} />}
      {manages && view === "waitlist" && <WaitlistView zone={me.provider.timezone} />}
      {manages && view === "services" && <ServicesView me={me} />}
      {manages && view === "staff" && <StaffView zone={me.provider.timezone} actorRole={me.staffMember.role} />}
      {manages && view === "resources" && <ResourcesView me={me} />}
      {manages && view === "closures" && <ClosuresView zone={me.provider.timezone} />}
      {manages && view === "webhooks" && <WebhooksView zone={me.provider.timezone} />}
      {manages && view === "keys" && <KeysView />}
      {manages && view === "settings" && <SettingsView />}
      {manages && view === "reports" && (
        <Suspense fallback={<p className="muted">{t("console.loading")}</p>}>
          <ReportsView me={me} />
        </Suspense>
      )}
    </main>
  );
}
