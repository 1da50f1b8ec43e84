// Starting and stopping the processes under test, and reading their peak memory.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

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

export interface Started {
  name: string;
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, name: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not become healthy`);
}

/** Production needs a key for stored secrets: one per bench run, the same for every process. */
const secretsKey = process.env.SECRETS_KEY || randomBytes(32).toString("base64");

/** Extra Node.js arguments for every process the bench starts, e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof". */
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(/\s+/).filter(Boolean);

export async function startServer(name: string, script: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, SECRETS_KEY: secretsKey, ...env, PORT: String(port), NODE_ENV: "production", LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, name);
  return { name, child, url, stop: () => stopProcess(child) };
}

export function startProcess(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, SECRETS_KEY: secretsKey, ...env, NODE_ENV: "production", LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** The pid of a child process of `parent` whose command line contains `script`, if one runs. */
export function childPid(parent: ChildProcess, script: string): number | undefined {
  try {
    const children = readFileSync(`/proc/${parent.pid}/task/${parent.pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    return children.map(Number).find((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(script));
  } catch {
    return undefined;
  }
}

/** Peak resident memory (VmHWM) of a running process, in MiB. */
export function peakRssMiB(process: ChildProcess | number | undefined): number | null {
  const pid = typeof process === "number" ? process : process?.pid;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = /VmHWM:\s+(\d+) kB/.exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}
