// `pnpm test:unit`: the pure tests only — business rules, parsers, formatting — which sit beside
// their source as src/**/*.test.ts and need no database, Redis or server. They run in seconds.
// Integration tests live in each package's test/ folder (and tests/e2e) and run with `pnpm test`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{apps,packages,tooling}/*/src/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    // A few rule tests walk whole years of clock changes; a busy machine must not fail them.
    testTimeout: 30_000,
  },
});
