// Shared vitest preset. Test files run in parallel worker processes; each file gets its own
// database and Redis prefix from @booking/testing, so they never share state.
import { availableParallelism } from "node:os";
import { defineConfig, mergeConfig } from "vitest/config";

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

/**
 * The preset, but test files share a test process with the files run before them in it
 * (`isolate: false`): importing the service's source anew for each file costs seconds of each
 * (about a fifth of the API suite's time, more than half of core's). Only files that keep nothing
 * between files but the imported modules may share: each makes its own database, Redis prefix and
 * servers, and none mocks a module or changes `process.env`. The files named in `ownProcess`
 * (those that start API, worker, PostgreSQL or Redis processes of their own, which do not survive
 * sharing) still run each in a fresh test process.
 */
export function sharingTestProcesses(ownProcess = []) {
  if (ownProcess.length === 0) return mergeConfig(preset, defineConfig({ test: { isolate: false } }));
  // Each project takes the preset's settings whole (merging would add the preset's include to each).
  return defineConfig({
    test: {
      ...preset.test,
      projects: [
        { test: { ...preset.test, name: "own-process", include: ownProcess } },
        { test: { ...preset.test, name: "shared-process", exclude: ownProcess, isolate: false } },
      ],
    },
  });
}
