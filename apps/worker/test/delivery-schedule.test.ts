// A delivery's attempts follow the schedule its row in PostgreSQL holds, with Redis healthy:
// a failure of a job that is not a recorded attempt (here the attempt's record fails once, by a
// trigger of the test's own database) neither spends one of the delivery's attempts nor moves its
// schedule, and the rescue pass (for jobs Redis lost) never has to step in. It used to: BullMQ
// counted that failure as an attempt and retried on its own schedule, ran out of attempts before
// PostgreSQL did, failed the job while the row still had an attempt to make, and the rescue
// pass sent that attempt WORKER_RESCUE_AFTER_MS late.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { startHttpReceiver, type HttpReceiver } from "@booking/testing";
import { addWebhook, deliveriesOf, newProvider, record, setupWorkerEnv, waitUntil, type WorkerTestEnv } from "./helpers";
import { deliveryQueueOf } from "../src/context";

let env: WorkerTestEnv;
let receiver: HttpReceiver;

beforeAll(async () => {
  [env, receiver] = await Promise.all([setupWorkerEnv(), startHttpReceiver()]);
});
afterAll(async () => {
  await env?.close();
  await receiver?.close();
});

/** Makes the first record of an attempt of `providerId`'s deliveries fail (a sequence: not undone with the failed statement). */
async function failFirstRecordOf(providerId: string) {
  await sql`CREATE SEQUENCE record_failures`.execute(env.db);
  await sql
    .raw(
      `
    CREATE FUNCTION fail_first_record() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.provider_id = '${providerId}' AND nextval('record_failures') = 1 THEN
        RAISE EXCEPTION 'injected: the attempt could not be recorded';
      END IF;
      RETURN NEW;
    END $$`,
    )
    .execute(env.db);
  await sql`CREATE TRIGGER fail_first_record BEFORE INSERT ON webhook_delivery_attempts FOR EACH ROW EXECUTE FUNCTION fail_first_record()`.execute(
    env.db,
  );
}

describe("delivery schedule", () => {
  it("a job failure that is not a recorded attempt changes neither the attempts nor the schedule; nothing is left to the rescue", async () => {
    const worker = await env.start({ WEBHOOK_MAX_ATTEMPTS: "2", WEBHOOK_BACKOFF_BASE_MS: "3000", WORKER_RESCUE_AFTER_MS: "3000" });
    const p = await newProvider(env.db);
    const hook = await addWebhook(env.db, p.providerId, `${receiver.url}/scheduled`, ["customer.created"]);
    await failFirstRecordOf(p.providerId);
    let calls = 0;
    receiver.respond = (r) => (r.path === "/scheduled" ? (++calls <= 2 ? 500 : 200) : 200);
    await record(env.db, "customer.created", { customerId: "cus_scheduled", providerId: p.providerId });

    // 1: sent, its record failed (sent again: at least once); 2: attempt 1, HTTP 500, retry planned; 3: attempt 2, on time.
    const requests = await receiver.waitFor(3, { filter: (r) => r.path === "/scheduled", timeoutMs: 20_000 });
    const delivery = await waitUntil(
      async () => (await deliveriesOf(env.db, hook.id)).find((d) => d.status === "succeeded"),
      10_000,
      "success",
    );
    expect(delivery.attempts).toBe(2);
    const attempts = await env.db
      .selectFrom("webhook_delivery_attempts")
      .selectAll()
      .where("delivery_id", "=", delivery.id)
      .orderBy("attempt")
      .execute();
    expect(attempts.map((a) => [a.attempt, a.status_code])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    // The retry came when planned (3 s ±20% after attempt 1), not a rescue period later.
    const gap = requests[2]!.receivedAt - requests[1]!.receivedAt;
    expect(gap).toBeGreaterThanOrEqual(2_400 - 50);
    expect(gap).toBeLessThan(3_600 + 800);
    // The first failure did not wait out BullMQ's backoff either.
    expect(requests[1]!.receivedAt - requests[0]!.receivedAt).toBeLessThan(2_000);
    const job = await deliveryQueueOf(worker.context, delivery.provider_id).getJob(delivery.id);
    expect(await job?.getState()).toBe("completed");
    expect(
      (await worker.metrics.registry.getSingleMetricAsString("jobs_rescued_total")).match(/^jobs_rescued_total\{.*\} [1-9]/m),
    ).toBeNull();
    receiver.respond = () => 200;
  }, 40_000);

  it("attempts in flight or in backoff longer than the rescue period are neither rescued nor sent twice", async () => {
    const worker = await env.start({
      WEBHOOK_MAX_ATTEMPTS: "3",
      WEBHOOK_BACKOFF_BASE_MS: "2500",
      WEBHOOK_TIMEOUT_MS: "5000",
      WORKER_RESCUE_AFTER_MS: "1000",
    });
    const p = await newProvider(env.db);
    const slow = await addWebhook(env.db, p.providerId, `${receiver.url}/slow-answer`, ["customer.created"]);
    const flaky = await addWebhook(env.db, p.providerId, `${receiver.url}/backoff`, ["customer.created"]);
    let flakyCalls = 0;
    receiver.respond = (r) =>
      r.path === "/slow-answer" ? { status: 200, delayMs: 2_500 } : r.path === "/backoff" ? (++flakyCalls === 1 ? 503 : 200) : 200;
    await record(env.db, "customer.created", { customerId: "cus_patient", providerId: p.providerId });
    for (const hook of [slow, flaky]) {
      await waitUntil(async () => (await deliveriesOf(env.db, hook.id)).find((d) => d.status === "succeeded"), 15_000, hook.url);
    }
    await new Promise((r) => setTimeout(r, 1_500)); // more rescue passes
    expect(receiver.requests.filter((r) => r.path === "/slow-answer")).toHaveLength(1);
    expect(receiver.requests.filter((r) => r.path === "/backoff")).toHaveLength(2);
    expect(
      (await worker.metrics.registry.getSingleMetricAsString("jobs_rescued_total")).match(/^jobs_rescued_total\{.*\} [1-9]/m),
    ).toBeNull();
    receiver.respond = () => 200;
  }, 30_000);
});
