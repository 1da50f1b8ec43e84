// A visit's customer messages end to end (the API, a real worker process, a real SMTP server): a
// visit of two services booked with a customer key is one email listing both, in the language it
// was booked in, each item with its member and its times with zones; confirmed whole by the salon,
// and cancelled whole, one email each again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { apiClient, type ApiClient, type TestSmtpServer, waitFor } from "@booking/testing";
import type { TestApi } from "../helpers";
import { mondayAt15Berlin, startMessagingStack, type MessagingStack } from "../messaging";
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
  await salon.api.patch("/v1/settings", { name: "Salon Süd", maxAdvanceDays: 365, minNoticeMinutes: 0 });
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

const mailsToCustomer = () => smtp.messages.filter((m) => m.to.includes(customerEmail));

/** Waits until the worker has decided every notice owed for the provider's events (sent or skipped). */
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

describe("a visit of two services booked with a customer key", () => {
  it("is one email to the customer listing both services, their members and times; confirmed or cancelled whole, one email again", async () => {
    const start = mondayAt15Berlin(7); // 15:00 in Berlin, 09:00 in New York
    const made = await customerKey.post("/v1/visits", {
      start,
      items: [
        { serviceId: salon.otherServiceId, staffId: salon.annId },
        { serviceId: salon.serviceId, staffId: salon.bobId },
      ],
      timezone: "America/New_York",
      locale: "de",
    });
    expect(made.status, made.text).toBe(201);
    const [first, second] = made.body.data.items as { id: string }[];

    const received = await waitFor(() => mailsToCustomer().find((m) => /Beard trim/.test(m.subject)), "the visit's email");
    await noticesDecided("booking.created", 2);
    // Give a stray second email time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsToCustomer()).toHaveLength(1);
    expect(received.subject).toMatch(/^Buchung eingegangen: Beard trim und Cut & colour, /);
    const text = received.text ?? "";
    expect(text).toContain("2 Leistungen nacheinander");
    expect(text).toMatch(
      /Beard trim: .*09:00 – 09:30 \(Nordamerikanische Ostküsten(zeit|-Sommerzeit), GMT-[45]\).*15:00 – 15:30.*, mit Ann/,
    );
    expect(text).toMatch(
      /Cut & colour: .*09:30 – 10:30 \(Nordamerikanische Ostküsten(zeit|-Sommerzeit), GMT-[45]\).*15:30 – 16:30.*, mit Bob/,
    );
    expect(text).toContain(`Buchungsnummer: ${first?.id}`);
    expect(text).not.toContain(second?.id ?? "none");
    expect(received.html).toContain("Cut &amp; colour");

    // Only the first item claimed a word of receipt; the second item's notice was skipped.
    const claims = await t.db
      .selectFrom("notification_claims")
      .select(["booking_id", "type"])
      .where("provider_id", "=", salon.providerId)
      .where("type", "=", "bookingReceived")
      .execute();
    expect(claims.map((claim) => claim.booking_id)).toEqual([first?.id]);

    // The salon confirms the whole visit: one email again, listing both.
    const confirmed = await salon.api.post(`/v1/visits/${made.body.data.id}/confirm`, {});
    expect(confirmed.status, confirmed.text).toBe(200);
    const confirmation = await waitFor(() => mailsToCustomer().find((m) => /bestätigt/i.test(m.subject)), "the confirmation email");
    await noticesDecided("booking.confirmed", 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsToCustomer()).toHaveLength(2);
    expect(confirmation.subject).toMatch(/^Buchung bestätigt: Beard trim und Cut & colour, /);
    expect(confirmation.text).toContain("Ihr Besuch bei Salon Süd ist bestätigt: 2 Leistungen nacheinander");

    const cancelled = await customerKey.delete(`/v1/visits/${made.body.data.id}`);
    expect(cancelled.status, cancelled.text).toBe(200);
    const cancellation = await waitFor(() => mailsToCustomer().find((m) => /storniert/i.test(m.subject)), "the cancellation email");
    await noticesDecided("booking.cancelled", 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsToCustomer()).toHaveLength(3);
    expect(cancellation.text).toContain("alle 2 Leistungen");
    expect(cancellation.text).toContain("Beard trim: ");
    expect(cancellation.text).toContain("Cut & colour: ");
  });
});
