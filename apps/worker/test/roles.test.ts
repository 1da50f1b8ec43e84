// Worker roles (WORKER_QUEUES): a webhook-only worker delivers webhooks and leaves customer
// notices to a notifications worker; a bad list stops the start with a clear message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configSchema, loadConfig } from "@booking/core";
import { startHttpReceiver, type HttpReceiver } from "@booking/testing";
import { addWebhook, insertBooking, newProvider, record, setupWorkerEnv, waitUntil, type WorkerTestEnv } from "./helpers";

let env: WorkerTestEnv;
let receiver: HttpReceiver;

beforeAll(async () => {
  [env, receiver] = await Promise.all([setupWorkerEnv(), startHttpReceiver()]);
});
afterAll(async () => {
  await env?.close();
  await receiver?.close();
});

const noticeStatus = async (eventId: string) =>
  (await env.db.selectFrom("event_notices").select("status").where("event_id", "=", eventId).executeTakeFirst())?.status;

describe("worker roles", () => {
  it("a webhook-only worker delivers webhooks and never takes customer notices; a notifications worker sends them", async () => {
    const p = await newProvider(env.db);
    await addWebhook(env.db, p.providerId, `${receiver.url}/roles`, ["booking.confirmed"]);
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    const booking = await insertBooking(env.db, p.providerId, {
      startsAt,
      email: "chris@example.com",
    });
    await env.start({ WORKER_QUEUES: "webhooks" });

    const event = await record(env.db, "booking.confirmed", {
      bookingId: booking.bookingId,
      customerId: booking.customerId,
      serviceId: booking.serviceId,
      staffId: booking.staffId,
      dateTime: startsAt.toISOString(),
      resources: [],
      sessionId: null,
      visitId: null,
      seriesId: null,
      occurrenceKey: null,
      seats: 1,
      status: "confirmed",
      providerId: p.providerId,
    });
    await receiver.waitFor(1, { filter: (r) => r.path === "/roles", timeoutMs: 20_000 });
    // The relay recorded the notice owed; with no notifications worker it stays owed.
    await waitUntil(async () => (await noticeStatus(event.eventId)) !== undefined, 10_000, "the notice to be recorded");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await noticeStatus(event.eventId)).toBe("pending");

    await env.start({ WORKER_QUEUES: "notifications" });
    await waitUntil(async () => (await noticeStatus(event.eventId)) === "done", 20_000, "the notifications worker to decide the notice");
  });

  it("reads WORKER_QUEUES as a comma-separated list of known queues and refuses anything else", () => {
    expect(configSchema.parse({}).WORKER_QUEUES).toEqual(["webhooks", "notifications", "reminders", "calendars"]);
    expect(configSchema.parse({ WORKER_QUEUES: "" }).WORKER_QUEUES).toEqual(["webhooks", "notifications", "reminders", "calendars"]);
    expect(configSchema.parse({ WORKER_QUEUES: " webhooks, reminders,webhooks" }).WORKER_QUEUES).toEqual(["webhooks", "reminders"]);
    expect(() => loadConfig({ WORKER_QUEUES: "webhooks,emails" })).toThrow(
      /WORKER_QUEUES.*must list some of webhooks, notifications, reminders/s,
    );
    expect(() => loadConfig({ WORKER_QUEUES: " , " })).toThrow(/WORKER_QUEUES: must list at least one/);
  });
});
