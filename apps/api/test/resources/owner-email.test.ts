// The owner's email about a visitor's booking, end to end (the API and a real worker process, an
// SMTP server): it links to the booking in the console and says what the visitor wrote with it; a
// visit or a series booked, or a series cancelled, at once is one email listing every booking.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { sql } from "@booking/db";
import { apiClient, type TestSmtpServer, waitFor } from "@booking/testing";
import { berlinWeekdayAt, type TestApi } from "../helpers";
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
      dateTime: berlinWeekdayAt(3, 2, "11:00"),
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

  it("is one email for a visit or a series booked at once, and for a series cancelled at once, listing every booking", async () => {
    const salon = await createSalon(t, "Europe/Berlin");
    const owner = "owner-groups@nord.example";
    /** Waits until at least `count` of the salon's events have their notices decided and none is pending. */
    const everyNoticeDecided = (count: number) =>
      waitFor(async () => {
        const { rows } = await sql<{ pending: number; decided: number }>`
          SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status <> 'pending')::int AS decided
            FROM event_notices WHERE provider_id = ${salon.providerId}`.execute(t.db);
        return rows[0] && rows[0].pending === 0 && rows[0].decided >= count ? true : undefined;
      }, `${count} notices decided`);
    expect((await salon.api.patch("/v1/settings", { notifyEmail: owner, notifyOn: ["booking.created", "booking.cancelled"] })).status).toBe(
      200,
    );
    const visitor = apiClient(
      t.url,
      (await createApiKey(t.db, { providerId: salon.providerId, audience: "public", plan: "default" })).apiKey,
    );
    const customer = apiClient(
      t.url,
      (await createApiKey(t.db, { providerId: salon.providerId, audience: "customer", customerId: salon.customerId, plan: "default" }))
        .apiKey,
    );
    // A visitor's visit of two services with two members (booked item by item), at 09:00 in Berlin.
    const visit = await visitor.post("/v1/visits", {
      start: new Date(Date.parse(berlinWeekdayAt(3, 2, "11:00")) - 2 * 3_600_000).toISOString(),
      customer: { name: "Nora", email: "nora-visit@example.com" },
      items: [
        { serviceId: salon.otherServiceId, staffId: salon.annId },
        { serviceId: salon.serviceId, staffId: salon.bobId },
      ],
    });
    expect(visit.status, visit.text).toBe(201);
    // A customer's series of three Tuesdays, then cancelled whole by the customer.
    const series = await customer.post("/v1/series", {
      serviceId: salon.serviceId,
      staffId: salon.annId,
      start: berlinWeekdayAt(17, 2, "11:00"),
      rule: { frequency: "weekly", count: 3 },
    });
    expect(series.status, series.text).toBe(201);
    const seriesId = series.body.data.id as string;
    // The worker tells of the bookings as they stand when it reads them: cancelled first, they
    // would no longer be waiting for confirmation.
    await everyNoticeDecided(5);
    const firstKey = series.body.data.occurrences[0].key as string;
    const cancelled = await customer.post(`/v1/series/${seriesId}/cancel`, { scope: "all", key: firstKey });
    expect(cancelled.status, cancelled.text).toBe(200);

    // Every event's notices decided (none left pending): then nothing more is coming.
    await everyNoticeDecided(8);
    const emails = smtp.messages.filter((m) => m.to.includes(owner));
    expect(emails.map((m) => m.subject.replace(/:.*/, ""))).toEqual([
      "New booking to confirm",
      "New booking to confirm",
      "Booking cancelled",
    ]);
    const [visitEmail, seriesEmail, cancelEmail] = emails.map((m) => m.text.replace(/[\u00a0\u202f]/g, " "));
    expect(visitEmail).toContain("Nora booked a visit of 2 services, one after the other");
    expect(visitEmail).toContain("They are waiting for your confirmation");
    expect(visitEmail).toMatch(/Beard trim: .*, with Ann\n/);
    expect(visitEmail).toMatch(/Cut & colour: .*, with Bob\n/);
    expect(seriesEmail).toContain("Chris booked Cut & colour on 3 dates");
    expect(seriesEmail?.match(/^Cut & colour: /gm)).toHaveLength(3);
    expect(cancelEmail).toContain("Chris cancelled their Cut & colour on 3 dates");
    expect(cancelEmail?.match(/^Cut & colour: /gm)).toHaveLength(3);
  });
});
