// The service as the customer pages call it: native tRPC through TanStack Query, with the typed
// client's React entry. A public key (pk_…) is sent as the bearer; a manage link's calls send no
// key at all (the token in their input is the credential).
import { QueryClient } from "@tanstack/react-query";
import { createBookingClient, errorInfo, type BookingClient } from "@booking/client/react";
import type { MessageKey, Values } from "../i18n/translate";
import { isBadKey } from "../common/errors";
import { limitInWords } from "./limits";

export { TRPCProvider, useTRPC } from "@booking/client/react";

export function createClients(publicKey: string | null): { queryClient: QueryClient; trpcClient: BookingClient } {
  const queryClient = new QueryClient({
    defaultOptions: {
      // A refused request (4xx) will not change by asking again; a network hiccup may.
      queries: { retry: (failures, error) => failures < 2 && errorInfo(error).status === undefined, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const trpcClient = createBookingClient({ url: window.location.origin, apiKey: () => publicKey });
  return { queryClient, trpcClient };
}

/**
 * What to tell the visitor about a failed call, in the page's language: the page's own words for
 * the network, a bad link, a limit, a record gone and the service's trouble; for a refusal by the
 * salon's rules (400, 409), the service's message, in a sentence.
 */
export function problemOf(error: unknown, t: (key: MessageKey, values?: Values) => string): string {
  const info = errorInfo(error);
  // No answer at all (the client saw no HTTP status): the network, not the service.
  if (info.status === undefined) return t("problem.network");
  // A key the service does not take: the page says its link is not valid, never the service's
  // "Missing or invalid API key".
  if (isBadKey(error)) return `${t("badKey.heading")}. ${t("badKey.text")}`;
  // A limit (per connection, per email, per salon): which, and what to do.
  if (info.code === "RATE_LIMITED") return limitInWords(info.message, t);
  if (info.code === "NOT_FOUND") return t("problem.notFound");
  if (info.status >= 500) return t("problem.unavailable");
  return info.message.endsWith(".") ? info.message : `${info.message}.`;
}
