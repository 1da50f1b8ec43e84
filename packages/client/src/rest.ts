// Typed clients of the documented REST (/v1) and RPC-style (/api/rpc) paths, with openapi-fetch
// and types generated from the service's OpenAPI documents (src/generated, `pnpm --filter
// @booking/client generate`).
import openapiFetch from "openapi-fetch";
import type { paths as RestPaths } from "./generated/rest";
import type { paths as RpcPaths } from "./generated/rpc";
import { withoutTrailingSlashes } from "./url";

export type { RestPaths, RpcPaths };

export type { components as RestComponents, operations as RestOperations } from "./generated/rest";
export type { components as RpcComponents, operations as RpcOperations } from "./generated/rpc";

// openapi-fetch's one export is its default. The published CommonJS build receives its module
// object here (Node's rule for a default import from a CommonJS module), with the function on it.
const createClient: typeof openapiFetch =
  typeof openapiFetch === "function" ? openapiFetch : (openapiFetch as unknown as { default: typeof openapiFetch }).default;

export interface RestClientOptions {
  /** Where the service runs, e.g. `http://localhost:3000` (paths in the documents start with /v1 and /api/rpc). */
  url: string;
  apiKey: string;
  headers?: Record<string, string>;
  fetch?: typeof globalThis.fetch;
}

/**
 * `const { v1, rpc } = createRestClient({ url, apiKey })`, then
 * `await v1.GET("/v1/staff/{id}", { params: { path: { id } } })` → `{ data, error, response }`.
 */
export function createRestClient(options: RestClientOptions) {
  const common = {
    baseUrl: withoutTrailingSlashes(options.url),
    headers: { ...options.headers, authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  return { v1: createClient<RestPaths>(common), rpc: createClient<RpcPaths>(common) };
}

export type RestClient = ReturnType<typeof createRestClient>;
