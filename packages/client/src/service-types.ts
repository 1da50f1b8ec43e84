// The service's router, which the client is typed with (the webhook events' data come from the
// OpenAPI document: src/events.ts). Types only, so nothing of the server reaches the JavaScript.
// In the workspace they come straight from @booking/core; the published declarations replace this
// module with the router written out in full (scripts/build.ts), so an installed client needs none
// of the service's packages, and the server's context (database handle, logger, secrets) stays behind.
export type { AppRouter, RouterInputs, RouterOutputs } from "@booking/core";
