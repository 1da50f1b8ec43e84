// `pnpm test:unit`: the pure tests only — business rules, parsers, formatting — which sit beside
// their source as src/**/*.test.ts and need no database, Redis or server, in seconds. For that it
// skips the sweeps over years of clock changes (each marked `sweep` in its file, `UNIT_QUICK`)
// and runs the property tests with fewer generated cases (`PROPERTY_RUNS`); `pnpm test` runs every
// one of them in full with its package. Integration tests live in each package's test/ folder (and
// tests/e2e) and run with `pnpm test`.
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{apps,packages,tooling}/*/src/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    env: { UNIT_QUICK: "1", PROPERTY_RUNS: "25" },
    // A busy machine must not fail the rule tests that remain.
    testTimeout: 30_000,
    // Pure functions keep no state between files, so the files share their workers' loaded
    // modules (isolated, each file loaded its imports afresh: 30 s instead of 7 on 2 cores), and
    // run at least two at once (vitest's default is one on 2 cores).
    isolate: false,
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
