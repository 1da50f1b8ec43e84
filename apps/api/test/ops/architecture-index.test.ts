// docs/architecture.md is where a newcomer finds a module: every source module of every app and
// package (and the tooling's scripts) must be named there, by its path, its file name or a folder
// that holds it. A module added without a line in the index fails this test.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { WORKSPACE_ROOT } from "@booking/testing";

const ROOTS = [
  "packages/core/src",
  "packages/db/src",
  "packages/jobs/src",
  "packages/i18n/src",
  "packages/client/src",
  "packages/client/scripts",
  "packages/openapi/src",
  "packages/testing/src",
  "apps/api/src",
  "apps/worker/src",
  "apps/start/src",
  "apps/cli/src",
  "apps/web/src",
  "apps/bench/src",
  "tooling/build",
  "tooling/openapi/src",
];

/** Source modules under `root`, as paths relative to the workspace (tests, declarations and barrels aside). */
function modulesOf(root: string): string[] {
  return readdirSync(path.join(WORKSPACE_ROOT, root), { recursive: true, encoding: "utf8" })
    .filter(
      (file) =>
        /\.(?:tsx?|mjs)$/.test(file) &&
        !/\.test\.tsx?$/.test(file) &&
        !file.endsWith(".d.ts") &&
        !file.includes("node_modules") &&
        !file.includes("/generated/") &&
        path.basename(file) !== "index.ts",
    )
    .map((file) => path.posix.join(root, file.split(path.sep).join("/")));
}

/**
 * Whether the index names `module`: its path (from the workspace or its src), its file name, or a
 * folder of a use case that holds it (`routers/manage/`, or `manage/` in the routers' table; a
 * top-level folder such as `store/` names nothing by itself).
 */
function named(index: string, root: string, module: string): boolean {
  const fromSrc = path.posix.relative(root, module);
  if (index.includes(module) || index.includes(fromSrc) || index.includes(`\`${path.posix.basename(module)}\``)) return true;
  for (let folder = path.posix.dirname(fromSrc); folder.includes("/"); folder = path.posix.dirname(folder)) {
    const segments = folder.split("/");
    // The folder as the index may write it: in full, or its last segments (`provider/reviews/`).
    for (let first = 0; first < segments.length; first++) {
      if (index.includes(`\`${segments.slice(first).join("/")}/\``)) return true;
    }
  }
  return false;
}

it("names every source module of every app and package in docs/architecture.md", () => {
  const index = readFileSync(path.join(WORKSPACE_ROOT, "docs/architecture.md"), "utf8");
  const missing = ROOTS.flatMap((root) => modulesOf(root).filter((module) => !named(index, root, module)));
  expect(missing).toEqual([]);
  // The check itself can fail: a made-up module is not named.
  expect(named(index, "packages/core/src", "packages/core/src/store/not-a-module.ts")).toBe(false);
});
