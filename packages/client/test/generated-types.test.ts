// The committed REST types (src/generated) must match the OpenAPI documents the service builds
// now. When this fails, run `pnpm --filter @booking/client generate` and commit the result.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { documentsInProcess, GENERATED_DIR, GENERATED_FILES, typesFromDocument, type Family } from "../scripts/openapi-types";

describe("generated REST types", () => {
  it("are up to date with the OpenAPI documents", async () => {
    const documents = await documentsInProcess();
    for (const family of Object.keys(GENERATED_FILES) as Family[]) {
      const committed = readFileSync(path.join(GENERATED_DIR, GENERATED_FILES[family]), "utf8");
      const fresh = await typesFromDocument(family, documents[family]);
      expect(committed === fresh, `src/generated/${GENERATED_FILES[family]} is stale: run \`pnpm --filter @booking/client generate\``).toBe(
        true,
      );
    }
  });
});
