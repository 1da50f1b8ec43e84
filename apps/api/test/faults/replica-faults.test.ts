// A read replica that goes away: a throwaway PostgreSQL primary, a hot standby streaming from it,
// and a real API process reading the standby (DATABASE_READ_URLS). Frozen (SIGSTOP: connections
// stay open, nothing answers) or killed (SIGKILL: connections reset, new ones refused), the
// standby costs lag-tolerant reads at most the query or connect timeout once: they are answered by
// the primary, never with a 5xx, and the standby is reported down until a probe finds it again.
// Back, it serves those reads again (told by the data: with its replay paused, a row written
// straight to the primary is missing from the answers).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKeyForProvider } from "@booking/core";
import { freePort } from "@booking/testing";
import { call, Cleanup, createSalon, startApiProcess, waitFor, type Answer, type ApiProcess } from "../faults-support";
import {
  metricOf,
  namesIn,
  pauseReplay,
  replicaApiEnv,
  resumeReplay,
  startReplicaEnv,
  waitForReplay,
  type ReplicaEnv,
} from "../replica-support";

const cleanup = new Cleanup();
let env: ReplicaEnv;
let api: ApiProcess;
let metrics: string;
let salon: Awaited<ReturnType<typeof createSalon>>;
let reader: string;

const DATABASE_CONNECT_TIMEOUT_MS = 1_000;
const DATABASE_QUERY_TIMEOUT_MS = 1_500;
/**
 * The longest a read may take while the replica is gone: one query or connect timeout on the
 * replica, then the primary's answer (a second is plenty on a busy test machine).
 */
const BOUND_MS = Math.max(DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS) + 2_500;

beforeAll(async () => {
  env = await startReplicaEnv(cleanup);
  const metricsPort = await freePort();
  metrics = `http://127.0.0.1:${metricsPort}`;
  api = await startApiProcess(
    replicaApiEnv(env, {
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: "127.0.0.1",
      DATABASE_CONNECT_TIMEOUT_MS: String(DATABASE_CONNECT_TIMEOUT_MS),
      DATABASE_QUERY_TIMEOUT_MS: String(DATABASE_QUERY_TIMEOUT_MS),
      DATABASE_STATEMENT_TIMEOUT_MS: "1000",
    }),
  );
  cleanup.add(() => api.stop());
  cleanup.add(() => (env.standby.running() ? env.standby.thaw() : undefined));
  salon = await createSalon(api.url, env.database, { staffCount: 2 });
  reader = (await createKeyForProvider(env.database.db, { providerId: salon.providerId, audience: "provider" })).apiKey;
  await waitForReplay(env);
});
afterAll(() => cleanup.run());

/** The lag-tolerant reads a booking page and the marketplace make, all at once. */
function readsAtOnce(): Promise<Answer[]> {
  const reads = [
    "/v1/services",
    "/v1/staff",
    "/api/rpc/search/services?q=trim",
    "/api/rpc/search/suggestions?q=qu",
    "/v1/services?limit=5",
    "/v1/staff?limit=5",
  ];
  return Promise.all(reads.map((path) => call(api.url, "GET", path, { key: reader, timeoutMs: BOUND_MS })));
}

/** Every answer a 200 (the documented body), none past BOUND_MS (call's timeout rejects). */
function expectAllAnswered(answers: Answer[]) {
  for (const answer of answers) expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  expect(namesIn(answers[0]!)).toContain("Quick trim");
}

/** With the replica down: a service written now is in every read (the primary answers them). */
async function expectReadsToSeeANewService(name: string) {
  const written = await call(api.url, "POST", "/v1/services", {
    key: salon.apiKey,
    timeoutMs: BOUND_MS,
    body: { name, duration: 20, price: 15 },
  });
  expect(written.status, written.text).toBe(201);
  const answers = await readsAtOnce();
  expectAllAnswered(answers);
  expect(namesIn(answers[0]!)).toContain(name);
}

/** The replica serves the reader again: with replay paused, a row only the primary has is missing. */
async function expectServedByReplicaAgain() {
  await waitForReplay(env);
  await pauseReplay(env);
  const name = `Primary only ${randomUUID().slice(0, 8)}`;
  await env.database.db
    .insertInto("services")
    .values({
      provider_id: salon.providerId,
      id: `svc_${randomUUID().replaceAll("-", "").slice(0, 20)}`,
      name,
      duration_minutes: 15,
      price_cents: 900,
    })
    .execute();
  await waitFor(
    async () => !namesIn(await call(api.url, "GET", "/v1/services", { key: reader })).includes(name),
    "reads served by the replica again",
  );
  await resumeReplay(env);
  await waitForReplay(env);
}

describe("a read replica that goes away", () => {
  it("frozen (SIGSTOP): reads fall back to the primary within the query timeout, and return once it thaws", async () => {
    // Warm: the replica's pool holds open connections when it freezes, so reads meet a silent server.
    await waitFor(async () => (await metricOf(metrics, "database_replica_in_use")) === 1, "the replica to be in use");
    expectAllAnswered(await readsAtOnce());
    const served = (await metricOf(metrics, "database_replica_reads_total", 'outcome="served"')) ?? 0;
    expect(served).toBeGreaterThanOrEqual(6);

    env.standby.freeze();
    expectAllAnswered(await readsAtOnce());
    await waitFor(async () => (await metricOf(metrics, "database_replica_up")) === 0, "the replica to be reported down");
    await expect.poll(() => api.logged(/read replica unavailable/)).toHaveLength(1);
    // Marked down: later reads go straight to the primary, and writes never needed the replica.
    await expectReadsToSeeANewService("Frozen fringe");
    expect(await metricOf(metrics, "database_primary_lag_tolerant_reads_total", 'reason="no_replica"')).toBeGreaterThanOrEqual(6);
    expect(api.logged(/request failed|procedure failed/)).toEqual([]);

    env.standby.thaw();
    await waitFor(async () => (await metricOf(metrics, "database_replica_up")) === 1, "the replica to be reported up again");
    await expect.poll(() => api.logged(/read replica answers again/)).toHaveLength(1);
    await expectServedByReplicaAgain();
  });

  it("killed (SIGKILL): reads fall back to the primary at once, and return once it is started again", async () => {
    await waitFor(async () => (await metricOf(metrics, "database_replica_in_use")) === 1, "the replica to be in use");
    expectAllAnswered(await readsAtOnce());

    await env.standby.kill();
    expectAllAnswered(await readsAtOnce());
    await waitFor(async () => (await metricOf(metrics, "database_replica_up")) === 0, "the replica to be reported down");
    await expectReadsToSeeANewService("Killed curls");

    await env.standby.start();
    await waitFor(async () => (await metricOf(metrics, "database_replica_in_use")) === 1, "the replica to be in use again");
    await expectServedByReplicaAgain();
    expect(api.logged(/request failed|procedure failed/)).toEqual([]);
  });
});

describe("Redis, where read-your-writes is remembered, stops answering", () => {
  it("sends lag-tolerant reads to the primary until Redis has answered for the memory span again", async () => {
    const metricsPort = await freePort();
    const strictMetrics = `http://127.0.0.1:${metricsPort}`;
    // A one-second lag bound keeps the memory span (bound + probes + connect timeout + 1 s) short.
    const strict = await startApiProcess(
      replicaApiEnv(env, {
        METRICS_PORT: String(metricsPort),
        METRICS_HOST: "127.0.0.1",
        DATABASE_READ_MAX_LAG_MS: "1000",
        DATABASE_CONNECT_TIMEOUT_MS: String(DATABASE_CONNECT_TIMEOUT_MS),
        REDIS_COMMAND_TIMEOUT_MS: "200",
      }),
    );
    cleanup.add(() => strict.stop());
    const servedByReplica = async () => (await metricOf(strictMetrics, "database_replica_reads_total", 'outcome="served"')) ?? 0;
    const unknownWrites = async () =>
      (await metricOf(strictMetrics, "database_primary_lag_tolerant_reads_total", 'reason="writes_unknown"')) ?? 0;
    await waitFor(async () => (await metricOf(strictMetrics, "database_replica_in_use")) === 1, "the replica to be in use");
    const before = await servedByReplica();
    expect(namesIn(await call(strict.url, "GET", "/v1/services", { key: reader }))).toContain("Quick trim");
    expect(await servedByReplica()).toBe(before + 1);

    await env.redis.stop();
    // No process can tell which keys wrote lately: the reads go to the primary, and still answer.
    const written = await call(strict.url, "POST", "/v1/services", {
      key: reader,
      timeoutMs: BOUND_MS,
      body: { name: "Offline ombre", duration: 20, price: 15 },
    });
    expect(written.status, written.text).toBe(201);
    const answers = await Promise.all(
      [reader, salon.apiKey].map((key) => call(strict.url, "GET", "/v1/services", { key, timeoutMs: BOUND_MS })),
    );
    for (const answer of answers) expect(namesIn(answer)).toContain("Offline ombre");
    expect(await unknownWrites()).toBeGreaterThanOrEqual(2);
    expect(await servedByReplica()).toBe(before + 1);
    expect(strict.logged(/Redis does not answer: lag-tolerant reads go to the primary/)).toHaveLength(1);

    await env.redis.start();
    await waitFor(async () => {
      const served = await servedByReplica();
      expect(namesIn(await call(strict.url, "GET", "/v1/services", { key: salon.apiKey }))).toContain("Offline ombre");
      return (await servedByReplica()) > served;
    }, "reads served by the replica again once Redis answers");
    expect(strict.logged(/request failed|procedure failed/)).toEqual([]);
  });
});
