// Reading calendars off the event loop: one worker thread per process, started when first needed,
// doing one read at a time (read-thread.ts: the requests, the CalDAV answers' XML and the events'
// expansion). A read that spends more than its share of processing on the thread (its event loop's
// active time, which waiting on the network does not count), or more than the thread's memory,
// ends the thread (a new one starts for the next read) and fails: a calendar, however hostile,
// costs the process a bounded share of one core and bounded memory, and never holds up the jobs
// on the main thread.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import type { EventLoopUtilization } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { presentOrThrow } from "../errors";
import type { Resolver } from "../outbound/guard";
import { CalendarReadLimitError } from "./errors";
import { CalendarReadFailure } from "./failures";
import type { BusyTimeRead, BusyTimeReadRequest } from "./read-busy-time";
import type { FromReadThread, ToReadThread } from "./read-thread";

export interface CalendarReader {
  /**
   * One read on the thread. Rejects with CalendarReadFailure (the read failed, in both words),
   * CalendarReadLimitError (past `cpuMs` of processing or the thread's memory), or the signal's
   * reason when it aborts (the thread is ended then).
   */
  read(request: BusyTimeReadRequest, options: { cpuMs: number; signal: AbortSignal; resolver?: Resolver }): Promise<BusyTimeRead>;
  /** Ends the thread (a read under way is rejected). */
  close(): Promise<void>;
}

/** The heap the reading thread may use; past it the thread ends and the read fails (tests lower it). */
const THREAD_HEAP_MB = 256;
/** How often the thread's processing time is looked at (ms). */
const CPU_CHECK_MS = 50;

/**
 * Where the thread's code is: run from source (tests, `tsx`), the TypeScript module through tsx's
 * loader; bundled (an app's dist/), the file the app's build puts beside its main file.
 */
function threadEntry(): { code: string | URL; evaluate: boolean } {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return { code: new URL("./calendar-read-thread.js", here), evaluate: false };
  // tsx's loader API as an ES module (its exports' import condition), registered before the module is imported.
  const tsxPackage = createRequire(here).resolve("tsx/package.json");
  const { exports } = JSON.parse(readFileSync(tsxPackage, "utf8")) as { exports: Record<string, { import: { default: string } }> };
  const api = new URL(presentOrThrow(exports["./esm/api"], "tsx exports its API").import.default, pathToFileURL(tsxPackage)).href;
  const module = new URL("./read-thread.ts", here).href;
  return {
    code: `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(module)}); });`,
    evaluate: true,
  };
}

interface Current {
  id: number;
  resolver?: Resolver;
  settle(result: BusyTimeRead | Error): void;
}

export function threadCalendarReader(options: { heapMb?: number } = {}): CalendarReader {
  const { heapMb = THREAD_HEAP_MB } = options;
  let thread: Worker | undefined;
  let current: Current | undefined;
  let nextId = 0;
  /** Reads run one after another (one thread). */
  let queue: Promise<unknown> = Promise.resolve();

  const stop = async (reason: Error) => {
    const ended = thread;
    thread = undefined;
    const reading = current;
    current = undefined;
    reading?.settle(reason);
    await ended?.terminate();
  };

  const post = (worker: Worker, message: ToReadThread) => worker.postMessage(message);

  const start = () => {
    const entry = threadEntry();
    const started = new Worker(entry.code, { eval: entry.evaluate, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    // An idle thread never keeps the process alive; a read under way does, through its timer.
    started.unref();
    started.on("message", (message: FromReadThread) => {
      const reading = current;
      if ("lookup" in message) {
        const { id, hostname } = message.lookup;
        const resolve = presentOrThrow(reading?.resolver, "the thread asks for lookups only when given a resolver");
        resolve(hostname).then(
          (addresses) => post(started, { lookupAnswer: { id, addresses } }),
          (error: Error) => post(started, { lookupAnswer: { id, error: error.message } }),
        );
        return;
      }
      const { id, result, error } = message.done;
      if (!reading || reading.id !== id) return;
      current = undefined;
      reading.settle(result ?? new CalendarReadFailure(error?.message ?? "", error?.detail ?? "no result"));
    });
    started.on("error", (error: NodeJS.ErrnoException) => {
      if (thread !== started) return;
      void stop(
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? new CalendarReadLimitError(`Reading the calendar needed more than ${heapMb} MB of memory`)
          : error,
      );
    });
    started.on("exit", () => {
      if (thread === started) void stop(new Error("The calendar reading thread ended"));
    });
    return started;
  };

  const readOne = (request: BusyTimeReadRequest, cpuMs: number, signal: AbortSignal, resolver?: Resolver) =>
    new Promise<BusyTimeRead>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason as Error);
      const worker = (thread ??= start());
      const id = ++nextId;
      const since: EventLoopUtilization = worker.performance.eventLoopUtilization();
      const watchdog = setInterval(() => {
        // The thread's processing since the read began: its event loop's active time (waiting on the network is idle).
        if (worker.performance.eventLoopUtilization(since).active > cpuMs) {
          void stop(new CalendarReadLimitError(`Reading the calendar took more than ${cpuMs / 1000} s of processing`));
        }
      }, CPU_CHECK_MS);
      const onAbort = () => void stop(signal.reason as Error);
      signal.addEventListener("abort", onAbort, { once: true });
      current = {
        id,
        resolver,
        settle: (outcome) => {
          clearInterval(watchdog);
          signal.removeEventListener("abort", onAbort);
          if (outcome instanceof Error) reject(outcome);
          else resolve(outcome);
        },
      };
      post(worker, { read: { id, request, proxyLookups: resolver !== undefined } });
    });

  return {
    read(request, { cpuMs, signal, resolver }) {
      const run = queue.then(() => readOne(request, cpuMs, signal, resolver));
      queue = run.catch(() => undefined);
      return run;
    },
    close: () => stop(new Error("The calendar reader was closed")),
  };
}
