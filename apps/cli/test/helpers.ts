// Runs the real CLI and API as child processes, the way an operator does.
import { runCliProcess, startApiProcess as startApiServiceProcess, type CliResult } from "@booking/testing";

export type { CliResult };

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

/** `node --import tsx apps/cli/src/main.ts ...args` with the given environment. */
export function runCli(args: string[], env: Record<string, string | undefined>): Promise<CliResult> {
  return runCliProcess(args, childEnv(env));
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
  const api = await startApiServiceProcess(
    { NODE_ENV: "test", DATABASE_URL: databaseUrl, SEED_DEMO: "false", METRICS_PORT: "0", LOG_LEVEL: "info" },
    { startTimeoutMs: 30_000 },
  );
  return {
    url: api.url,
    stop: async () => {
      await api.stop(30_000);
    },
  };
}
