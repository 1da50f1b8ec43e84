// @booking/client/react: the client for React apps with TanStack Query (@trpc/tanstack-react-query),
// typed with the service's router. React, @tanstack/react-query and @trpc/tanstack-react-query are
// optional peer dependencies: only apps that import this entry install them.
//
//   const queryClient = new QueryClient();
//   const trpcClient = createBookingClient({ url, apiKey });
//   <QueryClientProvider client={queryClient}>
//     <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>…</TRPCProvider>
//   </QueryClientProvider>
//
//   const trpc = useTRPC();
//   const services = useQuery(trpc.services.list.queryOptions({ limit: 20 }));
//   const book = useMutation(trpc.bookings.create.mutationOptions());
import type { QueryClient } from "@tanstack/react-query";
import { createTRPCContext, type DefaultFeatureFlags, type KeyPrefixOptions, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { FC, ReactNode } from "react";
import type { AppRouter, BookingClient } from "./index";

export {
  createBookingClient,
  errorInfo,
  type AppRouter,
  type BookingClient,
  type BookingClientOptions,
  type RouterInputs,
  type RouterOutputs,
} from "./index";

/**
 * `TRPCProvider` takes the client of `createBookingClient` (the API key goes out as
 * `Authorization: Bearer …` on every request) and the app's QueryClient; below it, `useTRPC()`
 * gives every procedure's `queryOptions`/`mutationOptions`/`queryKey` for TanStack Query's hooks,
 * and `useTRPCClient()` the client itself for plain calls.
 */
const context = createTRPCContext<AppRouter>();

// Annotated so the declarations name the client's own types rather than spelling out the router.
export const TRPCProvider: FC<
  { children: ReactNode; queryClient: QueryClient; trpcClient: BookingClient } & KeyPrefixOptions<DefaultFeatureFlags>
> = context.TRPCProvider;
export const useTRPC: () => TRPCOptionsProxy<AppRouter> = context.useTRPC;
export const useTRPCClient: () => BookingClient = context.useTRPCClient;
