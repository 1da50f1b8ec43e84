// Every documented way to start the service stops cleanly on SIGTERM sent to the command itself,
// as a service manager or `docker stop` sends it: `pnpm start` (API and worker), `pnpm dev`,
// `pnpm --filter @booking/api start`, `pnpm --filter @booking/worker start`, and `node
// apps/<app>/dist/main.js`. pnpm does not pass the signal on through a shell that stays the
// script's parent, so the scripts `exec` their command; here the signal goes to the pnpm process
// only, and every process the command started must then end on its own, its ports closed.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createRedisPrefix,
  createTestDatabase,
  freePort,
  freePorts,
  WORKSPACE_ROOT,
  type TestDatabase,
  type TestRedisPrefix,
  waitFor as pollFor,
} from "@booking/testing";

const STOP_WITHIN_MS = 20_000;
let database: TestDatabase;
let redis: TestRedisPrefix;
/** Every run's marker, so nothing outlives the file whatever fails. */
const markers: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createRedisPrefix();
}, 60_000);
afterAll(async () => {
  for (const marker of markers) for (const pid of markedProcesses(marker)) process.kill(pid, "SIGKILL");
  await database?.drop();
  await redis?.cleanup();
});

/** Processes whose environment holds this run's marker: everything a command started. */
function markedProcesses(marker: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, "latin1").includes(`BOOKING_START_TEST=${marker}\0`)) found.push(Number(entry));
    } catch {
      // gone meanwhile, or not ours
    }
  }
  return found;
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** The shared wait, with the end of the command's output in a timeout's error. */
const waitFor = (what: string, check: () => Promise<boolean> | boolean, ms: number, output: () => string) =>
  pollFor(check, what, { timeoutMs: ms, intervalMs: 100 }).catch((error: Error) => {
    throw new Error(`${error.message} (${ms} ms); output:\n${output().slice(-3000)}`);
  });

interface Started {
  child: ChildProcess;
  marker: string;
  output: () => string;
}

function launch(command: string, args: string[], extraEnv: Record<string, string>): Started {
  const marker = randomBytes(6).toString("hex");
  markers.push(marker);
  let output = "";
  const child = spawn(command, args, {
    cwd: WORKSPACE_ROOT,
    env: {
      ...process.env,
      BOOKING_START_TEST: marker,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `${redis.prefix}:`,
      QUEUE_PREFIX: `${redis.prefix}q`,
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  return { child, marker, output: () => output };
}

/** SIGTERM to the command's own process only; then everything it started must end by itself. */
async function stopAndExpectClean(started: Started, ports: number[]) {
  const before = markedProcesses(started.marker);
  expect(before.length, started.output()).toBeGreaterThan(0);
  started.child.kill("SIGTERM");
  try {
    await waitFor(
      "every process of the command to end",
      () => markedProcesses(started.marker).length === 0,
      STOP_WITHIN_MS,
      started.output,
    );
    for (const port of ports) expect(await portOpen(port), `port ${port} still open`).toBe(false);
  } finally {
    for (const pid of markedProcesses(started.marker)) process.kill(pid, "SIGKILL");
  }
}

const apiUp = (port: number) => async () => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200;
  } catch {
    return false;
  }
};

describe("stopping every documented start command with SIGTERM", () => {
  it("pnpm start: builds, runs the API and a worker, and stops both", async () => {
    const [port, metrics, workerMetrics] = await freePorts(3);
    const started = launch("pnpm", ["start"], {
      PORT: String(port),
      METRICS_PORT: String(metrics),
      WORKER_METRICS_PORT: String(workerMetrics),
    });
    await waitFor("the API to answer", apiUp(port), 180_000, started.output);
    await waitFor("the worker's metrics to answer", () => portOpen(workerMetrics), 30_000, started.output);
    await stopAndExpectClean(started, [port, metrics, workerMetrics]);
  }, 240_000);

  // The rest run the apps pnpm start has just built.
  it("pnpm --filter @booking/api start", async () => {
    const [port, metrics] = await freePorts(2);
    const started = launch("pnpm", ["--filter", "@booking/api", "start"], { PORT: String(port), METRICS_PORT: String(metrics) });
    await waitFor("the API to answer", apiUp(port), 60_000, started.output);
    await stopAndExpectClean(started, [port, metrics]);
  }, 90_000);

  it("pnpm --filter @booking/worker start", async () => {
    const workerMetrics = await freePort();
    const started = launch("pnpm", ["--filter", "@booking/worker", "start"], { WORKER_METRICS_PORT: String(workerMetrics) });
    await waitFor("the worker's metrics to answer", () => portOpen(workerMetrics), 60_000, started.output);
    await stopAndExpectClean(started, [workerMetrics]);
  }, 90_000);

  it("node apps/api/dist/main.js and node apps/worker/dist/main.js", async () => {
    const [port, metrics, workerMetrics] = await freePorts(3);
    const api = launch(process.execPath, ["apps/api/dist/main.js"], { PORT: String(port), METRICS_PORT: String(metrics) });
    const worker = launch(process.execPath, ["apps/worker/dist/main.js"], { WORKER_METRICS_PORT: String(workerMetrics) });
    await waitFor("the API to answer", apiUp(port), 60_000, api.output);
    await waitFor("the worker's metrics to answer", () => portOpen(workerMetrics), 60_000, worker.output);
    await Promise.all([stopAndExpectClean(api, [port, metrics]), stopAndExpectClean(worker, [workerMetrics])]);
  }, 90_000);

  it("pnpm dev (from source)", async () => {
    const [port, metrics, workerMetrics] = await freePorts(3);
    const started = launch("pnpm", ["dev"], {
      PORT: String(port),
      METRICS_PORT: String(metrics),
      WORKER_METRICS_PORT: String(workerMetrics),
    });
    await waitFor("the API to answer", apiUp(port), 90_000, started.output);
    await waitFor("the worker's metrics to answer", () => portOpen(workerMetrics), 30_000, started.output);
    await stopAndExpectClean(started, [port, metrics, workerMetrics]);
  }, 150_000);
});
