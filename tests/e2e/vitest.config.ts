import { defineConfig, mergeConfig } from "vitest/config";
import preset from "@booking/vitest-config";

// End-to-end tests of the apps together: the typed client and the booking page against a live
// API. Files run two at a time as elsewhere (each browser file starts its own Chromium and API): they
// wait on pages and servers much of the time (on 2 cores: 1,116 s one at a time, 475 s two at a time).
// A browser test walks a whole view (/docs renders two documents of every operation; the console's
// tests open form after form at 360 px): 10–27 s each alone, and up to twice that beside another
// browser file on a busy machine, so the hang guard is 90 s, not the preset's 30 s. For the same
// reason a page's `expect.poll` waits up to 15 s, not vitest's 1 s: a save in the console reads every
// list of the salon again before the change shows, which took over a second in CI beside other suites.
// A poll ends as soon as its page agrees, so this costs nothing when the page is quick.
export default mergeConfig(
  preset,
  defineConfig({
    test: {
      include: ["**/*.test.ts"],
      exclude: ["**/node_modules/**"],
      testTimeout: 90_000,
      expect: { poll: { timeout: 15_000 } },
    },
  }),
);
