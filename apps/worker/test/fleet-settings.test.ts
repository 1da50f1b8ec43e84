// Settings every worker must share come from one place. Two worker processes with different
// WEBHOOK_TIMEOUT_MS in their environment: the first records its 10 s, the second adopts it, says
// so in its log and in its metrics, and delivers to a receiver that takes 3 s to answer on the
// first attempt (with its own 2 s it would have failed it). `pnpm cli fleet:webhooks` shows and
// changes the record, and refuses values the variables refuse.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { freePort, runCliProcess, startHttpReceiver, type HttpReceiver } from "@booking/testing";
import {
  addWebhook,
  deliveriesOf,
  newProvider,
  record,
  setupWorkerEnv,
  spawnWorkerProcess,
  waitUntil,
  workerProcessEnv,
  type WorkerTestEnv,
} from "./helpers";

let env: WorkerTestEnv;
let receiver: HttpReceiver;
const running: ReturnType<typeof spawnWorkerProcess>[] = [];

beforeAll(async () => {
  env = await setupWorkerEnv();
  receiver = await startHttpReceiver();
});
afterAll(async () => {
  for (const worker of running) if (worker.child.exitCode === null) await worker.kill("SIGKILL");
  await env?.close();
  await receiver?.close();
});

async function startWorker(overrides: Record<string, string>) {
  const port = await freePort();
  const worker = spawnWorkerProcess(
    workerProcessEnv(env.database, env.redis, { WORKER_METRICS_PORT: String(port), HOST: "127.0.0.1", ...overrides }),
  );
  running.push(worker);
  const metrics = async () => {
    try {
      return await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    } catch {
      return "";
    }
  };
  await waitUntil(async () => (await metrics()).includes("webhook_delivery_settings_info"), 30_000, "the worker to start");
  return { worker, metrics };
}

const cli = (args: string[]) => runCliProcess(args, { ...process.env, DATABASE_URL: env.database.url, LOG_LEVEL: "warn" });

describe("fleet-wide webhook delivery settings", () => {
  it("the first worker records its settings, a later one adopts them, says so, and delivers by them", async () => {
    const first = await startWorker({ WEBHOOK_TIMEOUT_MS: "10000", LOG_LEVEL: "info" });
    expect(await first.metrics()).toMatch(
      /webhook_delivery_settings_info\{timeout_ms="10000",max_attempts="5",backoff_base_ms="50",disable_after="50",delivery_queues="1"\} 1/,
    );
    expect(await first.metrics()).toMatch(/webhook_delivery_settings_env_mismatch 0/);

    const second = await startWorker({ WEBHOOK_TIMEOUT_MS: "2000", LOG_LEVEL: "info" });
    expect(await second.metrics()).toMatch(/webhook_delivery_settings_info\{timeout_ms="10000",/);
    expect(await second.metrics()).toMatch(/webhook_delivery_settings_env_mismatch 1/);
    expect(second.worker.output.join("\n")).toMatch(/WEBHOOK_TIMEOUT_MS=2000 in this worker's environment differs from the fleet's 10000/);

    // Only the second worker runs now; the receiver takes 3 s, past the second worker's own 2 s.
    expect(await first.worker.kill("SIGTERM")).toBe(0);
    const p = await newProvider(env.db);
    const hook = await addWebhook(env.db, p.providerId, `${receiver.url}/slow`, ["customer.created"]);
    receiver.respond = (r) => (r.path === "/slow" ? { status: 200, delayMs: 3_000 } : 200);
    await record(env.db, "customer.created", { customerId: "cus_slow", providerId: p.providerId });
    const delivery = await waitUntil(
      async () => {
        const [d] = await deliveriesOf(env.db, hook.id);
        return d && d.status !== "pending" ? d : undefined;
      },
      30_000,
      "the delivery to finish",
    );
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 1 });
    expect(receiver.requests.filter((r) => r.path === "/slow")).toHaveLength(1);
    expect(await second.worker.kill("SIGTERM")).toBe(0);
  });

  it("pnpm cli fleet:webhooks shows and changes the settings, and refuses bad values", async () => {
    const shown = await cli(["fleet:webhooks"]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(JSON.parse(shown.stdout).settings).toEqual({
      WEBHOOK_TIMEOUT_MS: 10000,
      WEBHOOK_MAX_ATTEMPTS: 5,
      WEBHOOK_BACKOFF_BASE_MS: 50,
      WEBHOOK_DISABLE_AFTER: 50,
      WEBHOOK_DELIVERY_QUEUES: 1,
    });
    const changed = await cli(["fleet:webhooks", "--timeout-ms", "4000", "--max-attempts", "6", "--delivery-queues", "3"]);
    expect(changed.code, changed.stderr).toBe(0);
    expect(JSON.parse(changed.stdout).settings).toMatchObject({
      WEBHOOK_TIMEOUT_MS: 4000,
      WEBHOOK_MAX_ATTEMPTS: 6,
      WEBHOOK_DELIVERY_QUEUES: 3,
    });
    const bad = await cli(["fleet:webhooks", "--timeout-ms", "5"]);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/WEBHOOK_TIMEOUT_MS/);
    // A worker started now adopts the change, whatever its environment says.
    const later = await startWorker({ WEBHOOK_TIMEOUT_MS: "10000" });
    const laterMetrics = await later.metrics();
    expect(laterMetrics).toMatch(/webhook_delivery_settings_info\{timeout_ms="4000",max_attempts="6",.*delivery_queues="3"\}/);
    // It takes deliveries from the three queues.
    for (const queue of ["webhook-delivery", "webhook-delivery-2", "webhook-delivery-3"]) {
      expect(laterMetrics).toMatch(new RegExp(`^queue_jobs\\{queue="${queue}",state="waiting"\\} \\d+$`, "m"));
    }
    expect(await later.worker.kill("SIGTERM")).toBe(0);
  });

  it("a record of an older version without a setting takes the first upgraded worker's value, and later workers adopt it", async () => {
    // As recorded before WEBHOOK_DELIVERY_QUEUES was a fleet-wide setting.
    await sql`UPDATE fleet_settings SET value = value - 'WEBHOOK_DELIVERY_QUEUES'`.execute(env.db);
    const first = await startWorker({ WEBHOOK_DELIVERY_QUEUES: "2" });
    expect(await first.metrics()).toMatch(/delivery_queues="2"/);
    const later = await startWorker({ WEBHOOK_DELIVERY_QUEUES: "5" });
    expect(await later.metrics()).toMatch(/delivery_queues="2"/);
    expect(await later.metrics()).toMatch(/^webhook_delivery_settings_env_mismatch \d+$/m);
    const row = await env.db.selectFrom("fleet_settings").select("value").executeTakeFirstOrThrow();
    expect(row.value).toMatchObject({ WEBHOOK_DELIVERY_QUEUES: 2, WEBHOOK_TIMEOUT_MS: 4000 });
    for (const worker of [first, later]) expect(await worker.worker.kill("SIGTERM")).toBe(0);
  });
});
