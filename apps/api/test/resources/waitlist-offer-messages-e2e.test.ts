// A waitlist offer's email end to end (the API, a real worker process, a real SMTP server): a
// booking cancelled whose time suits a waiting customer is offered to them, and they get exactly
// one email, in their language, whose claim link's token claims the booking; an offer declined
// before the worker got to it is told to no one. The worker starts only after the declined offer,
// so that its email is decided once the offer is gone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueManageLink } from "@booking/core";
import { offerReleasedTimes } from "@booking/core/worker";
import { sql } from "@booking/db";
import { type TestSmtpServer, waitFor } from "@booking/testing";
import type { TestApi } from "../helpers";
import { mondayAt15Berlin, startMessagingStack, type MessagingStack } from "../messaging";
import { createSalon, type Salon } from "../salon";

let stack: MessagingStack | undefined;
let t: TestApi;
let smtp: TestSmtpServer;
let salon: Salon;

beforeAll(async () => {
  stack = await startMessagingStack({ deferWorker: true });
  ({ t, smtp } = stack);
  salon = await createSalon(t, "Europe/Berlin");
  await salon.api.patch("/v1/settings", { name: "Praxis Nord", maxAdvanceDays: 365, minNoticeMinutes: 0, confirmation: "auto" });
});
afterAll(async () => {
  await stack?.close();
});

// A Monday at 15:00 in Berlin: the line's windows take that afternoon.
const START = mondayAt15Berlin(8);
const DATE = START.slice(0, 10);

async function waitingCustomer(name: string, serviceId: string, locale: string) {
  const email = `${name.toLowerCase()}.${Date.now()}@example.com`;
  const made = await salon.api.post("/v1/customers", { name, email });
  expect(made.status, made.text).toBe(201);
  const customerId = made.body.data.id as string;
  const joined = await salon.api.post("/v1/waitlist", {
    customerId,
    serviceId,
    windows: [{ from: DATE, to: DATE, startTime: "13:00", endTime: "18:00" }],
    locale,
  });
  expect(joined.status, joined.text).toBe(201);
  return { email, entryId: joined.body.data.id as string };
}

/** Books Ann at START for the salon's own customer, then cancels it: the time is given back. */
async function bookAndCancel(serviceId: string) {
  const booked = await salon.book({ dateTime: START, serviceId });
  expect(booked.status, booked.text).toBe(201);
  const cancelled = await salon.api.delete(`/v1/bookings/${booked.body.data.id as string}`);
  expect(cancelled.status, cancelled.text).toBe(200);
}

const offerOf = (entryId: string) =>
  t.db.selectFrom("waitlist_offers").select(["booking_id", "status"]).where("entry_id", "=", entryId).executeTakeFirst();

const offeredNotice = (bookingId: string) =>
  waitFor(async () => {
    const { rows } = await sql<{ status: string; detail: string | null }>`
      SELECT n.status, n.detail FROM event_notices n JOIN outbox_events e ON e.event_id = n.event_id
       WHERE n.provider_id = ${salon.providerId} AND n.event = 'waitlist.offered' AND e.data->>'bookingId' = ${bookingId}`.execute(t.db);
    const row = rows[0];
    return row && row.status !== "pending" ? row : undefined;
  }, "the waitlist.offered notice decided");

describe("a waitlist offer's email", () => {
  let declined: { email: string; bookingId: string };

  it("is never sent for an offer declined before the worker got to it", async () => {
    // The beard trim's line (Ann only): offered as the worker's relay would, then declined at once.
    const dora = await waitingCustomer("Dora", salon.otherServiceId, "en");
    await bookAndCancel(salon.otherServiceId);
    expect((await offerReleasedTimes(t.db, new Date())).length).toBe(1);
    const offer = await offerOf(dora.entryId);
    expect(offer).toMatchObject({ status: "live" });
    const bookingId = offer?.booking_id ?? "";
    const { token } = await issueManageLink(t.db, t.url, salon.providerId, bookingId);
    expect((await t.anonymous.get(`/v1/manage/${token}`)).body.data.offer).toEqual({ expiresAt: expect.any(String), payment: null });
    const answer = await t.anonymous.post(`/v1/manage/${token}/decline`, {});
    expect(answer.status, answer.text).toBe(200);
    // A declined hold is released whole: its link leads nowhere any more.
    expect((await t.anonymous.get(`/v1/manage/${token}`)).status).toBe(404);
    declined = { email: dora.email, bookingId };

    stack?.startWorker();
    expect(await offeredNotice(bookingId)).toMatchObject({ status: "skipped", detail: "offer no longer held" });
  });

  it("goes once to the customer it suits, in German, and its claim link's token claims the booking", async () => {
    const greta = await waitingCustomer("Greta", salon.serviceId, "de");
    await bookAndCancel(salon.serviceId);
    const mailsToGreta = () => smtp.messages.filter((m) => m.to.includes(greta.email));
    const mail = await waitFor(() => mailsToGreta()[0], "the offer's email");
    const offer = await offerOf(greta.entryId);
    expect(offer).toMatchObject({ status: "live" });
    const bookingId = offer?.booking_id ?? "";
    expect(await offeredNotice(bookingId)).toMatchObject({ status: "done" });

    expect(mail.subject).toMatch(/^Ein Termin ist frei geworden: Cut & colour, /);
    expect(mail.text).toContain("Ihr Platz auf der Warteliste hat sich gelohnt");
    // Which service, with whom, when and until when, each time with its zone.
    const text = mail.text.replace(/[\u00a0\u202f]/g, " ");
    expect(text).toMatch(/mit Ann bei Praxis Nord am Mo\., .+ \(Mitteleuropäische (Sommerzeit|Zeit), GMT\+[12]\) ist frei geworden/);
    expect(text).toMatch(/Wir halten den Termin bis .+ \(Mitteleuropäische (Sommerzeit|Zeit), GMT\+[12]\) für Sie frei/);
    expect(mail.html).toContain('<html lang="de"');
    const claim = /Diesen Termin nehmen: (\S+)/.exec(mail.text)?.[1] ?? "";
    const decline = /Nein, danke: (\S+)/.exec(mail.text)?.[1] ?? "";
    expect(claim).toMatch(new RegExp(`^${t.url}/book/#manage=[0-9A-Za-z]{32}&offer=claim$`));
    expect(decline).toBe(claim.replace("offer=claim", "offer=decline"));
    const token = /#manage=([0-9A-Za-z]{32})/.exec(claim)?.[1] ?? "";

    // The page the link opens sees the offer and until when it is held.
    const { expiresAt } = await t.db
      .selectFrom("bookings")
      .select("hold_expires_at as expiresAt")
      .where("id", "=", bookingId)
      .executeTakeFirstOrThrow();
    const view = await t.anonymous.get(`/v1/manage/${token}`);
    expect(view.body.data).toMatchObject({ id: bookingId, status: "held", offer: { expiresAt: expiresAt?.toISOString() } });

    const claimed = await t.anonymous.post(`/v1/manage/${token}/claim`, {});
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.body.data).toMatchObject({ id: bookingId, status: "confirmed", dateTime: START, offer: null });

    // Exactly one email to Greta (the claim's own word of receipt aside, which follows as booking.created's).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsToGreta().filter((m) => /frei geworden/.test(m.subject))).toHaveLength(1);
    // The declined offer's customer got nothing at all.
    expect(smtp.messages.filter((m) => m.to.includes(declined.email))).toEqual([]);
  });
});
