import { sharingTestProcesses } from "@booking/vitest-config";

// These files start API, worker, PostgreSQL or Redis processes of their own: each runs in a test
// process of its own; the rest share.
export default sharingTestProcesses([
  "test/faults/**/*.test.ts",
  "test/http/process-hardening.test.ts",
  "test/ops/metrics-exported.test.ts",
  "test/resources/phone-customers.test.ts",
  "test/resources/policy-guarantees.test.ts",
  "test/resources/unit-claims.test.ts",
  "test/resources/webhook-replay.test.ts",
  "test/resources/webhooks-e2e.test.ts",
  "test/security/secrets-at-rest.test.ts",
]);
