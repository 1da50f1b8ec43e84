// Runs the real CLI and API as child processes, the way an operator does.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const WORKSPACE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const CLI_MAIN = path.join(WORKSPACE_ROOT, "apps/cli/src/main.ts");
const API_MAIN = path.join(WORKSPACE_ROOT, "apps/api/src/main.ts");

/** The environment of a child: this one's, without database settings that would leak in. */
function childEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test" };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node --import tsx apps/cli/src/main.ts ...args` with the given environment. */
export async function runCli(args: string[], env: Record<string, string | undefined>): Promise<CliResult> {
  const child = spawn(process.execPath, ["--import", "tsx", CLI_MAIN, ...args], {
    cwd: WORKSPACE_ROOT,
    env: childEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const [code] = (await once(child, "close")) as [number | null];
  return { code, stdout, stderr };
}

/** Parses stdout, which must hold exactly one JSON document and nothing else. */
export function stdoutJson<T = Record<string, unknown>>(result: CliResult): T {
  if (result.code !== 0) throw new Error(`CLI exited ${result.code}: ${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}

export interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts `apps/api/src/main.ts` on an ephemeral port against `databaseUrl`. */
export async function startApiProcess(databaseUrl: string): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", API_MAIN], {
    cwd: WORKSPACE_ROOT,
    env: childEnv({ DATABASE_URL: databaseUrl, PORT: "0", HOST: "127.0.0.1", SEED_DEMO: "false", METRICS_PORT: "0", LOG_LEVEL: "info" }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited (${code}) before listening:\n${output}`));
    });
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}
