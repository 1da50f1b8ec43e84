import { verify } from "@octokit/webhooks-methods";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_ANSWER } from "@booking/core";
import { startHttpReceiver, type HttpReceiver } from "@booking/testing";
import { addWebhook, deliveriesOf, insertBooking, newProvider, record, setupWorkerEnv, waitUntil, type WorkerTestEnv } from "./helpers";

let env: WorkerTestEnv;
let receiver: HttpReceiver;

beforeAll(async () => {
  env = await setupWorkerEnv();
  receiver = await startHttpReceiver();
  await env.start();
});
afterAll(async () => {
  await env?.close();
  await receiver?.close();
});

describe("webhook delivery", () => {
  it("POSTs the signed body and headers, verifiable by an independent verifier", async () => {
    const p = await newProvider(env.db);
    const secret = "whsec_independent-check-42";
    const hook = await addWebhook(env.db, p.providerId, `${receiver.url}/signed`, ["customer.created"], secret);
    const recorded = await record(env.db, "customer.created", { customerId: "cus_sig1", providerId: p.providerId });
    const [request] = await receiver.waitFor(1, { filter: (r) => r.path === "/signed" });
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers["x-webhook-event"]).toBe("customer.created");
    const deliveryId = request!.headers["x-webhook-delivery"] as string;
    expect(deliveryId).toMatch(/^whd_[0-9A-Za-z]{20}$/);
    const body = JSON.parse(request!.body) as { event: string; timestamp: string; data: Record<string, unknown>; signature: string };
    expect(Object.keys(body)).toEqual(["event", "timestamp", "data", "signature"]);
    expect(body.event).toBe("customer.created");
    expect(body.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(body.data).toEqual({ customerId: "cus_sig1", providerId: p.providerId });
    expect(body.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(request!.headers["x-webhook-signature"]).toBe(body.signature);
    // The signed bytes are the body without its signature member.
    const signed = JSON.stringify({ event: body.event, timestamp: body.timestamp, data: body.data });
    expect(request!.body).toBe(`${signed.slice(0, -1)},"signature":${JSON.stringify(body.signature)}}`);
    expect(await verify(secret, signed, body.signature)).toBe(true);
    expect(await verify("wrong-secret", signed, body.signature)).toBe(false);

    const rows = await waitUntil(async () => {
      const r = await deliveriesOf(env.db, hook.id);
      return r[0]?.status === "succeeded" ? r : null;
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: deliveryId, event_id: recorded.eventId, attempts: 1, last_status_code: 200 });
  });

  it("delivers only subscribed events, and only to active webhooks of the event's provider", async () => {
    const a = await newProvider(env.db);
    const b = await newProvider(env.db);
    await addWebhook(env.db, a.providerId, `${receiver.url}/a-staff`, ["staff.created"]);
    await addWebhook(env.db, a.providerId, `${receiver.url}/a-customer`, ["customer.created"]);
    const inactive = await addWebhook(env.db, a.providerId, `${receiver.url}/a-inactive`, ["staff.created"]);
    await env.db.updateTable("webhooks").set({ is_active: false }).where("id", "=", inactive.id).execute();
    await addWebhook(env.db, b.providerId, `${receiver.url}/b-staff`, ["staff.created"]);

    await record(env.db, "staff.created", { staffId: "staff_x1", providerId: a.providerId, role: "staff" });
    await record(env.db, "customer.created", { customerId: "cus_x1", providerId: a.providerId });
    await receiver.waitFor(1, { filter: (r) => r.path === "/a-staff" });
    await receiver.waitFor(1, { filter: (r) => r.path === "/a-customer" });
    // Give the relay a few more cycles to (wrongly) send more.
    await new Promise((r) => setTimeout(r, 300));
    const paths = receiver.requests.map((r) => r.path).filter((p) => p.startsWith("/a-") || p.startsWith("/b-"));
    expect(paths.sort()).toEqual(["/a-customer", "/a-staff"]);
    const staffBody = JSON.parse(receiver.requests.find((r) => r.path === "/a-staff")!.body) as { event: string };
    expect(staffBody.event).toBe("staff.created");
  });

  it("retries failures with backoff until a 2xx, with one stable delivery id, recording every attempt", async () => {
    const p = await newProvider(env.db);
    const hook = await addWebhook(env.db, p.providerId, `${receiver.url}/flaky`, ["customer.created"]);
    let calls = 0;
    receiver.respond = (r) => (r.path === "/flaky" ? (++calls <= 2 ? 503 : 200) : 200);
    await record(env.db, "customer.created", { customerId: "cus_flaky", providerId: p.providerId });
    const requests = await receiver.waitFor(3, { filter: (r) => r.path === "/flaky" });
    expect(new Set(requests.map((r) => r.headers["x-webhook-delivery"])).size).toBe(1);
    expect(new Set(requests.map((r) => r.body)).size).toBe(1);
    // Backoff (base 30 ms, factor 3, ±20% jitter): each retry waits at least its planned delay.
    const gaps = [requests[1]!.receivedAt - requests[0]!.receivedAt, requests[2]!.receivedAt - requests[1]!.receivedAt];
    expect(gaps[0]).toBeGreaterThanOrEqual(24 - 5);
    expect(gaps[1]).toBeGreaterThanOrEqual(72 - 5);
    const delivery = await waitUntil(async () => (await deliveriesOf(env.db, hook.id)).find((d) => d.status === "succeeded"));
    expect(delivery.attempts).toBe(3);
    const attempts = await env.db
      .selectFrom("webhook_delivery_attempts")
      .selectAll()
      .where("delivery_id", "=", delivery.id)
      .orderBy("attempt")
      .execute();
    expect(attempts.map((a) => [a.attempt, a.status_code])).toEqual([
      [1, 503],
      [2, 503],
      [3, 200],
    ]);
    expect(attempts[0]!.error).toMatch(/503/);
    const webhook = await env.db.selectFrom("webhooks").selectAll().where("id", "=", hook.id).executeTakeFirstOrThrow();
    expect(webhook).toMatchObject({ consecutive_failures: 0, last_status: 200, is_active: true });
    receiver.respond = () => 200;
  });

  it("gives up after the configured attempts and does not follow redirects", async () => {
    const p = await newProvider(env.db);
    const hook = await addWebhook(env.db, p.providerId, `${receiver.url}/redirect`, ["customer.created"]);
    receiver.respond = (r) => (r.path === "/redirect" ? { status: 302, headers: { location: `${receiver.url}/elsewhere` } } : 200);
    await record(env.db, "customer.created", { customerId: "cus_redirect", providerId: p.providerId });
    const delivery = await waitUntil(async () => (await deliveriesOf(env.db, hook.id)).find((d) => d.status === "failed"));
    expect(delivery.attempts).toBe(4);
    expect(delivery.last_error).toMatch(/redirect/i);
    expect(receiver.requests.filter((r) => r.path === "/elsewhere")).toHaveLength(0);
    expect(receiver.requests.filter((r) => r.path === "/redirect")).toHaveLength(4);
    const webhook = await env.db.selectFrom("webhooks").selectAll().where("id", "=", hook.id).executeTakeFirstOrThrow();
    expect(webhook.consecutive_failures).toBe(1);
    receiver.respond = () => 200;
  });

  it("times out a receiver that does not answer in time", async () => {
    const p = await newProvider(env.db);
    const hook = await addWebhook(env.db, p.providerId, `${receiver.url}/slow`, ["customer.created"]);
    receiver.respond = (r) => (r.path === "/slow" ? { status: 200, delayMs: 2_600 } : 200);
    await record(env.db, "customer.created", { customerId: "cus_slow", providerId: p.providerId });
    const attempt = await waitUntil(
      async () =>
        env.db
          .selectFrom("webhook_delivery_attempts as a")
          .innerJoin("webhook_deliveries as d", "d.id", "a.delivery_id")
          .select(["a.error", "a.status_code", "a.duration_ms"])
          .where("d.webhook_id", "=", hook.id)
          .executeTakeFirst(),
      10_000,
    );
    expect(attempt.status_code).toBeNull();
    // The cause (a timeout) stays in the worker's log; the provider reads that no answer came.
    expect(attempt.error).toBe(NO_ANSWER);
    expect(attempt.duration_ms).toBeGreaterThanOrEqual(1_900);
    await env.db.updateTable("webhooks").set({ is_active: false }).where("id", "=", hook.id).execute();
    receiver.respond = () => 200;
  });

  it("serves Prometheus metrics: deliveries by outcome, queue depths, outbox lag", async () => {
    const { serveMetrics } = await import("@booking/jobs");
    const server = await serveMetrics(env.workers[0]!.metrics.registry, { port: 0, host: "127.0.0.1" });
    try {
      const res = await fetch(`${server.url}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toMatch(/webhook_deliveries_total\{outcome="succeeded"\} [1-9]/);
      expect(text).toMatch(/webhook_deliveries_total\{outcome="retrying"\} [1-9]/);
      expect(text).toMatch(/queue_jobs\{queue="webhook-delivery",state="waiting"\} \d+/);
      expect(text).toMatch(/outbox_lag_seconds \d/);
      expect(text).toMatch(/outbox_relayed_total [1-9]/);
    } finally {
      await server.close();
    }
  });

  it("prunes relayed events after a week, finished deliveries and decided notices after 30 days, keeping pending ones, and ended console sessions after a day", async () => {
    const { pruneOldRecords } = await import("../src/relay");
    const p = await newProvider(env.db);
    const hook = await addWebhook(env.db, p.providerId, `${receiver.url}/prune`, ["customer.created"]);
    const old = new Date(Date.now() - 40 * 24 * 3_600_000);
    await env.db
      .insertInto("outbox_events")
      .values({
        event_id: "evt_prune_old",
        provider_id: p.providerId,
        event: "customer.created",
        data: "{}",
        occurred_at: old,
        relayed_at: old,
      })
      .execute();
    await env.db
      .insertInto("webhook_deliveries")
      .values([
        {
          provider_id: p.providerId,
          id: "whd_prune_done",
          webhook_id: hook.id,
          event_id: null,
          event: "x",
          payload: "{}",
          status: "succeeded",
          last_status_code: 200,
          last_error: null,
          next_attempt_at: null,
          created_at: old,
        },
        {
          provider_id: p.providerId,
          id: "whd_prune_pending",
          webhook_id: hook.id,
          event_id: null,
          event: "x",
          payload: "{}",
          last_status_code: null,
          last_error: null,
          next_attempt_at: new Date(Date.now() + 3_600_000),
          created_at: old,
        },
      ])
      .execute();
    await env.db
      .insertInto("event_notices")
      .values([
        {
          provider_id: p.providerId,
          event_id: "evt_prune_done",
          event: "booking.confirmed",
          status: "done",
          detail: null,
          created_at: old,
        },
        { provider_id: p.providerId, event_id: "evt_prune_owed", event: "booking.confirmed", detail: null, created_at: old },
      ])
      .execute();
    // Console sessions: one signed out two days ago, one expired yesterday morning, one still open.
    const { staffId } = await insertBooking(env.db, p.providerId, { startsAt: new Date(Date.now() + 86_400_000) });
    const session = (id: string, expiresAt: Date, revokedAt: Date | null) => ({
      provider_id: p.providerId,
      id,
      staff_id: staffId,
      token_hash: `${id}-digest`,
      expires_at: expiresAt,
      revoked_at: revokedAt,
    });
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
    await env.db
      .insertInto("console_sessions")
      .values([session("cs_signed_out", hours(6), hours(-48)), session("cs_expired", hours(-30), null), session("cs_open", hours(4), null)])
      .execute();
    expect(await pruneOldRecords(env.workers[0]!.context)).toBeGreaterThanOrEqual(5);
    const sessions = await env.db.selectFrom("console_sessions").select("id").where("provider_id", "=", p.providerId).execute();
    expect(sessions.map((s) => s.id)).toEqual(["cs_open"]);
    expect(await env.db.selectFrom("outbox_events").select("id").where("event_id", "=", "evt_prune_old").execute()).toHaveLength(0);
    expect((await deliveriesOf(env.db, hook.id)).map((d) => d.id)).toEqual(["whd_prune_pending"]);
    const notices = await env.db.selectFrom("event_notices").select("event_id").where("provider_id", "=", p.providerId).execute();
    expect(notices.map((n) => n.event_id)).toEqual(["evt_prune_owed"]);
  });
});
