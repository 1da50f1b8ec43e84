import { defineConfig } from "vitest/config";
import preset from "@booking/vitest-config";

// Files that start API, worker, PostgreSQL or Redis processes of their own run each in a fresh
// test process, as the preset does. The others share their test process with the files before
// them (isolate: false): importing the service's source anew for each file cost about 6 s of its
// time (a third of this suite's), and these files keep nothing between files but the imported
// modules (each makes its own database, Redis prefix and server).
const SPAWNING = [
  "test/faults/**/*.test.ts",
  "test/http/process-hardening.test.ts",
  "test/ops/metrics-exported.test.ts",
  "test/resources/phone-customers.test.ts",
  "test/resources/policy-guarantees.test.ts",
  "test/resources/unit-claims.test.ts",
  "test/resources/webhook-replay.test.ts",
  "test/resources/webhooks-e2e.test.ts",
  "test/security/secrets-at-rest.test.ts",
];

// Each project takes the preset's settings but its own files (merging would add the preset's include to each).
export default defineConfig({
  test: {
    ...preset.test,
    projects: [
      { test: { ...preset.test, name: "processes", include: SPAWNING } },
      { test: { ...preset.test, name: "in-process", include: ["test/**/*.test.ts"], exclude: SPAWNING, isolate: false } },
    ],
  },
});
