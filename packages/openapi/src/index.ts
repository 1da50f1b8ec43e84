// The two OpenAPI documents (REST /v1 and RPC-style /api/rpc), built from the router's metadata.
// The API serves them at /v1/openapi.json and /api/rpc/openapi.json; the OpenAPI lint and the
// typed client's generated REST types build the same documents here, without a server.
import { appRouter } from "@booking/core";
import { buildOpenApiDocument } from "./document";
import { documentedOperations } from "./operations";

export { buildOpenApiDocument, METHOD_NOT_ALLOWED_EXTENSION, type DocumentOptions } from "./document";
export { WEBHOOK_NAMES, webhookBodySchemaName } from "./webhooks";
export { EXAMPLE_WEBHOOK_SECRET } from "./examples";
export * from "./operations";

/** The version of the documents: the version of the HTTP interface. */
export const OPENAPI_VERSION = "1.0.0";

export function buildOpenApiDocuments() {
  const operations = documentedOperations(appRouter);
  return {
    rest: buildOpenApiDocument(appRouter, { family: "rest", operations, version: OPENAPI_VERSION }),
    rpc: buildOpenApiDocument(appRouter, { family: "rpc", operations, version: OPENAPI_VERSION }),
  };
}
