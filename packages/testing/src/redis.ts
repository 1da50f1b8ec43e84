// Redis for tests: a unique queue prefix per test file on the shared server (its keys deleted
// afterwards), and a throwaway redis-server on an ephemeral port for tests that stop or kill
// Redis — never the shared one other files are using.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:net";
import { Redis } from "ioredis";

export const TEST_REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

export interface TestRedisPrefix {
  /** A hash-tagged prefix such as `{test-1a2b3c4d}`. */
  prefix: string;
  url: string;
  /** Deletes every key under the prefix. */
  cleanup(): Promise<void>;
}

export async function deleteKeysWithPrefix(url: string, prefix: string): Promise<number> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    let cursor = "0";
    let deleted = 0;
    // `{test-…}` covers the queues' own tags too (`{test-…:notifications}`): match up to the brace.
    const pattern = `${prefix.replace(/\}$/, "").replace(/[*?[\]\\]/g, (c) => `\\${c}`)}*`;
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 1000);
      cursor = next;
      if (keys.length) deleted += await redis.unlink(...keys);
    } while (cursor !== "0");
    return deleted;
  } finally {
    redis.disconnect();
  }
}

export function createRedisPrefix(url: string = TEST_REDIS_URL): TestRedisPrefix {
  const prefix = `{test-${process.pid}-${randomBytes(4).toString("hex")}}`;
  return { prefix, url, cleanup: async () => void (await deleteKeysWithPrefix(url, prefix)) };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * `count` distinct free ports. Each is held until all are found: ports asked for one after another
 * may repeat (the kernel can hand a just-closed port out again).
 */
export async function freePorts(count: 2): Promise<[number, number]>;
export async function freePorts(count: 3): Promise<[number, number, number]>;
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer();
          server.once("error", reject);
          server.listen(0, "127.0.0.1", () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === "object" && address ? address.port : 0;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** Resolves once a redis-server at `url` answers PING; fails after `timeoutMs`. */
export async function waitForPing(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const redis = new Redis(url, { maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
    redis.on("error", () => {});
    try {
      await redis.connect();
      await redis.ping();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`redis-server at ${url} did not start`);
    } finally {
      redis.disconnect();
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface ThrowawayRedis {
  url: string;
  port: number;
  /** Starts the server (again) on the same port. */
  start(): Promise<void>;
  /** Stops it (SIGTERM; nothing is saved, so its data is lost as after a crash). */
  stop(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing answers. `thaw` resumes it. */
  freeze(): void;
  thaw(): void;
}

/** Servers still running when this process exits (a test runner cut short) are killed with it. */
const liveServers = new Set<ChildProcess>();
let exitHook = false;

/** A redis-server of its own on an ephemeral port; without persistence. Stop it when done. */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const handle: ThrowawayRedis = {
    url,
    port,
    async start() {
      if (child) return;
      child = spawn(
        process.env.REDIS_SERVER_BIN ?? "redis-server",
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"],
        { stdio: "ignore" },
      );
      const started = child;
      liveServers.add(started);
      if (!exitHook) {
        exitHook = true;
        process.once("exit", () => {
          for (const server of liveServers) server.kill("SIGKILL");
        });
      }
      started.once("exit", () => {
        liveServers.delete(started);
        if (child === started) child = undefined;
      });
      await waitForPing(url, 10_000);
    },
    freeze() {
      if (!child) throw new Error("redis-server is not running");
      child.kill("SIGSTOP");
    },
    thaw() {
      child?.kill("SIGCONT");
    },
    async stop() {
      const running = child;
      if (!running) return;
      await new Promise<void>((resolve) => {
        running.once("exit", () => resolve());
        running.kill("SIGCONT"); // a frozen server handles no SIGTERM
        running.kill("SIGTERM");
      });
      child = undefined;
    },
  };
  await handle.start();
  return handle;
}
