// Moves of several bookings at once end to end (the API, a real worker process, a real SMTP
// server): a weekly series of four moved whole by a day is one email listing the four new dates,
// with the series' calendar file at its new times; a visit of two services moved is one email
// listing both at their new times.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { apiClient, type ApiClient, type ReceivedEmail, type TestSmtpServer, waitFor } from "@booking/testing";
import type { TestApi } from "../helpers";
import { expandedStarts, mondayAt15Berlin, startMessagingStack, type MessagingStack } from "../messaging";
import { createSalon, type Salon } from "../salon";

let stack: MessagingStack | undefined;
let t: TestApi;
let smtp: TestSmtpServer;
let salon: Salon;
let customerKey: ApiClient;
let customerEmail: string;

beforeAll(async () => {
  stack = await startMessagingStack();
  ({ t, smtp } = stack);
  salon = await createSalon(t, "Europe/Berlin");
  await salon.api.patch("/v1/settings", { name: "Praxis Nord", maxAdvanceDays: 365, minNoticeMinutes: 0 });
  const customer = await salon.api.get(`/v1/customers/${salon.customerId}`);
  customerEmail = customer.body.data.email;
  const key = await createApiKey(t.db, {
    providerId: salon.providerId,
    audience: "customer",
    customerId: salon.customerId,
    plan: "default",
  });
  customerKey = apiClient(t.url, key.apiKey);
});
afterAll(async () => {
  await stack?.close();
});

const DAY_MS = 86_400_000;
const mailsToCustomer = () => smtp.messages.filter((m) => m.to.includes(customerEmail));
const movesToCustomer = () => mailsToCustomer().filter((m) => /^Booking moved: /.test(m.subject));

/** Waits until the worker has decided at least `count` notices of the event (sent or skipped), none pending. */
async function noticesDecided(event: string, count: number) {
  await waitFor(async () => {
    const rows = await t.db
      .selectFrom("event_notices")
      .select("status")
      .where("provider_id", "=", salon.providerId)
      .where("event", "=", event)
      .execute();
    return rows.length >= count && rows.every((row) => row.status !== "pending") ? rows : undefined;
  }, `the ${event} notices decided`);
}

/** The booking ids the worker claimed a notice of this type for. */
async function claimedFor(type: string): Promise<(string | null)[]> {
  const rows = await t.db
    .selectFrom("notification_claims")
    .select("booking_id")
    .where("provider_id", "=", salon.providerId)
    .where("type", "=", type)
    .execute();
  return rows.map((row) => row.booking_id);
}

const calendarOf = (mail: ReceivedEmail) => {
  const files = mail.attachments.filter((a) => a.contentType.startsWith("text/calendar") || a.filename.endsWith(".ics"));
  expect(files).toHaveLength(1);
  return files[0]?.content ?? "";
};

/** Gives a stray further email time to arrive before counting. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe("several bookings moved at once", () => {
  it("a weekly series of four moved whole by a day is one email listing the four new dates, with the series' calendar file", async () => {
    const start = mondayAt15Berlin(14);
    const made = await customerKey.post("/v1/series", {
      serviceId: salon.serviceId,
      staffId: salon.annId,
      start,
      rule: { frequency: "weekly", count: 4 },
      timezone: "Europe/Berlin",
      locale: "en",
    });
    expect(made.status, made.text).toBe(201);
    const series = made.body.data as { id: string; occurrences: { key: string; start: string; bookingId: string; status: string }[] };
    expect(series.occurrences.map((o) => o.status)).toEqual(Array(4).fill("booked"));
    await waitFor(() => mailsToCustomer().find((m) => /^Booking received: /.test(m.subject)), "the series' email");
    await noticesDecided("booking.created", 4);
    const before = mailsToCustomer().length;

    const firstKey = series.occurrences[0]?.key;
    const newStart = new Date(Date.parse(start) + DAY_MS).toISOString();
    const moved = await salon.api.patch(`/v1/series/${series.id}`, { scope: "all", key: firstKey, start: newStart });
    expect(moved.status, moved.text).toBe(200);
    const now = await salon.api.get(`/v1/series/${series.id}`);
    expect(now.status, now.text).toBe(200);
    const newStarts = (now.body.data.occurrences as { start: string; status: string }[])
      .filter((o) => o.status === "booked")
      .map((o) => new Date(o.start).toISOString());
    expect(newStarts).toEqual(series.occurrences.map((o) => new Date(Date.parse(o.start) + DAY_MS).toISOString()));

    const email = await waitFor(() => movesToCustomer()[0], "the series' move email");
    await noticesDecided("booking.rescheduled", 4);
    await settle();
    expect(movesToCustomer()).toHaveLength(1);
    expect(mailsToCustomer()).toHaveLength(before + 1);
    expect(email.text).toContain("Cut & colour at Praxis Nord has been moved on 4 dates");
    expect(email.text.match(/^Cut & colour: .*, with Ann$/gm)).toHaveLength(4);
    // Every date a Tuesday now.
    expect(email.text.match(/^Cut & colour: Tue, /gm)).toHaveLength(4);
    expect(email.text).toContain(`Booking reference: ${series.occurrences[0]?.bookingId}`);
    expect(await claimedFor("bookingRescheduled")).toEqual([series.occurrences[0]?.bookingId]);

    const ics = calendarOf(email);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`UID:${series.id}@booking-service`);
    expect(expandedStarts(ics)).toEqual(newStarts);
  });

  it("a visit of two services moved is one email listing both at their new times", async () => {
    const start = mondayAt15Berlin(70);
    const made = await customerKey.post("/v1/visits", {
      start,
      items: [
        { serviceId: salon.otherServiceId, staffId: salon.annId },
        { serviceId: salon.serviceId, staffId: salon.bobId },
      ],
      timezone: "Europe/Berlin",
      locale: "en",
    });
    expect(made.status, made.text).toBe(201);
    const [first] = made.body.data.items as { id: string }[];
    await waitFor(() => mailsToCustomer().find((m) => /Beard trim/.test(m.subject)), "the visit's email");
    const before = movesToCustomer().length;

    const moved = await salon.api.patch(`/v1/visits/${made.body.data.id}`, { start: new Date(Date.parse(start) + DAY_MS).toISOString() });
    expect(moved.status, moved.text).toBe(200);
    const email = await waitFor(() => movesToCustomer().find((m) => /Beard trim/.test(m.subject)), "the visit's move email");
    await noticesDecided("booking.rescheduled", 6);
    await settle();
    expect(movesToCustomer()).toHaveLength(before + 1);
    expect(email.subject).toMatch(/^Booking moved: Beard trim and Cut & colour, Tue, /);
    expect(email.text).toContain("Your visit at Praxis Nord has been moved: 2 services, one after the other, now starting Tue, ");
    expect(email.text).toMatch(/^Beard trim: Tue, .*, with Ann$/m);
    expect(email.text).toMatch(/^Cut & colour: Tue, .*, with Bob$/m);
    expect(email.text).toContain(`Booking reference: ${first?.id}`);
    expect(await claimedFor("bookingRescheduled")).toContain(first?.id);
  });
});
