import { mergeConfig } from "vitest/config";
import preset from "@booking/vitest-config";

// Every test here starts processes (each CLI run loads the sources through tsx, a second or more of
// CPU): on a busy machine a test of five runs takes far longer than the preset allows.
export default mergeConfig(preset, { test: { testTimeout: 120_000 } });
