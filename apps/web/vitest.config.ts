import { defineConfig, mergeConfig } from "vitest/config";
import preset from "@booking/vitest-config";

// Browser tests: one Chromium per file; files run one at a time (each starts its own browser).
export default mergeConfig(preset, defineConfig({ test: { include: ["test/**/*.test.ts"], fileParallelism: false } }));
