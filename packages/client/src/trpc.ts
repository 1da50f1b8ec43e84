// The native tRPC client: every procedure of the service's router, typed from `AppRouter`.
// `AppRouter` is imported as a type only, so no server code reaches a bundle that uses this.
import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError, type TRPCClient } from "@trpc/client";
import type { AppRouter } from "./service-types";
import { withoutTrailingSlashes } from "./url";

export interface BookingClientOptions {
  /** Where the service runs, e.g. `http://localhost:3000`; procedures are called at `<url>/trpc`. */
  url: string;
  /**
   * An API key (`sk_…` provider or `ck_…` customer), or a function returning the current one.
   * Left out in the provider's console at /console/: the browser then sends the staff member's
   * session cookie with each call (same origin), and no key sits in the page.
   */
  apiKey?: string | (() => string | null | undefined);
  /**
   * Calls made in the same tick go out as one HTTP request (default true), of at most
   * MAX_BATCH_CALLS calls: more go out as several.
   */
  batch?: boolean;
  /** Extra headers on every request (an `Idempotency-Key` belongs on the documented paths, not here). */
  headers?: Record<string, string>;
  /** A fetch implementation (default: the global one). */
  fetch?: typeof globalThis.fetch;
}

/**
 * The most calls one batched request carries: the service refuses a native tRPC batch of more (400,
 * every call of it failed), so a render that asks for many things at once (a page of 50 entries,
 * each with its customer's name, and the list itself) goes out as several batches.
 */
const MAX_BATCH_CALLS = 50;

/** `createBookingClient({ url, apiKey })`: `client.staff.list.query({ page: 1 })`, `client.bookings.create.mutate({…})`. */
export function createBookingClient(options: BookingClientOptions): BookingClient {
  const endpoint = `${withoutTrailingSlashes(options.url)}/trpc`;
  const { apiKey } = options;
  const keyOf = typeof apiKey === "function" ? apiKey : () => apiKey;
  const headers = () => {
    const key = keyOf();
    return { ...options.headers, ...(key ? { authorization: `Bearer ${key}` } : {}) };
  };
  const fetchImpl = options.fetch;
  const link =
    options.batch === false
      ? httpLink({ url: endpoint, headers, fetch: fetchImpl })
      : httpBatchLink({ url: endpoint, headers, fetch: fetchImpl, maxURLLength: 4000, maxItems: MAX_BATCH_CALLS });
  return createTRPCClient<AppRouter>({ links: [link] });
}

/** Named rather than inferred, so declarations refer to `AppRouter` instead of spelling the router out. */
export type BookingClient = TRPCClient<AppRouter>;

/** An error answered by the service, as the client throws it. */
export type BookingClientError = TRPCClientError<AppRouter>;

export interface ErrorInfo {
  /** The documented code: BAD_REQUEST, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, … */
  code: string;
  message: string;
  /** HTTP status the documented paths would answer. */
  status: number | undefined;
  /**
   * One entry per invalid field on validation errors, or per rule a refusal names: `rule` (stable,
   * for programs to say in their own words) with the times involved, `from` and `to` (UTC instants).
   */
  details: { path: string; message: string; rule?: string; from?: string; to?: string }[];
}

export function isBookingClientError(error: unknown): error is BookingClientError {
  return error instanceof TRPCClientError;
}

/** The documented code, message and details of any error a client call threw. */
export function errorInfo(error: unknown): ErrorInfo {
  if (isBookingClientError(error)) {
    const data = error.data as { appCode?: string; code?: string; httpStatus?: number; details?: ErrorInfo["details"] } | undefined;
    return {
      code: data?.appCode ?? data?.code ?? "INTERNAL",
      message: error.message,
      status: data?.httpStatus,
      details: data?.details ?? [],
    };
  }
  return { code: "NETWORK", message: error instanceof Error ? error.message : String(error), status: undefined, details: [] };
}
