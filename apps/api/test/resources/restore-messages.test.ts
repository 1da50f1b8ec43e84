// An undone cancellation, told end to end: the API and a real worker process, emails caught by a
// real SMTP server. A customer who was told of the cancellation hears, in their language, that the
// booking stands again (with its calendar invitation back, the same UID and a later SEQUENCE); a
// customer who was never told of the cancellation hears nothing of its undoing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { sql } from "@booking/db";
import { apiClient, createCustomerKey, type ReceivedEmail, type TestSmtpServer, waitFor } from "@booking/testing";
import { type TestApi } from "../helpers";
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

/** The calendar invitation of an email: its METHOD, and its one event's UID, SEQUENCE and STATUS. */
function invitationOf(mail: ReceivedEmail) {
  const file = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  if (!file) throw new Error(`no calendar file in "${mail.subject}"`);
  const event = new ICAL.Component(ICAL.parse(file.content));
  const vevent = event.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error(`no event in "${mail.subject}"`);
  return {
    method: event.getFirstPropertyValue("method"),
    uid: vevent.getFirstPropertyValue("uid"),
    sequence: Number(vevent.getFirstPropertyValue("sequence")),
    status: vevent.getFirstPropertyValue("status"),
  };
}

/** The customer's email address in a salon of createSalon. */
async function customerEmail(salon: Salon): Promise<string> {
  const res = await salon.api.get(`/v1/customers/${salon.customerId}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data.email as string;
}

/** A confirmed booking of the salon's customer, in German, `days` ahead. */
async function confirmedBooking(salon: Salon, days: number): Promise<string> {
  const made = await salon.book({ dateTime: mondayAt15Berlin(days), locale: "de" });
  expect(made.status, made.text).toBe(201);
  const id = made.body.data.id as string;
  expect((await salon.api.patch(`/v1/bookings/${id}`, { status: "confirmed" })).status).toBe(200);
  return id;
}

/** The owed notice of the booking's booking.restored event once the worker decided it: done or skipped. */
async function restoredNotice(salon: Salon, bookingId: string): Promise<string> {
  return waitFor(async () => {
    const { rows } = await sql<{ status: string }>`
      SELECT n.status FROM event_notices n
        JOIN outbox_events e ON e.provider_id = n.provider_id AND e.event_id = n.event_id
       WHERE n.provider_id = ${salon.providerId} AND e.event = 'booking.restored' AND e.data->>'bookingId' = ${bookingId}`.execute(t.db);
    const status = rows[0]?.status;
    return status && status !== "pending" ? status : null;
  }, "the restore's notice decided");
}

describe("restoring a booking", () => {
  it("tells a customer who heard of the cancellation that the booking stands again, in their language, with its invitation back", async () => {
    const salon = await createSalon(t);
    const email = await customerEmail(salon);
    const id = await confirmedBooking(salon, 3);
    await waitFor(() => mailsTo(email).find((m) => m.subject.startsWith("Buchung bestätigt")), "the confirmation");

    expect((await salon.api.delete(`/v1/bookings/${id}`, { query: { reason: "Versehen" } })).status).toBe(200);
    const cancelMail = await waitFor(() => mailsTo(email).find((m) => m.subject.startsWith("Buchung storniert")), "the cancellation");
    const cancelInvite = invitationOf(cancelMail);
    expect(cancelInvite.method).toBe("CANCEL");

    const restored = await salon.api.post(`/v1/bookings/${id}/restore`, {});
    expect(restored.status, restored.text).toBe(200);
    const mail = await waitFor(() => mailsTo(email).find((m) => m.subject.startsWith("Termin wiederhergestellt")), "the restore's email");
    expect(mail.text).toContain("gilt wieder");
    expect(mail.html).toContain('<html lang="de"');
    const invite = invitationOf(mail);
    expect(invite).toMatchObject({ method: "REQUEST", uid: cancelInvite.uid, status: "CONFIRMED" });
    expect(invite.sequence).toBeGreaterThan(cancelInvite.sequence);
    expect(await restoredNotice(salon, id)).toBe("done");

    // The smart notification, listed under the event it tells of.
    const customer = apiClient(t.url, (await createCustomerKey(t.db, salon.providerId, salon.customerId)).apiKey);
    const list = await customer.get("/api/rpc/user/smartNotifications/list", { query: { limit: "100" } });
    expect(list.status, list.text).toBe(200);
    const mine = (list.body.notifications as { type: string; title: string; data: { bookingId: string } }[]).filter(
      (n) => n.data.bookingId === id && n.type === "booking.restored",
    );
    expect(mine).toEqual([expect.objectContaining({ title: "Termin wiederhergestellt" })]);
  });

  it("tells no one when the cancellation was made without telling the customer", async () => {
    const salon = await createSalon(t);
    const email = await customerEmail(salon);
    const id = await confirmedBooking(salon, 10);
    await waitFor(() => mailsTo(email).find((m) => m.subject.startsWith("Buchung bestätigt")), "the confirmation");
    const before = mailsTo(email).length;

    const cancelled = await salon.api.delete(`/v1/bookings/${id}`, { query: { notifyCustomer: "false" } });
    expect(cancelled.status, cancelled.text).toBe(200);
    const restored = await salon.api.post(`/v1/bookings/${id}/restore`, {});
    expect(restored.status, restored.text).toBe(200);
    expect(await restoredNotice(salon, id)).toBe("skipped");
    // The restored booking's time stands, and the customer's mailbox is as it was.
    expect((await salon.api.get(`/v1/bookings/${id}`)).body.data.status).toBe("confirmed");
    expect(mailsTo(email).length).toBe(before);
    const customer = apiClient(t.url, (await createCustomerKey(t.db, salon.providerId, salon.customerId)).apiKey);
    const list = await customer.get("/api/rpc/user/smartNotifications/list", { query: { limit: "100" } });
    const about = (list.body.notifications as { type: string; data: { bookingId: string } }[]).filter((n) => n.data.bookingId === id);
    expect(about.map((n) => n.type).filter((type) => type !== "booking.confirmed")).toEqual([]);
  });
});
