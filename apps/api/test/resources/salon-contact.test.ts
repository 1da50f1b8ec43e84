// The salon's street address, phone number and opening hours: set in the settings, shown to visitors
// through the booking page's profile (public keys included), cleared with null or empty text, and refused in
// words when they are not an address or a phone number.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, createPublicKey } from "@booking/testing";
import { expectValidationError, startTestApi, type TestApi } from "../helpers";

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

describe("the salon's address and phone", () => {
  it("are none at first, then set in the settings and shown on the booking page to visitors", async () => {
    const { api, providerId } = await t.newProvider({ name: "Salon Nord" });
    const visitor = apiClient(t.url, (await createPublicKey(t.db, providerId)).apiKey);
    expect((await api.get("/v1/settings")).body.data).toMatchObject({ address: null, phone: null });
    expect((await visitor.get("/v1/booking-page")).body.data).toMatchObject({ address: null, phone: null });

    const patched = await api.patch("/v1/settings", { address: "  Lange Reihe 12, 20099 Hamburg ", phone: "+49 40 123-4567" });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data).toMatchObject({ address: "Lange Reihe 12, 20099 Hamburg", phone: "+49 40 123-4567" });

    const page = await visitor.get("/v1/booking-page");
    expect(page.status, page.text).toBe(200);
    expect(page.body.data).toMatchObject({ name: "Salon Nord", address: "Lange Reihe 12, 20099 Hamburg", phone: "+49 40 123-4567" });

    // Other settings change without touching them; null and empty text clear them.
    expect((await api.patch("/v1/settings", { slotMinutes: 15 })).body.data).toMatchObject({ phone: "+49 40 123-4567" });
    // Its opening hours: none of its own at first, then as the settings give them.
    expect(page.body.data.businessHours).toBeNull();
    const hours = { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] };
    const week = {
      monday: null,
      tuesday: hours,
      wednesday: hours,
      thursday: hours,
      friday: hours,
      saturday: { start: "09:00", end: "14:00" },
      sunday: null,
    };
    expect((await api.patch("/v1/settings", { businessHours: week })).status).toBe(200);
    expect((await visitor.get("/v1/booking-page")).body.data.businessHours).toEqual(week);
    const cleared = await api.patch("/v1/settings", { address: null, phone: "" });
    expect(cleared.status, cleared.text).toBe(200);
    expect((await visitor.get("/v1/booking-page")).body.data).toMatchObject({ address: null, phone: null, businessHours: week });
    expect((await api.patch("/v1/settings", { businessHours: null })).status).toBe(200);
    expect((await visitor.get("/v1/booking-page")).body.data.businessHours).toBeNull();
  });

  it("refuses what is no phone number or too long an address, saying which", async () => {
    const { api } = await t.newProvider();
    expectValidationError(await api.patch("/v1/settings", { phone: "call us" }), ["phone"]);
    expectValidationError(await api.patch("/v1/settings", { phone: "12" }), ["phone"]);
    expectValidationError(await api.patch("/v1/settings", { address: "x".repeat(301) }), ["address"]);
    expectValidationError(await api.patch("/v1/settings", { address: 12 }), ["address"]);
    const bad = await api.patch("/v1/settings", { phone: "call us" });
    expect(bad.body.error.message).toMatch(/phone/);
    expect((await api.get("/v1/settings")).body.data).toMatchObject({ address: null, phone: null });
  });
});
