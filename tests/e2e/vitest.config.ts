import { defineConfig, mergeConfig } from "vitest/config";
import preset from "@booking/vitest-config";

// End-to-end tests of the apps together: the typed client and the booking page against a live
// API. Files run one at a time (the browser files each start their own Chromium).
export default mergeConfig(
  preset,
  defineConfig({ test: { include: ["**/*.test.ts"], exclude: ["**/node_modules/**"], fileParallelism: false } }),
);
