// Shared vitest preset. Test files run in parallel worker processes; each file gets its own
// database and Redis prefix from @booking/testing, so they never share state.
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const preset = defineConfig({
  test: {
    pool: "forks",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // At least two files at once: vitest's default (one fewer than the cores) is one on a 2-core CI
    // machine, and these files spend much of their time waiting on servers, PostgreSQL and timers
    // (the API's suite: 703 s one at a time, 351 s two at a time on 2 cores).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ["default"],
  },
});

export default preset;
