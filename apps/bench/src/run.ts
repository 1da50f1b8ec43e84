// `pnpm bench`: seeds a realistic data set in a fresh database, starts the service as in
// production (built JavaScript, NODE_ENV=production, real PostgreSQL and Redis, logs at warn) next
// to a baseline, drives both with autocannon over loopback, prints one table and writes it to
// BENCHMARKS.md. Machines here are noisy: every figure is set beside its baseline from the same run.
import { execSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { Redis } from "ioredis";
import { createDatabase, migrateToLatest, sql } from "@booking/db";
import { configSchema } from "@booking/core";
import { analyzeTablesWithRows, seedBench } from "./seed";
import { answerOf, answerSizes, sampleAt, shapeDifference } from "./load";
import { bookingRequest, load, sequentialTimings, seriesRequest, SERIES_OCCURRENCES, visitRequest, type LoadResult } from "./load";
import { childPid, peakRssMiB, startServer } from "./processes";
import { commitEvents, handDelivererThroughput, noopThroughput, percentile, startReceiver, startWorkers } from "./webhooks";
import { fleetScenario } from "./fleet";
import { calendarScenario, changeToAvailability } from "./calendars";
import { availabilityCurve, CURVE_DAYS } from "./curve";
import { REPORT_BOOKINGS, reportsScenario } from "./reports";
import { CLIENT_VIEW_DAYS, clientViewTimings, seedClientView, STARTS_A_DAY, type ClientViewTimings } from "./client-view";
import {
  assertJoinRule,
  JOIN_SERVICES,
  releaseLatencies,
  seedWaitlist,
  sequentialJoins,
  WAITLIST_BURST,
  WAITLIST_CUSTOMERS,
  WAITLIST_LINE,
  waitlistJoinRequest,
} from "./waitlist";
import {
  assertPaymentAnswers,
  DEPOSIT,
  heldPayments,
  paidOutcome,
  paymentBookingRequest,
  postWebhooks,
  seedPayments,
  succeededPayload,
} from "./payments";
import { startStripeServer, type StripeServer } from "@booking/testing";
import { readFileSync } from "node:fs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../..");
const SMOKE = process.env.BENCH_SMOKE === "1";
/**
 * `pnpm bench:guard` (run by CI): the reads and the creation compared with their baselines in a
 * few short pairs; exits 1 when a ratio falls below its guard floor (GUARD_FLOORS) or a series'
 * p50 ratio rises over its ceiling (GUARD_P50_CEILINGS). Writes nothing.
 */
const GUARD = process.env.BENCH_GUARD === "1";
const SECONDS = Number(process.env.BENCH_SECONDS ?? (SMOKE ? 1 : GUARD ? 3 : 5));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Pairs of runs (service, baseline) per comparison: many short pairs, so that a slow spell of the machine spoils few. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (SMOKE ? 1 : GUARD ? 5 : 12));
const WARMUP_SECONDS = SMOKE ? 1 : GUARD ? 8 : Math.max(SECONDS, 10);
/**
 * The series' warm-up, shorter than the others to keep the guard quick: a series runs the 1:1
 * creation's code 52 times a request (and the guard runs it after scenario 2 has warmed the 1:1
 * creation), so a few seconds of series run that code as often as the longer warm-ups do.
 */
const SERIES_WARMUP_SECONDS = SMOKE ? 1 : GUARD ? 4 : Math.max(SECONDS, 6);
/** Scenario 13's warm-up of each side: long enough for V8 to optimize creation's code, short enough to keep the scenario within a minute. */
const PAYMENT_WARMUP_SECONDS = SMOKE ? 1 : Math.max(SECONDS, 6);
/** Scenario 13: held bookings kept at least for the webhook's bursts (more are made when the creation runs made fewer). */
const PAYMENT_MIN_EVENTS = SMOKE ? 50 : 400;
const ADMIN_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DB_NAME = process.env.BENCH_DATABASE ?? "booking_bench";
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
/**
 * Which scenarios to run (BENCH_SCENARIOS=1,3), all by default. `3-client` runs only scenario 3's
 * availability as a client sees it (client-view.ts), which scenario 3 includes.
 */
const SCENARIOS = new Set(
  (process.env.BENCH_SCENARIOS ?? (GUARD ? "1,2,11" : "1,2,3,4,5,6,7,8,9,10,11,12,13")).split(",").map((s) => s.trim()),
);
const SEARCH = SCENARIOS.has("4") && process.env.BENCH_SEARCH !== "0" && !SMOKE && !GUARD;

/**
 * The guard's floors: the ratio each comparison had in the full runs of BENCHMARKS.md, less the
 * noise of a guard's five short pairs (how that margin was measured: apps/bench/ANALYSIS.md, "The
 * CI guard"). A ratio under its floor is a regression, not noise.
 */
const GUARD_FLOORS: Record<string, number> = {
  "GET /v1/bookings/:id": 0.55,
  "GET /v1/bookings?limit=20": 0.6,
  "tRPC bookings.get (vs REST baseline)": 0.55,
  "GET /v1/bookings/:id (bare baseline)": 0.52,
  "GET /v1/bookings?limit=20 (bare baseline)": 0.52,
  "tRPC bookings.get (vs REST baseline) (bare baseline)": 0.42,
  "POST /v1/bookings": 0.62,
};
/**
 * The guard's ceilings on a p50 ratio (the service's p50 over its baseline's, the median of the
 * pairs' own), for comparisons whose target is a latency: a recurring series against one booking.
 * Set well over the ratios measured on this machine (apps/bench/ANALYSIS.md, "The CI guard"): a
 * ratio over its ceiling is a regression.
 */
const GUARD_P50_CEILINGS: Record<string, number> = {
  "POST /v1/series, 52 weekly occurrences booked (mode all) (baseline: the service's 1:1 creation)": 14,
  "POST /v1/series, 52 weekly occurrences as a dry run (baseline: the service's 1:1 creation)": 5,
};
/** Each guarded comparison: its ratio against its limit (a floor for req/s, a ceiling for p50). */
const guardResults: { scenario: string; measure: "req/s" | "p50"; ratio: number; limit: number; failedAnswers: number }[] = [];
const guardFails = (r: (typeof guardResults)[number]) => (r.measure === "req/s" ? r.ratio < r.limit : r.ratio > r.limit);
const WEBHOOK_EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? (SMOKE ? 200 : 10_000));
/** Pairs of a burst of WEBHOOK_EVENTS deliveries and as many no-op jobs, per number of workers. */
const WEBHOOK_PAIRS = SMOKE ? 1 : 5;

/** The data set of docs/search-performance (generate.sql), run in one session (it uses temp tables). */
async function seedSearch(databaseUrl: string) {
  const script = readFileSync(path.join(root, "docs/search-performance/generate.sql"), "utf8")
    .split("\n")
    .filter((line) => !line.startsWith("\\"))
    .join("\n");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // One simple-protocol query runs as one implicit transaction, where VACUUM may not: run it apart.
    await client.query(script.replace(/^VACUUM[^;]*;/gm, ""));
    await client.query("VACUUM");
  } finally {
    await client.end();
  }
}

interface Row {
  scenario: string;
  measure: string;
  service: string;
  baseline: string;
  ratio: string;
  target: string;
}
const rows: Row[] = [];
const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

function log(message: string) {
  process.stderr.write(`[bench] ${message}\n`);
}

/** Leaves nothing behind in Redis: the run's rate-limit counters and queues. */
async function deleteRedisKeys(url: string, patterns: string[]) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    for (const pattern of patterns) {
      let cursor = "0";
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 1000);
        cursor = next;
        if (keys.length) await redis.unlink(...keys);
      } while (cursor !== "0");
    }
  } finally {
    redis.disconnect();
  }
}

async function resetDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sampleAt(sorted, middle) : (sampleAt(sorted, middle - 1) + sampleAt(sorted, middle)) / 2;
};

/**
 * Runs service and baseline in `pairs` pairs, back to back, the order swapped every pair, so that
 * drift on a noisy machine (these share their cores with other tenants: a run can lose a third of
 * its speed for seconds at a time) hits both sides of a pair alike. Callers report medians over
 * the pairs and, as the ratio, the median of the pairs' own ratios, so one spoiled pair cannot move it.
 */
async function inPairs<S, B>(
  pairs: number,
  runService: (pair: number) => Promise<S>,
  runBaseline: () => Promise<B>,
): Promise<{ service: S; baseline: B }[]> {
  const results: { service: S; baseline: B }[] = [];
  for (let i = 0; i < pairs; i++) {
    let service: S;
    let baseline: B;
    if (i % 2 === 0) {
      await settle();
      service = await runService(i);
      await settle();
      baseline = await runBaseline();
    } else {
      await settle();
      baseline = await runBaseline();
      await settle();
      service = await runService(i);
    }
    results.push({ service, baseline });
  }
  return results;
}

/**
 * Before each run: what autovacuum would have done by then, when the server runs without it (a CI
 * server may: dead rows of the outbox, the bookings and the deliveries then pile up run after run,
 * and every later run reads through them, the service's side more than the baseline's; and the
 * planner's statistics go stale, so that plans chosen for a few rows meet thousands).
 */
let settle: () => Promise<void> = async () => {};

/**
 * The tables settle takes: those with dead rows (vacuumed and analyzed), and those changed since
 * their last ANALYZE by more than autovacuum's own threshold for analyzing (50 rows and a tenth of
 * the table, its defaults). Without the second kind a table that only grows (a new salon's series
 * table) is never analyzed: PostgreSQL then plans each connection's foreign-key check against it
 * as for an empty table, picks an index that merely starts with the same column as the key, and
 * keeps that plan while the table grows, so that every check reads every row of the salon's.
 */
const TABLES_AUTOVACUUM_WOULD_TAKE = `
  SELECT quote_ident(s.relname) AS name, s.n_dead_tup > 0 AS dead
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
   WHERE s.n_dead_tup > 0 OR s.n_mod_since_analyze > 50 + 0.1 * GREATEST(c.reltuples, 0)`;

async function autovacuumIsOff(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ autovacuum: string }>("SHOW autovacuum");
    return rows[0]?.autovacuum === "off";
  } finally {
    await client.end();
  }
}

/**
 * An HTTP comparison: a warm-up of both, then ROUNDS pairs of SECONDS-long runs (see inPairs).
 * In the guard, a median under the scenario's floor is confirmed before it fails CI: as many
 * pairs again, and the median of all of them decides. A regression stays under the floor in every
 * pair; a spell of noise on a shared CI host (the first pairs of a cold process, a neighbour's
 * burst) does not last through both sets.
 */
async function compare(
  scenario: string,
  run: (target: "service" | "baseline", seconds: number) => Promise<LoadResult>,
  warmupSeconds = WARMUP_SECONDS,
) {
  // A warm-up of both, not counted, long enough for V8 to have optimized the code every request runs.
  await run("service", warmupSeconds);
  await run("baseline", warmupSeconds);
  const runPairs = async () => {
    const pairs = await inPairs(
      ROUNDS,
      () => run("service", SECONDS),
      () => run("baseline", SECONDS),
    );
    log(`   pairs (service/baseline req/s): ${pairs.map((p) => `${Math.round(p.service.rps)}/${Math.round(p.baseline.rps)}`).join(" ")}`);
    log(`   pairs (service/baseline p50 ms): ${pairs.map((p) => `${Math.round(p.service.p50)}/${Math.round(p.baseline.p50)}`).join(" ")}`);
    return pairs;
  };
  const rpsRatio = (list: { service: LoadResult; baseline: LoadResult }[]) => median(list.map((p) => p.service.rps / p.baseline.rps));
  const p50Ratio = (list: { service: LoadResult; baseline: LoadResult }[]) =>
    median(list.map((p) => p.service.p50 / Math.max(p.baseline.p50, 0.01)));
  const pairs = await runPairs();
  const floor = GUARD_FLOORS[scenario];
  const ceiling = GUARD_P50_CEILINGS[scenario];
  if (GUARD && floor !== undefined && rpsRatio(pairs) < floor) {
    log(`   ratio ${fmt(rpsRatio(pairs), 2)} under the floor ${floor}: confirming with ${ROUNDS} more pairs`);
    pairs.push(...(await runPairs()));
  } else if (GUARD && ceiling !== undefined && p50Ratio(pairs) > ceiling) {
    log(`   p50 ratio ${fmt(p50Ratio(pairs), 2)} over the ceiling ${ceiling}: confirming with ${ROUNDS} more pairs`);
    pairs.push(...(await runPairs()));
  }
  const summary = (list: LoadResult[]) => ({
    rps: median(list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    bad: list.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  });
  return {
    scenario,
    service: summary(pairs.map((p) => p.service)),
    baseline: summary(pairs.map((p) => p.baseline)),
    rpsRatio: rpsRatio(pairs),
    p50Ratio: p50Ratio(pairs),
    p99Ratio: median(pairs.map((p) => p.service.p99 / Math.max(p.baseline.p99, 0.01))),
  };
}

/**
 * Adds a comparison's rows; without targets it is shown for information. With a p50 target (at
 * most, in times the baseline's), the p50 row's ratio is the median of the pairs' own, as the
 * req/s ratio is.
 */
function addComparison(result: Awaited<ReturnType<typeof compare>>, rpsTarget: number | undefined, p99Target?: number, p50Target?: number) {
  const { scenario, service: s, baseline: b } = result;
  const floor = GUARD_FLOORS[scenario];
  const ceiling = GUARD_P50_CEILINGS[scenario];
  if (GUARD && floor !== undefined)
    guardResults.push({ scenario, measure: "req/s", ratio: result.rpsRatio, limit: floor, failedAnswers: s.bad + b.bad });
  if (GUARD && ceiling !== undefined)
    guardResults.push({ scenario, measure: "p50", ratio: result.p50Ratio, limit: ceiling, failedAnswers: s.bad + b.bad });
  rows.push({
    scenario,
    measure: "req/s",
    service: fmt(s.rps),
    baseline: fmt(b.rps),
    ratio: fmt(result.rpsRatio, 2),
    target: rpsTarget === undefined ? "information" : `≥ ${rpsTarget}`,
  });
  rows.push({
    scenario,
    measure: "p50 ms",
    service: fmt(s.p50, 1),
    baseline: fmt(b.p50, 1),
    ratio: fmt(p50Target === undefined ? s.p50 / Math.max(b.p50, 0.01) : result.p50Ratio, 2),
    target: p50Target === undefined ? "" : `≤ ${p50Target}×`,
  });
  rows.push({
    scenario,
    measure: "p99 ms",
    service: fmt(s.p99, 1),
    baseline: fmt(b.p99, 1),
    ratio: fmt(result.p99Ratio, 2),
    target: p99Target ? `≤ ${p99Target}` : "",
  });
  if (s.bad || b.bad) log(`${scenario}: ${s.bad} failed service answers, ${b.bad} failed baseline answers in all pairs`);
}

async function main() {
  log(`building (${SMOKE ? "smoke run" : `${ROUNDS} pairs of ${SECONDS} s runs, ${CONNECTIONS} connections`})`);
  execSync(
    "pnpm exec turbo run build --filter=@booking/api --filter=@booking/worker --filter=@booking/start --filter=@booking/bench --output-logs=errors-only",
    {
      cwd: root,
      stdio: "inherit",
    },
  );

  const databaseUrl = await resetDatabase();
  const handle = createDatabase(databaseUrl, { max: 4 });
  await migrateToLatest(handle.db);
  log("seeding");
  const data = await seedBench(handle.db, { availabilityBookings: !GUARD });
  // Scenario 3's salons of 200 and 10 members (seeded only when it runs: the guard does not).
  const clientView = SCENARIOS.has("3") || SCENARIOS.has("3-client") ? await seedClientView(handle.db) : undefined;
  if (SEARCH) {
    log("seeding the search data set (100,000 providers, 1,000,000 services; takes a minute or two)");
    await seedSearch(databaseUrl);
    await analyzeTablesWithRows(handle.db);
  }
  const autovacuumOff = await autovacuumIsOff(databaseUrl);
  if (autovacuumOff) {
    log(
      "autovacuum is off on this server: before each run the tables with dead rows are vacuumed and those changed past autovacuum's threshold analyzed, as autovacuum would keep them",
    );
    settle = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ name: string; dead: boolean }>(TABLES_AUTOVACUUM_WOULD_TAKE);
        const dead = rows.filter((r) => r.dead).map((r) => r.name);
        const changed = rows.filter((r) => !r.dead).map((r) => r.name);
        if (dead.length > 0) await client.query(`VACUUM (ANALYZE) ${dead.join(", ")}`);
        if (changed.length > 0) await client.query(`ANALYZE ${changed.join(", ")}`);
      } finally {
        await client.end();
      }
    };
  }
  const { v: pgVersion } = await handle.db.selectNoFrom(sql<string>`current_setting('server_version')`.as("v")).executeTakeFirstOrThrow();
  await handle.close();

  const redisPrefix = `bench${Date.now()}:`;
  // Scenario 13: the service takes payments through Stripe, reached at the local stand-in (events
  // are posted by the scenario itself, signed with the stand-in's signing secret).
  const stripe: StripeServer | undefined = SCENARIOS.has("13") ? await startStripeServer({ autoDeliver: false }) : undefined;
  // The service as users start it (what `pnpm start` runs once built): the API and a worker beside it.
  const serviceEnv = {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_KEY_PREFIX: redisPrefix,
    QUEUE_PREFIX: `{${redisPrefix}q}`,
    SEED_DEMO: "false",
    METRICS_PORT: "0",
    WORKER_METRICS_PORT: "0",
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    // The chain's booking page (scenario 3) is asked from this one address, again and again.
    PUBLIC_RATE_LIMIT_PER_ADDRESS: "100000",
    ...(stripe
      ? {
          PAYMENTS_PROVIDER: "stripe",
          STRIPE_SECRET_KEY: stripe.secretKey,
          STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
          STRIPE_PUBLISHABLE_KEY: "pk_test_bench",
          STRIPE_API_BASE: stripe.url,
        }
      : {}),
  };
  const api = await startServer("service", path.join(root, "apps/start/dist/main.js"), serviceEnv);
  const baseline = await startServer("baseline", path.join(root, "apps/bench/dist/baseline.js"), {
    DATABASE_URL: databaseUrl,
    PROVIDER_ID: data.providerId,
  });
  // The equivalent baseline checks answers against the service's own OpenAPI document.
  const openApiFile = path.join(tmpdir(), `bench-openapi-${process.pid}.json`);
  writeFileSync(openApiFile, await (await fetch(`${api.url}/v1/openapi.json`)).text());
  const equivalent = await startServer("baseline with the service's duties", path.join(root, "apps/bench/dist/baseline.js"), {
    DATABASE_URL: databaseUrl,
    PROVIDER_ID: data.providerId,
    BASELINE_DUTIES: "1",
    REDIS_URL,
    REDIS_KEY_PREFIX: `${redisPrefix}baseline:`,
    OPENAPI_FILE: openApiFile,
  });
  const auth = { authorization: `Bearer ${data.apiKey}` };
  const urlOf = (target: "service" | "baseline") => (target === "service" ? api.url : baseline.url);
  /**
   * The service and the baseline answer the same request alike (status and JSON shape), or the
   * bench stops: a baseline that answered less, or refused, would flatter the service's ratio or
   * hide its cost.
   */
  const assertSameAnswers = async (
    what: string,
    request: (target: "service" | "baseline") => { path: string; body?: string },
    baselineUrl = baseline.url,
  ) => {
    const ask = (target: "service" | "baseline") => {
      const { path, body } = request(target);
      const base = target === "service" ? api.url : baselineUrl;
      return answerOf(`${base}${path}`, { method: body === undefined ? "GET" : "POST", headers: auth, body });
    };
    const service = await ask("service");
    const base = await ask("baseline");
    if (service.status !== base.status) throw new Error(`${what}: the service answered ${service.status}, the baseline ${base.status}`);
    const difference = shapeDifference(service.json, base.json);
    if (difference) throw new Error(`${what}: the baseline's answer has another shape than the service's (${difference})`);
  };

  // Requests made of each kind of creation on members of its own, so every run books free time
  // (the service's 1:1 creation is the baseline of several comparisons: one counter for it).
  const kindCounters = { class: 0, room: 0, plain: 0, visit: 0, visitOfTwo: 0, series: 0, dryRun: 0 };
  try {
    // 1. Reads.
    if (SCENARIOS.has("1")) {
      // Every request's path made up front, so that the load generator (which shares the cores)
      // spends the same on each side: a native tRPC call's path is JSON, encoded.
      const restPaths = data.bookingIds.map((id) => `/v1/bookings/${id}`);
      const trpcPaths = data.bookingIds.map((id) => `/trpc/bookings.get?input=${encodeURIComponent(JSON.stringify({ id }))}`);
      let n = 0;
      const nextPath = (paths: string[]) => {
        const path = paths[n++ % paths.length];
        if (path === undefined) throw new Error("no request paths: the seed made no bookings to read");
        return { path };
      };
      // Each read against two baselines: the equivalent one, which keeps the same documented duties
      // by hand (request id, security headers, the shared rate limit with its headers, the latency
      // histogram, the answer checked against its schema: baseline-duties.ts), holds the target; the
      // bare one (the answer and nothing more) is shown for information.
      for (const against of [
        { suffix: "", url: equivalent.url, rps: 0.85, p99: 1.5 },
        { suffix: " (bare baseline)", url: baseline.url, rps: undefined, p99: undefined },
      ]) {
        const baseUrl = (target: "service" | "baseline") => (target === "service" ? api.url : against.url);
        log(`1. GET /v1/bookings/:id${against.suffix}`);
        await assertSameAnswers(`GET /v1/bookings/:id${against.suffix}`, () => nextPath(restPaths), against.url);
        addComparison(
          await compare(`GET /v1/bookings/:id${against.suffix}`, (target, seconds) =>
            load({ url: baseUrl(target), headers: auth, connections: CONNECTIONS, seconds, next: () => nextPath(restPaths) }),
          ),
          against.rps,
          against.p99,
        );
        log(`1. GET /v1/bookings?limit=20${against.suffix}`);
        await assertSameAnswers(`GET /v1/bookings?limit=20${against.suffix}`, () => ({ path: "/v1/bookings?limit=20" }), against.url);
        addComparison(
          await compare(`GET /v1/bookings?limit=20${against.suffix}`, (target, seconds) =>
            load({ url: `${baseUrl(target)}/v1/bookings?limit=20`, headers: auth, connections: CONNECTIONS, seconds }),
          ),
          against.rps,
          against.p99,
        );
        log(`1. native /trpc bookings.get${against.suffix}`);
        addComparison(
          await compare(`tRPC bookings.get (vs REST baseline)${against.suffix}`, (target, seconds) =>
            load({
              url: baseUrl(target),
              headers: auth,
              connections: CONNECTIONS,
              seconds,
              next: () => nextPath(target === "service" ? trpcPaths : restPaths),
            }),
          ),
          against.rps,
          against.p99,
        );
      }
    }

    // 2. Creation on free slots.
    if (SCENARIOS.has("2")) {
      log("2. POST /v1/bookings");
      // One booking on each side, on the day before the load's first slot.
      await assertSameAnswers("POST /v1/bookings", (target) => {
        const staffId = target === "service" ? data.createStaffIds.api[0] : data.createStaffIds.baseline[0];
        const body = { customerId: data.customerIds[0], serviceId: data.serviceId, staffId, dateTime: "2031-12-31T12:00:00.000Z" };
        return { path: "/v1/bookings", body: JSON.stringify(body) };
      });
      const counters = { service: 0, baseline: 0 };
      addComparison(
        await compare("POST /v1/bookings", (target, seconds) =>
          load({
            url: urlOf(target),
            method: "POST",
            headers: auth,
            connections: CONNECTIONS,
            seconds,
            next: () => {
              const staff = target === "service" ? data.createStaffIds.api : data.createStaffIds.baseline;
              return bookingRequest(counters[target]++, staff, data.customerIds, data.serviceId);
            },
          }),
        ),
        0.75,
      );
      // The other kinds of booking beside the 1:1 kind, each paired with the service's own 1:1
      // creation (on members of its own) as its baseline: what a seat, a room or a visit costs on top.
      const k = data.kinds;
      const beside1to1 = async (kind: "class" | "room" | "visit" | "visit of two members", label: string, target = 0.6) => {
        log(`2. POST /v1/bookings, ${label}`);
        addComparison(
          await compare(`POST /v1/bookings, ${label} (baseline: the service's 1:1 creation)`, (target, seconds) =>
            load({
              url: api.url,
              method: "POST",
              headers: auth,
              connections: CONNECTIONS,
              seconds,
              next: () =>
                target === "baseline"
                  ? bookingRequest(kindCounters.plain++, k.plainStaffIds, data.customerIds, data.serviceId)
                  : kind === "class"
                    ? bookingRequest(kindCounters.class++, k.classStaffIds, data.customerIds, k.classServiceId, 12)
                    : kind === "visit"
                      ? visitRequest(kindCounters.visit++, k.visitStaffIds, data.customerIds, data.serviceId)
                      : kind === "visit of two members"
                        ? visitRequest(kindCounters.visitOfTwo++, k.visitStaffIds, data.customerIds, data.serviceId, "two members")
                        : bookingRequest(kindCounters.room++, k.roomStaffIds, data.customerIds, k.roomServiceId),
            }),
          ),
          target,
        );
      };
      if (!GUARD) {
        await beside1to1("class", "a seat of a class (12 per session)");
        await beside1to1("room", "needing one of a pool of 20 rooms");
        // Two bookings in one request, all or nothing: at least 0.6 of one booking's rate.
        await beside1to1("visit", "a visit of two services (POST /v1/visits)");
        await beside1to1("visit of two members", "a visit of two services, each by another member (POST /v1/visits)");
      }
    }

    // 11. Recurring series: a year of weekly occurrences in one request (POST /v1/series), booked
    // and as a dry run, each paired with the service's own 1:1 creation (on members of its own) as
    // its baseline. The target is a latency: a series' p50 at most so many times one booking's.
    if (SCENARIOS.has("11")) {
      const k = data.kinds;
      const series = async (dryRun: boolean, label: string, p50Target: number) => {
        const request = () =>
          dryRun
            ? seriesRequest(kindCounters.dryRun++, k.dryRunStaffIds, data.customerIds, data.serviceId, true)
            : seriesRequest(kindCounters.series++, k.seriesStaffIds, data.customerIds, data.serviceId, false);
        // One series first: every occurrence booked (or, dry, found free and left unwritten).
        const first = request();
        const answer = await answerOf(`${api.url}${first.path}`, { method: "POST", headers: auth, body: first.body });
        const made = (answer.json as { data?: { id?: string; occurrences?: { status?: string }[] } }).data;
        const booked = made?.occurrences?.filter((o) => o.status === "booked").length ?? 0;
        if (answer.status !== 201 || booked !== SERIES_OCCURRENCES) {
          throw new Error(
            `${label}: the service answered ${answer.status} with ${booked} occurrences booked: ${JSON.stringify(answer.json)}`,
          );
        }
        if (dryRun && (await fetch(`${api.url}/v1/series/${made?.id ?? ""}`, { headers: auth })).status !== 404) {
          throw new Error(`${label}: a dry run's series was written`);
        }
        log(`11. POST /v1/series, ${label}`);
        const scenario = `POST /v1/series, ${label} (baseline: the service's 1:1 creation)`;
        addComparison(
          await compare(
            scenario,
            (target, seconds) =>
              load({
                url: api.url,
                method: "POST",
                headers: auth,
                connections: CONNECTIONS,
                seconds,
                next: () =>
                  target === "baseline"
                    ? bookingRequest(kindCounters.plain++, k.plainStaffIds, data.customerIds, data.serviceId)
                    : request(),
              }),
            SERIES_WARMUP_SECONDS,
          ),
          undefined,
          undefined,
          p50Target,
        );
      };
      await series(false, `${SERIES_OCCURRENCES} weekly occurrences booked (mode all)`, 10);
      await series(true, `${SERIES_OCCURRENCES} weekly occurrences as a dry run`, 5);
    }

    // 3. Availability: how cost grows with range and bookings.
    if (SCENARIOS.has("3")) {
      log("3. GET /v1/staff/:id/schedule and GET /v1/availability");
      const samples = SMOKE ? 5 : 60;
      for (const s of data.scheduleStaff) {
        const timing = await sequentialTimings(`${api.url}/v1/staff/${s.staffId}/schedule?from=${s.from}&to=${s.to}`, auth, samples);
        rows.push({
          scenario: `schedule ${s.days} days, ${fmt(s.bookings)} bookings`,
          measure: "median ms (p90)",
          service: `${fmt(timing.median, 1)} (${fmt(timing.p90, 1)})`,
          baseline: "",
          ratio: "",
          target: "",
        });
      }
      const a = data.availability;
      const timing = await sequentialTimings(
        `${api.url}/v1/availability?serviceId=${a.serviceId}&from=${a.from}&to=${a.to}`,
        auth,
        samples,
      );
      rows.push({
        scenario: `availability of a service, 31 days, ${a.staff} staff (salon hours) × ${fmt(a.bookingsEach)} bookings, overrides, time off`,
        measure: "median ms (p90)",
        service: `${fmt(timing.median, 1)} (${fmt(timing.p90, 1)})`,
        baseline: "",
        ratio: "",
        target: "≤ 5",
      });
      const withRooms = await sequentialTimings(
        `${api.url}/v1/availability?serviceId=${data.availabilityWithRooms.serviceId}&from=${a.from}&to=${a.to}`,
        auth,
        samples,
      );
      rows.push({
        scenario: `the same, for a service that also needs one of ${data.availabilityWithRooms.rooms} rooms (held by 3 members' bookings)`,
        measure: "median ms (p90)",
        service: `${fmt(withRooms.median, 1)} (${fmt(withRooms.p90, 1)})`,
        baseline: "",
        ratio: "",
        target: "",
      });
      // Processing time and visits beside the plain service over the same members and bookings:
      // each at most twice its time.
      const p = data.availabilityWithProcessing;
      const beside = async (label: string, query: string, limit: string) => {
        const other = await sequentialTimings(`${api.url}/v1/availability?${query}&from=${a.from}&to=${a.to}`, auth, samples);
        rows.push({
          scenario: `${label} (baseline: the plain service above)`,
          measure: "median ms (p90)",
          service: `${fmt(other.median, 1)} (${fmt(other.p90, 1)})`,
          baseline: `${fmt(timing.median, 1)} (${fmt(timing.p90, 1)})`,
          ratio: `${fmt(other.median / timing.median, 2)}× time`,
          target: limit,
        });
      };
      await beside("the same members for a colour with processing time (work, developing, work)", `serviceId=${p.serviceId}`, "≤ 2× time");
      await beside("a visit of the plain service then the colour (serviceIds)", `serviceIds=${p.visitServiceIds.join(",")}`, "≤ 2× time");
      // Why not, for one date of those ten members.
      const explained = await sequentialTimings(
        `${api.url}/v1/availability/explain?serviceId=${p.serviceId}&date=2031-05-14`,
        auth,
        samples,
      );
      rows.push({
        scenario: `why a time is not offered: one date, ${a.staff} staff × ${fmt(a.bookingsEach)} bookings (GET /v1/availability/explain)`,
        measure: "median ms (p90)",
        service: `${fmt(explained.median, 1)} (${fmt(explained.p90, 1)})`,
        baseline: "",
        ratio: "",
        target: "≤ 20",
      });
      // A chain's booking page: the answer must stay within 512 KB (compressed on the wire), however large the chain.
      const c = data.chain;
      const chainUrl = `${api.url}/v1/availability?serviceId=${c.serviceId}&from=${c.from}&to=${c.to}`;
      const chainAuth = { authorization: `Bearer ${c.publicKey}` };
      const chainTiming = await sequentialTimings(chainUrl, chainAuth, SMOKE ? 5 : 30);
      const sizes = await answerSizes(chainUrl, chainAuth);
      rows.push(
        {
          scenario: `availability of a service, 31 days, ${c.staff} staff on a 5-minute grid, ${fmt(c.bookings)} bookings, public key`,
          measure: "median ms (p90)",
          service: `${fmt(chainTiming.median, 1)} (${fmt(chainTiming.p90, 1)})`,
          baseline: "",
          ratio: "",
          target: "≤ 150",
        },
        {
          scenario: `availability of a service, 31 days, ${c.staff} staff on a 5-minute grid, public key`,
          measure: "answer KB (gzip, br)",
          service: `${fmt(sizes.identity / 1024, 0)} (${fmt(sizes.gzip / 1024, 0)}, ${fmt(sizes.br / 1024, 0)})`,
          baseline: "",
          ratio: "",
          target: "≤ 512",
        },
      );
      // A native tRPC batch of 50 such calls is bounded like one call: charged by its work, its
      // answers at most 1 MiB together (the calls past it answer PAYLOAD_TOO_LARGE in their slots),
      // its heavy reads one after another.
      const batch = await availabilityBatch(api.url, c, SMOKE ? 1 : 5);
      rows.push({
        scenario: `native tRPC batch of 50 availability calls (31 days, ${c.staff} staff each), public key`,
        measure: "median ms; answer KB; calls answered / refused past 1 MiB",
        service: `${fmt(batch.median, 0)}; ${fmt(batch.bytes / 1024, 0)}; ${batch.answered} / ${batch.refused}`,
        baseline: "",
        ratio: "",
        target: "≤ 1024 KB",
      });
    }

    // 3. Availability as a client sees it (issue 48 item 11; client-view.ts): 200 members, and 10,
    // working 09:00–18:00 every day, a 5-minute grid, 1,000 bookings, 31 days, a public key,
    // `Accept-Encoding: br` only, timed to the last byte of the decoded answer. Beside it, the
    // bench's chain (a salon's week) timed the same way, and where the time goes.
    if (clientView) {
      const { large, small } = clientView;
      const counts = SMOKE ? { warm: 2, count: 3 } : { warm: 15, count: 60 };
      log(`3. availability as a client sees it: ${large.members} members (${counts.count} timed requests of each kind)`);
      const largeTimes = await clientViewTimings(api.url, large, counts);
      log(`3. availability as a client sees it: the chain's salon week, the same way`);
      const chainTimes = await clientViewTimings(api.url, data.chain, counts);
      log(`3. availability as a client sees it: ${small.members} members`);
      const smallTimes = await clientViewTimings(api.url, small, SMOKE ? counts : { warm: 50, count: 200 });
      // The seed is the item's workload: every day of the 31 listed, the 200 members' day whole
      // (103 starts from 09:00 to 17:30: a start is gone only where all of them are booked).
      if (largeTimes.days !== CLIENT_VIEW_DAYS || largeTimes.slots !== CLIENT_VIEW_DAYS * STARTS_A_DAY) {
        throw new Error(
          `the ${large.members} members' answer listed ${largeTimes.slots} starts over ${largeTimes.days} days, not ${STARTS_A_DAY} on each of ${CLIENT_VIEW_DAYS}`,
        );
      }
      if (smallTimes.days !== CLIENT_VIEW_DAYS) throw new Error(`the ${small.members} members' answer listed ${smallTimes.days} days`);
      const workload = (salon: typeof large) =>
        `availability as a client sees it: ${salon.members} members 09:00–18:00 every day (no breaks), 5-minute grid, one 30-minute service, ${fmt(salon.bookings)} bookings, 31 days, public key, Accept-Encoding: br`;
      const endToEnd = (t: ClientViewTimings) => `${fmt(t.br.decodedP50, 1)} / ${fmt(t.br.decodedP90, 1)}`;
      const whereTheTimeGoes = (t: ClientViewTimings) =>
        `br: ${fmt(t.br.headers, 1)} / ${fmt(t.br.lastWireByte, 1)} / ${fmt(t.br.decodedP50, 1)}; identity: ${fmt(t.identity.headers, 1)} / ${fmt(t.identity.lastByteP50, 1)}; fetch: ${fmt(t.fetch.p50, 1)}`;
      const answer = (t: ClientViewTimings) => `${fmt(t.slots)} starts; ${fmt(t.jsonBytes / 1024)} KB (${fmt(t.brBytes / 1024, 1)} KB br)`;
      rows.push(
        {
          scenario: `${workload(large)} (baseline: the bench's chain, 200 members with a salon's week, timed the same way)`,
          measure: `p50 / p90 ms to the last decoded byte (${largeTimes.samples} requests)`,
          service: endToEnd(largeTimes),
          baseline: endToEnd(chainTimes),
          ratio: `${fmt(largeTimes.br.decodedP50 / chainTimes.br.decodedP50, 2)}× time`,
          target: "p50 ≤ 150",
        },
        {
          scenario: workload(small),
          measure: `p50 / p90 ms to the last decoded byte (${smallTimes.samples} requests)`,
          service: endToEnd(smallTimes),
          baseline: "",
          ratio: "",
          target: "p50 ≤ 5",
        },
      );
      for (const [label, t] of [
        [`${large.members} members`, largeTimes],
        ["the chain's salon week", chainTimes],
        [`${small.members} members`, smallTimes],
      ] as const) {
        rows.push({
          scenario: `availability as a client sees it, ${label}: where the time goes (the same requests, interleaved)`,
          measure: "p50 ms: br headers / last wire byte / decoded; identity headers / last byte; undici fetch (br)",
          service: whereTheTimeGoes(t),
          baseline: "",
          ratio: "",
          target: "",
        });
        rows.push({
          scenario: `availability as a client sees it, ${label}: the answer`,
          measure: "starts; JSON KB (br on the wire)",
          service: answer(t),
          baseline: "",
          ratio: "",
          target: "",
        });
      }
    }

    // 4. Search at marketplace scale (one request at a time: server time plus loopback). Never in a smoke run (see SEARCH).
    if (SEARCH) {
      log("4. search");
      const queries: [string, string][] = [
        ["providers q=eleganz city12 (narrow)", "/api/rpc/search/providers?q=eleganz%20city12"],
        ["providers q=salon (10,000 matches)", "/api/rpc/search/providers?q=salon"],
        ["providers q=haircut (31,000 matches)", "/api/rpc/search/providers?q=haircut"],
        ["providers q=haircut massage (1,600 matches)", "/api/rpc/search/providers?q=haircut%20massage"],
        ["providers q=massage, page 50", "/api/rpc/search/providers?q=massage&page=50"],
        ["providers q=elegnz (typo)", "/api/rpc/search/providers?q=elegnz"],
        ["providers, no q (by rating)", "/api/rpc/search/providers"],
        ["providers category=spa&minRating=4", "/api/rpc/search/providers?category=spa&minRating=4"],
        ["services q=balayage", "/api/rpc/search/services?q=balayage"],
        ["services q=spa (category matches)", "/api/rpc/search/services?q=spa"],
        ["suggestions q=bal", "/api/rpc/search/suggestions?q=bal"],
      ];
      for (const [label, url] of queries) {
        const timing = await sequentialTimings(`${api.url}${url}`, auth, 40);
        rows.push({
          scenario: `search ${label}`,
          measure: "median ms (p90)",
          service: `${fmt(timing.median, 1)} (${fmt(timing.p90, 1)})`,
          baseline: "",
          ratio: "",
          target: label.startsWith("providers") ? "p50 ≤ 20" : "",
        });
      }
    }

    // 5. Webhook delivery end to end, 1 and 2 workers, beside no-op BullMQ jobs.
    if (SCENARIOS.has("5")) {
      log("5. webhook delivery");
      const receiver = await startReceiver();
      try {
        const hook = await fetch(`${api.url}/api/rpc/user/webhooks/create`, {
          method: "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify({ url: receiver.url, events: ["booking.created"] }),
        });
        if (!hook.ok) throw new Error(`webhook registration failed: ${hook.status} ${await hook.text()}`);
        const bench = createDatabase(databaseUrl, { max: 2 });
        // Events of the earlier scenarios are not part of this one.
        await sql`UPDATE outbox_events SET relayed_at = now() WHERE relayed_at IS NULL`.execute(bench.db);
        for (const workers of [1, 2]) {
          receiver.received.clear();
          // The service's own worker is the first; more join it on the same queues.
          const fleet = startWorkers(root, workers - 1, serviceEnv);
          try {
            // Idle latency: one event at a time.
            const idle: number[] = [];
            await new Promise((r) => setTimeout(r, 2_000));
            for (let i = 0; i < (SMOKE ? 5 : 30); i++) {
              const tag = `idle${workers}_${i}_`;
              // Counted before the commit: the delivery may arrive before commitEvents returns.
              const expected = receiver.received.size + 1;
              const committed = await commitEvents(bench.db, data.providerId, tag, 1);
              await receiver.waitFor(expected, 30_000);
              const receivedAt = receiver.received.get(`bk_${tag}1`);
              if (receivedAt === undefined) throw new Error(`a delivery arrived, but not the one of bk_${tag}1`);
              idle.push(receivedAt - committed);
              await new Promise((r) => setTimeout(r, 100));
            }
            // Bursts in pairs with no-op runs, as the HTTP comparisons: one burst against one
            // no-op run varied by a fifth between runs.
            // The same concurrency as the workers' delivery queue (WEBHOOK_CONCURRENCY, as they read it).
            const concurrency = configSchema.shape.WEBHOOK_CONCURRENCY.parse(process.env.WEBHOOK_CONCURRENCY);
            const burst = async (pair: number) => {
              receiver.received.clear();
              const committed = await commitEvents(bench.db, data.providerId, `burst${workers}_${pair}_`, WEBHOOK_EVENTS);
              await receiver.waitFor(WEBHOOK_EVENTS, 600_000);
              const latencies = [...receiver.received.values()].map((at) => at - committed);
              return {
                rate: WEBHOOK_EVENTS / (Math.max(...latencies) / 1000),
                p50: percentile(latencies, 0.5),
                p99: percentile(latencies, 0.99),
              };
            };
            let handRuns = 0;
            const pairs = await inPairs(WEBHOOK_PAIRS, burst, () =>
              handDelivererThroughput(root, {
                redisUrl: REDIS_URL,
                db: bench.db,
                databaseUrl,
                receiver,
                workers,
                concurrency,
                deliveries: WEBHOOK_EVENTS,
                tag: `hand${workers}_${handRuns++}_`,
              }),
            );
            // BullMQ alone (jobs that do nothing), once, for reference: what the queue costs by itself.
            const noop = await noopThroughput(root, REDIS_URL, workers, concurrency, WEBHOOK_EVENTS);
            const bursts = pairs.map((p) => p.service);
            const hands = pairs.map((p) => p.baseline);
            log(
              `   pairs (service/hand-written deliveries per s): ${pairs.map((p) => `${Math.round(p.service.rate)}/${Math.round(p.baseline)}`).join(" ")}; no-op jobs ${Math.round(noop)}/s`,
            );
            rows.push({
              scenario: `webhooks, ${workers} worker${workers > 1 ? "s" : ""}, ${fmt(WEBHOOK_EVENTS)} events (baseline: the hand-written deliverer)`,
              measure: "deliveries/s",
              service: fmt(median(bursts.map((b) => b.rate))),
              baseline: fmt(median(hands)),
              ratio: fmt(median(pairs.map((p) => p.service.rate / p.baseline)), 2),
              target: "≥ 0.7",
            });
            rows.push({
              scenario: `BullMQ no-op jobs, ${workers} worker${workers > 1 ? "s" : ""}, same concurrency`,
              measure: "jobs/s",
              service: "",
              baseline: fmt(noop),
              ratio: "",
              target: "",
            });
            rows.push({
              scenario: `webhooks, ${workers} worker${workers > 1 ? "s" : ""}, ${fmt(WEBHOOK_EVENTS)} events`,
              measure: "commit→receipt p50 / p99 ms",
              service: `${fmt(median(bursts.map((b) => b.p50)))} / ${fmt(median(bursts.map((b) => b.p99)))}`,
              baseline: "",
              ratio: "",
              target: "",
            });
            rows.push({
              scenario: `webhooks, ${workers} worker${workers > 1 ? "s" : ""}, idle`,
              measure: "commit→receipt p50 / p99 ms",
              service: `${fmt(percentile(idle, 0.5))} / ${fmt(percentile(idle, 0.99))}`,
              baseline: "",
              ratio: "",
              target: "p99 ≤ 100",
            });
            rows.push({
              scenario: `worker process (${workers} running)`,
              measure: "peak RSS MiB",
              service: [childPid(api.child, "apps/worker/dist/main.js"), ...fleet.children.map((c) => c.pid)]
                .map((pid) => peakRssMiB(pid) ?? "n/a")
                .join(", "),
              baseline: "",
              ratio: "",
              target: "",
            });
          } finally {
            await fleet.stop();
          }
        }
        await bench.close();
      } finally {
        await receiver.close();
      }
    }

    // 8. Staff calendars: busy time's cost to availability, import speed, a change until availability follows.
    if (SCENARIOS.has("8")) {
      log("8. staff calendars");
      const options = {
        databaseUrl,
        apiUrl: api.url,
        auth,
        providerId: data.providerId,
        availability: data.availability,
        smoke: SMOKE,
        log,
      };
      const calendarRows = await calendarScenario(options);
      // Up to a minute per change at the defaults: not in a smoke run.
      if (!SMOKE) calendarRows.push(...(await changeToAvailability({ ...options, serviceId: data.serviceId })));
      for (const r of calendarRows) rows.push({ ...r, baseline: "", ratio: "" });
    }

    // 9. The availability engine's curve: members 1 → 500, days 1 → 90.
    if (SCENARIOS.has("9")) {
      log("9. availability curve");
      for (const row of await availabilityCurve({ databaseUrl, apiUrl: api.url, smoke: SMOKE, log })) {
        rows.push({
          scenario: `availability curve: ${row.members} member${row.members === 1 ? "" : "s"}, 15-minute grid, a booking a day each`,
          measure: `median ms at ${CURVE_DAYS.join(" / ")} days`,
          service: row.medians.map((m) => fmt(m, 1)).join(" / "),
          baseline: "",
          ratio: "",
          target: "",
        });
      }
    }

    // 10. The owner's reports over a salon's year of bookings.
    if (SCENARIOS.has("10")) {
      log("10. reports");
      for (const row of await reportsScenario({ databaseUrl, apiUrl: api.url, smoke: SMOKE, log })) {
        rows.push({
          scenario: `reports over ${fmt(REPORT_BOOKINGS)} bookings: ${row.report}`,
          measure: "median / p90 ms",
          service: `${fmt(row.median, 1)} / ${fmt(row.p90, 1)}`,
          baseline: "",
          ratio: "",
          target: "≤ 200",
        });
      }
    }

    // 12. The waitlist, on a salon of its own (waitlist.ts): a cancelled booking's time offered to
    // the first of 10,000 waiting that it suits (target p99 ≤ 5 s from the release to the offer),
    // one at a time and in bursts; and joining a line against the service's own 1:1 creation
    // (target ≥ 0.7 of its rate). Not in the guard: seeding and timing releases take a minute or two.
    if (SCENARIOS.has("12")) {
      const sequential = SMOKE ? 2 : 10;
      const burst = SMOKE ? 5 : WAITLIST_BURST;
      log(`12. waitlist: seeding a line of ${fmt(WAITLIST_LINE)} for one service`);
      const salon = await seedWaitlist({ databaseUrl, apiUrl: api.url, releases: 2 + ROUNDS * (sequential + burst), log });
      log(`12. waitlist: ${ROUNDS} rounds of ${sequential} cancellations one at a time and a burst of ${burst}`);
      const released = await releaseLatencies({
        databaseUrl,
        apiUrl: api.url,
        salon,
        rounds: ROUNDS,
        sequential,
        burst,
        settle: () => settle(),
        log,
      });
      for (const r of released) {
        if (r.failed > 0) log(`12. ${r.kind}: ${r.failed} releases offered to no one`);
        log(
          `12. ${r.kind}: cancel answered → offer p50 ${r.answeredP50} ms, p99 ${r.answeredP99} ms; lines of ${fmt(r.line.min)}–${fmt(r.line.max)} read`,
        );
        rows.push(
          {
            scenario: `waitlist: a cancelled booking's time offered, ${r.kind}, ${fmt(WAITLIST_LINE)} waiting for the service (the entry it suits behind ${fmt(r.walked.min)}–${fmt(r.walked.max)} others)`,
            measure: "release → offer committed p50 / p99 / max ms (releases)",
            service: `${fmt(r.p50)} / ${fmt(r.p99)} / ${fmt(r.max)} (${r.count}${r.failed ? `, ${r.failed} not offered` : ""})`,
            baseline: "",
            ratio: "",
            target: "p99 ≤ 5,000",
          },
          {
            scenario: `waitlist: ${r.kind}, where the time went`,
            measure:
              "median / max ms: release → its offer's transaction began; that transaction → committed. waitlist_offer_seconds p50 / p99 ms",
            service: `${fmt(r.waited.p50)} / ${fmt(r.waited.max)}; ${fmt(r.own.p50)} / ${fmt(r.own.max)}. ${fmt(r.metric.p50)} / ${fmt(r.metric.p99)}`,
            baseline: "",
            ratio: "",
            target: "",
          },
        );
      }
      // Joining one at a time: the 10,000-entry line against a short one (a join answers its place, counted over the line).
      await assertJoinRule(api.url, salon);
      const timedJoins = SMOKE ? 5 : 40;
      let longJoins = 0;
      let shortJoins = 0;
      const long = await sequentialJoins(
        api.url,
        salon.apiKey,
        () =>
          JSON.stringify({
            serviceId: salon.lineServiceId,
            customerId: salon.customerIds[WAITLIST_LINE + longJoins++],
            windows: [salon.joinWindow],
          }),
        timedJoins,
      );
      const short = await sequentialJoins(
        api.url,
        salon.apiKey,
        () =>
          JSON.stringify({ serviceId: salon.shortLineServiceId, customerId: salon.customerIds[shortJoins++], windows: [salon.joinWindow] }),
        timedJoins,
      );
      rows.push({
        scenario: `POST /v1/waitlist one at a time, joining the line of ${fmt(WAITLIST_LINE)} (baseline: joining a line of under ${2 * timedJoins + 2})`,
        measure: "median ms (p90)",
        service: `${fmt(long.median, 1)} (${fmt(long.p90, 1)})`,
        baseline: `${fmt(short.median, 1)} (${fmt(short.p90, 1)})`,
        ratio: `${fmt(long.median / short.median, 2)}× time`,
        target: "",
      });
      // Throughput: each join a customer and service pair not yet in line, against 1:1 creation on members of its own.
      log("12. POST /v1/waitlist against POST /v1/bookings");
      const waitAuth = { authorization: `Bearer ${salon.apiKey}` };
      const counters = { join: 0, book: 0 };
      addComparison(
        await compare(`POST /v1/waitlist, a customer not yet waiting each (baseline: the service's 1:1 creation)`, (target, seconds) =>
          load({
            url: api.url,
            method: "POST",
            headers: waitAuth,
            connections: CONNECTIONS,
            seconds,
            next: () =>
              target === "baseline"
                ? bookingRequest(counters.book++, salon.createStaffIds, salon.customerIds, salon.createServiceId)
                : waitlistJoinRequest(counters.join++, salon.joinServiceIds, salon.customerIds, salon.joinWindow),
          }),
        ),
        0.7,
      );
      if (counters.join > JOIN_SERVICES * WAITLIST_CUSTOMERS) {
        throw new Error(
          `${counters.join} joins outran the ${JOIN_SERVICES * WAITLIST_CUSTOMERS} customer and service pairs: repeats answered 409`,
        );
      }
      log(`12. the joins' ${JOIN_SERVICES} lines held about ${fmt(counters.join / JOIN_SERVICES)} entries each at the end`);
    }

    // 13. Online payments against the local Stripe stand-in (payments.ts): a customer key's booking
    // of a service taking a deposit online (202 held, its PaymentIntent made at the stand-in)
    // against the same booking of a service without payment (target ≥ 0.6 of its rate); then
    // payment_intent.succeeded of held bookings posted signed to the webhook, CONNECTIONS at a time
    // (target ≥ 500 events a second). Not in the guard.
    if (stripe) {
      log("13. payments: seeding a salon of its own");
      const salon = await seedPayments({ databaseUrl, apiUrl: api.url });
      const counters = { paid: 0, plain: 0 };
      await assertPaymentAnswers(api.url, salon, stripe, { paid: counters.paid++, plain: counters.plain++ });
      const intentsBefore = stripe.objects.paymentIntents.size;
      log(`13. POST /v1/bookings with a deposit taken online against the same booking unpaid`);
      const creation = await compare(
        `POST /v1/bookings, customer key, a deposit of ${fmt(DEPOSIT, 2)} taken online (202 held, its PaymentIntent made at the local Stripe stand-in) (baseline: the same booking of a service without payment, 201)`,
        (target, seconds) =>
          load({
            url: api.url,
            method: "POST",
            connections: CONNECTIONS,
            seconds,
            next: () =>
              target === "service"
                ? paymentBookingRequest(counters.paid++, salon, true)
                : paymentBookingRequest(counters.plain++, salon, false),
          }),
        PAYMENT_WARMUP_SECONDS,
      );
      addComparison(creation, 0.6);
      if (creation.service.bad + creation.baseline.bad > 0) {
        throw new Error(
          `13. ${creation.service.bad} paid and ${creation.baseline.bad} unpaid creations failed: the comparison compares nothing`,
        );
      }
      const customersMade = stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/customers").length;
      log(
        `13. ${fmt(stripe.objects.paymentIntents.size - intentsBefore)} PaymentIntents made during the runs; ${fmt(customersMade)} Stripe customers made in all, for ${fmt(stripe.objects.paymentIntents.size)} PaymentIntents`,
      );

      // The webhook: the held bookings' payments succeed, for SECONDS a burst, after a second's warm-up.
      let held = await heldPayments(databaseUrl, salon);
      if (held.length < PAYMENT_MIN_EVENTS) {
        log(`13. making ${fmt(PAYMENT_MIN_EVENTS - held.length)} more held bookings for the webhook's events`);
        let remaining = PAYMENT_MIN_EVENTS - held.length;
        await Promise.all(
          Array.from({ length: CONNECTIONS }, async () => {
            for (; remaining > 0; remaining--) {
              const { path, body, headers } = paymentBookingRequest(counters.paid++, salon, true);
              const answer = await fetch(`${api.url}${path}`, {
                method: "POST",
                headers: { ...headers, "content-type": "application/json" },
                body,
              });
              await answer.arrayBuffer();
              if (answer.status !== 202) throw new Error(`13. a paid booking was answered ${answer.status}`);
            }
          }),
        );
        held = await heldPayments(databaseUrl, salon);
      }
      const bookingOf = new Map(held.map((h) => [h.reference, h.bookingId]));
      const references = held.map((h) => h.reference);
      const take = () => {
        const reference = references.shift();
        return reference === undefined ? undefined : succeededPayload(stripe, reference);
      };
      await postWebhooks(api.url, stripe, take, CONNECTIONS, SMOKE ? 0.2 : 1);
      const bursts: Awaited<ReturnType<typeof postWebhooks>>[] = [];
      const again: Awaited<ReturnType<typeof postWebhooks>>[] = [];
      for (let round = 0; round < ROUNDS && references.length > 0; round++) {
        await settle();
        const first = await postWebhooks(api.url, stripe, take, CONNECTIONS, SECONDS);
        const ids = first.posted.map((payload) => {
          const reference = (JSON.parse(payload) as { data: { object: { id: string } } }).data.object.id;
          return bookingOf.get(reference) ?? "";
        });
        const outcome = await paidOutcome(databaseUrl, salon, ids);
        if (Object.keys(first.refused).length > 0 || outcome.stillHeld > 0 || outcome.captures !== ids.length) {
          throw new Error(
            `13. webhook burst ${round + 1}: answers other than 200 ${JSON.stringify(first.refused)}, ${outcome.stillHeld} bookings still held, ${outcome.captures} captures for ${ids.length} events`,
          );
        }
        // The same events again: recognised by their id, changing nothing.
        const repeats = [...first.posted];
        const repeated = await postWebhooks(api.url, stripe, () => repeats.shift(), CONNECTIONS, SECONDS);
        if (Object.keys(repeated.refused).length > 0) throw new Error(`13. repeated events answered ${JSON.stringify(repeated.refused)}`);
        bursts.push(first);
        again.push(repeated);
        log(
          `13. webhook burst ${round + 1}: ${fmt(first.events)} events, ${fmt(first.rate)} events/s (p50 ${fmt(first.p50, 1)} ms, p99 ${fmt(first.p99, 1)} ms); the same again ${fmt(repeated.rate)} events/s`,
        );
      }
      if (bursts.length < ROUNDS) log(`13. the held bookings ran out after ${bursts.length} webhook bursts`);
      // One at a time, for where the time goes: an event's own cost, without the others' company.
      const alone = references.length > 0 ? await postWebhooks(api.url, stripe, take, 1, SMOKE ? 0.5 : 2) : undefined;
      if (alone && Object.keys(alone.refused).length > 0)
        throw new Error(`13. events one at a time answered ${JSON.stringify(alone.refused)}`);
      if (alone) {
        rows.push({
          scenario: `Stripe webhook: payment_intent.succeeded of held bookings, one at a time (${fmt(alone.events)} events)`,
          measure: "events/s; p50 / p99 ms",
          service: `${fmt(alone.rate)}; ${fmt(alone.p50, 1)} / ${fmt(alone.p99, 1)}`,
          baseline: "",
          ratio: "",
          target: "",
        });
      }
      rows.push({
        scenario: `Stripe webhook: payment_intent.succeeded of held bookings, signed, ${CONNECTIONS} at a time, ${bursts.length} bursts of ${SECONDS} s (${bursts.map((b) => fmt(b.events)).join(", ")} events) (baseline: the same events delivered again, recognised and changing nothing)`,
        measure: "events/s; p50 / p99 ms",
        service: `${fmt(median(bursts.map((b) => b.rate)))}; ${fmt(median(bursts.map((b) => b.p50)), 1)} / ${fmt(median(bursts.map((b) => b.p99)), 1)}`,
        baseline: `${fmt(median(again.map((b) => b.rate)))}; ${fmt(median(again.map((b) => b.p50)), 1)} / ${fmt(median(again.map((b) => b.p99)), 1)}`,
        ratio: "",
        target: "≥ 500 events/s",
      });
    }

    // 6. Memory.
    rows.push({
      scenario: "API process",
      measure: "peak RSS MiB",
      service: String(peakRssMiB(childPid(api.child, "apps/api/dist/main.js")) ?? "n/a"),
      baseline: String(peakRssMiB(baseline.child) ?? "n/a"),
      ratio: "",
      target: "",
    });

    // 7. The fleet on a Redis Cluster and a primary with a standby, beside one node (servers of its own).
    if (SCENARIOS.has("7")) {
      await api.stop();
      await baseline.stop();
      await equivalent.stop();
      const { single, fleet } = await fleetScenario(root, { seconds: SMOKE ? 1 : 10, connections: CONNECTIONS, log });
      for (const f of [single, fleet]) {
        const vs = (value: number, of: number) => (f === fleet ? fmt(value / of, 2) : "");
        rows.push({
          scenario: `fleet scenario: ${f.setup}`,
          measure: "POST /v1/bookings req/s (p99 ms)",
          service: `${fmt(f.bookingsPerSecond)} (${fmt(f.p99, 1)})`,
          baseline: "",
          ratio: vs(f.bookingsPerSecond, single.bookingsPerSecond),
          target: "",
        });
        rows.push({
          scenario: `fleet scenario: ${f.setup}`,
          measure: "deliveries/s; commit→receipt p50 / p99 ms",
          service: `${fmt(f.deliveriesPerSecond)}; ${fmt(f.lagP50)} / ${fmt(f.lagP99)}`,
          baseline: "",
          ratio: vs(f.deliveriesPerSecond, single.deliveriesPerSecond),
          target: "",
        });
        if (f.failed) log(`fleet scenario (${f.setup}): ${f.failed} failed answers`);
      }
    }
  } finally {
    await api.stop();
    await baseline.stop();
    await equivalent.stop();
    rmSync(openApiFile, { force: true });
    await deleteRedisKeys(REDIS_URL, [`${redisPrefix}*`, `{${redisPrefix}*`]);
    await stripe?.close();
  }

  const header = "| Scenario | Measure | Service | Baseline | Ratio | Target |\n|---|---|---|---|---|---|";
  const table = [
    header,
    ...rows.map((r) => `| ${r.scenario} | ${r.measure} | ${r.service} | ${r.baseline} | ${r.ratio} | ${r.target} |`),
  ].join("\n");
  const redisVersion = (() => {
    try {
      return execSync("redis-server --version", { encoding: "utf8" }).trim().split(" ")[2];
    } catch {
      return "unknown";
    }
  })();
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`;
  const report = `# Benchmarks

Run by \`pnpm bench\` on ${new Date().toISOString().slice(0, 10)}${SMOKE ? " (smoke run: figures meaningless)" : ""}.

- Machine: ${machine} (the load generator runs on the same machine)
- Node.js ${process.version}, PostgreSQL ${pgVersion}, Redis ${redisVersion}
- autocannon, ${CONNECTIONS} connections; after a warm-up, ${ROUNDS} pairs of ${SECONDS} s runs (service and baseline back to back, the order swapped every pair); req/s and latencies are medians over the pairs, a ratio the median of the pairs' own ratios
- Webhooks: per number of workers, ${WEBHOOK_PAIRS} pairs of a burst of ${fmt(WEBHOOK_EVENTS)} deliveries to a local receiver by the service and by a hand-written deliverer (\`apps/bench/src/hand-deliverer.ts\`: a BullMQ worker at the same concurrency that signs, POSTs with undici and records the outcome in one statement), the order swapped every pair; medians over the pairs, the ratio the median of the pairs' own
${autovacuumOff ? "- PostgreSQL runs without autovacuum on this machine: before each run the bench vacuums and analyzes the tables with dead rows, and analyzes those changed by more than autovacuum's threshold (50 rows and a tenth of the table), as autovacuum would have\n" : ""}- Service: started as users start it (\`apps/start/dist/main.js\`, what \`pnpm start\` runs once built: the API and a worker beside it), NODE_ENV=production, LOG_LEVEL=warn, real PostgreSQL and Redis (rate limits on, the key's limit raised)
- Baseline: \`apps/bench/src/baseline.ts\`, the tightest honest hand-written equivalent: a bare Fastify route that checks the API key against digests held in memory, runs SQL written by hand (one plain join) as a named prepared statement with pg, maps the row by hand and answers the same JSON (checked before each comparison); its creation makes the service's checks (member, service, customer, closures, time off, calendar busy time, working hours) and writes the same rows in the same two round trips
- Reads are compared twice: with the equivalent baseline (the same server with \`BASELINE_DUTIES=1\`: it also keeps, by hand, the duties the service documents on every read — a request id, the security headers, the key's rate limit shared through Redis with its \`RateLimit-*\` headers, a latency histogram, the answer checked by a validator compiled from the service's OpenAPI document — \`apps/bench/src/baseline-duties.ts\`), which holds the target; and with the bare baseline, shown for information
- Targets (the last column): reads ≥ 0.85 of the baseline with p99 ≤ 1.5×, creation ≥ 0.75 of the hand-written creation, a seat, a room or a visit of two services (of one member, or of a member each) ≥ 0.6 of the 1:1 creation, a recurring series of 52 weekly occurrences p50 ≤ 10× the 1:1 creation's (a dry run ≤ 5×), availability of 10 members over a month p50 ≤ 5 ms and of 200 members ≤ 150 ms and ≤ 512 KB, webhooks ≥ 0.7 of the hand-written deliverer with commit→receipt p99 ≤ 100 ms when idle, each report over a salon's year of 100,000 bookings ≤ 200 ms, a time freed with 10,000 waiting for its service offered within p99 ≤ 5 s of its release, joining a waitlist ≥ 0.7 of the 1:1 creation's rate, a booking paid online (against the local Stripe stand-in) ≥ 0.6 of the same booking unpaid, the payment webhook ≥ 500 events/s

${table}

${readFileSync(path.join(root, "apps/bench/ANALYSIS.md"), "utf8")}`;
  process.stdout.write(`\n${table}\n`);
  if (GUARD) {
    // A failed answer is fast on either side: a ratio with failures in it compares nothing.
    const below = guardResults.filter((r) => guardFails(r) || r.failedAnswers > 0);
    for (const r of guardResults) {
      const limit = r.measure === "req/s" ? `floor ${r.limit}` : `p50 ceiling ${r.limit}`;
      const beyond = guardFails(r) ? (r.measure === "req/s" ? " BELOW ITS FLOOR" : " OVER ITS CEILING") : "";
      log(
        `guard: ${r.scenario}: ${r.measure} ratio ${fmt(r.ratio, 2)} (${limit})${beyond}${r.failedAnswers > 0 ? `, ${r.failedAnswers} FAILED ANSWERS` : ""}`,
      );
    }
    if (below.length > 0 || guardResults.length === 0) {
      log(
        guardResults.length === 0
          ? "guard: no comparison ran"
          : `guard: ${below.length} comparison(s) beyond their limit or with failed answers`,
      );
      process.exit(1);
    }
    log("guard passed (BENCHMARKS.md left as it was)");
    return;
  }
  if (!SMOKE) writeFileSync(path.join(root, "BENCHMARKS.md"), report);
  log(SMOKE ? "smoke run done (BENCHMARKS.md left as it was)" : "wrote BENCHMARKS.md");
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

/** `rounds` batches of 50 availability calls over the chain (identity encoding: the answer's own size), timed. */
async function availabilityBatch(url: string, chain: { serviceId: string; publicKey: string; from: string; to: string }, rounds: number) {
  const calls = 50;
  const input = Object.fromEntries(
    Array.from({ length: calls }, (_, i) => [i, { serviceId: chain.serviceId, from: chain.from, to: chain.to }]),
  );
  const target = `${url}/trpc/${Array.from({ length: calls }, () => "availability.get").join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
  const times: number[] = [];
  let last = { bytes: 0, answered: 0, refused: 0 };
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const res = await fetch(target, { headers: { authorization: `Bearer ${chain.publicKey}`, "accept-encoding": "identity" } });
    const text = await res.text();
    times.push(performance.now() - started);
    const slots = JSON.parse(text) as { result?: unknown; error?: { data?: { appCode?: string } } }[];
    last = {
      bytes: Buffer.byteLength(text),
      answered: slots.filter((slot) => slot.result !== undefined).length,
      refused: slots.filter((slot) => slot.error?.data?.appCode === "PAYLOAD_TOO_LARGE").length,
    };
  }
  times.sort((a, b) => a - b);
  return { median: sampleAt(times, Math.floor(times.length / 2)), ...last };
}
