// Reminders at the times and in the words a provider chose (its settings), through a real SMTP
// server, driven by a settable clock: the offsets followed, each reminder once, nothing twice when
// the offsets change, a moved booking reminded at its new time, the provider's words per language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, TestClock, type TestSmtpServer } from "@booking/testing";
import { insertBooking, newProvider, setupWorkerEnv, waitUntil, type WorkerTestEnv } from "./helpers";

const H = 3_600_000;
let env: WorkerTestEnv;
let smtp: TestSmtpServer;
const clock = new TestClock();

beforeAll(async () => {
  env = await setupWorkerEnv();
  smtp = await startSmtpServer();
  clock.set("2026-12-01T08:00:00Z");
  await env.start({ SMTP_URL: smtp.url, REMINDER_SWEEP_MS: "100", EMAIL_FROM: "Salon <salon@example.com>" }, { now: clock.now });
});
afterAll(async () => {
  await env?.close();
  await smtp?.close();
});

const emailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
const settle = () => new Promise((r) => setTimeout(r, 450)); // several sweeps at 100 ms

async function provider(offsets: number[], texts: Record<string, string> = {}) {
  const p = await newProvider(env.db);
  await env.db
    .updateTable("providers")
    .set({ reminder_offsets_minutes: offsets, reminder_texts: JSON.stringify(texts) })
    .where("id", "=", p.providerId)
    .execute();
  return p;
}

async function booking(providerId: string, startsAt: Date, locale: string | null = null) {
  const b = await insertBooking(env.db, providerId, { startsAt, createdAt: new Date(clock.now().getTime() - 24 * H) });
  if (locale) await env.db.updateTable("bookings").set({ locale }).where("id", "=", b.bookingId).execute();
  const email = (await env.db.selectFrom("customers").select("email").where("id", "=", b.customerId).executeTakeFirstOrThrow()).email;
  if (!email) throw new Error("the test customer has an email");
  return { ...b, email };
}

async function claimKeysOf(bookingId: string) {
  const rows = await env.db.selectFrom("notification_claims").select("claim_key").where("booking_id", "=", bookingId).execute();
  return rows.map((r) => r.claim_key.split("/")[0]).sort();
}

describe("reminders at the provider's times", () => {
  it("48 h and 2 h before, once each, and no 24 h or 1 h reminder", async () => {
    const p = await provider([2880, 120]);
    const startsAt = new Date(clock.now().getTime() + 72 * H);
    const b = await booking(p.providerId, startsAt);

    clock.set(new Date(startsAt.getTime() - 49 * H));
    await settle();
    expect(emailsTo(b.email)).toHaveLength(0);

    clock.set(new Date(startsAt.getTime() - 47 * H));
    const [first] = await waitUntil(async () => (emailsTo(b.email).length ? emailsTo(b.email) : null), 10_000, "the 48 h reminder");
    expect(first!.subject).toMatch(/^Reminder: Haircut, /);
    await settle();
    expect(emailsTo(b.email)).toHaveLength(1);

    // A day before: the provider chose no 24 h reminder.
    clock.set(new Date(startsAt.getTime() - 23 * H));
    await settle();
    expect(emailsTo(b.email)).toHaveLength(1);

    clock.set(new Date(startsAt.getTime() - 119 * 60_000));
    await waitUntil(async () => emailsTo(b.email).length === 2, 10_000, "the 2 h reminder");
    clock.set(new Date(startsAt.getTime() - 30 * 60_000));
    await settle();
    expect(emailsTo(b.email)).toHaveLength(2);
    expect(await claimKeysOf(b.bookingId)).toEqual(["reminder120m", "reminder2880m"]);
  });

  it("changing the offsets sends nothing twice", async () => {
    const p = await provider([1440, 60]);
    const startsAt = new Date(clock.now().getTime() + 72 * H);
    const b = await booking(p.providerId, startsAt);

    clock.set(new Date(startsAt.getTime() - 23 * H));
    await waitUntil(async () => emailsTo(b.email).length === 1, 10_000, "the 24 h reminder");

    // The provider now wants 48 h and 2 h: the customer was reminded a day before already, so the
    // 48 h reminder (due until 2 h before) is not sent now.
    await env.db
      .updateTable("providers")
      .set({ reminder_offsets_minutes: [2880, 120] })
      .where("id", "=", p.providerId)
      .execute();
    clock.set(new Date(startsAt.getTime() - 20 * H));
    await settle();
    expect(emailsTo(b.email)).toHaveLength(1);

    // And back to a day before among them: that one went already.
    await env.db
      .updateTable("providers")
      .set({ reminder_offsets_minutes: [1440, 120] })
      .where("id", "=", p.providerId)
      .execute();
    await settle();
    expect(emailsTo(b.email)).toHaveLength(1);

    // The 2 h reminder is later than anything sent: it goes, once.
    clock.set(new Date(startsAt.getTime() - 100 * 60_000));
    await waitUntil(async () => emailsTo(b.email).length === 2, 10_000, "the 2 h reminder");
    await settle();
    expect(emailsTo(b.email)).toHaveLength(2);
    expect(await claimKeysOf(b.bookingId)).toEqual(["reminder120m", "reminder24h"]);
  });

  it("a moved booking is reminded again before its new time", async () => {
    const p = await provider([2880]);
    const startsAt = new Date(clock.now().getTime() + 72 * H);
    const b = await booking(p.providerId, startsAt);
    clock.set(new Date(startsAt.getTime() - 47 * H));
    await waitUntil(async () => emailsTo(b.email).length === 1, 10_000, "the 48 h reminder");

    const later = new Date(startsAt.getTime() + 24 * H);
    await env.db
      .updateTable("bookings")
      .set({
        starts_at: later,
        ends_at: new Date(later.getTime() + H),
        occupied_from: later,
        occupied_until: new Date(later.getTime() + H),
      })
      .where("id", "=", b.bookingId)
      .execute();
    await settle();
    expect(emailsTo(b.email)).toHaveLength(1); // 71 h before the new time
    clock.set(new Date(later.getTime() - 47 * H));
    await waitUntil(async () => emailsTo(b.email).length === 2, 10_000, "the moved booking's reminder");
  });
});

describe("reminders in the provider's words", () => {
  it("says the words set for the booking's language, with its details filled in; other languages keep the standard words", async () => {
    const p = await provider([1440], {
      de: "Bis morgen, {customerName}: {service} am {when}. Bitte 10 Minuten früher da sein!",
      fr: "À demain !",
    });
    const startsAt = new Date(clock.now().getTime() + 72 * H);
    const german = await booking(p.providerId, startsAt, "de");
    const english = await booking(p.providerId, new Date(startsAt.getTime() - 2 * H), "en");

    clock.set(new Date(startsAt.getTime() - 23 * H));
    const [de] = await waitUntil(async () => (emailsTo(german.email).length ? emailsTo(german.email) : null), 10_000, "German");
    expect(de!.text).toContain("Bis morgen, Chris Customer: Haircut am ");
    expect(de!.text).toContain("Bitte 10 Minuten früher da sein!");
    expect(de!.html).toContain("Bitte 10 Minuten früher da sein!");
    // The standard German first paragraph is replaced; the details and the manage link stay.
    expect(de!.text).not.toContain("wir möchten Sie an Ihren Termin");
    expect(de!.text).toMatch(/\/book\/#manage=/);

    const [en] = await waitUntil(async () => (emailsTo(english.email).length ? emailsTo(english.email) : null), 10_000, "English");
    expect(en!.text).toContain("This is a friendly reminder of your Haircut");
    expect(en!.text).not.toContain("Bis morgen");
  });
});
