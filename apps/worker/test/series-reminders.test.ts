// Reminders of a series: each occurrence is an ordinary booking and is reminded on its own, at its
// own time; a cancelled occurrence is not reminded. The reminder's calendar file is the series'.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, TestClock, type TestSmtpServer } from "@booking/testing";
import { insertBooking, newProvider, setupWorkerEnv, waitUntil, type WorkerTestEnv } from "./helpers";

const H = 3_600_000;
const WEEK = 7 * 24 * H;
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

const settle = () => new Promise((r) => setTimeout(r, 450)); // several sweeps at 100 ms

describe("reminders of a series", () => {
  it("come once before each occurrence, and never before a cancelled one", async () => {
    const p = await newProvider(env.db);
    await env.db
      .updateTable("providers")
      .set({ reminder_offsets_minutes: [60] })
      .where("id", "=", p.providerId)
      .execute();
    // Tuesdays at 10:00 in Berlin (09:00 UTC), from 8 December 2026.
    const starts = [0, 1, 2].map((week) => new Date(Date.parse("2026-12-08T09:00:00Z") + week * WEEK));
    const keys = ["2026-12-08T10:00", "2026-12-15T10:00", "2026-12-22T10:00"];
    const first = await insertBooking(env.db, p.providerId, { startsAt: starts[0] as Date, createdAt: clock.now() });
    await env.db
      .insertInto("series")
      .values({
        provider_id: p.providerId,
        id: "ser_reminded",
        customer_id: first.customerId,
        service_id: first.serviceId,
        staff_id: first.staffId,
        rule: JSON.stringify({ frequency: "weekly", interval: 1, count: 3 }),
        starts_at: starts[0] as Date,
        timezone: "Europe/Berlin",
      })
      .execute();
    await env.db
      .updateTable("bookings")
      .set({ series_id: "ser_reminded", occurrence_key: keys[0] })
      .where("id", "=", first.bookingId)
      .execute();
    const ids = [first.bookingId, "bk_series_2", "bk_series_3"];
    for (const index of [1, 2]) {
      const startsAt = starts[index] as Date;
      const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
      await env.db
        .insertInto("bookings")
        .values({
          provider_id: p.providerId,
          id: ids[index] as string,
          customer_id: first.customerId,
          service_id: first.serviceId,
          staff_id: first.staffId,
          starts_at: startsAt,
          ends_at: endsAt,
          occupied_from: startsAt,
          occupied_until: endsAt,
          // The second occurrence was cancelled.
          status: index === 1 ? "cancelled" : "confirmed",
          cancelled_at: index === 1 ? clock.now() : null,
          // Made with the first (on the test's clock): a booking made after its reminder's time is
          // not reminded, and the database's own now() moves on past these December dates.
          created_at: clock.now(),
          notes: null,
          payment_amount_cents: 3950,
          series_id: "ser_reminded",
          occurrence_key: keys[index] as string,
        })
        .execute();
    }
    const email = (await env.db.selectFrom("customers").select("email").where("id", "=", first.customerId).executeTakeFirstOrThrow())
      .email as string;
    const emails = () => smtp.messages.filter((m) => m.to.includes(email));
    const claimsOf = async (bookingId: string) =>
      (await env.db.selectFrom("notification_claims").select("claim_key").where("booking_id", "=", bookingId).execute()).map(
        (r) => r.claim_key.split("/")[0],
      );

    for (const [index, startsAt] of starts.entries()) {
      clock.set(new Date(startsAt.getTime() - H + 60_000));
      if (index === 1) {
        await settle();
        expect(emails()).toHaveLength(1);
        continue;
      }
      const expected = index === 0 ? 1 : 2;
      await waitUntil(async () => emails().length >= expected, 10_000, `the reminder of occurrence ${index + 1}`);
      await settle();
      expect(emails()).toHaveLength(expected);
    }
    expect(await claimsOf(ids[0] as string)).toEqual(["reminder1h"]);
    expect(await claimsOf(ids[1] as string)).toEqual([]);
    expect(await claimsOf(ids[2] as string)).toEqual(["reminder1h"]);
    // Each reminder names its own date; its calendar file is the series', without the cancelled occurrence.
    const [reminded, last] = emails();
    expect(reminded?.subject).toContain("8 Dec 2026");
    expect(last?.subject).toContain("22 Dec 2026");
    const ics = last?.attachments.find((a) => a.filename.endsWith(".ics"))?.content ?? "";
    expect(ics).toContain("UID:ser_reminded@booking-service");
    expect(ics).toContain("RRULE:FREQ=WEEKLY;COUNT=3;INTERVAL=1");
    expect(ics).toContain("EXDATE;TZID=Europe/Berlin:20261215T100000");
  });
});
