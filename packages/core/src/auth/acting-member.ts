// The console member a request acts for, carried through the request's async work so that the
// history line a change writes can name who made it without every store function taking a
// caller. Set only for console sessions (providerProcedure): calls with keys carry nothing and
// cost nothing.
import { AsyncLocalStorage } from "node:async_hooks";

const acting = new AsyncLocalStorage<string>();

/** Runs `work` as done by the console member `staffId`. */
export function asConsoleMember<T>(staffId: string, work: () => T): T {
  return acting.run(staffId, work);
}

/** The console member the current request acts for; null for keys, customers and the worker. */
export function actingConsoleMember(): string | null {
  return acting.getStore() ?? null;
}
