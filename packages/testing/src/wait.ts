// Polling for something a test waits on (a delivery, an email, a process's state), in one place.
import { setTimeout as sleep } from "node:timers/promises";
import type { Spawned } from "./processes";

export interface WaitOptions {
  /** Give up after this long (default 20 s). */
  timeoutMs?: number;
  /** Between two checks (default 25 ms). */
  intervalMs?: number;
  /** Processes whose death ends the wait at once, asked for before each try (a test may start them later). */
  watched?: () => readonly (Pick<Spawned, "ensureRunning"> | undefined)[];
}

/** Polls `check` until it returns a truthy value, which it resolves with; `what` names it in the timeout's error. */
export async function waitFor<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  what: string,
  options: WaitOptions = {},
): Promise<T> {
  const { timeoutMs = 20_000, intervalMs = 25, watched } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const spawned of watched?.() ?? []) spawned?.ensureRunning();
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(intervalMs);
  }
}
