// Reminders (driven by a settable clock), confirmation, cancellation and review-request notices,
// through real channels: an SMTP server and an HTTP SMS gateway started here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHttpReceiver, startSmtpServer, TestClock, type HttpReceiver, type TestSmtpServer } from "@booking/testing";
import ICAL from "ical.js";
import { bookingOfToken } from "@booking/core";
import { runReminderSweep } from "../src/processors/reminder-sweep";
import type { WorkerHandle } from "../src/worker";
import { insertBooking, newProvider, record, setupWorkerEnv, waitUntil, type WorkerTestEnv } from "./helpers";

const H = 3_600_000;
let env: WorkerTestEnv;
let smtp: TestSmtpServer;
let gateway: HttpReceiver;
const clock = new TestClock();
let workers: WorkerHandle[];

beforeAll(async () => {
  env = await setupWorkerEnv();
  smtp = await startSmtpServer();
  gateway = await startHttpReceiver();
  clock.set("2026-12-01T08:00:00Z");
  const overrides = {
    SMTP_URL: smtp.url,
    SMS_WEBHOOK_URL: `${gateway.url}/sms`,
    REMINDER_SWEEP_MS: "100",
    EMAIL_FROM: "Salon <salon@example.com>",
  };
  // Two workers: both run the scheduled sweep and the channel processors.
  workers = [await env.start(overrides, { now: clock.now }), await env.start(overrides, { now: clock.now })];
});
afterAll(async () => {
  await env?.close();
  await smtp?.close();
  await gateway?.close();
});

const emailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
const smsTo = (phone: string) => gateway.requests.filter((r) => r.path === "/sms" && (JSON.parse(r.body) as { to: string }).to === phone);
const settle = () => new Promise((r) => setTimeout(r, 450)); // several sweeps at 100 ms
/** notification_sends_total with these labels, summed over the workers of this file. */
async function sendsCounted(labels: { channel: string; outcome: string }): Promise<number> {
  let total = 0;
  for (const worker of workers) {
    const { values } = await worker.metrics.registry.getSingleMetric("notification_sends_total")!.get();
    for (const v of values) if (v.labels.channel === labels.channel && v.labels.outcome === labels.outcome) total += v.value;
  }
  return total;
}
async function notificationsOf(customerId: string, type?: string) {
  let q = env.db.selectFrom("smart_notifications").selectAll().where("recipient", "=", customerId);
  if (type) q = q.where("type", "=", type);
  return q.execute();
}

describe("reminders", () => {
  it("sends the 24 h and the 1 h reminder once each, at the right times, through the allowed channels", async () => {
    const p = await newProvider(env.db);
    const startsAt = new Date(clock.now().getTime() + 48 * H);
    const b = await insertBooking(env.db, p.providerId, {
      startsAt,
      phone: "+4915100000001",
      createdAt: new Date(clock.now().getTime() - 24 * H),
    });
    const email = (await env.db.selectFrom("customers").select("email").where("id", "=", b.customerId).executeTakeFirstOrThrow()).email!;

    clock.set(new Date(startsAt.getTime() - 25 * H));
    await settle();
    expect(await notificationsOf(b.customerId)).toHaveLength(0);
    expect(emailsTo(email)).toHaveLength(0);

    clock.set(new Date(startsAt.getTime() - 23 * H));
    const [mail] = await waitUntil(async () => (emailsTo(email).length ? emailsTo(email) : null), 10_000, "the 24 h reminder");
    expect(mail!.subject).toMatch(/^Reminder: Haircut, /);
    expect(mail!.from).toBe("salon@example.com");
    // 08:00 UTC is 09:00 in Berlin, the provider's time zone; times are written one way in every notice.
    expect(mail!.text).toContain("Hello Chris Customer,");
    expect(mail!.html).toContain('<html lang="en"');
    expect(mail!.text).toContain("Haircut");
    expect(mail!.text).toContain("Thu, 3 Dec 2026, 9:00 am (Central European Time, GMT+1)");
    expect(mail!.text).toContain(b.bookingId);
    expect(mail!.text).toMatch(/View, change or cancel your booking: \S+#manage=[\da-z]{32}/i);
    expect(mail!.attachments.map((a) => a.filename)).toEqual([`booking-${b.bookingId}.ics`]);
    const [note24] = await notificationsOf(b.customerId, "reminder24h");
    expect(note24).toMatchObject({ provider_id: p.providerId, data: { bookingId: b.bookingId, dateTime: startsAt.toISOString() } });
    // The 24 h reminder has no SMS flag: only email.
    expect(smsTo("+4915100000001")).toHaveLength(0);

    await settle();
    // A direct, concurrent sweep from both workers claims nothing more.
    await Promise.all(workers.map((w) => runReminderSweep(w.context)));
    await settle();
    expect(emailsTo(email)).toHaveLength(1);
    expect(await notificationsOf(b.customerId, "reminder24h")).toHaveLength(1);

    clock.set(new Date(startsAt.getTime() - 59 * 60_000));
    await waitUntil(async () => emailsTo(email).length === 2 && smsTo("+4915100000001").length === 1, 10_000, "the 1 h reminder");
    expect(emailsTo(email)[1]!.subject).toMatch(/^Starting soon: Haircut/);
    expect(JSON.parse(smsTo("+4915100000001")[0]!.body)).toEqual({ to: "+4915100000001", body: expect.stringContaining("starts soon") });
    await settle();
    await Promise.all(workers.map((w) => runReminderSweep(w.context)));
    await settle();
    expect(emailsTo(email)).toHaveLength(2);
    expect(smsTo("+4915100000001")).toHaveLength(1);
    expect(await notificationsOf(b.customerId, "reminder1h")).toHaveLength(1);

    clock.set(new Date(startsAt.getTime() + H));
    await settle();
    expect(await notificationsOf(b.customerId)).toHaveLength(2);
  });

  it("reminds a moved booking at its new time only, a cancelled one never, and respects preferences", async () => {
    const p = await newProvider(env.db);
    const base = clock.now().getTime() + 10 * 24 * H;
    const moved = await insertBooking(env.db, p.providerId, { startsAt: new Date(base), createdAt: new Date(base - 5 * 24 * H) });
    const cancelled = await insertBooking(env.db, p.providerId, {
      startsAt: new Date(base + 2 * H),
      status: "pending",
      createdAt: new Date(base - 5 * 24 * H),
    });
    const quiet = await insertBooking(env.db, p.providerId, { startsAt: new Date(base + 4 * H), createdAt: new Date(base - 5 * 24 * H) });
    await env.db
      .insertInto("notification_preferences")
      .values({ provider_id: p.providerId, recipient: quiet.customerId, preferences: JSON.stringify({ email: { reminder24h: false } }) })
      .execute();
    await env.db
      .updateTable("bookings")
      .set({ status: "cancelled", cancelled_at: new Date() })
      .where("id", "=", cancelled.bookingId)
      .execute();
    // The booking moves three days later before its first reminder is due.
    const newStart = new Date(base + 3 * 24 * H);
    await env.db
      .updateTable("bookings")
      .set({
        starts_at: newStart,
        ends_at: new Date(newStart.getTime() + 45 * 60_000),
        occupied_from: newStart,
        occupied_until: new Date(newStart.getTime() + 45 * 60_000),
      })
      .where("id", "=", moved.bookingId)
      .execute();

    clock.set(new Date(base - 19 * H)); // due for quiet (starts at base + 4 h); moved and cancelled would be too
    await waitUntil(async () => (await notificationsOf(quiet.customerId, "reminder24h")).length === 1, 10_000, "quiet's reminder");
    await settle();
    // The preferences forbid the 24 h email: the smart notification alone.
    const quietEmail = (await env.db.selectFrom("customers").select("email").where("id", "=", quiet.customerId).executeTakeFirstOrThrow())
      .email!;
    expect(emailsTo(quietEmail)).toHaveLength(0);
    // Counted once as skipped by preference, although both workers sweep.
    expect(await sendsCounted({ channel: "email", outcome: "skipped_by_preference" })).toBe(1);
    expect(await notificationsOf(moved.customerId)).toHaveLength(0);
    expect(await notificationsOf(cancelled.customerId)).toHaveLength(0);

    clock.set(new Date(base - 30 * 60_000));
    await settle();
    expect(await notificationsOf(moved.customerId)).toHaveLength(0);
    expect(await notificationsOf(cancelled.customerId)).toHaveLength(0);

    clock.set(new Date(newStart.getTime() - 23 * H));
    const [note] = await waitUntil(
      async () => {
        const n = await notificationsOf(moved.customerId, "reminder24h");
        return n.length ? n : null;
      },
      10_000,
      "the moved booking's reminder",
    );
    expect(note!.data).toMatchObject({ dateTime: newStart.toISOString() });
    const movedEmail = (await env.db.selectFrom("customers").select("email").where("id", "=", moved.customerId).executeTakeFirstOrThrow())
      .email!;
    await waitUntil(async () => emailsTo(movedEmail).length === 1, 10_000, "the moved booking's email");
    expect(await notificationsOf(cancelled.customerId)).toHaveLength(0);
  });
});

describe("event notices", () => {
  it("sends confirmation and cancellation notices, not when notifyCustomer is false, and a review request on completion", async () => {
    const p = await newProvider(env.db);
    const startsAt = new Date(clock.now().getTime() + 30 * 24 * H);
    const b = await insertBooking(env.db, p.providerId, { startsAt, phone: "+4915100000002" });
    const email = (await env.db.selectFrom("customers").select("email").where("id", "=", b.customerId).executeTakeFirstOrThrow()).email!;
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

    await record(env.db, "booking.confirmed", { ...common, status: "confirmed" });
    await waitUntil(async () => emailsTo(email).length === 1 && smsTo("+4915100000002").length === 1, 10_000, "the confirmation");
    const confirmation = emailsTo(email)[0]!;
    expect(confirmation.subject).toMatch(/^Booking confirmed: Haircut/);
    // The confirmation carries a working manage link and the booking as a calendar file.
    const link = /View, change or cancel your booking: (\S+)#manage=([\da-z]{32})/i.exec(confirmation.text);
    expect(link, confirmation.text).not.toBeNull();
    expect(await bookingOfToken(env.db, link![2]!, clock.now())).toEqual({ providerId: p.providerId, bookingId: b.bookingId });
    const stored = await env.db.selectFrom("notification_sends").select("body").where("recipient", "=", b.customerId).execute();
    expect(JSON.stringify(stored)).not.toContain(link![2]!);
    expect(confirmation.attachments).toHaveLength(1);
    expect(confirmation.attachments[0]).toMatchObject({ filename: `booking-${b.bookingId}.ics`, contentType: "text/calendar" });
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(confirmation.attachments[0]!.content)).getFirstSubcomponent("vevent")!);
    expect(event.uid).toBe(`${b.bookingId}@booking-service`);
    expect(event.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());
    expect(event.description).toContain(link![2]!);

    await record(env.db, "booking.cancelled", {
      ...common,
      status: "cancelled",
      cancelledAt: new Date().toISOString(),
      reason: "staff ill",
      notifyCustomer: false,
    });
    await settle();
    expect(emailsTo(email)).toHaveLength(1);

    await record(env.db, "booking.cancelled", {
      ...common,
      status: "cancelled",
      cancelledAt: new Date().toISOString(),
      reason: "staff ill",
      notifyCustomer: true,
    });
    await waitUntil(async () => emailsTo(email).length === 2, 10_000, "the cancellation");
    expect(emailsTo(email)[1]!.subject).toMatch(/^Booking cancelled/);
    expect(emailsTo(email)[1]!.text).toContain("Reason: staff ill");
    // A cancellation offers nothing to manage; its calendar file removes the event (the same UID).
    expect(emailsTo(email)[1]!.text).not.toContain("#manage=");
    expect(emailsTo(email)[1]!.attachments).toMatchObject([{ filename: `cancelled-${b.bookingId}.ics`, contentType: "text/calendar" }]);
    const cancelFile = new ICAL.Component(ICAL.parse(emailsTo(email)[1]!.attachments[0]!.content));
    expect(cancelFile.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelFile.getFirstSubcomponent("vevent")!.getFirstPropertyValue("uid")).toBe(`${b.bookingId}@booking-service`);
    expect(cancelFile.getFirstSubcomponent("vevent")!.getFirstPropertyValue("status")).toBe("CANCELLED");

    await record(env.db, "booking.completed", { ...common, status: "completed" });
    await waitUntil(async () => emailsTo(email).length === 3, 10_000, "the review request");
    expect(emailsTo(email)[2]!.subject).toMatch(/^How was your Haircut/);
    const review = await notificationsOf(b.customerId, "reviewRequest");
    expect(review).toHaveLength(1);
    expect(review[0]!.data).toMatchObject({ bookingId: b.bookingId });
    await settle();
    expect(emailsTo(email)).toHaveLength(3);
    expect(smsTo("+4915100000002")).toHaveLength(1);
    const sends = await env.db
      .selectFrom("notification_sends")
      .select(["status", "channel", "type"])
      .where("recipient", "=", b.customerId)
      .execute();
    expect(sends.every((s) => s.status === "sent")).toBe(true);
  });
});

describe("customers who book for themselves", () => {
  it("hear their booking was received, with its manage link and calendar file; the provider's own bookings send no such word", async () => {
    const p = await newProvider(env.db);
    const startsAt = new Date(clock.now().getTime() + 10 * 24 * H);
    const own = await insertBooking(env.db, p.providerId, { startsAt, status: "pending", bookedBy: "customer" });
    const desk = await insertBooking(env.db, p.providerId, { startsAt, status: "pending" });
    const emailOf = async (customerId: string) =>
      (await env.db.selectFrom("customers").select("email").where("id", "=", customerId).executeTakeFirstOrThrow()).email!;
    const [ownEmail, deskEmail] = [await emailOf(own.customerId), await emailOf(desk.customerId)];
    for (const b of [own, desk]) {
      await record(env.db, "booking.created", {
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
        status: "pending",
      });
    }
    await waitUntil(async () => emailsTo(ownEmail).length === 1, 10_000, "the word of receipt");
    const received = emailsTo(ownEmail)[0]!;
    expect(received.subject).toMatch(/^Booking received: Haircut/);
    const link = /View, change or cancel your booking: \S+#manage=([\da-z]{32})/i.exec(received.text);
    expect(await bookingOfToken(env.db, link![1]!, clock.now())).toEqual({ providerId: p.providerId, bookingId: own.bookingId });
    expect(received.attachments.map((a) => a.filename)).toEqual([`booking-${own.bookingId}.ics`]);
    // Listed among the customer's notifications as their booking.created.
    expect((await notificationsOf(own.customerId, "booking.created"))[0]).toMatchObject({ title: "Booking received" });
    await settle();
    expect(emailsTo(deskEmail)).toEqual([]);
    expect(await notificationsOf(desk.customerId)).toHaveLength(0);

    // A move (any audience, a transfer too) tells the customer the new time, with a fresh link.
    const movedTo = new Date(startsAt.getTime() + 24 * H);
    await record(env.db, "booking.rescheduled", {
      bookingId: desk.bookingId,
      providerId: p.providerId,
      customerId: desk.customerId,
      serviceId: desk.serviceId,
      staffId: desk.staffId,
      previousDateTime: startsAt.toISOString(),
      dateTime: movedTo.toISOString(),
      resources: [],
      sessionId: null,
      visitId: null,
      seriesId: null,
      occurrenceKey: null,
      seats: 1,
      status: "pending",
    });
    await waitUntil(async () => emailsTo(deskEmail).length === 1, 10_000, "the word of the move");
    const moved = emailsTo(deskEmail)[0]!;
    expect(moved.subject).toMatch(/^Booking moved: Haircut/);
    expect(moved.text).toMatch(/#manage=[\da-z]{32}/i);
    expect(moved.attachments).toHaveLength(1);
    expect((await notificationsOf(desk.customerId, "booking.rescheduled"))[0]).toMatchObject({ title: "Booking moved" });
  });
});
