// Fault: PostgreSQL stopped and started again under load. A real API process serves a
// throwaway PostgreSQL and redis-server of this file's own on ephemeral ports (never the shared
// servers other files use) while clients keep creating and reading bookings. While the database
// is down every answer is a prompt 503 with the documented body, never a 500 or a hang, and
// /readyz says so; once it is back the same process recovers by itself; every booking the API
// acknowledged (201) is in the database, and none was created twice.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKeyForProvider, revokeApiKey } from "@booking/core";
import { sql } from "@booking/db";
import { TEST_RATE_LIMIT } from "@booking/testing";
import {
  call,
  Cleanup,
  createSalon,
  isRestError,
  slot,
  startApiProcess,
  startFaultEnv,
  waitFor,
  type Answer,
  type ApiProcess,
  type FaultEnv,
} from "../faults-support";

const cleanup = new Cleanup();
let env: FaultEnv;
let api: ApiProcess;

beforeAll(async () => {
  env = await startFaultEnv(cleanup);
  // Resolved keys are cached a minute: only a revocation heard through the reconnected listener
  // can make the API forget one in time (see the end of the test).
  api = await startApiProcess({ DATABASE_URL: env.databaseUrl, REDIS_URL: env.redis.url, AUTH_CACHE_TTL_MS: "60000" });
  cleanup.add(() => api.stop());
});
afterAll(() => cleanup.run());

/** The longest any answer may take, outage or not. */
const MAX_ANSWER_MS = 5_000;

interface Outcome {
  kind: "create" | "list" | "get" | "readyz";
  /** Logical booking number (creates). */
  n?: number;
  sentAt: number;
  doneAt: number;
  res: Answer;
}

describe("PostgreSQL restarted under load", () => {
  it("answers 503 while it is down, recovers by itself, loses and duplicates no acknowledged booking", async () => {
    const salon = await createSalon(api.url, env.database, { staffCount: 4 });
    const { apiKey, staffIds } = salon;
    let running = true;
    let next = 0;
    const outcomes: Outcome[] = [];
    const failures: string[] = [];

    const bookingBody = (n: number) => ({
      customerId: salon.customerId,
      serviceId: salon.serviceId,
      staffId: staffIds[n % staffIds.length],
      dateTime: slot(Math.floor(n / staffIds.length)),
      notes: `load-${n}`,
    });
    const timed = async (kind: Outcome["kind"], request: () => Promise<Answer>, n?: number) => {
      const sentAt = Date.now();
      try {
        const res = await request();
        outcomes.push({ kind, n, sentAt, doneAt: Date.now(), res });
        return res;
      } catch (error) {
        // A hang (no answer within MAX_ANSWER_MS) or a dropped connection.
        failures.push(`${kind}${n === undefined ? "" : ` ${n}`}: ${(error as Error).message}`);
        return undefined;
      }
    };

    // Clients keep going whatever happens.
    const writer = async () => {
      while (running) {
        const n = next++;
        const res = await timed(
          "create",
          () => call(api.url, "POST", "/v1/bookings", { key: apiKey, timeoutMs: MAX_ANSWER_MS, body: bookingBody(n) }),
          n,
        );
        if (res?.status === 503) await sleep(25); // a polite client backs off a little
      }
    };
    // Reads use a second key of the provider (revoked at the end).
    const readKey = await createKeyForProvider(env.database.db, {
      providerId: salon.providerId,
      audience: "provider",
      rateLimit: TEST_RATE_LIMIT,
    });
    const reader = async () => {
      let known: string | undefined;
      while (running) {
        const list = await timed("list", () =>
          call(api.url, "GET", "/v1/bookings?limit=5", { key: readKey.apiKey, timeoutMs: MAX_ANSWER_MS }),
        );
        if (list?.status === 200 && list.body.data[0]) known = list.body.data[0].id;
        if (known)
          await timed("get", () => call(api.url, "GET", `/v1/bookings/${known}`, { key: readKey.apiKey, timeoutMs: MAX_ANSWER_MS }));
        await timed("readyz", () => call(api.url, "GET", "/readyz", { timeoutMs: MAX_ANSWER_MS }));
        await sleep(20);
      }
    };
    const load = Promise.all([writer(), writer(), writer(), reader()]);
    const created = () => outcomes.filter((o) => o.kind === "create" && o.res.status === 201);

    /** Each outage: from the server's exit to the moment it is started again, and when it was up. */
    const outages: { mode: "fast" | "immediate"; from: number; to: number; upAt: number }[] = [];
    try {
      await waitFor(() => created().length >= 10, "bookings before the outage");
      // A clean fast shutdown (clients disconnected, transactions aborted), then a crash.
      for (const mode of ["fast", "immediate"] as const) {
        await env.postgres.stop(mode);
        const from = Date.now();
        // Long enough for every client to meet the outage several times.
        await waitFor(
          () => Date.now() - from > 1_500 && outcomes.filter((o) => o.kind === "create" && o.sentAt >= from).length >= 10,
          `answers during the ${mode} outage`,
        );
        const to = Date.now();
        await env.postgres.start();
        const upAt = Date.now();
        outages.push({ mode, from, to, upAt });
        // The same process recovers by itself: creates and /readyz succeed again.
        await waitFor(
          () =>
            created().filter((o) => o.sentAt >= upAt).length >= 10 &&
            outcomes.some((o) => o.kind === "readyz" && o.sentAt >= upAt && o.res.status === 200),
          `the API to recover after the ${mode} outage`,
        );
      }
    } catch (error) {
      const t0 = outages.at(-1)?.from ?? Date.now();
      const lines = outcomes.map((o) => `${o.sentAt - t0}..${o.doneAt - t0} ${o.kind} ${o.res.status} ${o.res.text.slice(0, 120)}`);
      throw new Error(
        `${(error as Error).message}\nfailures: ${failures.join("\n")}\n${lines.slice(-60).join("\n")}\nAPI:\n${api.output.slice(-30).join("\n")}`,
      );
    } finally {
      running = false;
      await load;
    }

    expect(failures, "requests that hung or lost their connection").toEqual([]);
    expect(api.child.exitCode, "the API process is the one started before the outage").toBeNull();
    // Nothing is ever a 500 (or any 5xx but 503), and nothing is slow.
    const unexpected = outcomes.filter((o) => ![200, 201, 503].includes(o.res.status));
    expect(unexpected.map((o) => `${o.kind} ${o.res.status} ${o.res.text.slice(0, 200)}`)).toEqual([]);
    const slowest = Math.max(...outcomes.map((o) => o.res.ms));
    expect(slowest).toBeLessThan(MAX_ANSWER_MS);

    // While the database was down: every answer 503 with the documented body.
    const duringOutage = outcomes.filter((o) => outages.some((d) => o.sentAt >= d.from && o.doneAt <= d.to));
    for (const d of outages) {
      const within = duringOutage.filter((o) => o.sentAt >= d.from && o.doneAt <= d.to);
      expect(within.filter((o) => o.kind === "create").length, d.mode).toBeGreaterThanOrEqual(10);
      expect(within.filter((o) => o.kind === "readyz").length, d.mode).toBeGreaterThan(0);
    }
    for (const o of duringOutage) {
      expect(o.res.status, `${o.kind}: ${o.res.text}`).toBe(503);
      if (o.kind === "readyz") expect(o.res.body).toEqual({ error: { message: expect.any(String), code: "SERVICE_UNAVAILABLE" } });
      else expect(isRestError(o.res.body, "SERVICE_UNAVAILABLE"), o.res.text).toBe(true);
    }

    // Every acknowledged booking exists, with what was asked; none exists twice; none out of thin air.
    const rows = await env.database.db
      .selectFrom("bookings")
      .select(["id", "notes", "staff_id", "starts_at"])
      .where("provider_id", "=", salon.providerId)
      .execute();
    const byNotes = new Map<string, number>();
    for (const row of rows) byNotes.set(row.notes ?? "", (byNotes.get(row.notes ?? "") ?? 0) + 1);
    expect([...byNotes.entries()].filter(([, count]) => count > 1)).toEqual([]);
    const stored = new Map(rows.map((r) => [r.id, r]));
    const acknowledged = created();
    for (const o of acknowledged) {
      const row = stored.get(o.res.body.data.id);
      expect(row, `acknowledged booking ${o.res.body.data.id} (load-${o.n}) is missing`).toBeDefined();
      expect(row).toMatchObject({ notes: `load-${o.n}`, staff_id: bookingBody(o.n!).staffId });
    }
    const attempted = new Set(outcomes.filter((o) => o.kind === "create").map((o) => `load-${o.n}`));
    expect(rows.filter((r) => !attempted.has(r.notes ?? ""))).toEqual([]);
    // A booking committed while its answer was lost to the outage would exist without a 201; the
    // client's retry then meets 409, never a second booking. Count them to show what happened.
    const unacknowledged = rows.filter((r) => !acknowledged.some((o) => o.res.body.data.id === r.id));
    // Each booking recorded its event once.
    const events = await env.database.db
      .selectFrom("outbox_events")
      .select(["data"])
      .where("event", "=", "booking.created")
      .where("provider_id", "=", salon.providerId)
      .execute();
    const eventCounts = new Map<string, number>();
    for (const e of events) {
      const id = (e.data as { bookingId: string }).bookingId;
      eventCounts.set(id, (eventCounts.get(id) ?? 0) + 1);
    }
    expect(eventCounts.size).toBe(rows.length);
    expect([...eventCounts.values()].every((c) => c === 1)).toBe(true);

    // A client retrying what failed during the outage succeeds now (no lock or claim left behind).
    const failed = outcomes.filter((o) => o.kind === "create" && o.res.status === 503).slice(0, 12);
    for (const o of failed) {
      const retry = await call(api.url, "POST", "/v1/bookings", { key: apiKey, timeoutMs: MAX_ANSWER_MS, body: bookingBody(o.n!) });
      const committed = unacknowledged.some((r) => r.notes === `load-${o.n}`);
      expect(retry.status, retry.text).toBe(committed ? 409 : 201);
    }
    // The revocation listener reconnected by itself (its own connection, LISTENing again), and a
    // key revoked now is refused at once although the process cached it before.
    await waitFor(
      async () =>
        (
          await sql<{
            n: number;
          }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'booking-api-listener' AND query ILIKE 'LISTEN%'`.execute(
            env.database.db,
          )
        ).rows[0]!.n === 1,
      "the revocation listener to reconnect",
      25_000, // it retries with a backoff of up to 10 s
    );
    expect((await call(api.url, "GET", "/v1/bookings?limit=1", { key: readKey.apiKey })).status).toBe(200);
    await revokeApiKey(env.database.db, readKey.id);
    // The notification arrives asynchronously; the cache would keep the key for a minute.
    const revoked = await waitFor(
      async () => {
        const res = await call(api.url, "GET", "/v1/bookings?limit=1", { key: readKey.apiKey });
        return res.status === 401 && res;
      },
      "the revoked key to be refused",
      3_000,
    );
    expect(isRestError(revoked.body, "UNAUTHORIZED")).toBe(true);

    console.info(
      `faults-postgres: ${acknowledged.length} bookings acknowledged, ${outcomes.filter((o) => o.res.status === 503).length} answers 503 ` +
        `(${duringOutage.length} while it was down), ${unacknowledged.length} committed without an answer, slowest answer ${slowest} ms, ` +
        `first booking after restart in ${outages
          .map(
            (d) =>
              `${
                Math.min(
                  ...created()
                    .filter((o) => o.sentAt >= d.upAt)
                    .map((o) => o.doneAt),
                ) - d.upAt
              } ms (${d.mode})`,
          )
          .join(", ")}`,
    );
  });
});
