// The provider's console at /console/. Staff sign in with their email and password; the service
// keeps the session in an HttpOnly cookie, so the typed client below calls native tRPC with no key
// in the page. Admins and managers see every member's day, confirm and decline, move and cancel,
// add time off and book, and set the salon up (services, staff and hours, customers, keys,
// settings); a staff member sees and confirms their own. A provider key (the front
// desk of before, front-desk/) still works: typed into the form or handed over in the fragment.
import { useEffect, useState } from "react";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createBookingClient, errorInfo } from "@booking/client";
import { TRPCProvider, useTRPC, useTRPCClient, type RouterOutputs } from "@booking/client/react";
import { BookingFlow, ConnectForm, FrontDesk } from "../front-desk/FrontDesk";
import { initialKey, storeKey } from "../front-desk/session";
import { ClosuresView } from "./ClosuresView";
import { CustomersView } from "./CustomersView";
import { DayView } from "./DayView";
import { KeysView } from "./KeysView";
import { ResourcesView } from "./ResourcesView";
import { ServicesView } from "./ServicesView";
import { SettingsView } from "./SettingsView";
import { StaffView } from "./StaffView";
import { WebhooksView } from "./WebhooksView";
import { WeekView } from "./WeekView";
import { PendingView } from "./PendingView";
import { signOut, signOutEverywhere } from "./session-api";
import { SignIn } from "./SignIn";
import { problemOf, ROLE_NAMES } from "./words";

type Me = RouterOutputs["user"]["me"];
/** Who is signed in: `user.me` of a console session. */
export type ConsoleMe = Me & { staffMember: NonNullable<Me["staffMember"]> };

export function Console() {
  // A key handed over in the fragment, or kept by this tab: the front desk, as before.
  const [withKey, setWithKey] = useState(() => initialKey() !== null);
  // Each sign-in and sign-out starts afresh (a new cache): nothing one member saw stays for the next.
  const [generation, setGeneration] = useState(0);
  if (withKey) return <FrontDesk />;
  return (
    <Connected
      key={generation}
      onChanged={() => setGeneration((g) => g + 1)}
      onKey={(key) => {
        storeKey(key);
        setWithKey(true);
      }}
    />
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
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        <Session onChanged={onChanged} onKey={onKey} />
      </TRPCProvider>
    </QueryClientProvider>
  );
}

function Session({ onChanged, onKey }: { onChanged: () => void; onKey: (key: string) => void }) {
  const trpc = useTRPC();
  const me = useQuery(trpc.user.me.queryOptions({}));
  const signedIn = me.data?.staffMember ? (me.data as ConsoleMe) : null;
  useEffect(() => {
    document.title = signedIn ? `Console · ${signedIn.provider.name}` : "Console";
  }, [signedIn]);
  if (me.isPending) return <p className="page">Loading…</p>;
  if (signedIn) return <Signed me={signedIn} onSignedOut={onChanged} />;
  const trouble = me.error && errorInfo(me.error).code !== "UNAUTHORIZED" ? problemOf(me.error) : null;
  return (
    <main className="page">
      <header className="masthead">
        <h1>Sign in to the console</h1>
      </header>
      {trouble && (
        <p role="alert" className="error">
          {trouble}
        </p>
      )}
      <SignIn onSignedIn={onChanged} />
      <details className="card">
        <summary>Connect with an API key instead</summary>
        <ConnectForm onConnect={onKey} />
      </details>
    </main>
  );
}

type View =
  "day" | "week" | "pending" | "book" | "services" | "staff" | "resources" | "customers" | "closures" | "webhooks" | "keys" | "settings";

function Signed({ me, onSignedOut }: { me: ConsoleMe; onSignedOut: () => void }) {
  const client = useTRPCClient();
  const manages = me.staffMember.role !== "staff";
  const [view, setView] = useState<View>("day");
  const [problem, setProblem] = useState<string | null>(null);
  const views: { id: View; label: string }[] = [
    { id: "day", label: "Day" },
    { id: "week", label: "Week" },
    { id: "pending", label: "To confirm" },
    ...(manages
      ? ([
          { id: "book", label: "Book" },
          { id: "customers", label: "Customers" },
          { id: "services", label: "Services" },
          { id: "staff", label: "Staff" },
          { id: "resources", label: "Resources and classes" },
          { id: "closures", label: "Closures" },
          { id: "webhooks", label: "Webhooks" },
          { id: "keys", label: "Keys" },
          { id: "settings", label: "Settings" },
        ] as const)
      : []),
  ];
  const leave = async (everywhere: boolean) => {
    setProblem(null);
    try {
      await (everywhere ? signOutEverywhere() : signOut());
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
            {me.staffMember.name} ({ROLE_NAMES[me.staffMember.role]}) · times in {me.provider.timezone}
          </p>
        </div>
        <div className="actions">
          <button type="button" className="link" onClick={() => void leave(false)}>
            Sign out
          </button>
          <button type="button" className="link" onClick={() => void leave(true)}>
            Sign out everywhere
          </button>
        </div>
      </header>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      <nav className="tabs" aria-label="Console">
        {views.map((v) => (
          <button key={v.id} type="button" aria-current={view === v.id ? "page" : undefined} onClick={() => setView(v.id)}>
            {v.label}
          </button>
        ))}
      </nav>
      {view === "day" && <DayView me={me} />}
      {view === "week" && <WeekView me={me} />}
      {view === "pending" && <PendingView me={me} />}
      {manages && view === "book" && <BookingFlow client={client} me={me} />}
      {manages && view === "customers" && <CustomersView />}
      {manages && view === "services" && <ServicesView me={me} />}
      {manages && view === "staff" && <StaffView zone={me.provider.timezone} />}
      {manages && view === "resources" && <ResourcesView me={me} />}
      {manages && view === "closures" && <ClosuresView zone={me.provider.timezone} />}
      {manages && view === "webhooks" && <WebhooksView zone={me.provider.timezone} />}
      {manages && view === "keys" && <KeysView />}
      {manages && view === "settings" && <SettingsView />}
    </main>
  );
}
