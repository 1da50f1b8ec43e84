import { defineConfig, mergeConfig } from "vitest/config";
import preset from "@booking/vitest-config";

// End-to-end tests of the apps together: the typed client and the booking page against a live
// API. Files run two at a time as elsewhere (each browser file starts its own Chromium and API): they
// wait on pages and servers much of the time (on 2 cores: 1,116 s one at a time, 475 s two at a time).
export default mergeConfig(preset, defineConfig({ test: { include: ["**/*.test.ts"], exclude: ["**/node_modules/**"] } }));
