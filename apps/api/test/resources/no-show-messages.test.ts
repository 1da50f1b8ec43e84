// A no-show, told end to end: the API and a real worker process, emails caught by a real SMTP
// server. The salon tells the customer only when it asks to (notifyCustomer), in the booking's
// language and with its own words; without asking, no one hears of it. The words go with a no-show
// alone, and a no-show still waits for the booking's start.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { apiClient, createCustomerKey, type TestSmtpServer, waitFor } from "@booking/testing";
import { expectError, type TestApi } from "../helpers";
import { startMessagingStack, type MessagingStack, mondayAt15Berlin } from "../messaging";
import { createSalon, type Salon } from "../salon";

let stack: MessagingStack | undefined;
let t: TestApi;
let smtp: TestSmtpServer;

beforeAll(async () => {
  stack = await startMessagingStack();
  ({ t, smtp } = stack);
});
afterAll(async () => {
  await stack?.close();
});

const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));

/** The customer's email address in a salon of createSalon. */
async function customerEmail(salon: Salon): Promise<string> {
  const res = await salon.api.get(`/v1/customers/${salon.customerId}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data.email as string;
}

/** A confirmed booking of the salon's customer, in `locale`, `days` ahead, once its confirmation was emailed. */
async function confirmedBooking(salon: Salon, days: number, locale: string, confirmedSubject: string) {
  const dateTime = mondayAt15Berlin(days);
  const made = await salon.book({ dateTime, locale });
  expect(made.status, made.text).toBe(201);
  const id = made.body.data.id as string;
  expect((await salon.api.patch(`/v1/bookings/${id}`, { status: "confirmed" })).status).toBe(200);
  const email = await customerEmail(salon);
  await waitFor(() => mailsTo(email).find((m) => m.subject.startsWith(confirmedSubject)), "the confirmation");
  return { id, dateTime, email };
}

/** Marks the booking no-show with the API's clock at its start. */
async function markNoShow(salon: Salon, id: string, dateTime: string, body: Record<string, unknown>) {
  t.clock.set(dateTime);
  try {
    return await salon.api.patch(`/v1/bookings/${id}`, { status: "no_show", ...body });
  } finally {
    t.clock.reset();
  }
}

/** The owed notice of the booking's booking.no_show event once the worker decided it: done or skipped. */
async function noShowNotice(salon: Salon, bookingId: string): Promise<string> {
  return waitFor(async () => {
    const { rows } = await sql<{ status: string }>`
      SELECT n.status FROM event_notices n
        JOIN outbox_events e ON e.provider_id = n.provider_id AND e.event_id = n.event_id
       WHERE n.provider_id = ${salon.providerId} AND e.event = 'booking.no_show' AND e.data->>'bookingId' = ${bookingId}`.execute(t.db);
    const status = rows[0]?.status;
    return status && status !== "pending" ? status : null;
  }, "the no-show's notice decided");
}

/** The smart notifications the salon's customer has about the booking. */
async function notificationsAbout(salon: Salon, bookingId: string) {
  const customer = apiClient(t.url, (await createCustomerKey(t.db, salon.providerId, salon.customerId)).apiKey);
  const list = await customer.get("/api/rpc/user/smartNotifications/list", { query: { limit: "100" } });
  expect(list.status, list.text).toBe(200);
  return (list.body.notifications as { type: string; title: string; body: string; data: { bookingId: string } }[]).filter(
    (n) => n.data.bookingId === bookingId,
  );
}

const WORDS = "Wir haben Sie heute vermisst. Bitte buchen Sie neu; es kann eine Gebühr anfallen.";

describe("marking a no-show", () => {
  it("with notifyCustomer and a message: the customer is emailed in their language with the salon's words", async () => {
    const salon = await createSalon(t);
    const { id, dateTime, email } = await confirmedBooking(salon, 3, "de", "Buchung bestätigt");

    const marked = await markNoShow(salon, id, dateTime, { reason: `  ${WORDS}  `, notifyCustomer: true });
    expect(marked.status, marked.text).toBe(200);
    expect(marked.body.data.status).toBe("no_show");

    const mail = await waitFor(() => mailsTo(email).find((m) => m.subject.startsWith("Termin versäumt")), "the no-show's email");
    expect(mail.text).toContain("als versäumt vermerkt");
    expect(mail.text).toContain(WORDS);
    expect(mail.html).toContain('<html lang="de"');
    // The appointment is past: no calendar change, no manage link.
    expect(mail.attachments.filter((a) => a.contentType.startsWith("text/calendar"))).toEqual([]);
    expect(mail.text).not.toContain("#manage=");
    expect(await noShowNotice(salon, id)).toBe("done");

    // The in-app notification, listed under the change it tells of.
    const about = await notificationsAbout(salon, id);
    expect(about.filter((n) => n.type === "booking.no_show")).toEqual([
      expect.objectContaining({ title: "Termin versäumt", body: expect.stringContaining(WORDS) }),
    ]);

    // The history keeps the salon's words, as a cancellation's reason.
    const history = await salon.api.get(`/v1/bookings/${id}/history`);
    expect(history.status, history.text).toBe(200);
    const entries = history.body.data as { change: string; reason: string | null; status: string | null }[];
    expect(entries.find((e) => e.change === "no_show")).toMatchObject({ status: "no_show", reason: WORDS });
  });

  it("without notifyCustomer: no one is told, even with a message", async () => {
    const salon = await createSalon(t);
    const { id, dateTime, email } = await confirmedBooking(salon, 10, "fr", "Réservation confirmée");
    const before = mailsTo(email).length;

    const marked = await markNoShow(salon, id, dateTime, { reason: "Vous nous avez manqué" });
    expect(marked.status, marked.text).toBe(200);
    expect(await noShowNotice(salon, id)).toBe("skipped");
    expect(mailsTo(email).length).toBe(before);
    expect((await notificationsAbout(salon, id)).filter((n) => n.type === "booking.no_show")).toEqual([]);
    // notifyCustomer false said outright is the same.
    const other = await confirmedBooking(salon, 17, "fr", "Réservation confirmée");
    const count = mailsTo(email).length;
    expect((await markNoShow(salon, other.id, other.dateTime, { notifyCustomer: false })).status).toBe(200);
    expect(await noShowNotice(salon, other.id)).toBe("skipped");
    expect(mailsTo(email).length).toBe(count);
  });

  it("the message and notifyCustomer go with a no-show alone: 400 with any other change", async () => {
    const salon = await createSalon(t);
    const made = await salon.book({ dateTime: mondayAt15Berlin(24) });
    expect(made.status, made.text).toBe(201);
    const id = made.body.data.id as string;
    for (const body of [
      { status: "confirmed", reason: "Bis bald" },
      { status: "cancelled", notifyCustomer: true },
      { reason: "Bis bald" },
      { notes: "front desk", notifyCustomer: false },
      { status: "no_show", notes: "front desk", reason: "Bis bald" },
    ]) {
      const res = await salon.api.patch(`/v1/bookings/${id}`, body);
      expectError(res, 400, "BAD_REQUEST");
      expect(res.body.error.message, res.text).toContain('reason and notifyCustomer go only with status "no_show"');
    }
    expect((await salon.api.get(`/v1/bookings/${id}`)).body.data.status).toBe("pending");
    // Longer than a cancellation's reason may be: refused as it is.
    const long = await salon.api.patch(`/v1/bookings/${id}`, { status: "no_show", reason: "x".repeat(1001) });
    expectError(long, 400, "BAD_REQUEST");
  });

  it("before the booking has started: still 409 not_started, and no one is told", async () => {
    const salon = await createSalon(t);
    const { id, dateTime, email } = await confirmedBooking(salon, 31, "es", "Reserva confirmada");
    const before = mailsTo(email).length;
    t.clock.set(new Date(new Date(dateTime).getTime() - 5 * 60_000).toISOString());
    try {
      const early = await salon.api.patch(`/v1/bookings/${id}`, { status: "no_show", reason: "Le echamos de menos", notifyCustomer: true });
      expectError(early, 409, "CONFLICT");
      expect(early.body.error.details).toEqual([{ path: "status", message: expect.any(String), rule: "not_started", from: dateTime }]);
    } finally {
      t.clock.reset();
    }
    expect((await salon.api.get(`/v1/bookings/${id}`)).body.data.status).toBe("confirmed");
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM outbox_events WHERE event = 'booking.no_show' AND data->>'bookingId' = ${id}`.execute(t.db);
    expect(rows[0]?.n).toBe(0);
    expect(mailsTo(email).length).toBe(before);
  });
});
