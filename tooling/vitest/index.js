// Shared vitest preset. Test files run in parallel worker processes (one per core); each file
// gets its own database and Redis prefix from @booking/testing, so they never share state.
import { defineConfig } from "vitest/config";

const preset = defineConfig({
  test: {
    pool: "forks",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ["default"],
  },
});

export default preset;
