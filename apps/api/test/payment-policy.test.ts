// Payment policies on services against the real server: a service says what a booking pays when
// made (a deposit, the full price, a card kept for fees), each rule's fault answered 400 naming its
// field; every booking keeps a copy of the policy as it was when made; and, as payments cannot be
// taken online yet, a customer or visitor cannot book a service that takes one (409) while the
// salon can.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { sql } from "@booking/db";
import { apiClient } from "@booking/testing";
import { expectError, expectValidationError, startTestApi, type TestApi } from "./helpers";
import { createSalon, offerService, type Salon } from "./salon";

let t: TestApi;
let salon: Salon;

beforeAll(async () => {
  t = await startTestApi();
  t.clock.set("2027-03-01T08:00:00Z");
  salon = await createSalon(t);
});
afterAll(async () => {
  await t?.close();
});

const newService = (payment: Record<string, unknown> | undefined, price = 50) =>
  salon.api.post("/v1/services", { name: "Balayage", duration: 60, price, ...(payment ? { payment } : {}) });

describe("a service's payment policy", () => {
  it("is none by default, and answers what was set in major units", async () => {
    const plain = await newService(undefined);
    expect(plain.status, plain.text).toBe(201);
    expect(plain.body.data.payment).toEqual({ mode: "none", refundNoticeHours: 24 });

    const deposit = await newService({ mode: "deposit", amount: 12.5, refundNoticeHours: 48 });
    expect(deposit.status, deposit.text).toBe(201);
    expect(deposit.body.data.payment).toEqual({ mode: "deposit", amount: 12.5, refundNoticeHours: 48 });
    const card = await newService({ mode: "card", noShowFee: 20, lateCancelFee: 10 });
    expect(card.body.data.payment).toEqual({ mode: "card", noShowFee: 20, lateCancelFee: 10, refundNoticeHours: 24 });
    // The booking page reads it too (what it will ask for).
    const pageKey = apiClient(
      t.url,
      (await createApiKey(t.db, { providerId: salon.providerId, audience: "public", plan: "default" })).apiKey,
    );
    const listed = (await pageKey.get("/v1/services", { query: { limit: 100 } })).body.data as { id: string; payment: unknown }[];
    expect(listed.find((s) => s.id === card.body.data.id)?.payment).toMatchObject({ mode: "card", noShowFee: 20 });
  });

  it("refuses each fault with 400 naming its field, on creation and on a change of price", async () => {
    expectValidationError(await newService({ mode: "deposit", percent: 150 }), ["payment.percent"]);
    expectValidationError(await newService({ mode: "deposit", amount: 60 }), ["payment.amount"]);
    expectValidationError(await newService({ mode: "deposit", amount: 10, percent: 20 }), ["payment.percent"]);
    expectValidationError(await newService({ mode: "deposit" }), ["payment.amount"]);
    expectValidationError(await newService({ mode: "full", noShowFee: 5 }), ["payment.noShowFee"]);
    expectValidationError(await newService({ mode: "full" }, 0), ["payment.mode"]);
    expectValidationError(await newService({ mode: "card" }), ["payment.mode"]);
    expectValidationError(await newService({ mode: "later" }), ["payment.mode"]);
    expectValidationError(await newService({ mode: "none", refundNoticeHours: 721 }), ["payment.refundNoticeHours"]);

    // A lower price would leave the deposit above it.
    const deposit = await newService({ mode: "deposit", amount: 20 });
    const id = deposit.body.data.id as string;
    expectValidationError(await salon.api.patch(`/v1/services/${id}`, { price: 15 }), ["payment.amount"]);
    const changed = await salon.api.patch(`/v1/services/${id}`, { price: 15, payment: { mode: "deposit", percent: 30 } });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data).toMatchObject({ price: 15, payment: { mode: "deposit", percent: 30 } });
  });
});

describe("a booking of a service that takes a payment", () => {
  it("keeps the policy as it was when made; customers cannot book it online yet, the salon can", async () => {
    const service = await newService({ mode: "deposit", amount: 10 });
    const serviceId = service.body.data.id as string;
    await offerService(salon.api, salon.annId, serviceId);

    const customerKey = apiClient(
      t.url,
      (await createApiKey(t.db, { providerId: salon.providerId, audience: "customer", customerId: salon.customerId, plan: "default" }))
        .apiKey,
    );
    const online = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime: "2027-03-09T10:00:00+01:00" });
    expectError(online, 409, "CONFLICT");
    expect(online.body.error.message).toMatch(/cannot be made online/);
    expect(online.body.error.details[0]).toMatchObject({ path: "serviceId" });

    const bySalon = await salon.book({ serviceId, dateTime: "2027-03-09T10:00:00+01:00" });
    expect(bySalon.status, bySalon.text).toBe(201);
    const plain = await salon.book({ dateTime: "2027-03-09T14:00:00+01:00" });
    expect(plain.status, plain.text).toBe(201);
    const policyOf = async (id: string) =>
      (await sql<{ payment_policy: unknown }>`SELECT payment_policy FROM bookings WHERE id = ${id}`.execute(t.db)).rows[0]?.payment_policy;
    expect(await policyOf(bySalon.body.data.id as string)).toEqual({ mode: "deposit", amount: 1000, refundNoticeHours: 24 });
    expect(await policyOf(plain.body.data.id as string)).toBeNull();

    // A later edit of the service changes no booking.
    expect((await salon.api.patch(`/v1/services/${serviceId}`, { payment: { mode: "none" } })).status).toBe(200);
    expect(await policyOf(bySalon.body.data.id as string)).toEqual({ mode: "deposit", amount: 1000, refundNoticeHours: 24 });
    // And with no payment taken any more, customers book it online again.
    const again = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime: "2027-03-09T15:00:00+01:00" });
    expect(again.status, again.text).toBe(201);
  });
});
