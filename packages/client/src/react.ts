// @booking/client/react: the client for React apps with TanStack Query, typed with the service's
// router. Each procedure gives TanStack Query's own `queryOptions`/`mutationOptions` over the
// plain client's `query`/`mutate`, keyed by its path and input. React and @tanstack/react-query
// are optional peer dependencies: only apps that import this entry install them.
//
//   const queryClient = new QueryClient();
//   const trpcClient = createBookingClient({ url, apiKey });
//   <QueryClientProvider client={queryClient}>
//     <TRPCProvider trpcClient={trpcClient}>…</TRPCProvider>
//   </QueryClientProvider>
//
//   const trpc = useTRPC();
//   const services = useQuery(trpc.services.list.queryOptions({ limit: 20 }));
//   const book = useMutation(trpc.bookings.create.mutationOptions());
import {
  mutationOptions,
  QueryClientProvider,
  queryOptions,
  type DataTag,
  type QueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from "@tanstack/react-query";
import { createContext, createElement, useContext, useMemo, type FC, type ReactNode } from "react";
import type { BookingClient, BookingClientError } from "./index";

export {
  createBookingClient,
  errorInfo,
  type AppRouter,
  type BookingClient,
  type BookingClientError,
  type BookingClientOptions,
  type RouterInputs,
  type RouterOutputs,
} from "./index";

/** A procedure's query key: its path's segments, then its input (absent: every input of it). */
export type ProcedureKey = readonly [...string[], { input: unknown }] | readonly string[];

/** The options a query procedure offers, for TanStack Query's hooks and its QueryClient. */
export interface QueryProcedureOptions<TInput, TOutput> {
  /** `useQuery(trpc.services.list.queryOptions({ limit: 20 }))`; more options (`enabled`, `select`, …) in the second argument. */
  queryOptions<TData = TOutput>(
    input: TInput,
    options?: Omit<UseQueryOptions<TOutput, BookingClientError, TData, ProcedureKey>, "queryKey" | "queryFn">,
  ): UseQueryOptions<TOutput, BookingClientError, TData, ProcedureKey> & {
    queryKey: DataTag<ProcedureKey, TOutput, BookingClientError>;
  };
  /** This call's key (for `setQueryData`, `invalidateQueries`); without an input, the key of every call of the procedure. */
  queryKey(input?: TInput): DataTag<ProcedureKey, TOutput, BookingClientError>;
  /** A filter of every cached call of the procedure. */
  pathFilter(): { queryKey: ProcedureKey };
}

/** The options a mutation procedure offers. */
export interface MutationProcedureOptions<TInput, TOutput> {
  /** `useMutation(trpc.bookings.create.mutationOptions({ onSuccess }))`. */
  mutationOptions<TContext = unknown>(
    options?: Omit<UseMutationOptions<TOutput, BookingClientError, TInput, TContext>, "mutationFn" | "mutationKey">,
  ): UseMutationOptions<TOutput, BookingClientError, TInput, TContext>;
}

type Call = (input: never, options?: never) => Promise<unknown>;

/** The client's procedures as TanStack Query options; a router's filter covers every procedure under it. */
export type BookingQueryOptions<TRecord = BookingClient> = {
  [K in keyof TRecord as K extends string ? K : never]: TRecord[K] extends { query: infer Q extends Call }
    ? QueryProcedureOptions<Parameters<Q>[0], Awaited<ReturnType<Q>>>
    : TRecord[K] extends { mutate: infer M extends Call }
      ? MutationProcedureOptions<Parameters<M>[0], Awaited<ReturnType<M>>>
      : TRecord[K] extends { subscribe: unknown }
        ? never
        : BookingQueryOptions<TRecord[K]> & { pathFilter(): { queryKey: ProcedureKey } };
};

type Untyped = (input: unknown) => Promise<unknown>;

/** The options of the procedure at `path` (read from the property names as they are reached). */
function optionsAt(client: BookingClient, path: string[]): unknown {
  const procedure = () => path.reduce<Record<string, unknown>>((node, name) => node[name] as Record<string, unknown>, client as never);
  const keyOf = (input?: unknown): ProcedureKey => (input === undefined ? [...path] : [...path, { input }]);
  const helpers: Record<string, unknown> = {
    queryOptions: (input: unknown, options?: object) =>
      queryOptions({ ...options, queryKey: keyOf(input), queryFn: () => (procedure().query as Untyped)(input) }),
    queryKey: keyOf,
    pathFilter: () => ({ queryKey: keyOf() }),
    mutationOptions: (options?: object) =>
      mutationOptions({ ...options, mutationFn: (input: unknown) => (procedure().mutate as Untyped)(input) }),
  };
  return new Proxy(helpers, {
    get: (target, name) => (typeof name !== "string" ? undefined : name in target ? target[name] : optionsAt(client, [...path, name])),
  });
}

const ClientContext = createContext<BookingClient | null>(null);

/**
 * Below it, `useTRPC()` gives every procedure's `queryOptions`/`mutationOptions`/`queryKey` for
 * TanStack Query's hooks, and `useTRPCClient()` the client itself for plain calls. Given a
 * `queryClient`, it provides that to TanStack Query's hooks too (as its `QueryClientProvider`).
 */
export const TRPCProvider: FC<{ children: ReactNode; trpcClient: BookingClient; queryClient?: QueryClient }> = (props) => {
  const inner = createElement(ClientContext.Provider, { value: props.trpcClient }, props.children);
  return props.queryClient ? createElement(QueryClientProvider, { client: props.queryClient }, inner) : inner;
};

export function useTRPCClient(): BookingClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error("useTRPC and useTRPCClient need a <TRPCProvider trpcClient={…}> around the component");
  return client;
}

export function useTRPC(): BookingQueryOptions {
  const client = useTRPCClient();
  return useMemo(() => optionsAt(client, []) as BookingQueryOptions, [client]);
}
