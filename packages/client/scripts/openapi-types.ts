// Turns the service's OpenAPI documents into the TypeScript types in src/generated/ (openapi-typescript).
import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { withoutTrailingSlashes } from "../src/url";

export const GENERATED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "src", "generated");

export const GENERATED_FILES = { rest: "rest.d.ts", rpc: "rpc.d.ts" } as const;

export type Family = keyof typeof GENERATED_FILES;

const HEADER = (family: Family) =>
  `// Generated from ${family === "rest" ? "/v1/openapi.json" : "/api/rpc/openapi.json"} by \`pnpm --filter @booking/client generate\`.\n` +
  "// Do not edit: change the procedures' schemas and regenerate (a test fails while this file is stale).\n\n";

export async function typesFromDocument(family: Family, document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: false });
  return HEADER(family) + astToString(ast);
}

/** The documents built in-process, exactly as the API serves them. */
export async function documentsInProcess(): Promise<Record<Family, unknown>> {
  const { buildOpenApiDocuments } = await import("@booking/openapi");
  return buildOpenApiDocuments();
}

/** The documents a running service serves. */
export async function documentsFromServer(baseUrl: string): Promise<Record<Family, unknown>> {
  const base = withoutTrailingSlashes(baseUrl);
  const fetchJson = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return (await response.json()) as unknown;
  };
  return { rest: await fetchJson(`${base}/v1/openapi.json`), rpc: await fetchJson(`${base}/api/rpc/openapi.json`) };
}
