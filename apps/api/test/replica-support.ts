// Shared machinery of the read-replica tests (faults/replica-*.test.ts): the fault tests' throwaway
// PostgreSQL and redis-server, plus a hot standby of that PostgreSQL streaming from it (its own
// data directory, its own ephemeral port), and ways to tell which server answered a read: pause
// the standby's replay, write straight to the primary, and see whether the answer has the row.
import pg from "pg";
import { startThrowawayStandby, type ThrowawayPostgres } from "@booking/testing";
import { call, startFaultEnv, waitFor, type Answer, type Cleanup, type FaultEnv } from "./faults-support";

export interface ReplicaEnv extends FaultEnv {
  standby: ThrowawayPostgres;
  /** The booking database on the standby (what DATABASE_READ_URLS names). */
  replicaUrl: string;
}

/** Runs one statement on its own short-lived connection (the server may be stopped, frozen or killed between calls). */
export async function queryOn<Row>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000, query_timeout: 5_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end().catch(() => {});
  }
}

/** The fault tests' servers plus a standby taken after the migrations ran. */
export async function startReplicaEnv(cleanup: Cleanup): Promise<ReplicaEnv> {
  const env = await startFaultEnv(cleanup);
  const standby = await startThrowawayStandby(env.postgres);
  cleanup.add(() => standby.destroy());
  const replicaEnv = { ...env, standby, replicaUrl: standby.urlFor("booking") };
  // Whatever a test does, the standby is left replaying for the next one.
  cleanup.add(() => (standby.running() ? resumeReplay(replicaEnv).catch(() => {}) : undefined));
  await waitForReplay(replicaEnv);
  return replicaEnv;
}

/** Waits until the standby has replayed everything the primary had written when this was called. */
export async function waitForReplay(env: ReplicaEnv): Promise<void> {
  const [primary] = await queryOn<{ position: string }>(env.databaseUrl, "SELECT pg_current_wal_lsn()::text AS position");
  const position = primary!.position;
  await waitFor(
    async () =>
      (
        await queryOn<{ done: boolean }>(env.replicaUrl, `SELECT pg_last_wal_replay_lsn() >= '${position}'::pg_lsn AS done`).catch(() => [])
      )[0]?.done,
    `the standby to replay up to ${position}`,
  );
}

/** Stops applying WAL on the standby: what the primary commits from now on is missing there. */
export async function pauseReplay(env: ReplicaEnv): Promise<void> {
  await queryOn(env.replicaUrl, "SELECT pg_wal_replay_pause()");
  await waitFor(
    async () => (await queryOn<{ paused: boolean }>(env.replicaUrl, "SELECT pg_is_wal_replay_paused() AS paused"))[0]?.paused,
    "replay to pause",
  );
}

export async function resumeReplay(env: ReplicaEnv): Promise<void> {
  await queryOn(env.replicaUrl, "SELECT pg_wal_replay_resume()");
}

/** The API process settings of the replica tests: the standby as the one replica, probed often. */
export function replicaApiEnv(env: ReplicaEnv, more: Record<string, string> = {}) {
  return {
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redis.url,
    DATABASE_READ_URLS: env.replicaUrl,
    DATABASE_READ_PROBE_MS: "100",
    // Long enough that a standby paused for a test stays in use (the lag test lowers it).
    DATABASE_READ_MAX_LAG_MS: "60000",
    // The replica's comings and goings are logged at info.
    LOG_LEVEL: "info",
    ...more,
  };
}

/** The names in a REST list answer (`data[].name`); fails on anything but 200. */
export function namesIn(answer: Answer): string[] {
  if (answer.status !== 200) throw new Error(`expected 200, got ${answer.status}: ${answer.text.slice(0, 300)}`);
  return (answer.body.data as { name: string }[]).map((item) => item.name);
}

/** Values of one metric's series (`name{labels} value` lines) in a /metrics text. */
export function metricValues(text: string, name: string): { labels: string; value: number }[] {
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const value = Number(line.slice(line.lastIndexOf(" ") + 1));
      const labels = line.includes("{") ? line.slice(line.indexOf("{") + 1, line.indexOf("}")) : "";
      return { labels, value };
    });
}

/** One metric's value on a metrics endpoint (the first series whose labels contain `labels`). */
export async function metricOf(metricsUrl: string, name: string, labels = ""): Promise<number | undefined> {
  const answer = await call(metricsUrl, "GET", "/metrics");
  return metricValues(answer.text, name).find((series) => series.labels.includes(labels))?.value;
}
