// The worker opens each webhook's sealed signing secret to sign its deliveries: with SECRETS_KEY,
// with SECRETS_KEY_PREVIOUS during a rotation, and legacy plaintext not yet sealed; a secret no
// configured key opens is not sent unsigned or counted against the receiver.
import { randomBytes } from "node:crypto";
import { verify } from "@octokit/webhooks-methods";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SecretBox } from "@booking/core";
import { createWebhook } from "@booking/core/worker";
import { sql } from "@booking/db";
import { startHttpReceiver, type HttpReceiver } from "@booking/testing";
import { deliveriesOf, newProvider, record, setupWorkerEnv, waitUntil, type WorkerTestEnv } from "./helpers";

let env: WorkerTestEnv;
let receiver: HttpReceiver;
const keyA = randomBytes(32);
const keyB = randomBytes(32);

beforeAll(async () => {
  env = await setupWorkerEnv();
  receiver = await startHttpReceiver();
  await env.start({ SECRETS_KEY: keyB.toString("base64"), SECRETS_KEY_PREVIOUS: keyA.toString("hex") });
});
afterAll(async () => {
  await env?.close();
  await receiver?.close();
});

async function expectSignedWith(path: string, secret: string) {
  const [request] = await receiver.waitFor(1, { filter: (r) => r.path === path });
  const body = JSON.parse(request!.body) as { event: string; timestamp: string; data: unknown; signature: string };
  expect(await verify(secret, JSON.stringify({ event: body.event, timestamp: body.timestamp, data: body.data }), body.signature)).toBe(
    true,
  );
}

describe("webhook secrets in the worker", () => {
  it("signs with secrets sealed by the current key, by the previous key, and with legacy plaintext", async () => {
    const p = await newProvider(env.db);
    const events = ["customer.created"];
    const current = await createWebhook(
      env.db,
      p.providerId,
      { url: `${receiver.url}/current`, events, secret: "current-secret-01" },
      new SecretBox(keyB),
    );
    const previous = await createWebhook(
      env.db,
      p.providerId,
      { url: `${receiver.url}/previous`, events, secret: "previous-secret-02" },
      new SecretBox(keyA),
    );
    expect(current.secret).toMatch(/^v1:/);
    expect(current.secret).not.toContain("current-secret-01");
    await sql`
      INSERT INTO webhooks (provider_id, id, url, events, secret)
      VALUES (${p.providerId}, 'wh_legacy_plain', ${`${receiver.url}/legacy`}, ARRAY['customer.created'], 'plain:legacy-secret-03')`.execute(
      env.db,
    );
    await record(env.db, "customer.created", { customerId: "cus_keys", providerId: p.providerId });
    await expectSignedWith("/current", "current-secret-01");
    await expectSignedWith("/previous", "previous-secret-02");
    await expectSignedWith("/legacy", "legacy-secret-03");
    expect(previous.signingSecret).toBe("previous-secret-02");
  });

  it("does not send, nor count an attempt, when no configured key opens the secret", async () => {
    const p = await newProvider(env.db);
    const hook = await createWebhook(
      env.db,
      p.providerId,
      { url: `${receiver.url}/unknown-key`, events: ["customer.created"] },
      new SecretBox(randomBytes(32)),
    );
    await record(env.db, "customer.created", { customerId: "cus_unknown_key", providerId: p.providerId });
    const [delivery] = await waitUntil(async () => {
      const rows = await deliveriesOf(env.db, hook.id);
      return rows.length ? rows : null;
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.requests.filter((r) => r.path === "/unknown-key")).toHaveLength(0);
    const after = (await deliveriesOf(env.db, hook.id))[0]!;
    expect(after).toMatchObject({ id: delivery!.id, status: "pending", attempts: 0 });
  });
});
