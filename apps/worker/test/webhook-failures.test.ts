import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemResolver, type Resolver } from "@booking/core";
import { startHttpReceiver, type HttpReceiver } from "@booking/testing";
import { addWebhook, deliveriesOf, newProvider, record, setupWorkerEnv, waitUntil, type WorkerTestEnv } from "./helpers";

let env: WorkerTestEnv;
let strict: WorkerTestEnv;
let receiver: HttpReceiver;

// What DNS answers for these names when the worker connects (changed since registration, say).
const REBOUND: Record<string, string> = {
  "loopback.rebind.test": "127.0.0.1",
  "mapped.rebind.test": "::ffff:127.0.0.1",
  "compatible.rebind.test": "::127.0.0.1",
  "nat64.rebind.test": "64:ff9b::7f00:1",
  "sixtofour.rebind.test": "2002:7f00:1::",
  "metadata.rebind.test": "169.254.169.254",
};
const rebindingResolver: Resolver = async (hostname) => {
  const address = REBOUND[hostname];
  return address ? [{ address, family: address.includes(":") ? 6 : 4 }] : systemResolver(hostname);
};

beforeAll(async () => {
  receiver = await startHttpReceiver();
  env = await setupWorkerEnv();
  await env.start({ WEBHOOK_MAX_ATTEMPTS: "1", WORKER_CONCURRENCY: "8" });
  // A worker that refuses private targets, with its own database and queues.
  strict = await setupWorkerEnv();
  await strict.start({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "false", WEBHOOK_MAX_ATTEMPTS: "3" }, { webhookResolver: rebindingResolver });
});
afterAll(async () => {
  await env?.close();
  await strict?.close();
  await receiver?.close();
});

describe("webhook failures", () => {
  it("disables a webhook after 50 consecutive failed deliveries and notifies the provider once, in its language", async () => {
    const p = await newProvider(env.db);
    await env.db.updateTable("providers").set({ locale: "fr" }).where("id", "=", p.providerId).execute();
    const hook = await addWebhook(env.db, p.providerId, `${receiver.url}/down`, ["customer.created"]);
    receiver.respond = (r) => (r.path === "/down" ? 500 : 200);
    // A success in between resets the count: 10 failures, one success, then 50 failures.
    for (let i = 0; i < 10; i++) await record(env.db, "customer.created", { customerId: `cus_f${i}`, providerId: p.providerId });
    await waitUntil(
      async () => (await deliveriesOf(env.db, hook.id)).filter((d) => d.status === "failed").length === 10,
      15_000,
      "10 failures",
    );
    let row = await env.db.selectFrom("webhooks").selectAll().where("id", "=", hook.id).executeTakeFirstOrThrow();
    expect(row.consecutive_failures).toBe(10);
    receiver.respond = () => 200;
    await record(env.db, "customer.created", { customerId: "cus_ok", providerId: p.providerId });
    await waitUntil(async () => (await deliveriesOf(env.db, hook.id)).some((d) => d.status === "succeeded"), 15_000, "a success");
    row = await env.db.selectFrom("webhooks").selectAll().where("id", "=", hook.id).executeTakeFirstOrThrow();
    expect(row.consecutive_failures).toBe(0);

    receiver.respond = (r) => (r.path === "/down" ? 500 : 200);
    for (let i = 0; i < 55; i++) await record(env.db, "customer.created", { customerId: `cus_g${i}`, providerId: p.providerId });
    row = await waitUntil(
      async () => {
        const w = await env.db.selectFrom("webhooks").selectAll().where("id", "=", hook.id).executeTakeFirstOrThrow();
        return w.is_active ? null : w;
      },
      20_000,
      "the webhook to be disabled",
    );
    expect(row.consecutive_failures).toBe(50);
    expect(row.disabled_at).not.toBeNull();
    // Let in-flight deliveries settle; deliveries after disabling are cancelled, not sent.
    await waitUntil(async () => (await deliveriesOf(env.db, hook.id)).every((d) => d.status !== "pending"), 15_000, "settled");
    const notes = await env.db
      .selectFrom("smart_notifications")
      .selectAll()
      .where("provider_id", "=", p.providerId)
      .where("type", "=", "webhook.disabled")
      .execute();
    expect(notes).toHaveLength(1);
    // Operators count it too, once.
    expect((await env.workers[0]!.metrics.webhooksDisabled.get()).values[0]?.value).toBe(1);
    expect(notes[0]).toMatchObject({ recipient: "provider", data: { webhookId: hook.id } });
    expect(notes[0]!.body).toContain(hook.url);
    expect(notes[0]!.title).toBe("Webhook désactivé");
    expect(notes[0]!.body).toMatch(/^Votre webhook \S+ a été désactivé après 50 échecs de livraison consécutifs\./);
    expect(notes[0]!.body).toContain("webhooks/update {isActive: true}.");
    receiver.respond = () => 200;
  });

  it("refuses a loopback target at delivery, after DNS resolution, without retrying", async () => {
    const p = await newProvider(strict.db);
    const port = new URL(receiver.url).port;
    // Registered while private targets were allowed (or pointed there by DNS later): the name
    // resolves to 127.0.0.1 and the agent refuses to connect.
    const byName = await addWebhook(strict.db, p.providerId, `http://localhost:${port}/ssrf-name`, ["customer.created"]);
    const byAddress = await addWebhook(strict.db, p.providerId, `http://127.0.0.1:${port}/ssrf-ip`, ["customer.created"]);
    const metadata = await addWebhook(strict.db, p.providerId, "http://169.254.169.254/latest/meta-data", ["customer.created"]);
    await record(strict.db, "customer.created", { customerId: "cus_ssrf", providerId: p.providerId });
    for (const hook of [byName, byAddress, metadata]) {
      const delivery = await waitUntil(
        async () => (await deliveriesOf(strict.db, hook.id)).find((d) => d.status === "failed"),
        10_000,
        hook.url,
      );
      expect(delivery.attempts).toBe(1);
      expect(delivery.last_status_code).toBeNull();
      expect(delivery.last_error).toMatch(/target refused/);
    }
    expect(receiver.requests.filter((r) => r.path.startsWith("/ssrf"))).toHaveLength(0);
  });

  it("refuses a host name whose address is private when the delivery connects, in every spelling", async () => {
    const p = await newProvider(strict.db);
    const port = new URL(receiver.url).port;
    const hooks = await Promise.all(
      Object.keys(REBOUND).map((name) =>
        addWebhook(strict.db, p.providerId, `http://${name}:${port}/rebind-${name}`, ["customer.created"]),
      ),
    );
    await record(strict.db, "customer.created", { customerId: "cus_rebind", providerId: p.providerId });
    for (const hook of hooks) {
      const delivery = await waitUntil(
        async () => (await deliveriesOf(strict.db, hook.id)).find((d) => d.status === "failed"),
        10_000,
        hook.url,
      );
      expect(delivery.attempts).toBe(1);
      expect(delivery.last_status_code).toBeNull();
      expect(delivery.last_error).toMatch(
        /^target refused: \w+\.rebind\.test resolves to [0-9a-f.:]+: must not point to a (loopback|metadata) address/,
      );
    }
    expect(receiver.requests.filter((r) => r.path.startsWith("/rebind-"))).toHaveLength(0);
  });
});
