// The owner's email about a visitor's booking, end to end (the API and a real worker process, an
// SMTP server): it links to the booking in the console and says what the visitor wrote with it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { apiClient, type TestSmtpServer, waitFor } from "@booking/testing";
import { type TestApi } from "../helpers";
import { startMessagingStack, type MessagingStack } from "../messaging";
import { createSalon } from "../salon";

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

/** The next Tuesday at least `days` ahead, at 10:00 UTC (11:00 in Berlin). */
function tuesdayAt10Utc(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCHours(10, 0, 0, 0);
  return d.toISOString();
}

describe("the owner's email", () => {
  it("links to the booking in the console and holds the visitor's note, in the salon's language", async () => {
    const salon = await createSalon(t, "Europe/Berlin");
    const set = await salon.api.patch("/v1/settings", { notifyEmail: "owner-link@nord.example", locale: "fr" });
    expect(set.status, set.text).toBe(200);
    const pk = await createApiKey(t.db, { providerId: salon.providerId, audience: "public", plan: "default" });
    const visitor = apiClient(t.url, pk.apiKey);
    const made = await visitor.post("/v1/bookings", {
      serviceId: salon.serviceId,
      staffId: salon.annId,
      dateTime: tuesdayAt10Utc(3),
      customer: { name: "Nora", email: "nora@example.com" },
      notes: "Allergic to ammonia.\nPlease call before.",
    });
    expect(made.status, made.text).toBe(201);
    const bookingId = made.body.data.id as string;

    const owner = await waitFor(() => smtp.messages.find((m) => m.to.includes("owner-link@nord.example")), "the owner's email");
    const link = `${t.url}/console/#/booking/${bookingId}`;
    expect(owner.text).toContain(link);
    expect(owner.html).toContain(`<a href="${link}"`);
    expect(owner.text).toContain("Ouvrir la réservation dans la console");
    // The note on one line of the details, its line break a space.
    expect(owner.text).toContain("Note du client\u00a0: Allergic to ammonia. Please call before.");
    expect(owner.html).toContain("Allergic to ammonia. Please call before.");
    // The customer's own email carries no console link.
    const customer = await waitFor(() => smtp.messages.find((m) => m.to.includes("nora@example.com")), "the visitor's email");
    expect(customer.text).not.toContain("/console/");
  });
});
