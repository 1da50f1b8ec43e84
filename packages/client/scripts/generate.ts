// `pnpm --filter @booking/client generate [--url http://localhost:3000]`: regenerates
// src/generated/{rest,rpc}.d.ts from the OpenAPI documents — built in-process by default (no server
// or database needed), or fetched from a running service with --url.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { documentsFromServer, documentsInProcess, GENERATED_DIR, GENERATED_FILES, typesFromDocument, type Family } from "./openapi-types";

const { values } = parseArgs({ options: { url: { type: "string" } } });
const documents = values.url ? await documentsFromServer(values.url) : await documentsInProcess();
for (const family of Object.keys(GENERATED_FILES) as Family[]) {
  const file = path.join(GENERATED_DIR, GENERATED_FILES[family]);
  writeFileSync(file, await typesFromDocument(family, documents[family]));
  process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
}
