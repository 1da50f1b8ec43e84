// `pnpm start`: the API and one worker together, each its own process (apps/api and apps/worker,
// built). Without DATABASE_URL this process hosts the embedded database and hands its URL to both
// children, so they use the ordinary pg path; without REDIS_URL it runs a private redis-server
// when one is on PATH (private-redis.ts), and says what does not work when none is.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { ConfigError, loadConfig } from "@booking/core/config";
import { mkdirSync } from "node:fs";
import { defaultDataDir, openEmbeddedDatabase, type EmbeddedDatabase } from "@booking/db";
import { findOnPath, NO_REDIS_LINE, startPrivateRedis, type PrivateRedis } from "./private-redis";

const here = path.dirname(fileURLToPath(import.meta.url));
const fromSource = import.meta.url.endsWith(".ts");

function entry(app: "api" | "worker"): string {
  // Built: apps/<app>/dist/main.js; from source (pnpm dev): apps/<app>/src/main.ts.
  return path.resolve(here, "..", "..", app, fromSource ? "src/main.ts" : "dist/main.js");
}

function log(message: string) {
  process.stderr.write(`${JSON.stringify({ level: 30, time: Date.now(), name: "start-all", msg: message })}\n`);
}

async function main() {
  const config = loadConfig();
  const dataDir = config.DATA_DIR ? path.resolve(config.DATA_DIR) : defaultDataDir();
  let embedded: EmbeddedDatabase | undefined;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  if (!config.DATABASE_URL) {
    embedded = await openEmbeddedDatabase(dataDir, log);
    env.DATABASE_URL = embedded.url;
    // The children see a DATABASE_URL, but this is still the embedded database: a first run gets
    // its demo provider unless SEED_DEMO says otherwise.
    env.SEED_DEMO ??= "true";
    log(`embedded PostgreSQL under ${dataDir} (set DATABASE_URL to use your own server)`);
  }
  // Without REDIS_URL (or a cluster), a private Redis like the embedded database, when one can be
  // started; else one line saying what does not work and what to install.
  let redis: PrivateRedis | undefined;
  if (!process.env.REDIS_URL && !process.env.REDIS_CLUSTER_NODES) {
    const binary = findOnPath("redis-server", process.env.PATH);
    if (binary) {
      mkdirSync(dataDir, { recursive: true });
      redis = await startPrivateRedis(binary, dataDir);
      env.REDIS_URL = redis.url;
      log(`private Redis (${binary}) on ${redis.url} for queues and rate limits, stopped with the service (set REDIS_URL to use your own)`);
    } else {
      log(NO_REDIS_LINE);
    }
  }

  const children = new Map<string, ChildProcess>();
  let stopping = false;
  let exitCode = 0;

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const child of children.values()) child.kill(signal);
  };

  const start = (name: "api" | "worker") => {
    // Node.js flags given to the starter (--cpu-prof, --max-old-space-size …) apply to what it starts.
    const args = fromSource ? ["--import", "tsx", entry(name)] : [...process.execArgv, entry(name)];
    const child = spawn(process.execPath, args, { env, stdio: "inherit" });
    children.set(name, child);
    child.on("exit", (code, signal) => {
      children.delete(name);
      if (!stopping) {
        log(`${name} exited (${signal ?? code}); stopping the rest`);
        exitCode = code ?? 1;
        stopAll("SIGTERM");
      }
      if (children.size === 0) {
        void (async () => {
          await redis?.stop();
          await embedded?.close();
          process.exit(exitCode);
        })();
      }
    });
  };
  // A private Redis that ends on its own takes the service down with it, as a child would.
  void redis?.exited.then((how) => {
    if (stopping) return;
    log(`the private Redis exited (${how}); stopping the rest`);
    exitCode = 1;
    stopAll("SIGTERM");
  });

  start("api");
  start("worker");
  process.on("SIGINT", () => stopAll("SIGINT"));
  process.on("SIGTERM", () => stopAll("SIGTERM"));
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError ? `${error.message}\n` : `start failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
