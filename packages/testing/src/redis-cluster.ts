// A real Redis Cluster for tests: redis-server processes with --cluster-enabled yes on ephemeral
// ports (data and cluster bus), joined by `redis-cli --cluster create`, three masters with one
// replica each by default. Nodes can be killed (SIGKILL) to make a replica take over; everything
// is stopped and its directory removed by stop(), or killed when the test process exits.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { Redis } from "ioredis";
import { freePort, waitForPing } from "./redis";

const run = promisify(execFile);

export interface ClusterNodeInfo {
  port: number;
  role: "master" | "replica";
  /** Hash slots a master serves (0 for replicas). */
  slots: number;
  alive: boolean;
}

export interface TestRedisCluster {
  /** The nodes as REDIS_CLUSTER_NODES takes them: `127.0.0.1:port,…`. */
  nodes: string;
  ports: number[];
  /** Every node's role and slots as the live nodes see them. */
  describe(): Promise<ClusterNodeInfo[]>;
  /** The port of the master serving `key`'s slot. */
  masterOf(key: string): Promise<number>;
  /** Kills a node (SIGKILL: no goodbye to the cluster, its data gone). */
  kill(port: number): void;
  /** Freezes a node (SIGSTOP): its connections stay open and nothing answers; `thaw` resumes it. */
  freeze(port: number): void;
  thaw(port: number): void;
  /** Resolves once every slot is served by a live master and the live nodes agree the cluster is ok. */
  waitUntilHealthy(timeoutMs?: number): Promise<void>;
  /** A plain connection to one node (close it yourself). */
  connect(port: number): Redis;
  stop(): Promise<void>;
}

const liveNodes = new Set<ChildProcess>();
let exitHook = false;

/** Starts `masters` masters with `replicasPerMaster` replicas each and forms the cluster. */
export async function startRedisCluster(
  options: { masters?: number; replicasPerMaster?: number; nodeTimeoutMs?: number } = {},
): Promise<TestRedisCluster> {
  const masters = options.masters ?? 3;
  const replicas = options.replicasPerMaster ?? 1;
  const count = masters * (1 + replicas);
  const dir = mkdtempSync(path.join(tmpdir(), "redis-cluster-"));
  const children = new Map<number, ChildProcess>();
  /** Nodes stopped with SIGSTOP: not asked anything (they would not answer). */
  const frozen = new Set<number>();
  const ports: number[] = [];
  // Data and bus ports must all differ; freePort() may hand back one it gave before.
  const taken = new Set<number>();
  const pick = async () => {
    for (;;) {
      const port = await freePort();
      if (!taken.has(port)) {
        taken.add(port);
        return port;
      }
    }
  };

  const cluster: TestRedisCluster = {
    nodes: "",
    ports,
    connect: (port) => {
      const redis = new Redis({ port, host: "127.0.0.1", lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      redis.on("error", () => {});
      return redis;
    },
    async describe() {
      for (const port of ports) {
        if (!children.has(port) || frozen.has(port)) continue;
        const redis = cluster.connect(port);
        try {
          const text = (await redis.call("CLUSTER", "NODES")) as string;
          return text
            .trim()
            .split("\n")
            .map((line) => {
              const [, address, flags, , , , , , ...slotRanges] = line.split(" ");
              // address: ip:port@cport (an IPv6 ip has colons of its own: the port follows the last)
              const hostPort = address?.split("@")[0];
              if (hostPort === undefined || flags === undefined) throw new Error(`not a CLUSTER NODES line: ${line}`);
              const nodePort = Number(hostPort.split(":").at(-1));
              const slots = slotRanges
                .filter((r) => !r.startsWith("["))
                .reduce((sum, r) => {
                  const [from, to] = r.split("-").map(Number);
                  if (from === undefined) throw new Error(`not a slot range: ${r}`);
                  return sum + ((to ?? from) - from + 1);
                }, 0);
              return {
                port: nodePort,
                role: flags.includes("master") ? ("master" as const) : ("replica" as const),
                slots,
                alive: !flags.includes("fail") && children.has(nodePort) && !frozen.has(nodePort),
              };
            });
        } catch {
          continue;
        } finally {
          redis.disconnect();
        }
      }
      throw new Error("no node of the cluster answers");
    },
    async masterOf(key) {
      const alive = ports.find((p) => children.has(p) && !frozen.has(p));
      if (alive === undefined) throw new Error("no node of the cluster is running (all killed or frozen)");
      const redis = cluster.connect(alive);
      try {
        const slot = Number(await redis.call("CLUSTER", "KEYSLOT", key));
        const ranges = (await redis.call("CLUSTER", "SLOTS")) as [number, number, [string, number, string]][];
        const range = ranges.find(([from, to]) => slot >= from && slot <= to);
        if (!range) throw new Error(`no master serves slot ${slot}`);
        return Number(range[2][1]);
      } finally {
        redis.disconnect();
      }
    },
    kill(port) {
      const child = children.get(port);
      if (!child) throw new Error(`node ${port} is not running`);
      child.kill("SIGKILL");
      children.delete(port);
    },
    freeze(port) {
      const child = children.get(port);
      if (!child) throw new Error(`node ${port} is not running`);
      child.kill("SIGSTOP");
      frozen.add(port);
    },
    thaw(port) {
      children.get(port)?.kill("SIGCONT");
      frozen.delete(port);
    },
    async waitUntilHealthy(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        try {
          const healthy = await everyLiveNode(async (redis) => {
            const info = (await redis.call("CLUSTER", "INFO")) as string;
            return info.includes("cluster_state:ok") && info.includes("cluster_slots_ok:16384");
          });
          const nodes = await cluster.describe();
          const liveMasters = nodes.filter((n) => n.role === "master" && n.alive && n.slots > 0);
          if (healthy && liveMasters.reduce((sum, n) => sum + n.slots, 0) === 16384) {
            // Replicas of live masters in sync, so a later kill can fail over.
            const synced = await everyLiveNode(async (redis) => {
              const info = (await redis.call("INFO", "replication")) as string;
              return !info.includes("role:slave") || info.includes("master_link_status:up");
            });
            if (synced) return;
          }
        } catch {
          // Not yet.
        }
        if (Date.now() > deadline) throw new Error("the Redis Cluster did not become healthy");
        await sleep(100);
      }
    },
    async stop() {
      await Promise.all(
        [...children.values()].map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once("exit", () => resolve());
              child.kill("SIGCONT");
              child.kill("SIGKILL");
            }),
        ),
      );
      children.clear();
      rmSync(dir, { recursive: true, force: true });
    },
  };

  async function everyLiveNode(check: (redis: Redis) => Promise<boolean>): Promise<boolean> {
    for (const port of ports) {
      if (!children.has(port) || frozen.has(port)) continue;
      const redis = cluster.connect(port);
      try {
        if (!(await check(redis))) return false;
      } finally {
        redis.disconnect();
      }
    }
    return true;
  }

  try {
    for (let i = 0; i < count; i++) {
      const port = await pick();
      const busPort = await pick();
      ports.push(port);
      const child = spawn(
        process.env.REDIS_SERVER_BIN ?? "redis-server",
        [
          "--port",
          String(port),
          "--cluster-port",
          String(busPort),
          "--bind",
          "127.0.0.1",
          "--cluster-enabled",
          "yes",
          "--cluster-config-file",
          `nodes-${port}.conf`,
          "--cluster-node-timeout",
          String(options.nodeTimeoutMs ?? 1_000),
          "--dir",
          dir,
          "--save",
          "",
          "--appendonly",
          "no",
          "--daemonize",
          "no",
        ],
        { stdio: "ignore" },
      );
      children.set(port, child);
      liveNodes.add(child);
      child.once("exit", () => {
        liveNodes.delete(child);
        if (children.get(port) === child) children.delete(port);
      });
    }
    if (!exitHook) {
      exitHook = true;
      process.once("exit", () => {
        for (const node of liveNodes) node.kill("SIGKILL");
      });
    }
    for (const port of ports) await waitForPing(`redis://127.0.0.1:${port}`, 10_000);
    await run(process.env.REDIS_CLI_BIN ?? "redis-cli", [
      "--cluster",
      "create",
      ...ports.map((p) => `127.0.0.1:${p}`),
      "--cluster-replicas",
      String(replicas),
      "--cluster-yes",
    ]);
    cluster.nodes = ports.map((p) => `127.0.0.1:${p}`).join(",");
    await cluster.waitUntilHealthy();
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
