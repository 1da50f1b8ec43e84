// What visitors of a booking page are sent, through a real SMTP server: the verification email of
// a held booking (and what its code does), lapsed holds released, visitors' typed names cleaned
// in messages, and messages a visitor's own request caused limited per recipient address across
// providers. Bookings are made, verified and moved with the store functions the API calls.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { AppError, bookingOfToken } from "@booking/core";
import {
  createBooking,
  eventNoticeClaimKey,
  PROVIDER_RECIPIENT,
  rescheduleOwnBooking,
  updateBooking,
  verifyHold,
} from "@booking/core/worker";
import { insertCustomer, insertService, insertStaff, startSmtpServer, TestClock, type TestSmtpServer } from "@booking/testing";
import { runReminderSweep } from "../src/processors/reminder-sweep";
import type { WorkerHandle } from "../src/worker";
import { newProvider, setupWorkerEnv, waitUntil, type WorkerTestEnv } from "./helpers";

const MINUTE = 60_000;
const PUBLIC_URL = "https://booking.example";
let env: WorkerTestEnv;
let smtp: TestSmtpServer;
let gate: SmtpGate;
const clock = new TestClock();
let workers: WorkerHandle[];

beforeAll(async () => {
  env = await setupWorkerEnv();
  smtp = await startSmtpServer();
  gate = await startSmtpGate(smtp.url);
  clock.set("2026-12-01T08:00:00Z"); // a Tuesday; the bookings are on Thursday
  const overrides = {
    SMTP_URL: gate.url,
    PUBLIC_URL,
    PUBLIC_NOTICES_PER_RECIPIENT_HOUR: "3",
    EMAIL_FROM: "Salon <salon@example.com>",
  };
  // Two workers, so that simultaneous notices to one address are counted against each other.
  workers = [await env.start(overrides, { now: clock.now }), await env.start(overrides, { now: clock.now })];
});
afterAll(async () => {
  await env?.close();
  await gate?.close();
  await smtp?.close();
});

/**
 * A TCP relay in front of the SMTP server that can be shut: while shut it drops every connection
 * before the greeting, as a mail server that is down (the worker sees it as unavailable and retries).
 */
interface SmtpGate {
  url: string;
  shut(): void;
  open(): void;
  close(): Promise<void>;
}
async function startSmtpGate(target: string): Promise<SmtpGate> {
  const { hostname, port } = new URL(target);
  let shut = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (shut) return void client.destroy();
    const upstream = net.connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on("close", () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    shut: () => void (shut = true),
    open: () => void (shut = false),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A provider whose one member (Mon–Fri 09:00–17:00 Berlin) offers a 30-minute haircut. */
async function salon(settings: { verification?: "none" | "email"; holdMinutes?: number } = {}) {
  const p = await newProvider(env.db);
  await env.db
    .updateTable("providers")
    .set({ public_verification: settings.verification ?? "none", hold_minutes: settings.holdMinutes ?? 15 })
    .where("id", "=", p.providerId)
    .execute();
  const service = await insertService(env.db, p.providerId, { name: "Haircut", durationMinutes: 30 });
  const staff = await insertStaff(env.db, p.providerId, { name: "Ana", serviceIds: [service.id] });
  // The provider as the API's key lookup hands it to the store (findCallerByKey).
  const { id, timezone, currency, slot_minutes: slotMinutes, confirmation, min_notice_minutes, max_advance_days } = p.provider;
  const limits = { minNoticeMinutes: min_notice_minutes, maxAdvanceDays: max_advance_days };
  return {
    provider: {
      id,
      timezone,
      currency: currency.trim(),
      slotMinutes,
      confirmation,
      limits,
      importsCalendars: false,
      businessHours: null,
      processingGapsOnline: false,
    },
    providerId: p.providerId,
    service,
    staff,
  };
}
type Salon = Awaited<ReturnType<typeof salon>>;

/** The n-th start on the 30-minute grid of Thursday 3 December, from 09:00 Berlin (08:00 UTC). */
const slot = (n: number) => new Date(Date.parse("2026-12-03T08:00:00Z") + n * 30 * MINUTE);

/** A booking made on the salon's booking page (a public key), as POST /v1/bookings makes it. */
function bookOnPage(s: Salon, visitor: { name: string; email: string; phone?: string }, at: Date, now = clock.now()) {
  return createBooking(
    env.db,
    s.provider,
    { customer: visitor, serviceId: s.service.id, staffId: s.staff.id, dateTime: at, booker: "public", manageLinkBase: PUBLIC_URL },
    now,
  );
}

const emailsTo = (address: string) => smtp.messages.filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()));

async function waitForEmails(address: string, count: number, what: string) {
  return waitUntil(async () => (emailsTo(address).length >= count ? emailsTo(address) : null), 15_000, what);
}

/** The outbox events named `event` about one booking, oldest first. */
async function eventsOf(bookingId: string, event: string) {
  return env.db
    .selectFrom("outbox_events")
    .select(["event_id", "data"])
    .where("event", "=", event)
    .where(sql<string>`data->>'bookingId'`, "=", bookingId)
    .orderBy("id")
    .execute();
}

async function latestEvent(bookingId: string, event: string) {
  const events = await waitUntil(async () => {
    const found = await eventsOf(bookingId, event);
    return found.length ? found : null;
  });
  return events[events.length - 1]!.event_id;
}

/**
 * Waits until the worker decided the notice of an event (its claim is made) and finished each of
 * its messages; answers the messages (none when every one was held back).
 */
async function settledNotice(eventId: string, type: Parameters<typeof eventNoticeClaimKey>[1]) {
  const claimKey = eventNoticeClaimKey(eventId, type);
  return waitUntil(
    async () => {
      const claim = await env.db.selectFrom("notification_claims").select("claim_key").where("claim_key", "=", claimKey).executeTakeFirst();
      if (!claim) return null;
      const sends = await env.db
        .selectFrom("notification_sends")
        .select(["channel", "address", "status", "error", "body"])
        .where("claim_key", "=", claimKey)
        .execute();
      return sends.every((s) => s.status !== "pending" && s.status !== "sending") ? { sends } : null;
    },
    20_000,
    `the ${type} notice of ${eventId}`,
  );
}

/** notification_sends_total with these labels, summed over the workers of this file. */
async function sendsCounted(outcome: string, channel = "email"): Promise<number> {
  let total = 0;
  for (const worker of workers) {
    const { values } = await worker.metrics.registry.getSingleMetric("notification_sends_total")!.get();
    for (const v of values) if (v.labels.channel === channel && v.labels.outcome === outcome) total += v.value;
  }
  return total;
}

const bookingRow = (bookingId: string) =>
  env.db.selectFrom("bookings").select(["status", "customer_id", "hold_expires_at"]).where("id", "=", bookingId).executeTakeFirst();
const customerRow = (customerId: string) =>
  env.db.selectFrom("customers").select(["name", "email", "phone"]).where("id", "=", customerId).executeTakeFirst();

const VERIFY_LINK = /^Confirm your booking: (\S+)\/book\/#manage=([\da-z]{32})&verify=([\da-z]{32})$/im;

describe("held bookings (publicVerification: email)", () => {
  it("email the visitor a link whose code verifies the hold; only then is the booking announced and received", async () => {
    const s = await salon({ verification: "email" });
    const held = await bookOnPage(s, { name: "Vera Visitor", email: "vera@example.com" }, slot(0));
    expect(held.status).toBe("held");

    const [mail] = await waitForEmails("vera@example.com", 1, "the verification email");
    expect(mail!.subject).toMatch(/^Please confirm your booking/);
    expect(mail!.text).toContain("Hello Vera Visitor,");
    const link = VERIFY_LINK.exec(mail!.text);
    expect(link, mail!.text).not.toBeNull();
    const [, base, token, code] = link!;
    expect(base).toBe(PUBLIC_URL);
    // The link opens the booking on the page.
    expect(await bookingOfToken(env.db, token!, clock.now())).toEqual({ providerId: s.providerId, bookingId: held.id });
    // Neither the code nor the token is kept in any stored message.
    const stored = await env.db.selectFrom("notification_sends").select("body").where("provider_id", "=", s.providerId).execute();
    expect(JSON.stringify(stored)).not.toContain(code!);
    expect(JSON.stringify(stored)).not.toContain(token!);
    // Until verified, no one else hears of it: no smart notification (visitor's or provider's), no booking.created.
    expect(await env.db.selectFrom("smart_notifications").select("id").where("provider_id", "=", s.providerId).execute()).toEqual([]);
    expect(await eventsOf(held.id, "booking.created")).toEqual([]);

    // A code other than the one emailed is refused, and the booking stays held.
    const wrong = verifyHold(env.db, s.provider, held.id, "0".repeat(32), clock.now());
    await expect(wrong).rejects.toBeInstanceOf(AppError);
    await expect(wrong).rejects.toMatchObject({ appCode: "BAD_REQUEST" });
    expect((await bookingRow(held.id))!.status).toBe("held");

    await verifyHold(env.db, s.provider, held.id, code!, clock.now());
    expect(await bookingRow(held.id)).toMatchObject({ status: "pending", hold_expires_at: null });
    expect(await eventsOf(held.id, "booking.created")).toHaveLength(1);
    // The hold created the customer: announced now.
    const customerCreated = await env.db
      .selectFrom("outbox_events")
      .select("event_id")
      .where("event", "=", "customer.created")
      .where(sql<string>`data->>'customerId'`, "=", (await bookingRow(held.id))!.customer_id)
      .execute();
    expect(customerCreated).toHaveLength(1);

    const mails = await waitForEmails("vera@example.com", 2, "the word of receipt");
    expect(mails[1]!.subject).toMatch(/^Booking received: Haircut/);
    expect(mails[1]!.text).toMatch(/View, change or cancel your booking: \S+#manage=[\da-z]{32}/i);

    // The same link followed again changes nothing.
    await verifyHold(env.db, s.provider, held.id, code!, clock.now());
    expect((await bookingRow(held.id))!.status).toBe("pending");
    expect(await eventsOf(held.id, "booking.created")).toHaveLength(1);
    await settledNotice(await latestEvent(held.id, "booking.created"), "bookingReceived");
    expect(emailsTo("vera@example.com")).toHaveLength(2);
  });

  it("send the verification email even to a customer whose email preferences are all off (and only that one)", async () => {
    const s = await salon({ verification: "email" });
    const quiet = await insertCustomer(env.db, s.providerId, { name: "Olive Quiet", email: "olive@example.com" });
    await env.db
      .insertInto("notification_preferences")
      .values({
        provider_id: s.providerId,
        recipient: quiet.id,
        preferences: JSON.stringify({
          email: { bookingConfirmed: false, bookingCancelled: false, reminder24h: false, reminder1h: false, reviewRequest: false },
          sms: { bookingConfirmed: false, reminder1h: false },
          push: { newBooking: false, newMessage: false },
        }),
      })
      .execute();
    const held = await bookOnPage(s, { name: "Olive", email: "Olive@Example.com" }, slot(0));
    expect((await bookingRow(held.id))!.customer_id).toBe(quiet.id);

    const [mail] = await waitForEmails("olive@example.com", 1, "the verification email");
    expect(mail!.to).toEqual(["olive@example.com"]); // the address the provider has on file
    expect(mail!.subject).toMatch(/^Please confirm your booking/);
    const code = VERIFY_LINK.exec(mail!.text)![3]!;

    // Once verified, the word of receipt follows the preferences again: no email.
    await verifyHold(env.db, s.provider, held.id, code, clock.now());
    const { sends } = await settledNotice(await latestEvent(held.id, "booking.created"), "bookingReceived");
    expect(sends).toEqual([]);
    expect(emailsTo("olive@example.com")).toHaveLength(1);
  });

  it("that lapsed are never emailed, refuse their code, and are released by the sweep with the customer they created", async () => {
    const s = await salon({ verification: "email", holdMinutes: 15 });
    const regular = await insertCustomer(env.db, s.providerId, { name: "Rita Regular", email: "rita@example.com" });
    // Booked 20 minutes ago (say, the worker was down since): the 15-minute holds have lapsed when it sends.
    const earlier = new Date(clock.now().getTime() - 20 * MINUTE);
    const stranger = await bookOnPage(s, { name: "Lou Late", email: "lou@example.com" }, slot(0), earlier);
    const known = await bookOnPage(s, { name: "Rita", email: "rita@example.com" }, slot(1), earlier);
    expect(known.status).toBe("held");
    for (const hold of [stranger, known]) {
      const { sends } = await settledNotice(await latestEvent(hold.id, "booking.held"), "holdVerification");
      expect(sends).toMatchObject([{ channel: "email", status: "failed", error: "booking no longer held" }]);
    }
    expect(emailsTo("lou@example.com")).toEqual([]);
    expect(emailsTo("rita@example.com")).toEqual([]);

    // A hold whose email went out but was never followed lapses too: its code no longer works.
    const idle = await bookOnPage(s, { name: "Ida Idle", email: "ida@example.com" }, slot(2));
    const [mail] = await waitForEmails("ida@example.com", 1, "the verification email");
    const [, , token, code] = VERIFY_LINK.exec(mail!.text)!;
    clock.advance(16 * MINUTE);
    await expect(verifyHold(env.db, s.provider, idle.id, code!, clock.now())).rejects.toMatchObject({ appCode: "CONFLICT" });

    const strangerCustomer = (await bookingRow(stranger.id))!.customer_id;
    const idleCustomer = (await bookingRow(idle.id))!.customer_id;
    await runReminderSweep(workers[0]!.context);
    for (const hold of [stranger, known, idle]) expect(await bookingRow(hold.id)).toBeUndefined();
    // The customers the holds created are gone; the provider's own customer stays.
    expect(await customerRow(strangerCustomer)).toBeUndefined();
    expect(await customerRow(idleCustomer)).toBeUndefined();
    expect(await customerRow(regular.id)).toMatchObject({ name: "Rita Regular", email: "rita@example.com" });
    // The emailed link opens nothing any more; the times are free again.
    expect(await bookingOfToken(env.db, token!, clock.now())).toBeNull();
    const again = await bookOnPage(s, { name: "Lou", email: "lou@example.com" }, slot(0));
    expect(again.status).toBe("held");
  });
});

describe("what a visitor typed", () => {
  it("reaches messages only as a short name without links; the provider's record of the customer is untouched", async () => {
    const s = await salon();
    const dana = await insertCustomer(env.db, s.providerId, { name: "Dana Regular", email: "dana@example.com", phone: "+4915100000077" });
    const typed = `Win a prize at https://evil.example/claim ${"x".repeat(100)}`;
    const booking = await bookOnPage(s, { name: typed, email: "DANA@example.com", phone: "+4915100000099" }, slot(0));
    expect(booking.status).toBe("pending");

    const [mail] = await waitForEmails("dana@example.com", 1, "the word of receipt");
    expect(mail!.subject).toMatch(/^Booking received: Haircut/);
    for (const text of [mail!.subject, mail!.text, JSON.stringify(mail!.attachments)]) expect(text).not.toContain("evil.example");
    // Apart from the booking's own manage link, the email holds no link at all.
    const withoutManageLink = mail!.text.replace(/View, change or cancel your booking: \S+/, "");
    expect(withoutManageLink).not.toContain("https://");
    expect(withoutManageLink).not.toContain("://");
    const greeting = /^Hello (.*),$/m.exec(mail!.text);
    expect(greeting, mail!.text).not.toBeNull();
    expect(greeting![1]!.length).toBeLessThanOrEqual(60);
    expect(greeting![1]).toMatch(/^Win a prize at x+$/);

    // The provider's "New booking" notification names the visitor the same way.
    const [note] = await env.db
      .selectFrom("smart_notifications")
      .select("body")
      .where("provider_id", "=", s.providerId)
      .where("recipient", "=", PROVIDER_RECIPIENT)
      .where("type", "=", "booking.created")
      .execute();
    expect(note!.body).not.toContain("evil.example");
    expect(note!.body).toMatch(/^Win a prize at x+ booked Haircut/);
    expect(await customerRow(dana.id)).toEqual({ name: "Dana Regular", email: "dana@example.com", phone: "+4915100000077" });
  });

  it("reaches the visitor's and the owner's emails without a link however it is wrapped: brackets, quotes, guillemets", async () => {
    const names = [
      "Ann (https://evil.example/x)",
      'Ann "https://evil.example/x"',
      "Ann ‹https://evil.example/x›",
      "Ann »https://evil.example/x«",
      "Ann (evil.example/x)",
      'Ann "www.evil.example"',
      "Ann ‹evil.example›",
      "Ann »evil.example/x«",
    ];
    for (const [i, name] of names.entries()) {
      // A salon of its own for each, so that no message is held back by the per-recipient limit.
      const s = await salon();
      const owner = `owner${i}@wrapped.example`;
      await env.db.updateTable("providers").set({ notify_email: owner }).where("id", "=", s.providerId).execute();
      const visitor = `visitor${i}@wrapped.example`;
      const booking = await bookOnPage(s, { name, email: visitor }, slot(0));
      expect(booking.status, name).toBe("pending");

      const [mail] = await waitForEmails(visitor, 1, `the word of receipt to ${name}`);
      const [ownerMail] = await waitForEmails(owner, 1, `the owner's email about ${name}`);
      for (const sent of [mail!, ownerMail!]) {
        const parts = [sent.subject, sent.text, sent.html ?? "", ...sent.attachments.map((a) => a.content)];
        for (const part of parts) expect(part, name).not.toContain("evil");
        // Every link left is the service's own: the visitor's manage link, the owner's link to the console.
        const links = sent.text.split(/\s+/).filter((word) => word.includes("://"));
        expect(links.length, name).toBeGreaterThan(0);
        for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/`), `${name}: ${link}`).toBe(true);
      }
      expect(/^Hello (.*),$/m.exec(mail!.text)?.[1], name).toBe("Ann");
      expect(ownerMail!.subject, name).toContain("Ann");
      // And the provider's in-app notification.
      const note = await env.db
        .selectFrom("smart_notifications")
        .select("body")
        .where("provider_id", "=", s.providerId)
        .where("recipient", "=", PROVIDER_RECIPIENT)
        .where("type", "=", "booking.created")
        .executeTakeFirstOrThrow();
      expect(note.body, name).toMatch(/^Ann booked Haircut/);
    }
  });
});

describe("messages visitors cause", () => {
  it("reach one address at most 3 times an hour across providers; other addresses and the provider's own messages are not held back", async () => {
    const [a, b] = [await salon(), await salon()];
    const limitedBefore = await sendsCounted("limited_per_recipient");
    const spellings = ["Robin@Example.com", "robin@example.com", "ROBIN@EXAMPLE.COM", "robin@EXAMPLE.com", "Robin@example.COM"];
    const bookings: Awaited<ReturnType<typeof bookOnPage>>[] = [];
    for (const [i, email] of spellings.entries()) bookings.push(await bookOnPage(i < 3 ? a : b, { name: "Robin", email }, slot(i)));
    const kim = await bookOnPage(a, { name: "Kim", email: "kim@example.com" }, slot(6));

    for (const booking of [...bookings, kim]) await settledNotice(await latestEvent(booking.id, "booking.created"), "bookingReceived");
    const robins = emailsTo("robin@example.com");
    expect(robins).toHaveLength(3);
    expect(robins.every((m) => m.subject.startsWith("Booking received: Haircut"))).toBe(true);
    expect((await sendsCounted("limited_per_recipient")) - limitedBefore).toBe(2);
    expect(emailsTo("kim@example.com")).toHaveLength(1);

    // The provider confirming a booking is the provider's word, not the visitor's: sent all the same.
    await updateBooking(env.db, a.provider, bookings[0]!.id, { status: "confirmed" }, clock.now());
    const { sends } = await settledNotice(await latestEvent(bookings[0]!.id, "booking.confirmed"), "bookingConfirmed");
    expect(sends).toMatchObject([{ channel: "email", status: "sent" }]);
    expect(emailsTo("robin@example.com")).toHaveLength(4);
    expect(emailsTo("robin@example.com")[3]!.subject).toMatch(/^Booking confirmed: Haircut/);
    expect((await sendsCounted("limited_per_recipient")) - limitedBefore).toBe(2);
  });

  it("count a visitor's own moves against the same limit; the provider's moves are neither counted nor held back", async () => {
    const s = await salon();
    const limitedBefore = await sendsCounted("limited_per_recipient");
    const booking = await bookOnPage(s, { name: "Sam", email: "sam@example.com" }, slot(0));
    await settledNotice(await latestEvent(booking.id, "booking.created"), "bookingReceived"); // 1 of 3
    const moves: { by: "customer" | "provider"; to: number; sent: boolean }[] = [
      { by: "provider", to: 2, sent: true }, // not counted
      { by: "customer", to: 4, sent: true }, // 2 of 3
      { by: "customer", to: 6, sent: true }, // 3 of 3
      { by: "customer", to: 8, sent: false }, // over the limit
      { by: "provider", to: 10, sent: true }, // not held back
    ];
    let expected = 1;
    for (const move of moves) {
      if (move.by === "customer") {
        await rescheduleOwnBooking(env.db, s.provider, booking.id, { dateTime: slot(move.to) }, clock.now());
      } else {
        await updateBooking(env.db, s.provider, booking.id, { dateTime: slot(move.to) }, clock.now());
      }
      const event = await eventsOf(booking.id, "booking.rescheduled");
      expect(event).toHaveLength(moves.indexOf(move) + 1);
      expect(event[event.length - 1]!.data).toMatchObject({ changedBy: move.by, dateTime: slot(move.to).toISOString() });
      const { sends } = await settledNotice(event[event.length - 1]!.event_id, "bookingRescheduled");
      expect(sends, `${move.by} move to slot ${move.to}`).toHaveLength(move.sent ? 1 : 0);
      if (move.sent) expected += 1;
      expect(emailsTo("sam@example.com"), `${move.by} move to slot ${move.to}`).toHaveLength(expected);
    }
    expect((await sendsCounted("limited_per_recipient")) - limitedBefore).toBe(1);
    // The last word the visitor got is the provider's move, to 14:00 Berlin.
    expect(emailsTo("sam@example.com").at(-1)!.subject).toBe(
      "Booking moved: Haircut, Thu, 3 Dec 2026, 2:00 pm (Central European Time, GMT+1)",
    );
  });

  it("count a message once however often the mail server makes the worker retry it", async () => {
    const s = await salon({ verification: "email" });
    const limitedBefore = await sendsCounted("limited_per_recipient");
    const retryingBefore = await sendsCounted("retrying");
    gate.shut();
    const held = await bookOnPage(s, { name: "Uma", email: "uma@example.com" }, slot(0));
    try {
      await waitUntil(async () => (await sendsCounted("retrying")) > retryingBefore, 15_000, "a failed attempt at the verification email");
    } finally {
      gate.open();
    }
    // The job is retried (after its backoff) and the email goes out once.
    const [mail] = await waitForEmails("uma@example.com", 1, "the verification email, retried");
    const code = VERIFY_LINK.exec(mail!.text)![3]!;
    await verifyHold(env.db, s.provider, held.id, code, clock.now());
    await waitForEmails("uma@example.com", 2, "the word of receipt"); // 2 of 3
    await rescheduleOwnBooking(env.db, s.provider, held.id, { dateTime: slot(2) }, clock.now()); // 3 of 3
    const { sends } = await settledNotice(await latestEvent(held.id, "booking.rescheduled"), "bookingRescheduled");
    expect(sends).toMatchObject([{ channel: "email", status: "sent" }]);
    expect(emailsTo("uma@example.com").map((m) => m.subject.split(":")[0])).toEqual([
      "Please confirm your booking",
      "Booking received",
      "Booking moved",
    ]);
    expect((await sendsCounted("limited_per_recipient")) - limitedBefore).toBe(0);
  });
});
