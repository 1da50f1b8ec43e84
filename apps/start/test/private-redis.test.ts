// `pnpm start` without REDIS_URL: with a redis-server on PATH it runs a private one for its API and
// worker (so a webhook is delivered, the whole product working on a fresh machine) and stops it
// with them; without one it says in one line what to install and what waits meanwhile.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createProvider,
  createTestDatabase,
  freePorts,
  startHttpReceiver,
  waitFor,
  WORKSPACE_ROOT,
  type HttpReceiver,
  type TestDatabase,
} from "@booking/testing";

let database: TestDatabase;
let receiver: HttpReceiver;
const dataDir = mkdtempSync(path.join(tmpdir(), "start-redis-"));
const markers: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startHttpReceiver();
}, 60_000);
afterAll(async () => {
  for (const marker of markers) for (const pid of markedProcesses(marker)) process.kill(pid, "SIGKILL");
  await receiver?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Processes whose environment holds the run's marker: everything the command started, the private Redis too. */
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

interface Started {
  child: ChildProcess;
  marker: string;
  output: () => string;
}

/** `pnpm dev`'s command (apps/start from source) with this PATH and no REDIS_URL. */
function launch(pathList: string, port: number, workerMetrics: number): Started {
  const marker = randomBytes(6).toString("hex");
  markers.push(marker);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: pathList,
    BOOKING_START_TEST: marker,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
    PORT: String(port),
    METRICS_PORT: "0",
    WORKER_METRICS_PORT: String(workerMetrics),
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
  };
  delete env.REDIS_URL;
  delete env.REDIS_CLUSTER_NODES;
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "apps/start/src/main.ts"], {
    cwd: WORKSPACE_ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  return { child, marker, output: () => output };
}

const answers = (url: string) => async () => {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
};

async function stop(started: Started) {
  if (started.child.exitCode === null) started.child.kill("SIGTERM");
  await waitFor(() => markedProcesses(started.marker).length === 0, "every process of the command, the private Redis too, to end", {
    timeoutMs: 30_000,
    intervalMs: 100,
  });
}

describe("pnpm start without REDIS_URL", () => {
  it("runs a private redis-server from PATH: the worker is connected, a webhook is delivered, and it stops with the service", async () => {
    const [port, workerMetrics] = await freePorts(2);
    const started = launch(path.dirname("/usr/bin/redis-server"), port, workerMetrics);
    try {
      await waitFor(answers(`http://127.0.0.1:${port}/healthz`), "the API to answer", { timeoutMs: 120_000, intervalMs: 200 });
      const line = started
        .output()
        .split("\n")
        .find((l) => l.includes("private Redis"));
      expect(line, started.output()).toMatch(/on redis:\/\/127\.0\.0\.1:\d+ for queues/);
      expect(started.output()).not.toContain("No REDIS_URL");
      const redisPort = Number(/redis:\/\/127\.0\.0\.1:(\d+)/.exec(line ?? "")?.[1]);
      expect(await portOpen(redisPort)).toBe(true);

      // The worker reports its connection to Redis.
      await waitFor(
        async () => {
          try {
            return /^redis_up 1$/m.test(await (await fetch(`http://127.0.0.1:${workerMetrics}/metrics`)).text());
          } catch {
            return false;
          }
        },
        "the worker's redis_up to be 1",
        { timeoutMs: 60_000, intervalMs: 200 },
      );
      // A webhook goes out: the outbox relay, the queue and the delivery all ran on the private Redis.
      const { apiKey } = await createProvider(database.db);
      const headers = { authorization: `Bearer ${apiKey}`, "content-type": "application/json" };
      const hook = await fetch(`http://127.0.0.1:${port}/api/rpc/user/webhooks/create`, {
        method: "POST",
        headers,
        body: JSON.stringify({ url: `${receiver.url}/quick-start`, events: ["customer.created"] }),
      });
      expect(hook.status, await hook.clone().text()).toBe(200);
      const customer = await fetch(`http://127.0.0.1:${port}/v1/customers`, {
        method: "POST",
        headers,
        body: JSON.stringify({ name: "Quinn", email: "quinn@example.com" }),
      });
      expect(customer.status).toBe(201);
      const [delivery] = await receiver.waitFor(1, { timeoutMs: 60_000, filter: (r) => r.path === "/quick-start" });
      expect(delivery?.body).toContain("customer.created");
      await stop(started);
      // The private Redis ended with the service.
      expect(await portOpen(redisPort)).toBe(false);
    } finally {
      await stop(started);
    }
  }, 240_000);

  it("says in one line what to install when no redis-server is on PATH", async () => {
    const [port, workerMetrics] = await freePorts(2);
    const emptyDir = mkdtempSync(path.join(tmpdir(), "no-redis-"));
    const started = launch(emptyDir, port, workerMetrics);
    try {
      await waitFor(answers(`http://127.0.0.1:${port}/healthz`), "the API to answer", { timeoutMs: 120_000, intervalMs: 200 });
      const lines = started
        .output()
        .split("\n")
        .filter((l) => l.includes("redis-server"));
      expect(lines, started.output()).toHaveLength(1);
      expect(lines[0]).toContain("No REDIS_URL and no redis-server on PATH: webhooks, reminders, emails and SMS wait");
      expect(lines[0]).toContain("apt-get install redis-server");
      expect(lines[0]).toContain("brew install redis");
      expect(started.output()).not.toContain("private Redis");
    } finally {
      await stop(started);
      rmSync(emptyDir, { recursive: true, force: true });
    }
  }, 180_000);
});
