// Fault: Idempotency-Key across crashes. A real API process serves a throwaway PostgreSQL; the
// test stalls the database at chosen points with triggers that sleep, and kills the API or the
// database meanwhile. A request that committed is replayed to its retry, never run again; a
// request that did not commit leaves nothing that blocks its retry.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import {
  call,
  Cleanup,
  createSalon,
  startApiProcess,
  startFaultEnv,
  waitFor,
  watched,
  type ApiProcess,
  type FaultEnv,
} from "../faults-support";

const cleanup = new Cleanup();
let env: FaultEnv;

beforeAll(async () => {
  env = await startFaultEnv(cleanup);
  await sql`CREATE FUNCTION stall() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(1.5); RETURN NEW; END $$`.execute(
    env.database.db,
  );
});
afterAll(() => cleanup.run());

async function startApi(): Promise<ApiProcess> {
  const api = await startApiProcess({ DATABASE_URL: env.databaseUrl, REDIS_URL: env.redis.url });
  cleanup.add(() => api.stop());
  return api;
}

/** SIGKILL, and no longer a process whose death fails a waitFor. */
async function kill(api: ApiProcess) {
  const index = watched.findIndex((p) => p.child === api.child);
  if (index >= 0) watched.splice(index, 1);
  const exited = new Promise((resolve) => api.child.once("exit", resolve));
  api.child.kill("SIGKILL");
  await exited;
}

const sleeping = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event = 'PgSleep'`.execute(env.database.db)).rows[0]!
    .n > 0;

const customersNamed = async (email: string) =>
  (await sql<{ id: string }>`SELECT id FROM customers WHERE email = ${email}`.execute(env.database.db)).rows;

describe("Idempotency-Key across crashes", () => {
  it("replays a request whose API died after the commit, before answering, and never runs it twice", async () => {
    const api = await startApi();
    const salon = await createSalon(api.url, env.database);
    // The commit itself stalls (a deferred trigger runs at COMMIT), so the API is killed after it
    // sent COMMIT and before it could answer: the database completes the commit on its own.
    await sql`CREATE CONSTRAINT TRIGGER stall_commit AFTER INSERT ON customers DEFERRABLE INITIALLY DEFERRED
              FOR EACH ROW EXECUTE FUNCTION stall()`.execute(env.database.db);
    const headers = { "idempotency-key": "crash-after-commit" };
    const body = { name: "Dana", email: "dana@example.com" };
    const unanswered = call(api.url, "POST", "/v1/customers", { key: salon.apiKey, body, headers }).catch((error: Error) => error);
    await waitFor(sleeping, "the commit to stall");
    await kill(api);
    expect(await unanswered).toBeInstanceOf(Error); // the client never got an answer
    await waitFor(async () => (await customersNamed(body.email)).length > 0, "the commit to complete without the API");
    await sql`DROP TRIGGER stall_commit ON customers`.execute(env.database.db);

    // The client retries on another API process: the committed request is replayed at once.
    const other = await startApi();
    const retry = await call(other.url, "POST", "/v1/customers", { key: salon.apiKey, body, headers });
    expect(retry.status, retry.text).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    const rows = await customersNamed(body.email);
    expect(rows).toHaveLength(1);
    expect(retry.body.data.id).toBe(rows[0]!.id);
  });

  it("leaves nothing behind when the API dies before the commit: the retry runs at once", async () => {
    const api = await startApi();
    const salon = await createSalon(api.url, env.database);
    await sql`CREATE TRIGGER stall_work BEFORE INSERT ON customers FOR EACH ROW EXECUTE FUNCTION stall()`.execute(env.database.db);
    const headers = { "idempotency-key": "crash-before-commit" };
    const body = { name: "Eve", email: "eve@example.com" };
    const unanswered = call(api.url, "POST", "/v1/customers", { key: salon.apiKey, body, headers }).catch((error: Error) => error);
    await waitFor(sleeping, "the work to stall");
    await kill(api);
    expect(await unanswered).toBeInstanceOf(Error);
    await sql`DROP TRIGGER stall_work ON customers`.execute(env.database.db);

    const other = await startApi();
    const retry = await call(other.url, "POST", "/v1/customers", { key: salon.apiKey, body, headers, timeoutMs: 5_000 });
    expect(retry.status, retry.text).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(await customersNamed(body.email)).toHaveLength(1);
  });

  it("does not hold a key whose request answered 503 because the database crashed under it", async () => {
    const api = await startApi();
    const salon = await createSalon(api.url, env.database);
    await sql`CREATE TRIGGER stall_work BEFORE INSERT ON customers FOR EACH ROW EXECUTE FUNCTION stall()`.execute(env.database.db);
    const headers = { "idempotency-key": "database-crash" };
    const body = { name: "Fay", email: "fay@example.com" };
    const answer = call(api.url, "POST", "/v1/customers", { key: salon.apiKey, body, headers });
    await waitFor(sleeping, "the work to stall");
    await env.postgres.stop("immediate");
    const failed = await answer;
    expect(failed.status, failed.text).toBe(503);
    await env.postgres.start();
    await sql`DROP TRIGGER stall_work ON customers`.execute(env.database.db).catch(async () => {
      await sleep(500); // the test's own pool reconnects
      await sql`DROP TRIGGER stall_work ON customers`.execute(env.database.db);
    });

    const retry = await waitFor(async () => {
      const res = await call(api.url, "POST", "/v1/customers", { key: salon.apiKey, body, headers, timeoutMs: 5_000 });
      return res.status !== 503 && res;
    }, "the API to reach the database again");
    expect(retry.status, retry.text).toBe(201);
    expect(await customersNamed(body.email)).toHaveLength(1);
  });
});
