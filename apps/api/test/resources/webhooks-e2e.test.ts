// End to end: bookings made through the API, a real worker process relaying and delivering,
// a real receiver and SMTP server; then Redis stopped while bookings are made, and started again.
import { verify } from "@octokit/webhooks-methods";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createRedisPrefix,
  startHttpReceiver,
  startSmtpServer,
  startThrowawayRedis,
  startWorkerProcess,
  type HttpReceiver,
  type Spawned,
  type TestRedisPrefix,
  type TestSmtpServer,
  type ThrowawayRedis,
} from "@booking/testing";
import { waitFor } from "../faults-support";
import { startTestApi, type TestApi } from "../helpers";

let t: TestApi;
let receiver: HttpReceiver;
let smtp: TestSmtpServer;
let redis: ThrowawayRedis;
let prefix: TestRedisPrefix;
let worker: Spawned | undefined;

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
  [t, receiver, smtp, redis] = await Promise.all([startTestApi(), startHttpReceiver(), startSmtpServer(), startThrowawayRedis()]);
  prefix = createRedisPrefix(redis.url);
  worker = startWorkerProcess({
    DATABASE_URL: t.database.url,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: prefix.prefix,
    SMTP_URL: smtp.url,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    WEBHOOK_BACKOFF_BASE_MS: "50",
    OUTBOX_POLL_MS: "20",
    WORKER_LOCK_MS: "2000",
    WORKER_METRICS_PORT: "0",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
  });
});
afterAll(async () => {
  await worker?.stop(30_000);
  await Promise.all([t?.close(), receiver?.close(), smtp?.close()]);
  await redis?.stop();
  delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
});

/** A weekday at 11:00 UTC (inside the default 09:00–17:00 Berlin working day), `days` or more ahead. */
function weekdayAt11(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCHours(11, 0, 0, 0);
  return d.toISOString();
}

type Delivered = { event: string; timestamp: string; data: Record<string, unknown>; signature: string };
const bodiesOf = (p: string) => receiver.requests.filter((r) => r.path === p).map((r) => JSON.parse(r.body) as Delivered);

describe("webhooks end to end", () => {
  it("delivers the events of bookings made through the API, signed, and mails the customer", async () => {
    const { api, providerId } = await t.newProvider();
    const hook = await api.post("/api/rpc/user/webhooks/create", {
      url: `${receiver.url}/e2e`,
      events: ["booking.created", "booking.confirmed", "booking.cancelled", "customer.created", "staff.created"],
    });
    expect(hook.status, hook.text).toBe(200);
    const service = await api.post("/v1/services", { name: "Haircut", duration: 45, price: 39.5 });
    const staff = await api.post("/v1/staff", { name: "Ana", email: "ana@example.com", role: "staff", services: [service.body.data.id] });
    const customer = await api.post("/v1/customers", { name: "Chris", email: "chris@example.com" });
    const dateTime = weekdayAt11(3);
    const booking = await api.post("/v1/bookings", {
      customerId: customer.body.data.id,
      serviceId: service.body.data.id,
      staffId: staff.body.data.id,
      dateTime,
    });
    expect(booking.status, booking.text).toBe(201);
    const bookingId = booking.body.data.id as string;

    const created = await waitFor(() => bodiesOf("/e2e").find((b) => b.event === "booking.created"), "booking.created");
    expect(created.data).toEqual({
      bookingId,
      providerId,
      customerId: customer.body.data.id,
      serviceId: service.body.data.id,
      staffId: expect.stringMatching(/^staff_/),
      staffIds: [expect.stringMatching(/^staff_/)],
      dateTime: new Date(dateTime).toISOString(),
      status: "pending",
      resources: [],
      sessionId: null,
      visitId: null,
      seriesId: null,
      occurrenceKey: null,
      seats: 1,
    });
    expect(
      await verify(
        hook.body.secret,
        JSON.stringify({ event: created.event, timestamp: created.timestamp, data: created.data }),
        created.signature,
      ),
    ).toBe(true);
    await waitFor(
      () => bodiesOf("/e2e").some((b) => b.event === "customer.created") && bodiesOf("/e2e").some((b) => b.event === "staff.created"),
      "customer and staff events",
    );

    expect((await api.patch(`/v1/bookings/${bookingId}`, { status: "confirmed" })).status).toBe(200);
    const confirmed = await waitFor(() => bodiesOf("/e2e").find((b) => b.event === "booking.confirmed"), "booking.confirmed");
    expect(confirmed.data).toMatchObject({ bookingId, providerId, status: "confirmed" });
    const [mail] = await smtp.waitFor(1);
    expect(mail).toMatchObject({ to: ["chris@example.com"], subject: expect.stringMatching(/^Booking confirmed: Haircut/) });

    // The receiver has each request before the worker hears its answer and records the outcome.
    const deliveries = await waitFor(async () => {
      const listed = await api.get("/api/rpc/user/webhooks/deliveries", { query: { id: hook.body.id } });
      return listed.body.deliveries.every((d: { status: string }) => d.status !== "pending") && listed;
    }, "every outcome recorded");
    expect(deliveries.body.total).toBe(4);
    expect(deliveries.body.deliveries.every((d: { status: string }) => d.status === "succeeded")).toBe(true);
  });

  it("Redis stopped while bookings are made, then started: every event is delivered", async () => {
    const { api } = await t.newProvider();
    await api.post("/api/rpc/user/webhooks/create", { url: `${receiver.url}/outage`, events: ["booking.created", "booking.cancelled"] });
    const service = await api.post("/v1/services", { name: "Colour", duration: 30, price: 50 });
    const staff = await api.post("/v1/staff", { name: "Ben", email: "ben@example.com", role: "staff", services: [service.body.data.id] });
    const customer = await api.post("/v1/customers", { name: "Dana", email: "dana@example.com" });

    await redis.stop();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await api.post("/v1/bookings", {
        customerId: customer.body.data.id,
        serviceId: service.body.data.id,
        staffId: staff.body.data.id,
        dateTime: weekdayAt11(5 + i * 7),
      });
      expect(res.status, res.text).toBe(201);
      ids.push(res.body.data.id);
    }
    expect((await api.delete(`/v1/bookings/${ids[0]}`, { query: { reason: "outage test" } })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 400));
    expect(bodiesOf("/outage")).toHaveLength(0);

    await redis.start();
    await waitFor(() => bodiesOf("/outage").length >= 5, "every event after Redis came back", 25_000);
    const created = bodiesOf("/outage")
      .filter((b) => b.event === "booking.created")
      .map((b) => b.data.bookingId);
    expect(created.sort()).toEqual([...ids].sort());
    expect(
      bodiesOf("/outage")
        .filter((b) => b.event === "booking.cancelled")
        .map((b) => b.data.bookingId),
    ).toEqual([ids[0]]);
  });
});
