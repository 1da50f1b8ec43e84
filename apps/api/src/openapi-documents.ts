// The two OpenAPI documents built in-process, without a server: for the OpenAPI lint
// (`pnpm lint:openapi`) and the typed client's generated REST types (`@booking/client`). They are
// the documents the server serves at /v1/openapi.json and /api/rpc/openapi.json (a client test
// compares them with a running server).
import { appRouter } from "@booking/core";
import { documentedOperations } from "./documented-routes";
import { buildOpenApiDocument } from "./openapi";

/** The version app.ts gives its documents. */
export const OPENAPI_VERSION = "1.0.0";

export function buildOpenApiDocuments() {
  const operations = documentedOperations(appRouter);
  return {
    rest: buildOpenApiDocument(appRouter, { family: "rest", operations, version: OPENAPI_VERSION }),
    rpc: buildOpenApiDocument(appRouter, { family: "rpc", operations, version: OPENAPI_VERSION }),
  };
}
