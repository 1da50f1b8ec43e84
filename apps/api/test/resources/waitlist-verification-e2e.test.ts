// A visitor joining a waitlist from the booking page of a salon that verifies visitors by email,
// end to end (the API, a real worker process, a real SMTP server): the join answers 202
// `unverified`, outside the line; the worker emails a link in the visitor's language whose code
// puts the entry at the end of the line (and announces the customer it made, only then); a wrong
// code, a late one and a second line for the same customer are refused in words; an entry never
// verified is never offered a time, and the sweep removes it with the customer record it made.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { dropLapsedUnverifiedEntries } from "@booking/core/worker";
import { apiClient, type ApiClient, type TestSmtpServer, waitFor } from "@booking/testing";
import { berlinAt, dateAhead, expectError, type TestApi } from "../helpers";
import { startMessagingStack, type MessagingStack } from "../messaging";
import { createSalon, type Salon } from "../salon";

let stack: MessagingStack | undefined;
let t: TestApi;
let smtp: TestSmtpServer;
let salon: Salon;
let page: ApiClient;
let address = 0;

beforeAll(async () => {
  stack = await startMessagingStack({ api: { trustProxy: 1 } });
  ({ t, smtp } = stack);
  salon = await createSalon(t, "Europe/Paris");
  await salon.api.patch("/v1/settings", {
    name: "Salon Lumière",
    publicVerification: "email",
    holdMinutes: 15,
    maxAdvanceDays: 365,
    publicBookingsPerHour: 100,
  });
  page = apiClient(t.url, (await createApiKey(t.db, { providerId: salon.providerId, audience: "public", plan: "default" })).apiKey);
});
afterAll(async () => {
  await stack?.close();
});

// Wednesday to Friday, three months ahead or more.
const WEDNESDAY = dateAhead(90, 3);
const FRIDAY = new Date(Date.parse(WEDNESDAY) + 2 * 86_400_000).toISOString().slice(0, 10);
const WINDOW = { from: WEDNESDAY, to: FRIDAY, startTime: "09:00", endTime: "12:00" };
const from = () => ({ headers: { "x-forwarded-for": `198.51.100.${++address}` } });

async function join(name: string, email: string, serviceId = salon.serviceId) {
  const answer = await page.post("/v1/waitlist", { serviceId, windows: [WINDOW], customer: { name, email }, locale: "fr" }, from());
  return answer;
}

/** The verification email to an address: its subject, text and the link's token and code. */
async function verificationEmail(email: string) {
  const mail = await waitFor(() => smtp.messages.find((m) => m.to.includes(email)), `the verification email to ${email}`);
  const link = /(http\S+#waitlist=\S+)/.exec(mail.text)?.[1] ?? "";
  const url = new URL(link);
  const fragment = new URLSearchParams(url.hash.slice(1));
  return { mail, link, token: fragment.get("waitlist") ?? "", code: fragment.get("verify") ?? "" };
}

const customerEvents = async (customerId: string) => {
  const res = await salon.api.get("/api/rpc/user/events?limit=100");
  return (res.body.events as { event: string; data: { customerId?: string } }[]).filter(
    (e) => e.event === "customer.created" && e.data.customerId === customerId,
  );
};

const waitingIds = async () =>
  ((await salon.api.get(`/v1/waitlist?serviceId=${salon.serviceId}&status=waiting`)).body.data as { id: string }[]).map((e) => e.id);

describe("a visitor's waitlist entry where the salon verifies emails", () => {
  it("waits outside the line until the emailed link is followed, then joins the end of the line", async () => {
    const ahead = await salon.api.post("/v1/waitlist", { customerId: salon.customerId, serviceId: salon.serviceId, windows: [WINDOW] });
    expect(ahead.status, ahead.text).toBe(201);

    const email = `ines.${Date.now()}@example.com`;
    const joined = await join("Inès", email);
    expect(joined.status, joined.text).toBe(202);
    const entry = joined.body.data;
    expect(entry).toMatchObject({ status: "unverified", position: null, verifyBy: expect.any(String) });
    expect(Date.parse(entry.verifyBy as string) - t.clock.now().getTime()).toBeGreaterThan(14 * 60_000);
    expect(joined.body.data.manage.url).toMatch(new RegExp(`^${t.url}/book/#waitlist=[0-9A-Za-z]{32}$`));
    // Not in the line: the provider lists it apart, and cannot offer it a time by hand.
    expect(await waitingIds()).not.toContain(entry.id);
    const unverified = await salon.api.get(`/v1/waitlist?serviceId=${salon.serviceId}&status=unverified`);
    expect(unverified.body.data.map((e: { id: string }) => e.id)).toEqual([entry.id]);
    expectError(await salon.api.post(`/v1/waitlist/${entry.id as string}/offer`, { start: berlinAt(WEDNESDAY, "09:00") }), 409, "CONFLICT");
    // The customer the join made is not announced before the visitor is verified.
    expect(await customerEvents(entry.customerId as string)).toEqual([]);

    const { mail, link, token, code } = await verificationEmail(email);
    expect(mail.subject).toBe("Merci de confirmer votre place sur la liste d’attente\u00a0: Cut & colour");
    expect(mail.text).toContain("Vous avez demandé à Salon Lumière de vous inscrire sur la liste d’attente pour Cut & colour.");
    expect(mail.text.replace(/[\u00a0\u202f]/g, " ")).toMatch(
      /Le lien est valable jusqu’au .+ \(heure (normale |d’été )?d’Europe centrale, UTC\+[12]\)/,
    );
    expect(mail.text).toContain(`Prendre ma place sur la liste d’attente\u00a0: ${link}`);
    expect(mail.html).toContain('<html lang="fr"');
    expect(code).toMatch(/^[0-9a-z]{32}$/i);

    // A wrong code is refused; the emailed one puts the entry at the end of the line.
    expectError(await t.anonymous.post(`/v1/waitlist/entries/manage/${token}/verify`, { code: "not-the-code" }), 400, "BAD_REQUEST");
    const verified = await t.anonymous.post(`/v1/waitlist/entries/manage/${token}/verify`, { code });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body.data).toMatchObject({
      id: entry.id,
      status: "waiting",
      position: 2,
      verifyBy: null,
      service: { name: "Cut & colour" },
    });
    expect(await waitingIds()).toEqual([ahead.body.data.id, entry.id]);
    expect(await customerEvents(entry.customerId as string)).toHaveLength(1);
    // Following the link again answers the entry as it is.
    const again = await t.anonymous.post(`/v1/waitlist/entries/manage/${token}/verify`, { code });
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toMatchObject({ status: "waiting", position: 2 });
    expect(await customerEvents(entry.customerId as string)).toHaveLength(1);
  });

  it("refuses a second line for the same customer at verification, and a code past its deadline", async () => {
    const email = `jo.${Date.now()}@example.com`;
    const first = await join("Jo", email);
    const second = await join("Jo", email);
    expect([first.status, second.status]).toEqual([202, 202]);
    const mails = await waitFor(() => {
      const found = smtp.messages.filter((m) => m.to.includes(email));
      return found.length === 2 ? found : undefined;
    }, "both verification emails");
    const links = mails.map((m) => new URLSearchParams(new URL(/(http\S+#waitlist=\S+)/.exec(m.text)?.[1] ?? "").hash.slice(1)));
    const [a, b] = links.map((l) => ({ token: l.get("waitlist") ?? "", code: l.get("verify") ?? "" }));
    expect((await t.anonymous.post(`/v1/waitlist/entries/manage/${a?.token}/verify`, { code: a?.code })).status).toBe(200);
    const twin = await t.anonymous.post(`/v1/waitlist/entries/manage/${b?.token}/verify`, { code: b?.code });
    expectError(twin, 409, "CONFLICT");
    expect(twin.body.error.message).toMatch(/already in this line/);
    // Whoever types Jo's address is not told that Jo waits here: the join is taken, to be refused at verification.
    const probe = await join("Jo", email);
    expect(probe.status, probe.text).toBe(202);
    expect(probe.body.data).toMatchObject({ status: "unverified" });

    const lou = `lou.${Date.now()}@example.com`;
    const louJoined = await join("Lou", lou);
    expect(louJoined.status, louJoined.text).toBe(202);
    const { token, code } = await verificationEmail(lou);
    t.clock.advance(16 * 60_000);
    try {
      const refused = await t.anonymous.post(`/v1/waitlist/entries/manage/${token}/verify`, { code });
      expectError(refused, 409, "CONFLICT");
      expect(refused.body.error.message).toMatch(/not verified in time/);
      const read = await t.anonymous.get(`/v1/waitlist/entries/manage/${token}`);
      expect(read.body.data).toMatchObject({ status: "expired", position: null });
    } finally {
      t.clock.reset();
    }
  });

  it("is removed, with the customer record it made, once its time to verify has passed", async () => {
    const email = `max.${Date.now()}@example.com`;
    const joined = await join("Max", email);
    const { token } = await verificationEmail(email);
    const customerId = joined.body.data.customerId as string;
    expect((await salon.api.get(`/v1/customers/${customerId}`)).status).toBe(200);
    const later = new Date(t.clock.now().getTime() + 16 * 60_000);
    expect(await dropLapsedUnverifiedEntries(t.db, later)).toBeGreaterThanOrEqual(1);
    expectError(await t.anonymous.get(`/v1/waitlist/entries/manage/${token}`), 404, "NOT_FOUND");
    expectError(await salon.api.get(`/v1/customers/${customerId}`), 404, "NOT_FOUND");
    expect(await customerEvents(customerId)).toEqual([]);
  });
});
