// Customer notices survive Redis losing its data. A relay-only worker relays a backlog of
// confirmation, cancellation and completion events (their notice jobs wait in the queue), then a
// throwaway redis-server without persistence is restarted empty before anything was sent. Workers
// started afterwards send every notice — email and SMS through a real SMTP server and a real
// SMS gateway — exactly once, from what PostgreSQL recorded when the events were relayed.
import type { Job } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  startHttpReceiver,
  startSmtpServer,
  startThrowawayRedis,
  type HttpReceiver,
  type TestDatabase,
  type TestSmtpServer,
  type ThrowawayRedis,
} from "@booking/testing";
import { channelsFromConfig } from "../src/channels";
import { notificationsProcessor } from "../src/processors/notifications";
import { startWorker, type WorkerHandle } from "../src/worker";
import { insertBooking, newProvider, record, testLogger, testWorkerConfig, waitUntil } from "./helpers";

let database: TestDatabase;
let redis: ThrowawayRedis;
let smtp: TestSmtpServer;
let gateway: HttpReceiver;
const handles: WorkerHandle[] = [];

beforeAll(async () => {
  [database, redis, smtp, gateway] = await Promise.all([
    createTestDatabase(),
    startThrowawayRedis(),
    startSmtpServer(),
    startHttpReceiver(),
  ]);
});
afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
  await redis?.stop();
  await database?.drop();
  await smtp?.close();
  await gateway?.close();
});

const H = 3_600_000;
const start = (options: { processors?: boolean } = {}) =>
  startWorker({
    db: database.db,
    config: testWorkerConfig(
      { url: redis.url, prefix: "{notices}" },
      { SMTP_URL: smtp.url, SMS_WEBHOOK_URL: `${gateway.url}/sms`, WORKER_RESCUE_AFTER_MS: "1000" },
    ),
    log: testLogger,
    ...options,
  }).then((h) => (handles.push(h), h));

const smsTo = (phone: string) => gateway.requests.filter((r) => r.path === "/sms" && (JSON.parse(r.body) as { to: string }).to === phone);

async function bookingEvents(count: number) {
  const p = await newProvider(database.db);
  const made = [];
  for (let i = 0; i < count; i++) {
    const phone = `+49151${String(Date.now() % 1e6).padStart(6, "0")}${i}`;
    const startsAt = new Date(Date.now() + (48 + i) * H);
    const b = await insertBooking(database.db, p.providerId, { startsAt, phone });
    const email = (await database.db.selectFrom("customers").select("email").where("id", "=", b.customerId).executeTakeFirstOrThrow())
      .email!;
    const common = {
      bookingId: b.bookingId,
      providerId: p.providerId,
      customerId: b.customerId,
      serviceId: b.serviceId,
      staffId: b.staffId,
      dateTime: startsAt.toISOString(),
      resources: [],
      sessionId: null,
      visitId: null,
      seriesId: null,
      occurrenceKey: null,
      seats: 1,
    };
    // A third each: confirmed (email and SMS), cancelled (email), completed (review request by email).
    const kind = (["booking.confirmed", "booking.cancelled", "booking.completed"] as const)[i % 3]!;
    const { eventId } =
      kind === "booking.confirmed"
        ? await record(database.db, kind, { ...common, status: "confirmed" })
        : kind === "booking.cancelled"
          ? await record(database.db, kind, {
              ...common,
              status: "cancelled",
              cancelledAt: new Date().toISOString(),
              reason: "closed",
              notifyCustomer: true,
            })
          : await record(database.db, kind, { ...common, status: "completed" });
    made.push({ kind, email, phone, eventId, providerId: p.providerId });
  }
  return made;
}

describe("customer notices and an emptied Redis", () => {
  it("a backlog relayed before Redis restarted empty is sent in full, each message once", async () => {
    const made = await bookingEvents(12);
    const relayOnly = await start({ processors: false });
    await waitUntil(
      async () => (await database.db.selectFrom("outbox_events").select("id").where("relayed_at", "is", null).execute()).length === 0,
      10_000,
      "the backlog to be relayed",
    );
    expect(await relayOnly.context.queues.notifications.count()).toBe(made.length);
    await relayOnly.close();
    expect(smtp.messages).toHaveLength(0);

    // Redis restarts without its data: every notice job is gone.
    await redis.stop();
    await redis.start();
    const probe = new Redis(redis.url);
    expect(await probe.dbsize()).toBe(0);
    probe.disconnect();

    // Two workers, each with the rescue pass; nothing else enqueues these notices.
    await Promise.all([start(), start()]);
    const confirmed = made.filter((m) => m.kind === "booking.confirmed");
    await waitUntil(async () => smtp.messages.length >= made.length && gateway.requests.length >= confirmed.length, 20_000, "every notice");
    await new Promise((r) => setTimeout(r, 2_500)); // further rescue passes, had anything been left pending

    for (const m of made) {
      const mails = smtp.messages.filter((e) => e.to.includes(m.email));
      expect(mails, m.kind).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(
        m.kind === "booking.confirmed" ? /^Booking confirmed/ : m.kind === "booking.cancelled" ? /^Booking cancelled/ : /^How was your/,
      );
      expect(smsTo(m.phone)).toHaveLength(m.kind === "booking.confirmed" ? 1 : 0);
    }
    expect(smtp.messages).toHaveLength(made.length);
    expect(gateway.requests).toHaveLength(confirmed.length);
    const notices = await database.db.selectFrom("event_notices").select(["event_id", "status"]).execute();
    expect(notices.map((n) => n.event_id).sort()).toEqual(made.map((m) => m.eventId).sort());
    expect(notices.every((n) => n.status === "done")).toBe(true);
    const sends = await database.db.selectFrom("notification_sends").select("status").execute();
    expect(sends).toHaveLength(made.length + confirmed.length);
    expect(sends.every((s) => s.status === "sent")).toBe(true);
  });

  it("jobs of one notice running at once (the relay's and rescued ones) send each message once", async () => {
    const before = { mails: smtp.messages.length, sms: gateway.requests.length };
    const [m] = (await bookingEvents(1)) as [Awaited<ReturnType<typeof bookingEvents>>[number]];
    expect(m.kind).toBe("booking.confirmed");
    const [worker] = handles.slice(-1) as [WorkerHandle];
    // Whatever the running workers do with the relayed event, three more jobs of it run at once.
    const process = notificationsProcessor(worker.context);
    const job = { data: { kind: "event", providerId: m.providerId, eventId: m.eventId } } as unknown as Job;
    await Promise.all([process(job), process(job), process(job)]);
    await waitUntil(async () => smtp.messages.length > before.mails && gateway.requests.length > before.sms, 10_000, "the confirmation");
    await new Promise((r) => setTimeout(r, 1_500));
    expect(smtp.messages.filter((e) => e.to.includes(m.email))).toHaveLength(1);
    expect(smsTo(m.phone)).toHaveLength(1);
    const notice = await database.db
      .selectFrom("event_notices")
      .select("status")
      .where("event_id", "=", m.eventId)
      .executeTakeFirstOrThrow();
    expect(notice.status).toBe("done");
  });

  it("a notice with nothing to send is marked skipped, and not rescued again", async () => {
    const p = await newProvider(database.db);
    const startsAt = new Date(Date.now() + 72 * H);
    const b = await insertBooking(database.db, p.providerId, { startsAt });
    const cancelled = {
      bookingId: b.bookingId,
      providerId: p.providerId,
      customerId: b.customerId,
      serviceId: b.serviceId,
      staffId: b.staffId,
      dateTime: startsAt.toISOString(),
      resources: [],
      sessionId: null,
      visitId: null,
      seriesId: null,
      occurrenceKey: null,
      seats: 1,
      status: "cancelled" as const,
      cancelledAt: new Date().toISOString(),
      reason: null,
    };
    const quiet = await record(database.db, "booking.cancelled", { ...cancelled, notifyCustomer: false });
    // An event whose data does not fit its name (as a release with another shape of it could have
    // written): the worker plans nothing from a guess and says why.
    const { notifyCustomer: _, ...withoutNotifyCustomer } = { ...cancelled, notifyCustomer: true };
    const unfit = await record(database.db, "booking.cancelled", withoutNotifyCustomer as never);
    const decided = async (eventId: string) =>
      database.db
        .selectFrom("event_notices")
        .selectAll()
        .where("event_id", "=", eventId)
        .where("resolved_at", "is not", null)
        .executeTakeFirst();
    const quietNotice = await waitUntil(() => decided(quiet.eventId), 10_000, "the notice to be decided");
    expect(quietNotice).toMatchObject({ status: "skipped", detail: "customer not to be notified" });
    const unfitNotice = await waitUntil(() => decided(unfit.eventId), 10_000, "the unfit event's notice to be decided");
    expect(unfitNotice).toMatchObject({ status: "skipped", detail: "event not readable by this release" });
    const sends = await database.db.selectFrom("notification_sends").select("claim_key").where("recipient", "=", b.customerId).execute();
    expect(sends).toEqual([]);
  });

  it("a message of a channel without a transport is marked logged, not sent", async () => {
    await Promise.all(handles.splice(0).map((h) => h.close()));
    const [m] = (await bookingEvents(1)) as [Awaited<ReturnType<typeof bookingEvents>>[number]];
    const worker = await start({ processors: false });
    await worker.relay?.stop();
    const logging = { ...worker.context, channels: channelsFromConfig({ EMAIL_FROM: "Salon <salon@example.com>" }, testLogger) };
    await notificationsProcessor(logging)({ data: { kind: "event", providerId: m.providerId, eventId: m.eventId } } as unknown as Job);
    const sends = await database.db
      .selectFrom("notification_sends")
      .select(["channel", "status", "sent_at"])
      .where("claim_key", "like", `${m.eventId}/%`)
      .orderBy("channel")
      .execute();
    expect(sends.map((s) => [s.channel, s.status])).toEqual([
      ["email", "logged"],
      ["sms", "logged"],
    ]);
    expect(smtp.messages.filter((e) => e.to.includes(m.email))).toHaveLength(0);
  });
});
