// Webhook signing secrets at rest: sealed with SECRETS_KEY in the database (never the plaintext),
// opened for signing, rotated with SECRETS_KEY_PREVIOUS and `secrets:reencrypt`, legacy plaintext
// sealed when the API starts; and production refuses to start without a key.
import { randomBytes } from "node:crypto";
import { verify } from "@octokit/webhooks-methods";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { keyIdOf, parseSecretsKey, SecretBox, webhookSigningSecret } from "@booking/core";
import { migrateTo, migrateToLatest, sql } from "@booking/db";
import {
  apiClient,
  createProvider,
  createTestDatabase,
  startHttpReceiver,
  TEST_REDIS_URL,
  type HttpReceiver,
  type TestDatabase,
} from "@booking/testing";
import { Cleanup, runCli, startApiProcess, startWorkerProcess } from "../faults-support";
import { startTestApi, type TestApi } from "../helpers";

let t: TestApi;
let receiver: HttpReceiver;
const cleanup = new Cleanup();
const EVENTS = ["booking.created"];
const keyA = randomBytes(32).toString("base64");
const keyB = randomBytes(32).toString("hex");

beforeAll(async () => {
  [t, receiver] = await Promise.all([startTestApi(), startHttpReceiver()]);
});
afterEach(async () => {
  for (const name of ["SECRETS_KEY", "SECRETS_KEY_PREVIOUS", "WEBHOOK_ALLOW_PRIVATE_TARGETS"]) delete process.env[name];
  await cleanup.run();
});
afterAll(async () => {
  await Promise.all([t?.close(), receiver?.close()]);
});

async function storedRow(database: TestDatabase, id: string) {
  const { rows } = await sql<{
    secret: string;
    row: string;
  }>`SELECT secret, row_to_json(w)::text AS row FROM webhooks w WHERE id = ${id}`.execute(database.db);
  return rows[0]!;
}

/** Sends webhooks/test and checks the receiver got a delivery signed with `secret`. */
async function expectTestSignedWith(api: ReturnType<typeof apiClient>, id: string, secret: string, path: string) {
  const res = await api.post("/api/rpc/user/webhooks/test", { id });
  expect(res.body, res.text).toMatchObject({ delivered: true, statusCode: 200 });
  const request = receiver.requests.filter((r) => r.path === path).at(-1)!;
  const body = JSON.parse(request.body) as { event: string; timestamp: string; data: unknown; signature: string };
  const signed = JSON.stringify({ event: body.event, timestamp: body.timestamp, data: body.data });
  expect(await verify(secret, signed, body.signature)).toBe(true);
  return { signed, signature: body.signature };
}

describe("webhook secrets at rest", () => {
  it("are sealed in the database on create and on rotation; deliveries verify with the secret the client was shown", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
    const { api } = await t.newProvider();
    const generated = await api.post("/api/rpc/user/webhooks/create", { url: `${receiver.url}/generated`, events: EVENTS });
    const own = await api.post("/api/rpc/user/webhooks/create", {
      url: `${receiver.url}/own`,
      events: EVENTS,
      secret: "my-own-secret-0123",
    });
    expect(generated.body.secret).toMatch(/^whsec_/);
    for (const [hook, secret] of [
      [generated.body, generated.body.secret],
      [own.body, "my-own-secret-0123"],
    ] as const) {
      const stored = await storedRow(t.database, hook.id);
      expect(stored.secret).toMatch(/^v1:[0-9a-f]{8}:[\w-]+$/);
      expect(stored.row).not.toContain(secret);
    }
    await expectTestSignedWith(api, generated.body.id, generated.body.secret, "/generated");
    await expectTestSignedWith(api, own.body.id, "my-own-secret-0123", "/own");

    const before = (await storedRow(t.database, own.body.id)).secret;
    const rotated = await api.patch("/api/rpc/user/webhooks/update", { id: own.body.id, secret: "rotated-secret-4567" });
    expect(rotated.status, rotated.text).toBe(200);
    const after = await storedRow(t.database, own.body.id);
    expect(after.secret).toMatch(/^v1:/);
    expect(after.secret).not.toBe(before);
    expect(after.row).not.toContain("rotated-secret-4567");
    const { signed, signature } = await expectTestSignedWith(api, own.body.id, "rotated-secret-4567", "/own");
    expect(await verify("my-own-secret-0123", signed, signature)).toBe(false);
  });

  it("are sealed in the recorded answer of an Idempotency-Key too; the replay still shows the secret", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
    const { api } = await t.newProvider();
    const headers = { "idempotency-key": "create-hook-once" };
    const first = await api.post("/api/rpc/user/webhooks/create", { url: `${receiver.url}/idem`, events: EVENTS }, { headers });
    expect(first.status, first.text).toBe(200);
    const { rows } = await sql<{
      response_body: string;
    }>`SELECT response_body FROM idempotency_keys WHERE idempotency_key = 'create-hook-once'`.execute(t.database.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.response_body).toMatch(/^v1:[0-9a-f]{8}:[\w-]+$/);
    expect(rows[0]!.response_body).not.toContain(first.body.secret);

    const replay = await api.post("/api/rpc/user/webhooks/create", { url: `${receiver.url}/idem`, events: EVENTS }, { headers });
    expect(replay.status, replay.text).toBe(200);
    expect(replay.body).toEqual(first.body);
  });

  it("rotate with the key: SECRETS_KEY_PREVIOUS opens the old ones, secrets:reencrypt seals them with the new key", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
    // Its own database: every secret in it is sealed with key A.
    const own = await startTestApi();
    cleanup.add(() => own.close());
    process.env.SECRETS_KEY = keyA;
    const { api } = await own.newProvider();
    const hook = await api.post("/api/rpc/user/webhooks/create", { url: `${receiver.url}/rotation`, events: EVENTS });
    const secret = hook.body.secret as string;
    expect((await storedRow(own.database, hook.body.id)).secret).toMatch(new RegExp(`^v1:${keyIdOf(parseSecretsKey(keyA))}:`));
    // A staff member's calendar password, sealed with key A too.
    const member = await api.post("/v1/staff", { name: "Ann", email: "ann.rotation@example.com", role: "staff" });
    const calendar = await api.post(`/v1/staff/${member.body.data.id}/calendars`, {
      url: `${receiver.url}/dav/ann/`,
      username: "ann",
      password: "calendar-app-password",
    });
    expect(calendar.status, calendar.text).toBe(201);
    const calendarPassword = async () =>
      (await own.db.selectFrom("calendar_connections").select("password").where("id", "=", calendar.body.data.id).executeTakeFirstOrThrow())
        .password;

    process.env.SECRETS_KEY = keyB;
    process.env.SECRETS_KEY_PREVIOUS = keyA;
    await expectTestSignedWith(api, hook.body.id, secret, "/rotation");

    const report = await runCli({ DATABASE_URL: own.database.url, SECRETS_KEY: keyB, SECRETS_KEY_PREVIOUS: keyA }, ["secrets:reencrypt"]);
    expect(report).toEqual({
      keyId: keyIdOf(parseSecretsKey(keyB)),
      resealed: 1,
      failed: [],
      calendarPasswords: { resealed: 1, failed: [] },
    });
    expect(await calendarPassword()).toMatch(new RegExp(`^v1:${keyIdOf(parseSecretsKey(keyB))}:`));
    expect(new SecretBox(parseSecretsKey(keyB)).open(await calendarPassword(), `calendars.password:${calendar.body.data.id}`)).toBe(
      "calendar-app-password",
    );
    const stored = (await storedRow(own.database, hook.body.id)).secret;
    expect(stored).toMatch(new RegExp(`^v1:${keyIdOf(parseSecretsKey(keyB))}:`));
    expect(webhookSigningSecret(hook.body.id, stored, new SecretBox(parseSecretsKey(keyB)))).toBe(secret);

    // The old key is no longer needed.
    delete process.env.SECRETS_KEY_PREVIOUS;
    await expectTestSignedWith(api, hook.body.id, secret, "/rotation");
    expect(await runCli({ DATABASE_URL: own.database.url, SECRETS_KEY: keyB }, ["secrets:reencrypt"])).toMatchObject({
      resealed: 0,
      failed: [],
    });
    // A key that opens nothing is reported, and the command fails.
    await expect(runCli({ DATABASE_URL: own.database.url, SECRETS_KEY: keyA }, ["secrets:reencrypt"])).rejects.toThrow(
      /exited 1[\s\S]*1 webhook secret\(s\) and 1 calendar password\(s\) did not open; set SECRETS_KEY_PREVIOUS/,
    );
  });

  it("stored as plaintext before are marked by the migration and sealed when the API starts", async () => {
    const fresh = await createTestDatabase({ migrate: false });
    cleanup.add(() => fresh.drop());
    await migrateTo(fresh.db, "2026-11-22T1400_search_relevance_tiers");
    const provider = await createProvider(fresh.db);
    await sql`
      INSERT INTO webhooks (provider_id, id, url, events, secret)
      VALUES (${provider.providerId}, 'wh_legacy', ${`${receiver.url}/legacy`}, ARRAY['booking.created'], 'legacy-secret-0123')`.execute(
      fresh.db,
    );
    await migrateToLatest(fresh.db);
    expect((await storedRow(fresh, "wh_legacy")).secret).toBe("plain:legacy-secret-0123");

    const api = await startApiProcess({ DATABASE_URL: fresh.url, REDIS_URL: TEST_REDIS_URL, SECRETS_KEY: keyA, LOG_LEVEL: "info" });
    cleanup.add(() => api.stop());
    expect(api.logged(/sealed legacy webhook secrets/)).toEqual([expect.objectContaining({ count: 1 })]);
    const stored = await storedRow(fresh, "wh_legacy");
    expect(stored.secret).toMatch(new RegExp(`^v1:${keyIdOf(parseSecretsKey(keyA))}:`));
    expect(stored.row).not.toContain("legacy-secret-0123");

    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
    await expectTestSignedWith(apiClient(api.url, provider.apiKey), "wh_legacy", "legacy-secret-0123", "/legacy");
  });
});

describe("without SECRETS_KEY", () => {
  it("the API and the worker refuse to start in production, naming SECRETS_KEY", async () => {
    const env = { DATABASE_URL: t.database.url, REDIS_URL: TEST_REDIS_URL, NODE_ENV: "production", SECRETS_KEY: "" };
    await expect(startApiProcess(env)).rejects.toThrow(
      /SECRETS_KEY: must be set when NODE_ENV=production \(32 random bytes as base64 \(openssl rand -base64 32\)/,
    );
    const worker = startWorkerProcess(env);
    const code = await new Promise((resolve) => worker.child.once("exit", resolve));
    expect(code).toBe(1);
    expect(worker.output.join("\n")).toMatch(/SECRETS_KEY: must be set when NODE_ENV=production/);
    // With a key, production starts.
    const api = await startApiProcess({ ...env, SECRETS_KEY: keyA });
    cleanup.add(() => api.stop());
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
  });

  it("other environments start with the development key and say so", async () => {
    const api = await startApiProcess({
      DATABASE_URL: t.database.url,
      REDIS_URL: TEST_REDIS_URL,
      NODE_ENV: "development",
      SECRETS_KEY: "",
      LOG_LEVEL: "info",
    });
    cleanup.add(() => api.stop());
    expect(api.logged(/SECRETS_KEY is not set/)).toHaveLength(1);
  });
});
