// The one router. Every procedure is served three ways by apps/api: native tRPC at /trpc, and
// the documented /v1 and /api/rpc paths from each procedure's `meta.openapi`.
// A URL maps to its file in one hop: PATCH /v1/staff/{id} → routers/staff/update.ts;
// GET /api/rpc/provider/reviews/list → routers/provider/reviews/list.ts. Multi-word path segments
// are camelCase folders: /v1/staff/{id}/time-off → routers/staff/timeOff/.
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { router } from "../trpc";
import { availabilityRouter } from "./availability";
import { bookingPageRouter } from "./bookingPage";
import { bookingsRouter } from "./bookings";
import { closuresRouter } from "./closures";
import { customersRouter } from "./customers";
import { keysRouter } from "./keys";
import { manageRouter } from "./manage";
import { providerRouter } from "./provider";
import { reportsRouter } from "./reports";
import { resourcesRouter } from "./resources";
import { sessionsRouter } from "./sessions";
import { searchRouter } from "./search";
import { servicesRouter } from "./services";
import { settingsRouter } from "./settings";
import { staffRouter } from "./staff";
import { userRouter } from "./user";
import { visitsRouter } from "./visits";
import { seriesRouter } from "./series";
import { waitlistRouter } from "./waitlist";

export const appRouter = router({
  // REST family (/v1)
  staff: staffRouter,
  bookings: bookingsRouter,
  visits: visitsRouter,
  series: seriesRouter,
  waitlist: waitlistRouter,
  customers: customersRouter,
  services: servicesRouter,
  resources: resourcesRouter,
  sessions: sessionsRouter,
  settings: settingsRouter,
  closures: closuresRouter,
  keys: keysRouter,
  availability: availabilityRouter,
  manage: manageRouter,
  bookingPage: bookingPageRouter,
  reports: reportsRouter,
  // RPC-style family (/api/rpc)
  provider: providerRouter,
  search: searchRouter,
  user: userRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
