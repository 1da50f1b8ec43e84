// Fault: many processes on one database. Two real API processes and two real worker
// processes share a throwaway PostgreSQL and redis-server of this file's own: a key's rate limit
// (set by the operator CLI, --rate-limit N) allows exactly N requests across both APIs, each
// event reaches each webhook once although two workers relay and deliver, and concurrent
// overlapping bookings spread over both APIs never double-book a staff member.
// (A worker SIGKILLed mid-delivery is covered by apps/worker/test/fleet.test.ts.)
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { startHttpReceiver, type HttpReceiver } from "@booking/testing";
import {
  call,
  Cleanup,
  createSalon,
  isRestError,
  runCli,
  slot,
  startFaultEnv,
  startFleet,
  waitFor,
  type Answer,
  type ApiProcess,
  type FaultEnv,
  type Spawned,
} from "../faults-support";

const cleanup = new Cleanup();
let env: FaultEnv;
let apis: ApiProcess[];
let workers: Spawned[];
let receiver: HttpReceiver;

beforeAll(async () => {
  env = await startFaultEnv(cleanup);
  receiver = await startHttpReceiver();
  cleanup.add(() => receiver.close());
  const processEnv = { DATABASE_URL: env.databaseUrl, REDIS_URL: env.redis.url, QUEUE_PREFIX: "{faults}" };
  ({ apis, workers } = await startFleet(processEnv, cleanup));
});
afterAll(() => cleanup.run());

/** Request `i` goes to API `i % 2`. */
const apiFor = (i: number) => apis[i % apis.length]!.url;

describe("two API processes and two workers on one database", () => {
  it("share a key's rate limit: exactly N successes across both APIs", async () => {
    const salon = await createSalon(apis[0]!.url, env.database);
    const limit = 12;
    const key = await runCli({ DATABASE_URL: env.databaseUrl }, [
      "key:create",
      "--provider",
      salon.providerId,
      "--rate-limit",
      String(limit),
    ]);
    const answers = await Promise.all(
      Array.from({ length: 2 * limit + 6 }, (_, i) => call(apiFor(i), "GET", "/v1/services", { key: key.apiKey as string })),
    );
    const ok = answers.filter((a) => a.status === 200);
    const limited = answers.filter((a) => a.status === 429);
    expect(ok).toHaveLength(limit);
    expect(limited).toHaveLength(limit + 6);
    // Exactly N in all (per-process counters would allow N on each), with the documented 429.
    for (const a of limited) {
      expect(isRestError(a.body, "RATE_LIMITED")).toBe(true);
      expect(a.headers.get("ratelimit-limit")).toBe(String(limit));
      expect(a.headers.get("ratelimit-remaining")).toBe("0");
      expect(Number(a.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // One counter: the successes saw every remaining count from N-1 down to 0 once.
    expect(new Set(ok.map((a) => a.headers.get("ratelimit-remaining")))).toEqual(
      new Set(Array.from({ length: limit }, (_, i) => String(i))),
    );
  });

  it("deliver each event once per webhook although two workers relay and deliver", async () => {
    const salon = await createSalon(apis[1]!.url, env.database, { staffCount: 2 });
    // The set-up's own events are relayed before the webhooks exist (they would not be sent).
    await waitFor(
      async () => (await env.database.db.selectFrom("outbox_events").select("id").where("relayed_at", "is", null).execute()).length === 0,
      "the outbox to drain",
    );
    const hooks: string[] = [];
    for (const name of ["a", "b"]) {
      const hook = await call(apis[0]!.url, "POST", "/api/rpc/user/webhooks/create", {
        key: salon.apiKey,
        body: { url: `${receiver.url}/${name}`, events: ["booking.created", "customer.created"] },
      });
      expect(hook.status, hook.text).toBe(200);
      hooks.push(hook.body.id as string);
    }
    // Bookings and customers made through both APIs at once.
    const made = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        call(apiFor(i), "POST", "/v1/bookings", {
          key: salon.apiKey,
          body: {
            customerId: salon.customerId,
            serviceId: salon.serviceId,
            staffId: salon.staffIds[i % 2],
            dateTime: slot(Math.floor(i / 2)),
          },
        }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        call(apiFor(i), "POST", "/v1/customers", { key: salon.apiKey, body: { name: `Customer ${i}`, email: `fleet${i}@example.com` } }),
      ),
    ]);
    expect(made.map((m) => m.status)).toEqual(Array(30).fill(201));
    const events = 30;
    await waitFor(() => receiver.requests.length >= 2 * events, "every delivery", 30_000);
    await sleep(500); // a duplicate would arrive by now
    for (const name of ["a", "b"]) {
      const got = receiver.requests.filter((r) => r.path === `/${name}`);
      expect(got).toHaveLength(events);
      expect(new Set(got.map((r) => r.headers["x-webhook-delivery"])).size).toBe(events);
      const subjects = got.map((r) => {
        const body = JSON.parse(r.body) as { event: string; data: { bookingId?: string; customerId: string } };
        return body.event === "booking.created" ? body.data.bookingId : body.data.customerId;
      });
      expect(new Set(subjects).size).toBe(events);
    }
    const recorded = () =>
      env.database.db
        .selectFrom("webhook_deliveries")
        .select(["webhook_id", "status", "attempts"])
        .where("webhook_id", "in", hooks)
        .execute();
    // The receiver has a request before the worker hears its answer and records the outcome.
    const deliveries = await waitFor(
      async () => {
        const rows = await recorded();
        return rows.every((d) => d.status !== "pending") && rows;
      },
      "every outcome recorded",
      15_000,
    );
    expect(deliveries).toHaveLength(2 * events);
    expect(deliveries.every((d) => d.status === "succeeded" && d.attempts === 1)).toBe(true);
    // Both workers are still running (no crash on contention).
    expect(workers.map((w) => w.child.exitCode)).toEqual([null, null]);
  });

  it("never double-book under concurrent overlapping creates spread across both APIs", async () => {
    const salon = await createSalon(apis[0]!.url, env.database, { staffCount: 1 });
    const staffId = salon.staffIds[0]!;
    const rounds = 8;
    const perRound = 6;
    const results: Answer[][] = [];
    for (let round = 0; round < rounds; round++) {
      // Six requests for overlapping 15-minute bookings: the same start, and 5 and 10 minutes later.
      const start = new Date(slot(round * 4 + 40)).getTime();
      results.push(
        await Promise.all(
          Array.from({ length: perRound }, (_, i) =>
            call(apiFor(i), "POST", "/v1/bookings", {
              key: salon.apiKey,
              body: {
                customerId: salon.customerId,
                serviceId: salon.serviceId,
                staffId,
                dateTime: new Date(start + (i % 3) * 5 * 60_000).toISOString(),
              },
            }),
          ),
        ),
      );
    }
    for (const round of results) {
      expect(
        round.filter((r) => r.status === 201),
        round.map((r) => `${r.status} ${r.text.slice(0, 100)}`).join("\n"),
      ).toHaveLength(1);
      const losers = round.filter((r) => r.status !== 201);
      expect(losers.map((r) => r.status)).toEqual(Array(perRound - 1).fill(409));
      for (const r of losers) expect(isRestError(r.body, "CONFLICT")).toBe(true);
    }
    const overlaps = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM bookings a JOIN bookings b
        ON a.provider_id = b.provider_id AND a.staff_id = b.staff_id AND a.id < b.id
       AND a.status IN ('pending', 'confirmed') AND b.status IN ('pending', 'confirmed')
       AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`.execute(env.database.db);
    expect(overlaps.rows[0]!.n).toBe(0);
    const stored = await env.database.db.selectFrom("bookings").select("id").where("staff_id", "=", staffId).execute();
    expect(stored).toHaveLength(rounds);
  });
});
