// The one router. Every procedure is served three ways by apps/api: native tRPC at /trpc, and
// the documented /v1 and /api/rpc paths from each procedure's `meta.openapi`.
// A URL maps to its file in one hop: /v1/staff/{id} (PATCH) → routers/staff/update.ts;
// /api/rpc/provider/reviews/list → routers/provider/reviews/list.ts.
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { router } from "../trpc";
import { customersRouter } from "./customers";
import { servicesRouter } from "./services";
import { staffRouter } from "./staff";

export const appRouter = router({
  staff: staffRouter,
  customers: customersRouter,
  services: servicesRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
