// `pnpm lint:openapi`: builds both OpenAPI documents in-process (no server, no database) and lints
// them with Redocly CLI against redocly.yaml beside this package. Exits non-zero on any problem.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildOpenApiDocuments } from "@booking/openapi";

const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.resolve(here, "..");
const redocly = path.join(packageDir, "node_modules", ".bin", "redocly");

const documents = buildOpenApiDocuments();
const dir = mkdtempSync(path.join(tmpdir(), "booking-openapi-"));
try {
  const files = Object.entries({ "rest (v1)": documents.rest, "rpc-style (api-rpc)": documents.rpc }).map(([name, doc]) => {
    const file = path.join(dir, `${name.split(" ")[0]}.openapi.json`);
    writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
    return file;
  });
  const result = spawnSync(
    redocly,
    ["lint", ...files.map((f) => path.basename(f)), "--config", path.join(packageDir, "redocly.yaml"), "--max-problems", "1000"],
    {
      cwd: dir,
      stdio: "inherit",
      // No telemetry or update checks: CI has no business calling out. The rest of the environment
      // is passed on to the linter it starts.
      // eslint-disable-next-line no-restricted-properties
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
    },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
