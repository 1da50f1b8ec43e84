// Confirmations and messages end to end: the API and a real worker process, emails caught by a real
// SMTP server. Each setting's effect (confirmation, pendingExpiresAfterHours, notifyEmail and
// notifyOn, replyTo, locale), and what the emails hold: the salon's name as sender, Reply-To, a
// plain-text and an HTML part, every time with its zone in the customer's zone and the salon's,
// the language the booking was made in, and calendar invitations (one UID, a growing SEQUENCE,
// METHOD:REQUEST then METHOD:CANCEL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { createApiKey } from "@booking/core";
import { sql } from "@booking/db";
import { apiClient, type ApiClient, type ReceivedEmail, type TestSmtpServer, waitFor } from "@booking/testing";
import { expectValidationError, type TestApi } from "../helpers";
import { mondayAt15Berlin, startMessagingStack, type MessagingStack } from "../messaging";
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

// mondayAt15Berlin: 15:00 in Berlin, 09:00 in New York (GMT+1 and GMT−5 in winter, +2 and −4 in summer).
const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
const mailTo = (address: string, subject: RegExp, what: string) =>
  waitFor(() => mailsTo(address).find((m) => subject.test(m.subject)), what);

/** The calendar invitation of an email: its METHOD, and its one event's UID, SEQUENCE and STATUS. */
function invitationOf(mail: ReceivedEmail) {
  const file = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  if (!file) throw new Error(`no calendar file in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(file.content));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  const event = events[0]!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    status: event.getFirstPropertyValue("status"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    organizer: String(event.getFirstPropertyValue("organizer")),
  };
}

interface MessagesSalon extends Salon {
  visitor: ApiClient;
}

async function messagesSalon(settings: Record<string, unknown>): Promise<MessagesSalon> {
  const salon = await createSalon(t, "Europe/Berlin");
  const changed = await salon.api.patch("/v1/settings", { name: `Salon Nord ${salon.providerId.slice(-4)}`, ...settings });
  expect(changed.status, changed.text).toBe(200);
  const pk = await createApiKey(t.db, { providerId: salon.providerId, audience: "public", plan: "default" });
  return { ...salon, visitor: apiClient(t.url, pk.apiKey) };
}

describe("settings", () => {
  it("start as before: manual confirmation, no expiry, no provider email, English", async () => {
    const salon = await createSalon(t);
    const res = await salon.api.get("/v1/settings");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      confirmation: "manual",
      pendingExpiresAfterHours: null,
      notifyEmail: null,
      notifyOn: ["booking.created", "booking.rescheduled", "booking.cancelled"],
      replyTo: null,
      locale: "en",
    });
  });

  it("refuse what they cannot hold, naming each field", async () => {
    const salon = await createSalon(t);
    const bad = await salon.api.patch("/v1/settings", {
      confirmation: "sometimes",
      pendingExpiresAfterHours: 169,
      notifyEmail: "not an address",
      notifyOn: ["booking.created", "booking.created"],
      replyTo: "nobody@",
      locale: "it",
    });
    expectValidationError(bad, ["confirmation", "pendingExpiresAfterHours", "notifyEmail", "notifyOn", "replyTo", "locale"]);
    expectValidationError(await salon.api.patch("/v1/settings", { pendingExpiresAfterHours: 0 }), ["pendingExpiresAfterHours"]);
    expectValidationError(await salon.api.patch("/v1/settings", { notifyOn: ["booking.completed"] }), ["notifyOn.0"]);
    const cleared = await salon.api.patch("/v1/settings", {
      notifyEmail: "owner@salon.example",
      notifyOn: [],
      pendingExpiresAfterHours: 24,
    });
    expect(cleared.status, cleared.text).toBe(200);
    const back = await salon.api.patch("/v1/settings", { notifyEmail: null, pendingExpiresAfterHours: null });
    expect(back.body.data).toMatchObject({ notifyEmail: null, notifyOn: [], pendingExpiresAfterHours: null });
  });

  it("bookings refuse a zone or a language that is none", async () => {
    const salon = await messagesSalon({});
    const res = await salon.visitor.post("/v1/bookings", {
      serviceId: salon.serviceId,
      dateTime: mondayAt15Berlin(3),
      customer: { name: "Vera", email: "vera@example.com" },
      timezone: "Mars/Olympus",
      locale: "not a tag!",
    });
    expectValidationError(res, ["timezone", "locale"]);
  });
});

describe("a visitor in New York books a Berlin salon from a German page", () => {
  it("is emailed in German with both zones, from the salon's name, with an HTML part and an invitation; the owner hears of it in the salon's language", async () => {
    const salon = await messagesSalon({ notifyEmail: "owner@nord.example", replyTo: "hello@nord.example", locale: "en" });
    const dateTime = mondayAt15Berlin(4);
    const made = await salon.visitor.post("/v1/bookings", {
      serviceId: salon.serviceId,
      staffId: salon.annId,
      dateTime,
      customer: { name: "Vera Weiß", email: "vera.ny@example.com", phone: "+1 212 555 0100" },
      timezone: "America/New_York",
      locale: "de-DE",
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.data.status).toBe("pending");
    const bookingId = made.body.data.id as string;
    const stored = await salon.api.get(`/v1/bookings/${bookingId}`);
    expect(stored.body.data).toMatchObject({ customerTimezone: "America/New_York", locale: "de-DE" });

    const mail = await mailTo("vera.ny@example.com", /Cut & colour/, "the visitor's word of receipt");
    expect(mail.from).toBe("bookings@service.example");
    expect(mail.fromName).toBe(`Salon Nord ${salon.providerId.slice(-4)}`);
    expect(mail.replyTo).toBe("hello@nord.example");
    // German words, the time in New York (09:00, GMT−5 or −4) and in Berlin (15:00, GMT+1 or +2).
    expect(mail.text).toMatch(/Ihre?|Sie/);
    expect(mail.text).not.toMatch(/\bHello\b|\bYour\b/);
    expect(mail.text).toMatch(/09:00[^\n]*GMT[−-][45]/);
    expect(mail.text).toMatch(/15:00[^\n]*GMT\+[12]/);
    expect(mail.html).toContain('<html lang="de"');
    expect(mail.html).toMatch(/09:00[^<]*GMT[−-][45]/);
    expect(mail.html).not.toMatch(/<img|src="http/i);
    // The manage link, in both parts, and the invitation.
    expect(mail.text).toContain(`${t.url}/book/#manage=`);
    expect(mail.html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/book\/#manage=/);
    const invitation = invitationOf(mail);
    expect(invitation).toMatchObject({ method: "REQUEST", uid: `${bookingId}@booking-service`, status: "TENTATIVE", start: dateTime });
    expect(invitation.organizer).toContain("bookings@service.example");

    // The owner: in English (the salon's language), the time on the salon's clock, the visitor's details.
    const owner = await mailTo("owner@nord.example", /Cut & colour/, "the owner's email");
    expect(owner.text).toMatch(/3:00\s?pm[^\n]*GMT\+[12]/i); // English: a 12-hour clock
    expect(owner.text).toContain("vera.ny@example.com");
    expect(owner.text).toContain("+1 212 555 0100");
    expect(owner.text).toContain("Vera Weiß");
    expect(owner.html).toContain('<html lang="en"');
    expect(owner.attachments.filter((a) => a.contentType.startsWith("text/calendar"))).toHaveLength(0);
  });
});

describe("a booking's life in one customer's mailbox", () => {
  it("moves and cancellation from the manage link: French after the move, one UID, a growing SEQUENCE, REQUEST then CANCEL; the owner hears of each", async () => {
    const salon = await messagesSalon({ notifyEmail: "owner-life@nord.example", confirmation: "auto" });
    const first = mondayAt15Berlin(5);
    const made = await salon.visitor.post("/v1/bookings", {
      serviceId: salon.serviceId,
      staffId: salon.annId,
      dateTime: first,
      customer: { name: "Léa", email: "lea@example.com" },
      timezone: "Europe/Paris",
      locale: "es",
    });
    expect(made.status, made.text).toBe(201);
    // Confirmed at once: the salon confirms automatically.
    expect(made.body.data.status).toBe("confirmed");
    const bookingId = made.body.data.id as string;
    const token = made.body.data.manage.token as string;
    const received = await mailTo("lea@example.com", /Cut & colour/, "the word of receipt");
    expect(received.html).toContain('<html lang="es"');
    const one = invitationOf(received);
    expect(one.method).toBe("REQUEST");
    expect(one.status).toBe("CONFIRMED");
    // Paris and Berlin share their clock: the time is written once per mention, never a second one.
    expect(new Set(received.text.match(/\b\d{1,2}:\d{2}\b/g))).toEqual(new Set(["15:00"]));

    const later = new Date(new Date(first).getTime() + 3_600_000).toISOString();
    const moved = await t.anonymous.post(`/v1/manage/${token}/reschedule`, { dateTime: later, timezone: "America/New_York", locale: "fr" });
    expect(moved.status, moved.text).toBe(200);
    // The manage link's answer speaks the booking's language now.
    expect((await t.anonymous.get(`/v1/manage/${token}`)).body.data.locale).toBe("fr");
    const movedMail = await waitFor(
      () => mailsTo("lea@example.com").find((m) => m !== received && m.html?.includes('<html lang="fr"')),
      "the move's email in French",
    );
    expect(movedMail.text).toMatch(/10:00[^\n]*(GMT|UTC)[−-][45]/); // 16:00 in Berlin is 10:00 in New York
    expect(movedMail.text).toContain("16:00");
    const two = invitationOf(movedMail);
    expect(two).toMatchObject({ method: "REQUEST", uid: one.uid, start: later });
    expect(two.sequence).toBeGreaterThan(one.sequence);
    const ownerMove = await waitFor(
      () => mailsTo("owner-life@nord.example").find((m) => /4:00\s?pm/i.test(m.text)),
      "the owner's word of the move",
    );
    expect(ownerMove.text).toMatch(/3:00\s?pm/i); // the old time beside the new

    const cancelled = await t.anonymous.post(`/v1/manage/${token}/cancel`, {});
    expect(cancelled.status, cancelled.text).toBe(200);
    const cancelMail = await waitFor(
      () => mailsTo("lea@example.com").find((m) => m.attachments.some((a) => a.content.includes("METHOD:CANCEL"))),
      "the cancellation's email",
    );
    const three = invitationOf(cancelMail);
    expect(three).toMatchObject({ method: "CANCEL", uid: one.uid, status: "CANCELLED" });
    expect(three.sequence).toBeGreaterThan(two.sequence);
    expect(cancelMail.html).toContain('<html lang="fr"');
    await waitFor(() => mailsTo("owner-life@nord.example").length >= 3, "the owner's word of the cancellation");
    expect(mailsTo("owner-life@nord.example")).toHaveLength(3);
    const stored = await salon.api.get(`/v1/bookings/${bookingId}`);
    expect(stored.body.data).toMatchObject({ status: "cancelled", customerTimezone: "America/New_York", locale: "fr" });
  });
});

describe("confirmation", () => {
  it("auto confirms bookings customers and visitors make (booking.created says confirmed); the provider's own stay pending", async () => {
    const salon = await messagesSalon({ confirmation: "auto" });
    const ck = await createApiKey(t.db, {
      providerId: salon.providerId,
      audience: "customer",
      customerId: salon.customerId,
      plan: "default",
    });
    const byCustomer = await apiClient(t.url, ck.apiKey).post("/v1/bookings", {
      serviceId: salon.serviceId,
      dateTime: mondayAt15Berlin(6),
    });
    expect(byCustomer.status, byCustomer.text).toBe(201);
    expect(byCustomer.body.data.status).toBe("confirmed");
    const byProvider = await salon.book({ dateTime: mondayAt15Berlin(13) });
    expect(byProvider.status, byProvider.text).toBe(201);
    expect(byProvider.body.data.status).toBe("pending");
    const events = await t.db
      .selectFrom("outbox_events")
      .select(["data"])
      .where("provider_id", "=", salon.providerId)
      .where("event", "=", "booking.created")
      .execute();
    const statuses = events.map((e) => e.data as { bookingId: string; status: string });
    expect(statuses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ bookingId: byCustomer.body.data.id, status: "confirmed" }),
        expect.objectContaining({ bookingId: byProvider.body.data.id, status: "pending" }),
      ]),
    );
  });

  it("manual keeps them pending; unconfirmed past pendingExpiresAfterHours they are cancelled and the customer is told in their language", async () => {
    const salon = await messagesSalon({ pendingExpiresAfterHours: 2, notifyEmail: "owner-expiry@nord.example" });
    const made = await salon.visitor.post("/v1/bookings", {
      serviceId: salon.serviceId,
      dateTime: mondayAt15Berlin(7),
      customer: { name: "Jonas", email: "jonas@example.com" },
      locale: "de",
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.data.status).toBe("pending");
    const fresh = await salon.visitor.post("/v1/bookings", {
      serviceId: salon.serviceId,
      dateTime: mondayAt15Berlin(8),
      customer: { name: "Jonas", email: "jonas@example.com" },
    });
    expect(fresh.status, fresh.text).toBe(201);
    const id = made.body.data.id as string;
    await mailTo("jonas@example.com", /Cut & colour/, "the word of receipt");
    // Made three hours ago (the worker's clock is the machine's): past the two hours.
    await sql`UPDATE bookings SET created_at = now() - interval '3 hours' WHERE id = ${id}`.execute(t.db);
    const cancelled = await waitFor(async () => {
      const res = await salon.api.get(`/v1/bookings/${id}`);
      return res.body.data.status === "cancelled" ? res : null;
    }, "the expiry");
    expect(cancelled.body.data.cancelReason).toBe("not confirmed in time");
    const told = await waitFor(
      () => mailsTo("jonas@example.com").find((m) => m.attachments.some((a) => a.content.includes("METHOD:CANCEL"))),
      "the customer's word of the expiry",
    );
    expect(told.html).toContain('<html lang="de"');
    expect(told.text).not.toContain("not confirmed in time"); // said in German, not the stored English reason
    // The other booking, made just now, waits on; and the owner is not emailed about its own policy's cancellation.
    expect((await salon.api.get(`/v1/bookings/${fresh.body.data.id}`)).body.data.status).toBe("pending");
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo("owner-expiry@nord.example")).toHaveLength(2); // the two bookings made, nothing more
  });
});

describe("notifyOn", () => {
  it("emails the owner only about the events it lists, and never about what the provider did itself; a booking that says no language is written in the salon's", async () => {
    const salon = await messagesSalon({ notifyEmail: "owner-on@nord.example", notifyOn: ["booking.cancelled"], locale: "es" });
    const made = await salon.visitor.post("/v1/bookings", {
      serviceId: salon.serviceId,
      dateTime: mondayAt15Berlin(9),
      customer: { name: "Pia", email: "pia@example.com" },
    });
    expect(made.status, made.text).toBe(201);
    const other = await salon.visitor.post("/v1/bookings", {
      serviceId: salon.serviceId,
      dateTime: mondayAt15Berlin(10),
      customer: { name: "Pia", email: "pia@example.com" },
    });
    // The provider cancels one, the visitor the other: only the visitor's is the owner's news.
    expect((await salon.api.delete(`/v1/bookings/${other.body.data.id}`)).status).toBe(200);
    expect((await t.anonymous.post(`/v1/manage/${made.body.data.manage.token}/cancel`, {})).status).toBe(200);
    const owner = await waitFor(() => mailsTo("owner-on@nord.example")[0], "the owner's email");
    expect(owner.text).toContain("Pia");
    expect(owner.html).toContain('<html lang="es"');
    await waitFor(() => mailsTo("pia@example.com").length >= 4, "the visitor's emails (two received, two cancelled)");
    // No locale with the bookings: the salon's language.
    for (const mail of mailsTo("pia@example.com")) expect(mail.html).toContain('<html lang="es"');
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo("owner-on@nord.example")).toHaveLength(1);
  });
});
