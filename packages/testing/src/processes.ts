// The service's processes (API, worker, CLI) started from source as child processes, the way an
// operator runs them: `node --import tsx apps/<app>/src/main.ts`. Tests reach them over HTTP, by
// their output and by signals, never by importing them.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "./redis";

export const WORKSPACE_ROOT = path.resolve(import.meta.dirname, "../../..");

export const API_MAIN = "apps/api/src/main.ts";
export const WORKER_MAIN = "apps/worker/src/main.ts";
export const CLI_MAIN = "apps/cli/src/main.ts";

export interface Spawned {
  child: ChildProcess;
  /** Everything it printed, line by line (JSON log lines of pino, other text as is). */
  output: string[];
  /** Parsed log records whose `msg` matches. */
  logged(pattern: RegExp): Record<string, unknown>[];
  /** Throws (with the end of its output) if the process has exited: fail fast, not by a timeout. */
  ensureRunning(): void;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`; resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
}

/** Children still running when this test process exits (it crashed or was cut short) are killed. */
const children = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

/**
 * `node --import tsx <entry> ...args` from the workspace root. `env` is the child's whole
 * environment (start from `process.env` to inherit); set SERVICE_OUTPUT_VERBOSE to see its output.
 */
export function spawnService(name: string, entry: string, env: NodeJS.ProcessEnv, args: string[] = []): Spawned {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(WORKSPACE_ROOT, entry), ...args], {
    cwd: WORKSPACE_ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  const output: string[] = [];
  let partial = "";
  const collect = (chunk: Buffer) => {
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      output.push(line);
      if (process.env.SERVICE_OUTPUT_VERBOSE || process.env.FAULTS_VERBOSE) process.stderr.write(`[${name}] ${line}\n`);
    }
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  // The last line may not end with a newline.
  child.once("close", () => {
    if (partial) output.push(partial);
    partial = "";
  });
  return {
    child,
    output,
    exited,
    logged(pattern) {
      const records: Record<string, unknown>[] = [];
      for (const line of output) {
        if (!line.startsWith("{")) continue;
        try {
          const record = JSON.parse(line) as Record<string, unknown>;
          if (typeof record.msg === "string" && pattern.test(record.msg)) records.push(record);
        } catch {
          // not a log record
        }
      }
      return records;
    },
    ensureRunning() {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}):\n${output.slice(-40).join("\n")}`);
      }
    },
    async stop(graceMs = 5_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export interface ApiProcess extends Spawned {
  url: string;
}

/**
 * The API process on an ephemeral port of 127.0.0.1; resolves once /healthz answers. `env` is
 * added to this process's environment.
 */
export async function startApiProcess(env: Record<string, string>, options: { startTimeoutMs?: number } = {}): Promise<ApiProcess> {
  const port = await freePort();
  const spawned = spawnService(`api:${port}`, API_MAIN, { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (spawned.child.exitCode !== null) throw new Error(`API exited (${spawned.child.exitCode}):\n${spawned.output.join("\n")}`);
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await spawned.stop();
      throw new Error(`API did not start:\n${spawned.output.join("\n")}`);
    }
    await sleep(100);
  }
  return { ...spawned, url };
}

/** The worker process; `env` is added to this process's environment. */
export function startWorkerProcess(env: Record<string, string>): Spawned {
  return spawnService("worker", WORKER_MAIN, { ...process.env, ...env });
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `pnpm cli …` as a child process; `env` is its whole environment. Resolves when it has exited. */
export async function runCliProcess(args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(WORKSPACE_ROOT, CLI_MAIN), ...args], {
    cwd: WORKSPACE_ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const [code] = (await once(child, "close")) as [number | null];
  return { code, stdout, stderr };
}
