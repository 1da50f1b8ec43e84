import { defineConfig, mergeConfig } from "vitest/config";
import preset from "@booking/vitest-config";

// The files share their test process with the files before them (isolate: false): importing the
// source anew for each file took more time than most files' tests (55 s against 34 s here), and
// these files keep nothing between files but the imported modules (each makes its own database and
// Redis prefix, none mocks a module or changes the environment).
export default mergeConfig(preset, defineConfig({ test: { isolate: false } }));
