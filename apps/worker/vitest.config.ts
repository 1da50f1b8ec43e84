import { defineConfig } from "vitest/config";
import preset from "@booking/vitest-config";

// Files that start worker processes of their own run each in a fresh test process, as the preset
// does. The others share their test process with the files before them (isolate: false): importing
// the source anew for each file costs seconds of each, and these files keep nothing between files
// but the imported modules (each makes its own database, Redis prefix and worker).
const SPAWNING = ["test/calendar-bounds.test.ts", "test/fleet-settings.test.ts", "test/fleet.test.ts", "test/unknown-sends.test.ts"];

// Each project takes the preset's settings but its own files (merging would add the preset's include to each).
export default defineConfig({
  test: {
    ...preset.test,
    projects: [
      { test: { ...preset.test, name: "processes", include: SPAWNING } },
      {
        test: { ...preset.test, name: "in-process", include: ["src/**/*.test.ts", "test/**/*.test.ts"], exclude: SPAWNING, isolate: false },
      },
    ],
  },
});
