// A booking's calendar file (the manage link's .ics) speaks the booking's language: the event's
// title and description in German, French, Spanish or English, as the visitor's page did, parsed
// back with ical.js as calendar apps read it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { createApiKey } from "@booking/core";
import { startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let s: Salon;
let publicKey: string;

beforeAll(async () => {
  t = await startTestApi({ trustProxy: 1, addressLimits: { perAddress: 1_000, bookingsPerAddress: 1_000, bookingsPerAddressHour: 1_000 } });
  // Friday 2026-11-20, 09:00 in Berlin.
  t.clock.set("2026-11-20T08:00:00Z");
  s = await createSalon(t);
  expect((await s.api.patch("/v1/settings", { name: "Salon Nord", publicVerification: "none" })).status).toBe(200);
  publicKey = (await createApiKey(t.db, { providerId: s.providerId, audience: "public", plan: "default" })).apiKey;
});
afterAll(async () => {
  await t?.close();
});

const EXPECTED = {
  de: {
    summary: "Cut & colour bei Salon Nord",
    lines: ["Cut & colour mit Bob", /^Buchung bk_/, /^Ansehen, verschieben oder stornieren: http/],
  },
  fr: {
    summary: "Cut & colour chez Salon Nord",
    lines: ["Cut & colour avec Bob", /^Réservation bk_/, /^Voir, déplacer ou annuler\u00a0: http/],
  },
  es: { summary: "Cut & colour en Salon Nord", lines: ["Cut & colour con Bob", /^Reserva bk_/, /^Ver, cambiar o cancelar: http/] },
  en: { summary: "Cut & colour at Salon Nord", lines: ["Cut & colour with Bob", /^Booking bk_/, /^View, move or cancel: http/] },
} as const;

describe("a booking's calendar file", () => {
  it.each(Object.keys(EXPECTED) as (keyof typeof EXPECTED)[])("is in the booking's language: %s", async (locale) => {
    const hour = { de: 9, fr: 10, es: 11, en: 13 }[locale];
    const booked = await t.anonymous.post(
      "/v1/bookings",
      {
        serviceId: s.serviceId,
        staffId: s.bobId,
        dateTime: new Date(Date.UTC(2026, 10, 23, hour - 1)).toISOString(),
        customer: { name: "Vera Visitor", email: `vera.${locale}@example.com` },
        locale,
      },
      { key: publicKey, headers: { "x-forwarded-for": `198.51.100.${hour}` } },
    );
    expect(booked.status, booked.text).toBe(201);
    const res = await fetch(`${t.url}/v1/manage/${booked.body.data.manage.token as string}/calendar.ics`);
    expect(res.status).toBe(200);
    const event = new ICAL.Component(ICAL.parse(await res.text())).getFirstSubcomponent("vevent");
    expect(event?.getFirstPropertyValue("summary")).toBe(EXPECTED[locale].summary);
    const lines = String(event?.getFirstPropertyValue("description")).split("\n");
    expect(lines).toHaveLength(3);
    EXPECTED[locale].lines.forEach((line, i) => {
      if (typeof line === "string") expect(lines[i]).toBe(line);
      else expect(lines[i]).toMatch(line);
    });
  });
});
