import { sharingTestProcesses } from "@booking/vitest-config";

// These files start worker processes of their own: each runs in a test process of its own; the rest share.
export default sharingTestProcesses([
  "test/calendar-bounds.test.ts",
  "test/fleet-settings.test.ts",
  "test/fleet.test.ts",
  "test/unknown-sends.test.ts",
]);
