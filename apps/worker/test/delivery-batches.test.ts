// The worker's batched claims and records of deliveries (deliveryBatchers) against PostgreSQL:
// what concurrent jobs of one worker see, each as if it had gone to the database alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertDeliveries, recordDeliveryAttempt, type AttemptOutcome } from "@booking/core/worker";
import { createTestDatabase, type TestDatabase } from "@booking/testing";
import { deliveryBatchers } from "../src/processors/webhook-delivery";
import { addWebhook, newProvider } from "./helpers";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

let counter = 0;
async function pendingDeliveries(providerId: string, webhookId: string, count: number) {
  const ids = Array.from({ length: count }, () => `whd_batch${(counter += 1)}`);
  await insertDeliveries(
    database.db,
    ids.map((id) => ({ providerId, id, webhookId, eventId: null, event: "customer.created", payload: `{"n":"${id}"}` })),
    new Date(),
  );
  return ids;
}

const success: AttemptOutcome = { attempt: 1, ok: true, final: true, statusCode: 200, durationMs: 3 };
const failure: AttemptOutcome = { attempt: 1, ok: false, final: true, statusCode: 500, durationMs: 3, error: "HTTP 500" };

function batchers() {
  const sizes = { claim: [] as number[], record: [] as number[] };
  const batches = deliveryBatchers(database.db, { onBatch: (name, size) => sizes[name].push(size) });
  return { ...batches, sizes };
}

async function webhookRow(id: string) {
  return database.db.selectFrom("webhooks").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

describe("batched delivery bookkeeping", () => {
  it("claims many deliveries in few reads, each caller getting its own (or nothing)", async () => {
    const p = await newProvider(database.db);
    const hook = await addWebhook(database.db, p.providerId, "http://127.0.0.1:9/a", ["customer.created"]);
    const ids = await pendingDeliveries(p.providerId, hook.id, 30);
    const { claim, sizes } = batchers();
    const claimed = await Promise.all([...ids, "whd_nosuch"].map((deliveryId) => claim.call({ providerId: p.providerId, deliveryId })));
    expect(claimed.slice(0, 30).map((c) => c?.deliveryId)).toEqual(ids);
    expect(claimed[0]).toMatchObject({ webhookId: hook.id, url: hook.url, secret: hook.secret, attempt: 1, payload: `{"n":"${ids[0]}"}` });
    expect(claimed[30]).toBeUndefined();
    expect(sizes.claim.length).toBeLessThan(5);
  });

  it("records many concurrent attempts exactly once each, in few statements", async () => {
    const p = await newProvider(database.db);
    const hook = await addWebhook(database.db, p.providerId, "http://127.0.0.1:9/b", ["customer.created"]);
    const ids = await pendingDeliveries(p.providerId, hook.id, 60);
    const { record, sizes } = batchers();
    const call = record.call.bind(record);
    const results = await Promise.all(
      ids.map((deliveryId) => recordDeliveryAttempt(database.db, p.providerId, { deliveryId, webhookId: hook.id }, success, 50, call)),
    );
    expect(results.every((r) => !r.disabled && r.consecutiveFailures === 0)).toBe(true);
    expect(sizes.record.reduce((a, b) => a + b, 0)).toBe(60);
    expect(sizes.record.length).toBeLessThan(10);
    const deliveries = await database.db.selectFrom("webhook_deliveries").selectAll().where("webhook_id", "=", hook.id).execute();
    expect(deliveries.every((d) => d.status === "succeeded" && d.attempts === 1 && d.last_status_code === 200 && d.completed_at)).toBe(
      true,
    );
    const attempts = await database.db.selectFrom("webhook_delivery_attempts").selectAll().where("delivery_id", "in", ids).execute();
    expect(attempts).toHaveLength(60);
    expect(new Set(attempts.map((a) => a.delivery_id)).size).toBe(60);
    expect((await webhookRow(hook.id)).last_status).toBe(200);

    // Recording the same attempts again (a job re-run) changes nothing.
    await Promise.all(
      ids.map((deliveryId) => call({ providerId: p.providerId, deliveryId, webhookId: hook.id, outcome: failure, disableAfter: 50 })),
    );
    expect(
      await database.db.selectFrom("webhook_delivery_attempts").select("delivery_id").where("delivery_id", "in", ids).execute(),
    ).toHaveLength(60);
    const again = await database.db.selectFrom("webhook_deliveries").select("status").where("webhook_id", "=", hook.id).execute();
    expect(again.every((d) => d.status === "succeeded")).toBe(true);
  });

  it("counts failures per webhook; a success resets the count; retries leave it alone", async () => {
    const p = await newProvider(database.db);
    const a = await addWebhook(database.db, p.providerId, "http://127.0.0.1:9/c1", ["customer.created"]);
    const b = await addWebhook(database.db, p.providerId, "http://127.0.0.1:9/c2", ["customer.created"]);
    const { record } = batchers();
    const call = record.call.bind(record);
    const recordAll = async (webhookId: string, outcomes: AttemptOutcome[]) => {
      const ids = await pendingDeliveries(p.providerId, webhookId, outcomes.length);
      return Promise.all(
        ids.map((deliveryId, i) => recordDeliveryAttempt(database.db, p.providerId, { deliveryId, webhookId }, outcomes[i]!, 50, call)),
      );
    };
    const retry: AttemptOutcome = { ...failure, final: false, nextAttemptAt: new Date(Date.now() + 60_000) };
    const [ra, rb] = await Promise.all([recordAll(a.id, Array(7).fill(failure)), recordAll(b.id, [failure, failure, retry])]);
    expect(ra.map((r) => r.consecutiveFailures).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rb.map((r) => r.consecutiveFailures)).toEqual([1, 2, 2]);
    expect((await webhookRow(a.id)).consecutive_failures).toBe(7);
    expect((await webhookRow(b.id)).consecutive_failures).toBe(2);
    const pending = await database.db
      .selectFrom("webhook_deliveries")
      .selectAll()
      .where("webhook_id", "=", b.id)
      .where("status", "=", "pending")
      .execute();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ attempts: 1, last_status_code: 500, last_error: "HTTP 500" });
    expect(pending[0]!.next_attempt_at).not.toBeNull();

    await recordAll(a.id, [success]);
    expect((await webhookRow(a.id)).consecutive_failures).toBe(0);
    await recordAll(a.id, [failure, failure]);
    expect((await webhookRow(a.id)).consecutive_failures).toBe(2);
  });

  it("disables a webhook once when concurrent failures reach the limit, with one notification", async () => {
    const p = await newProvider(database.db);
    const hook = await addWebhook(database.db, p.providerId, "http://127.0.0.1:9/d", ["customer.created"]);
    const ids = await pendingDeliveries(p.providerId, hook.id, 60);
    const { record } = batchers();
    const call = record.call.bind(record);
    const results = await Promise.all(
      ids.map((deliveryId) => recordDeliveryAttempt(database.db, p.providerId, { deliveryId, webhookId: hook.id }, failure, 50, call)),
    );
    const disabled = results.filter((r) => r.disabled);
    expect(disabled).toHaveLength(1);
    // Exactly at the limit: the failures recorded in the same batches after the 50th are not counted.
    expect(disabled[0]!.consecutiveFailures).toBe(50);
    const row = await webhookRow(hook.id);
    expect(row.is_active).toBe(false);
    expect(row.consecutive_failures).toBe(50);
    const notes = await database.db
      .selectFrom("smart_notifications")
      .selectAll()
      .where("provider_id", "=", p.providerId)
      .where("type", "=", "webhook.disabled")
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.data).toMatchObject({ webhookId: hook.id, consecutiveFailures: 50 });
    expect(notes[0]!.body).toContain("after 50 consecutive failed deliveries");
  });

  it("batches of two workers recorded at once stop at the limit too, and a disabled webhook's count stays", async () => {
    const p = await newProvider(database.db);
    const hook = await addWebhook(database.db, p.providerId, "http://127.0.0.1:9/d2", ["customer.created"]);
    await database.db.updateTable("webhooks").set({ consecutive_failures: 46 }).where("id", "=", hook.id).execute();
    const ids = await pendingDeliveries(p.providerId, hook.id, 12);
    // Two workers: each its own batchers (and connections), six failures each, at the same time.
    const workers = [batchers(), batchers()];
    const results = await Promise.all(
      ids.map((deliveryId, i) => {
        const { record } = workers[i % 2]!;
        return recordDeliveryAttempt(database.db, p.providerId, { deliveryId, webhookId: hook.id }, failure, 50, record.call.bind(record));
      }),
    );
    expect(results.filter((r) => r.disabled)).toHaveLength(1);
    expect(Math.max(...results.map((r) => r.consecutiveFailures))).toBe(50);
    expect(await webhookRow(hook.id)).toMatchObject({ is_active: false, consecutive_failures: 50 });

    // Deliveries still under way when it was disabled change nothing.
    const late = await pendingDeliveries(p.providerId, hook.id, 3);
    const { record } = batchers();
    const after = await Promise.all(
      late.map((deliveryId) =>
        recordDeliveryAttempt(database.db, p.providerId, { deliveryId, webhookId: hook.id }, failure, 50, record.call.bind(record)),
      ),
    );
    expect(after.every((r) => !r.disabled)).toBe(true);
    expect((await webhookRow(hook.id)).consecutive_failures).toBe(50);
    const notes = await database.db
      .selectFrom("smart_notifications")
      .select("id")
      .where("provider_id", "=", p.providerId)
      .where("type", "=", "webhook.disabled")
      .execute();
    expect(notes).toHaveLength(1);
  });

  it("a record that cannot be written fails its own caller only; the rest of its batch is recorded", async () => {
    const p = await newProvider(database.db);
    const hook = await addWebhook(database.db, p.providerId, "http://127.0.0.1:9/e", ["customer.created"]);
    const ids = await pendingDeliveries(p.providerId, hook.id, 10);
    const { record, sizes } = batchers();
    // An attempt row for a delivery that does not exist (its webhook was deleted meanwhile, say) breaks the foreign key.
    const all = [...ids.slice(0, 5), "whd_gone", ...ids.slice(5)];
    const results = await Promise.allSettled(
      all.map((deliveryId) =>
        record.call({ providerId: p.providerId, deliveryId, webhookId: hook.id, outcome: success, disableAfter: 50 }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([...Array(5).fill("fulfilled"), "rejected", ...Array(5).fill("fulfilled")]);
    expect(String((results[5] as PromiseRejectedResult).reason)).toMatch(/foreign key/);
    expect(sizes.record[0]).toBe(11);
    const done = await database.db.selectFrom("webhook_deliveries").select("status").where("webhook_id", "=", hook.id).execute();
    expect(done.map((d) => d.status)).toEqual(Array(10).fill("succeeded"));
    expect(
      await database.db.selectFrom("webhook_delivery_attempts").select("delivery_id").where("delivery_id", "in", ids).execute(),
    ).toHaveLength(10);
  });
});
