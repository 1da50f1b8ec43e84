// Fair delivery: a receiver that accepts connections and never answers must not hold up other
// providers' deliveries. One worker with 10 delivery slots and a per-webhook cap of 2: the hanging
// webhook's deliveries take turns on two requests at a time (the rest wait in the queue, without
// using up attempts), and a healthy receiver of another provider gets every event within a
// second of it being committed.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHttpReceiver, type HttpReceiver } from "@booking/testing";
import { addWebhook, deliveriesOf, newProvider, record, setupWorkerEnv, waitUntil, type WorkerTestEnv } from "./helpers";

let env: WorkerTestEnv;
let healthy: HttpReceiver;
let hanging: Awaited<ReturnType<typeof startHangingReceiver>>;

beforeAll(async () => {
  [env, healthy, hanging] = await Promise.all([setupWorkerEnv(), startHttpReceiver(), startHangingReceiver()]);
  await env.start({
    WEBHOOK_CONCURRENCY: "10",
    WEBHOOK_PER_TARGET_CONCURRENCY: "2",
    WEBHOOK_TIMEOUT_MS: "3000",
    WEBHOOK_MAX_ATTEMPTS: "2",
    WEBHOOK_BACKOFF_BASE_MS: "30",
  });
});
afterAll(async () => {
  await env?.close();
  await healthy?.close();
  hanging?.close();
});

/** Accepts connections and reads what comes, never answers; counts the requests open at once. */
async function startHangingReceiver() {
  const sockets = new Set<net.Socket>();
  let mostAtOnce = 0;
  let requests = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("data", (chunk) => {
      if (chunk.toString("latin1").startsWith("POST ")) requests += 1;
      mostAtOnce = Math.max(mostAtOnce, sockets.size);
    });
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    get mostAtOnce() {
      return mostAtOnce;
    },
    get requests() {
      return requests;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe("fair webhook delivery", () => {
  it("a hanging receiver holds only its share: another provider's deliveries arrive at once", async () => {
    const slow = await newProvider(env.db);
    const fine = await newProvider(env.db);
    const stuck = await addWebhook(env.db, slow.providerId, `${hanging.url}/hook`, ["customer.created"]);
    await addWebhook(env.db, fine.providerId, `${healthy.url}/fine`, ["customer.created"]);

    for (let i = 0; i < 40; i++) await record(env.db, "customer.created", { customerId: `cus_hang${i}`, providerId: slow.providerId });
    await waitUntil(async () => hanging.requests >= 2, 10_000, "the hanging receiver's first requests");

    // While the hanging deliveries are under way, the other provider's events come one by one.
    const committedAt = new Map<string, number>();
    for (let i = 0; i < 30; i++) {
      const customerId = `cus_fine${i}`;
      await record(env.db, "customer.created", { customerId, providerId: fine.providerId });
      committedAt.set(customerId, Date.now());
      await new Promise((r) => setTimeout(r, 150));
    }
    const received = await healthy.waitFor(30, { filter: (r) => r.path === "/fine", timeoutMs: 20_000 });
    const latencies = received
      .map((r) => r.receivedAt - committedAt.get((JSON.parse(r.body) as { data: { customerId: string } }).data.customerId)!)
      .sort((a, b) => a - b);
    const p99 = latencies[Math.ceil(latencies.length * 0.99) - 1]!;
    expect(p99, `latencies ${latencies.join(", ")} ms`).toBeLessThan(1_000);

    // The hanging webhook never had more than its cap of requests open at once...
    expect(hanging.mostAtOnce).toBeLessThanOrEqual(2);
    // ...and its deliveries still get their attempts: none was failed for lack of a slot.
    const rows = await deliveriesOf(env.db, stuck.id);
    expect(rows).toHaveLength(40);
    expect(
      rows.every((d) => d.status === "pending" || (d.status === "failed" && d.attempts === 2 && /timed out/.test(d.last_error ?? ""))),
    ).toBe(true);
  }, 60_000);
});
