// Upgrading a database whose worker already claimed notices under the kinds' old names
// ("booking.confirmed"): the claims and their messages take the new names (bookingConfirmed), so
// the notice of an event whose job runs again after the upgrade is recognised as claimed and its
// customer is not emailed a second time. Reverting the migration restores the old names.
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrateTo, migrateToLatest, migrationNames, sql } from "@booking/db";
import { startSmtpServer, type TestSmtpServer } from "@booking/testing";
import { insertBooking, newProvider, record, setupWorkerEnv, waitUntil, type WorkerTestEnv } from "./helpers";

const MIGRATION = "2026-11-28T1710_notice_kind_names";
const BEFORE = migrationNames[migrationNames.indexOf(MIGRATION) - 1] ?? "";

let env: WorkerTestEnv;
let smtp: TestSmtpServer;

beforeAll(async () => {
  env = await setupWorkerEnv();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await env?.close();
  await smtp?.close();
});

const claimsOf = (providerId: string) =>
  sql<{ claim_key: string; type: string; sends: string[] }>`
    SELECT c.claim_key, c.type, coalesce(array_agg(s.type || ' ' || s.claim_key) FILTER (WHERE s.type IS NOT NULL), '{}') AS sends
      FROM notification_claims c LEFT JOIN notification_sends s USING (provider_id, claim_key)
     WHERE c.provider_id = ${providerId} GROUP BY 1, 2 ORDER BY 1`
    .execute(env.db)
    .then((result) => result.rows);

it("keeps a confirmation claimed before the upgrade claimed after it: the customer is emailed once", async () => {
  expect(BEFORE).not.toBe("");
  // The booking and its event are recorded by today's code (which reads today's columns), then the
  // database goes back to before the upgrade, where the previous worker claimed the notice.
  const p = await newProvider(env.db);
  const email = "kim@example.com";
  const booking = await insertBooking(env.db, p.providerId, {
    startsAt: new Date(Date.now() + 3 * 86_400_000),
    email,
    status: "confirmed",
  });
  const event = await record(env.db, "booking.confirmed", {
    bookingId: booking.bookingId,
    providerId: p.providerId,
    customerId: booking.customerId,
    serviceId: booking.serviceId,
    staffId: booking.staffId,
    dateTime: new Date().toISOString(),
    resources: [],
    sessionId: null,
    visitId: null,
    seriesId: null,
    occurrenceKey: null,
    seats: 1,
    status: "confirmed",
  });
  await migrateTo(env.db, BEFORE);
  // What a worker of the previous version stored when it sent the confirmation: its claim and the sent email.
  const oldKey = `${event.eventId}/booking.confirmed`;
  await sql`
    INSERT INTO notification_claims (provider_id, claim_key, type, booking_id) VALUES (${p.providerId}, ${oldKey}, 'booking.confirmed', ${booking.bookingId})`.execute(
    env.db,
  );
  await sql`
    INSERT INTO notification_sends (provider_id, claim_key, channel, type, recipient, address, subject, body, status, sent_at)
    VALUES (${p.providerId}, ${oldKey}, 'email', 'booking.confirmed', ${booking.customerId}, ${email}, 'Booking confirmed', '…', 'sent', now())`.execute(
    env.db,
  );

  expect(await migrateToLatest(env.db)).toContain(MIGRATION);
  const newKey = `${event.eventId}/bookingConfirmed`;
  expect(await claimsOf(p.providerId)).toEqual([{ claim_key: newKey, type: "bookingConfirmed", sends: [`bookingConfirmed ${newKey}`] }]);

  // The event's notice runs (again) on the upgraded worker: already claimed, nothing is sent.
  await env.start({ SMTP_URL: smtp.url, EMAIL_FROM: "Salon <salon@example.com>" });
  await waitUntil(
    async () =>
      (
        await env.db
          .selectFrom("event_notices")
          .select("status")
          .where("provider_id", "=", p.providerId)
          .where("event_id", "=", event.eventId)
          .executeTakeFirst()
      )?.status === "done",
    15_000,
    "the event's notice to be decided",
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(smtp.messages.filter((m) => m.to.includes(email))).toEqual([]);
  expect(await claimsOf(p.providerId)).toHaveLength(1);

  // Reverted, the claim and its message have their old names again.
  await migrateTo(env.db, BEFORE);
  expect(await claimsOf(p.providerId)).toEqual([{ claim_key: oldKey, type: "booking.confirmed", sends: [`booking.confirmed ${oldKey}`] }]);
  await migrateToLatest(env.db);
});
