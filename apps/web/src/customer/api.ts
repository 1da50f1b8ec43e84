// The service as the customer pages call it: native tRPC through TanStack Query, with the typed
// client's React entry. A public key (pk_…) is sent as the bearer; a manage link's calls send no
// key at all (the token in their input is the credential).
import { QueryClient } from "@tanstack/react-query";
import { createBookingClient, errorInfo, type BookingClient } from "@booking/client/react";
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

/** What to tell the visitor about a failed call: the service's message, in a sentence. */
export function problemOf(error: unknown): string {
  const info = errorInfo(error);
  // No answer at all (the client saw no HTTP status): the network, not the service.
  if (info.status === undefined) return "The booking service cannot be reached. Please check your connection and try again.";
  // A limit (per connection, per email, per salon): its own words say which, and what to do.
  if (info.code === "RATE_LIMITED") return limitInWords(info.message);
  return info.message.endsWith(".") ? info.message : `${info.message}.`;
}

export const isConflict = (error: unknown) => errorInfo(error).code === "CONFLICT";
export const isNotFound = (error: unknown) => errorInfo(error).code === "NOT_FOUND";
