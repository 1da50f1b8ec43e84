// `pnpm test:unit`: the pure tests only — business rules, parsers, formatting — which sit beside
// their source as src/**/*.test.ts and need no database, Redis or server, in seconds. For that it
// skips the sweeps over years of clock changes (each marked `sweep` in its file, `UNIT_QUICK`)
// and runs the property tests with fewer generated cases (`PROPERTY_RUNS`); `pnpm test` runs every
// one of them in full with its package. Integration tests live in each package's test/ folder (and
// tests/e2e) and run with `pnpm test`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{apps,packages,tooling}/*/src/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    env: { UNIT_QUICK: "1", PROPERTY_RUNS: "25" },
    // A busy machine must not fail the rule tests that remain.
    testTimeout: 30_000,
  },
});
