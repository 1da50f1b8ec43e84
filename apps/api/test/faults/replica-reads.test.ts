// Read replicas for real: a throwaway PostgreSQL primary, a hot standby streaming from it
// (pg_basebackup -R, its own port), one redis-server, and real API processes with
// DATABASE_READ_URLS naming the standby. Which server answered is told by the data: the standby's
// replay is paused, rows are written straight to the primary, and an answer without them came
// from the standby, an answer with them from the primary.
//
// The lag-tolerant reads (search, suggestions, review lists, service and staff lists) are served
// by the standby; single-record reads, availability, booking creation, key lookups and
// idempotency by the primary. A key that just wrote reads its write through another API process
// while another key's read still goes to the standby; once the standby replays, both read it
// again. A standby lagging past DATABASE_READ_MAX_LAG_MS is skipped. With two standbys, reads are
// spread over both. Every replica metric the alert rules and the dashboard use is exported.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { createKeyForProvider } from "@booking/core";
import { createProvider, freePort, startThrowawayStandby } from "@booking/testing";
import { call, Cleanup, createSalon, slot, startApiProcess, waitFor, type ApiProcess } from "../faults-support";
import {
  metricOf,
  metricValues,
  namesIn,
  pauseReplay,
  replicaApiEnv,
  resumeReplay,
  startReplicaEnv,
  waitForReplay,
  type ReplicaEnv,
} from "../replica-support";
import { exportedWithReplicasOnly, metricsUsed, seriesNamesIn } from "../ops/ops-files";

const cleanup = new Cleanup();
let env: ReplicaEnv;
/** Two API processes sharing Redis: a write through one, the read through the other. */
let apiA: ApiProcess;
let apiB: ApiProcess;
/** A third whose lag bound is one second. */
let strict: ApiProcess;
let strictMetrics: string;
let salon: Awaited<ReturnType<typeof createSalon>>;

beforeAll(async () => {
  env = await startReplicaEnv(cleanup);
  const strictPort = await freePort();
  strictMetrics = `http://127.0.0.1:${strictPort}`;
  [apiA, apiB, strict] = await Promise.all([
    startApiProcess(replicaApiEnv(env)),
    startApiProcess(replicaApiEnv(env)),
    startApiProcess(replicaApiEnv(env, { DATABASE_READ_MAX_LAG_MS: "1000", METRICS_PORT: String(strictPort), METRICS_HOST: "127.0.0.1" })),
  ]);
  for (const api of [apiA, apiB, strict]) cleanup.add(() => api.stop());
  salon = await createSalon(apiA.url, env.database);
});
afterAll(() => cleanup.run());

/** A provider key made straight in the database: it has written nothing through the API. */
const quietKey = async () => (await createKeyForProvider(env.database.db, { providerId: salon.providerId, audience: "provider" })).apiKey;

/** A service of the salon written straight to the primary (no API key remembers it). */
async function serviceOnPrimary(name: string): Promise<string> {
  const id = `svc_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
  await env.database.db
    .insertInto("services")
    .values({ provider_id: salon.providerId, id, name, category: "hair", duration_minutes: 15, price_cents: 1000 })
    .execute();
  return id;
}

const servicesOf = async (api: ApiProcess, key: string) => namesIn(await call(api.url, "GET", "/v1/services", { key }));

describe("lag-tolerant reads", () => {
  it("are served by the replica; bookings, availability, single records, keys and idempotency by the primary", async () => {
    const reader = await quietKey();
    const booked = await call(apiA.url, "POST", "/v1/bookings", {
      key: salon.apiKey,
      body: { customerId: salon.customerId, serviceId: salon.serviceId, staffId: salon.staffIds[0], dateTime: slot(0) },
    });
    expect(booked.status, booked.text).toBe(201);
    await waitForReplay(env);
    await pauseReplay(env);

    // Written to the primary only: the replica, paused, does not have them.
    const hiddenService = await serviceOnPrimary("Hidden balayage");
    await env.database.db
      .insertInto("staff_services")
      .values({ provider_id: salon.providerId, staff_id: salon.staffIds[0]!, service_id: hiddenService })
      .execute();
    await env.database.db
      .insertInto("staff")
      .values({
        provider_id: salon.providerId,
        id: "staff_hiddenstylist000001",
        name: "Hidden stylist",
        email: "hidden@example.com",
        role: "staff",
        schedule: JSON.stringify({}),
      })
      .execute();
    const zebra = await createProvider(env.database.db, { name: "Zebra Nails Studio", category: "nail studio", location: "Hamburg" });
    await sql`INSERT INTO reviews (provider_id, id, booking_id, customer_id, rating, comment)
              VALUES (${salon.providerId}, 'rev_hiddenreview000001', ${booked.body.data.id as string}, ${salon.customerId}, 5, 'Hidden praise')`.execute(
      env.database.db,
    );
    const lateKey = (await createKeyForProvider(env.database.db, { providerId: salon.providerId, audience: "provider" })).apiKey;

    // The lag-tolerant reads answer as of the replica: none of the rows above.
    expect(await servicesOf(apiB, reader)).toEqual(["Quick trim"]);
    expect(namesIn(await call(apiB.url, "GET", "/v1/staff", { key: reader }))).toEqual(["Stylist 0"]);
    const searchServices = await call(apiB.url, "GET", "/api/rpc/search/services?q=balayage", { key: reader });
    expect(searchServices.status, searchServices.text).toBe(200);
    expect(searchServices.body.results).toEqual([]);
    const searchProviders = await call(apiB.url, "GET", "/api/rpc/search/providers?q=zebra", { key: reader });
    expect(searchProviders.body.results).toEqual([]);
    const suggestions = await call(apiB.url, "GET", "/api/rpc/search/suggestions?q=zebra", { key: reader });
    expect(suggestions.status, suggestions.text).toBe(200);
    expect(suggestions.body).toEqual([]);
    const reviews = await call(apiB.url, "GET", "/api/rpc/provider/reviews/list", { key: reader });
    expect(reviews.body).toMatchObject({ reviews: [], total: 0 });
    // A provider the replica does not know yet is not reported missing: the primary confirms a 404.
    const zebraReviews = await call(apiB.url, "GET", `/api/rpc/provider/reviews/list?providerId=${zebra.providerId}`, { key: reader });
    expect(zebraReviews.status, zebraReviews.text).toBe(200);
    expect(zebraReviews.body).toMatchObject({ reviews: [], total: 0 });
    const unknown = await call(apiB.url, "GET", `/api/rpc/provider/reviews/list?providerId=${randomUUID()}`, { key: reader });
    expect(unknown.status, unknown.text).toBe(404);
    // The same over native tRPC.
    const native = await call(apiB.url, "GET", `/trpc/search.services?input=${encodeURIComponent(JSON.stringify({ q: "balayage" }))}`, {
      key: reader,
    });
    expect(native.body.result.data.results).toEqual([]);

    // The key made while replay was paused exists only on the primary: it authenticates (key
    // lookups read the primary) and its search is answered by the replica.
    const late = await call(apiB.url, "GET", "/api/rpc/search/services?q=balayage", { key: lateKey });
    expect(late.status, late.text).toBe(200);
    expect(late.body.results).toEqual([]);

    // Single records and availability read the primary.
    const one = await call(apiB.url, "GET", `/v1/services/${hiddenService}`, { key: reader });
    expect(one.status, one.text).toBe(200);
    expect(one.body.data.name).toBe("Hidden balayage");
    const day = slot(48 * 3).slice(0, 10);
    const availability = await call(apiB.url, "GET", `/v1/availability?serviceId=${hiddenService}&from=${day}&to=${day}`, { key: reader });
    expect(availability.status, availability.text).toBe(200);
    expect(JSON.stringify(availability.body.data)).toContain(salon.staffIds[0]!);

    // Booking creation decides on the primary: the service the replica lacks can be booked.
    const hiddenBooking = await call(apiB.url, "POST", "/v1/bookings", {
      key: lateKey,
      body: { customerId: salon.customerId, serviceId: hiddenService, staffId: salon.staffIds[0], dateTime: slot(48 * 3 + 8) },
    });
    expect(hiddenBooking.status, hiddenBooking.text).toBe(201);

    // An Idempotency-Key's record is read from the primary: the retry through the other process
    // replays the first answer instead of running again.
    const request = { key: lateKey, headers: { "idempotency-key": "replica-idem-1" }, body: { name: "Robin", email: "robin@example.com" } };
    const first = await call(apiA.url, "POST", "/v1/customers", request);
    expect(first.status, first.text).toBe(201);
    const retry = await call(apiB.url, "POST", "/v1/customers", request);
    expect(retry.status, retry.text).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body.data.id).toBe(first.body.data.id);

    await resumeReplay(env);
    await waitForReplay(env);
  });
});

describe("read-your-writes", () => {
  it("a key that wrote reads its write through another API process; other keys read the replica until it replays", async () => {
    const writer = await quietKey();
    const other = await quietKey();
    await waitForReplay(env);
    await pauseReplay(env);

    const created = await call(apiA.url, "POST", "/v1/services", { key: writer, body: { name: "Fresh fade", duration: 30, price: 25 } });
    expect(created.status, created.text).toBe(201);
    // The writer, through the other process: its own write, from the primary.
    expect(await servicesOf(apiB, writer)).toContain("Fresh fade");
    const search = await call(apiB.url, "GET", "/api/rpc/search/services?q=fade", { key: writer });
    expect(search.body.results.map((r: { name: string }) => r.name)).toEqual(["Fresh fade"]);
    // Another key of the same provider reads the replica, which has not replayed it.
    expect(await servicesOf(apiB, other)).not.toContain("Fresh fade");
    expect(await servicesOf(apiA, other)).not.toContain("Fresh fade");

    // Once the replica has replayed the write, both keys read it there: a row written straight to
    // the primary while replay is paused again is missing from their answers.
    await resumeReplay(env);
    await waitForReplay(env);
    await pauseReplay(env);
    await serviceOnPrimary("Direct dye");
    for (const key of [writer, other]) {
      await waitFor(async () => {
        const names = await servicesOf(apiB, key);
        return names.includes("Fresh fade") && !names.includes("Direct dye");
      }, "the key's reads to be served by the replica again");
    }
    await resumeReplay(env);
    await waitForReplay(env);
  });
});

describe("a replica lagging beyond DATABASE_READ_MAX_LAG_MS", () => {
  it("is skipped until it catches up", async () => {
    const reader = await quietKey();
    await waitForReplay(env);
    await waitFor(async () => (await metricOf(strictMetrics, "database_replica_in_use")) === 1, "the strict process to use the replica");
    const servedBefore = (await metricOf(strictMetrics, "database_replica_reads_total", 'outcome="served"')) ?? 0;
    expect(await servicesOf(strict, reader)).not.toContain("Slow sync");
    expect(await metricOf(strictMetrics, "database_replica_reads_total", 'outcome="served"')).toBe(servedBefore + 1);

    const lagWarnings = strict.logged(/lags beyond DATABASE_READ_MAX_LAG_MS/).length;
    await pauseReplay(env);
    await serviceOnPrimary("Slow sync");
    // Past one second behind, the strict process reads the primary; the others (60 s) still the replica.
    await waitFor(async () => (await servicesOf(strict, reader)).includes("Slow sync"), "the strict process to skip the lagging replica");
    expect(await metricOf(strictMetrics, "database_replica_in_use")).toBe(0);
    expect(await metricOf(strictMetrics, "database_replica_up")).toBe(1);
    expect(await metricOf(strictMetrics, "database_replica_lag_seconds")).toBeGreaterThan(1);
    expect(await metricOf(strictMetrics, "database_primary_lag_tolerant_reads_total", 'reason="no_replica"')).toBeGreaterThan(0);
    expect(await servicesOf(apiB, reader)).not.toContain("Slow sync");
    await expect.poll(() => strict.logged(/lags beyond DATABASE_READ_MAX_LAG_MS/)).toHaveLength(lagWarnings + 1);

    await resumeReplay(env);
    await waitFor(async () => (await metricOf(strictMetrics, "database_replica_in_use")) === 1, "the replica to be in use again");
    const served = (await metricOf(strictMetrics, "database_replica_reads_total", 'outcome="served"')) ?? 0;
    expect(await servicesOf(strict, reader)).toContain("Slow sync");
    expect(await metricOf(strictMetrics, "database_replica_reads_total", 'outcome="served"')).toBe(served + 1);
    await expect.poll(() => strict.logged(/caught up: back within the lag bound/).length).toBeGreaterThan(0);
  });
});

describe("several replicas", () => {
  it("share the lag-tolerant reads", async () => {
    const second = await startThrowawayStandby(env.postgres);
    cleanup.add(() => second.destroy());
    const metricsPort = await freePort();
    const metricsUrl = `http://127.0.0.1:${metricsPort}`;
    const api = await startApiProcess(
      replicaApiEnv(env, {
        DATABASE_READ_URLS: `${env.replicaUrl},${second.urlFor("booking")}`,
        METRICS_PORT: String(metricsPort),
        METRICS_HOST: "127.0.0.1",
      }),
    );
    cleanup.add(() => api.stop());
    const reader = await quietKey();
    await waitFor(async () => {
      const inUse = metricValues((await call(metricsUrl, "GET", "/metrics")).text, "database_replica_in_use");
      return inUse.length === 2 && inUse.every((series) => series.value === 1);
    }, "both replicas to be in use");
    for (let i = 0; i < 6; i++) expect(await servicesOf(api, reader)).toContain("Quick trim");
    const served = metricValues((await call(metricsUrl, "GET", "/metrics")).text, "database_replica_reads_total").filter((series) =>
      series.labels.includes('outcome="served"'),
    );
    expect(served.map((series) => series.labels).sort()).toEqual(
      [env.standby.port, second.port].map((port) => `replica="127.0.0.1:${port}",outcome="served"`).sort(),
    );
    // In turns: each replica took half of the reads.
    expect(served.map((series) => series.value)).toEqual([3, 3]);
  });
});

describe("the replica metrics the alert rules and the dashboard use", () => {
  it("are every one exported, with samples, by an API process with a replica", async () => {
    const wanted = [...metricsUsed()].filter(([name]) => exportedWithReplicasOnly(name));
    // The alert and the dashboard's "Read replicas" row ask for these (an empty list would prove nothing).
    expect(wanted.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        "database_replica_up",
        "database_replica_in_use",
        "database_replica_lag_seconds",
        "database_replica_reads_total",
      ]),
    );
    const missing = async () => {
      const served = seriesNamesIn((await call(strictMetrics, "GET", "/metrics")).text);
      return wanted.filter(([name]) => !served.has(name)).map(([name, by]) => `${name} (${by.join(", ")})`);
    };
    // The first probe may still be under way; then asserted, so that a failure names what is missing.
    await waitFor(async () => (await missing()).length === 0, "every replica metric to be exported").catch(() => undefined);
    expect(await missing()).toEqual([]);
  });
});
