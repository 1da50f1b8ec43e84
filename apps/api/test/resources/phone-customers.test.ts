// Customers booked by phone and walk-ins, end to end with a real worker process: a customer with a
// phone and no email is told by SMS (through a real HTTP gateway) and never emailed; a walk-in with
// neither is told nothing, and nothing fails for it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import {
  createRedisPrefix,
  startHttpReceiver,
  startSmtpServer,
  startWorkerProcess,
  type HttpReceiver,
  type Spawned,
  type TestRedisPrefix,
  type TestSmtpServer,
} from "@booking/testing";
import { berlinWeekdayAt, startTestApi, type TestApi } from "../helpers";
import { createSalon } from "../salon";

let t: TestApi;
let smtp: TestSmtpServer;
let gateway: HttpReceiver;
let prefix: TestRedisPrefix;
let worker: Spawned | undefined;

beforeAll(async () => {
  [t, smtp, gateway] = await Promise.all([startTestApi(), startSmtpServer(), startHttpReceiver()]);
  prefix = createRedisPrefix();
  worker = startWorkerProcess({
    DATABASE_URL: t.database.url,
    REDIS_URL: prefix.url,
    QUEUE_PREFIX: prefix.prefix,
    SMTP_URL: smtp.url,
    SMS_WEBHOOK_URL: `${gateway.url}/sms`,
    EMAIL_FROM: "Booking Service <bookings@service.example>",
    PUBLIC_URL: t.url,
    OUTBOX_POLL_MS: "20",
    REMINDER_SWEEP_MS: "200",
    WORKER_METRICS_PORT: "0",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
  });
});
afterAll(async () => {
  await worker?.stop(30_000);
  await Promise.all([t?.close(), smtp?.close(), gateway?.close()]);
  await prefix?.cleanup();
});

async function sendsOf(providerId: string) {
  const { rows } = await sql<{ channel: string; status: string; address: string }>`
    SELECT channel, status, address FROM notification_sends WHERE provider_id = ${providerId} ORDER BY channel`.execute(t.db);
  return rows;
}

describe("customers without an email", () => {
  it("a phone customer's confirmed booking is told by SMS and no email is sent", { timeout: 90_000 }, async () => {
    const salon = await createSalon(t);
    const customer = await salon.api.post("/v1/customers", { name: "Pilar", phone: "+34 600 123 456" });
    expect(customer.status, customer.text).toBe(201);
    const booked = await salon.api.post("/v1/bookings", {
      customerId: customer.body.data.id,
      serviceId: salon.serviceId,
      staffId: salon.annId,
      dateTime: berlinWeekdayAt(14, 2, "11:00"),
      source: "app",
    });
    expect(booked.status, booked.text).toBe(201);
    expect(booked.body.data.customer).toMatchObject({ name: "Pilar", email: null, phone: "+34 600 123 456" });
    const confirmed = await salon.api.patch(`/v1/bookings/${booked.body.data.id}`, { status: "confirmed" });
    expect(confirmed.status, confirmed.text).toBe(200);

    // The worker process may still be starting (up to a minute on a busy machine).
    const [sms] = await gateway.waitFor(1, { filter: (r) => r.path === "/sms", timeoutMs: 60_000 });
    expect(JSON.parse(sms?.body ?? "")).toEqual({ to: "+34 600 123 456", body: expect.stringMatching(/Cut & colour/) });
    await expect
      .poll(() => sendsOf(salon.providerId), { timeout: 10_000 })
      .toEqual([{ channel: "sms", status: "sent", address: "+34 600 123 456" }]);
    expect(smtp.messages.filter((m) => m.text.includes(booked.body.data.id as string) || m.subject.includes("Pilar"))).toEqual([]);
  });

  it("a walk-in (a name alone) is booked and confirmed, is told nothing, and nothing fails", async () => {
    const salon = await createSalon(t);
    const customer = await salon.api.post("/v1/customers", { name: "Walk-in guest" });
    expect(customer.status, customer.text).toBe(201);
    const booked = await salon.api.post("/v1/bookings", {
      customerId: customer.body.data.id,
      serviceId: salon.serviceId,
      staffId: salon.bobId,
      dateTime: berlinWeekdayAt(14, 2, "11:00"),
      source: "walk-in",
    });
    expect(booked.status, booked.text).toBe(201);
    const smsBefore = gateway.requests.length;
    const mailsBefore = smtp.messages.length;
    expect((await salon.api.patch(`/v1/bookings/${booked.body.data.id}`, { status: "confirmed" })).status).toBe(200);
    // The worker has handled the events (the notices are done) without a message or a failure.
    await expect
      .poll(
        async () =>
          (
            await sql<{ pending: number }>`
              SELECT count(*)::int AS pending FROM outbox_events WHERE provider_id = ${salon.providerId} AND relayed_at IS NULL`.execute(
              t.db,
            )
          ).rows[0]?.pending,
        { timeout: 10_000 },
      )
      .toBe(0);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await sendsOf(salon.providerId)).toEqual([]);
    expect(gateway.requests.length).toBe(smsBefore);
    expect(smtp.messages.length).toBe(mailsBefore);
  });
});
