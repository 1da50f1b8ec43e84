// A series' customer messages end to end (the API, a real worker process, a real SMTP server): a
// weekly series of six booked with a customer key across a clock change is one email listing the
// six dates, with one calendar file that ical.js expands to exactly the six booked starts; one
// occurrence cancelled alone is told alone (the file then leaves it out); the rest cancelled in
// one go is one email again, cancelling the series' event.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { apiClient, type ApiClient, type ReceivedEmail, type TestSmtpServer, waitFor } from "@booking/testing";
import type { TestApi } from "../helpers";
import { expandedStarts, startMessagingStack, type MessagingStack } from "../messaging";
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
const berlinOffset = (at: number) => {
  const name = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", timeZoneName: "shortOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  return name === "GMT+2" ? 2 : 1;
};

/** The Monday 13 days before Berlin's next clock change at least a week ahead, at 10:00 Berlin time. */
function mondayBeforeClockChange(): string {
  let day = Date.now() + 21 * DAY_MS;
  day -= day % DAY_MS;
  while (berlinOffset(day + 12 * 3_600_000) === berlinOffset(day - 12 * 3_600_000)) day += DAY_MS;
  // `day` is the Sunday the clocks change (at 12:00 UTC the change is done).
  const monday = day - 13 * DAY_MS;
  return new Date(monday + (10 - berlinOffset(monday + 12 * 3_600_000)) * 3_600_000).toISOString();
}

const mailsToCustomer = () => smtp.messages.filter((m) => m.to.includes(customerEmail));

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

const calendarOf = (mail: ReceivedEmail) => {
  const files = mail.attachments.filter((a) => a.contentType.startsWith("text/calendar") || a.filename.endsWith(".ics"));
  expect(files).toHaveLength(1);
  return files[0]?.content ?? "";
};

describe("a weekly series of six booked with a customer key", () => {
  it("is one email listing six dates with one calendar file of the series; cancellations are told once per change", async () => {
    const start = mondayBeforeClockChange();
    const made = await customerKey.post("/v1/series", {
      serviceId: salon.serviceId,
      staffId: salon.annId,
      start,
      rule: { frequency: "weekly", count: 6 },
      timezone: "Europe/Berlin",
      locale: "en",
    });
    expect(made.status, made.text).toBe(201);
    const series = made.body.data as { id: string; occurrences: { key: string; start: string; bookingId: string; status: string }[] };
    expect(series.occurrences.map((o) => o.status)).toEqual(Array(6).fill("booked"));
    const starts = series.occurrences.map((o) => o.start);
    // Every occurrence at 10:00 in Berlin: the UTC hour moves by one across the change.
    expect(new Set(starts.map((s) => s.slice(11, 13))).size).toBe(2);

    const received = await waitFor(() => mailsToCustomer().find((m) => /Cut & colour/.test(m.subject)), "the series' email");
    await noticesDecided("booking.created", 6);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsToCustomer()).toHaveLength(1);
    expect(received.subject).toMatch(/^Booking received: Cut & colour, /);
    expect(received.text).toContain("Cut & colour at Praxis Nord on 6 dates");
    expect(received.text.match(/^Cut & colour: .*10:00\sam – 11:00\sam .*, with Ann$/gm)).toHaveLength(6);
    expect(received.text).toContain(`Booking reference: ${series.occurrences[0]?.bookingId}`);
    const claims = await t.db
      .selectFrom("notification_claims")
      .select("booking_id")
      .where("provider_id", "=", salon.providerId)
      .where("type", "=", "bookingReceived")
      .execute();
    expect(claims.map((claim) => claim.booking_id)).toEqual([series.occurrences[0]?.bookingId]);

    const ics = calendarOf(received);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`UID:${series.id}@booking-service`);
    expect(ics).toContain("RRULE:FREQ=WEEKLY;COUNT=6;INTERVAL=1");
    expect(ics).toContain("DTSTART;TZID=Europe/Berlin:");
    expect(expandedStarts(ics)).toEqual(starts);

    // The third occurrence cancelled alone: its own email, and the series' file without it.
    const third = series.occurrences[2];
    const one = await salon.api.post(`/v1/series/${series.id}/cancel`, { scope: "this", key: third?.key });
    expect(one.status, one.text).toBe(200);
    const alone = await waitFor(() => mailsToCustomer().find((m) => /^Booking cancelled/.test(m.subject)), "the cancellation");
    await noticesDecided("booking.cancelled", 1);
    expect(alone.text).not.toContain("dates, from");
    const without = calendarOf(alone);
    expect(without).toContain("METHOD:REQUEST");
    expect(expandedStarts(without)).toEqual(starts.filter((s) => s !== third?.start));

    // The rest cancelled in one go: one email listing the five, cancelling the series' event.
    const rest = await salon.api.post(`/v1/series/${series.id}/cancel`, { scope: "all", key: series.occurrences[0]?.key });
    expect(rest.status, rest.text).toBe(200);
    const together = await waitFor(
      () => mailsToCustomer().find((m) => /cancelled on 5 dates/.test(m.text)),
      "the series' cancellation email",
    );
    await noticesDecided("booking.cancelled", 6);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsToCustomer()).toHaveLength(3);
    expect(together.text.match(/^Cut & colour: /gm)).toHaveLength(5);
    // In the app too: the customer's word of it counts the five dates, not the first alone.
    const inApp = await t.db
      .selectFrom("smart_notifications")
      .select(["title", "body"])
      .where("provider_id", "=", salon.providerId)
      .where("recipient", "=", salon.customerId)
      .where("title", "in", ["Booking cancelled", "5 bookings cancelled"])
      .orderBy("created_at")
      .execute();
    expect(inApp.map((n) => n.title)).toEqual(["Booking cancelled", "5 bookings cancelled"]);
    expect(inApp[0]?.body).toMatch(/^Your Cut & colour with Ann on \w{3} .* was cancelled\.$/);
    expect(inApp[1]?.body).toMatch(/^Your Cut & colour with Ann on 5 dates from \w{3} .* were cancelled\.$/);
    const cancelled = calendarOf(together);
    expect(cancelled).toContain("METHOD:CANCEL");
    expect(cancelled).toContain("STATUS:CANCELLED");
    expect(cancelled).toContain(`UID:${series.id}@booking-service`);
  });
});
