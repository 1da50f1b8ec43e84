// What a booking's page said about its customer (the zone times were shown in and the language)
// is answered with the booking wherever the booking is answered: the 201 of a booking made with a
// customer or public key, the provider's reads, and every manage-link answer (view, move, cancel).
// Both are always there, null when nothing was said, and both OpenAPI documents say so for every
// answer that carries a booking.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { apiClient, type ApiClient } from "@booking/testing";
import { startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI documents are walked as plain JSON */

let t: TestApi;
let s: Salon;
let visitor: ApiClient;
let customer: ApiClient;

beforeAll(async () => {
  t = await startTestApi();
  // Friday 2026-11-20, 09:00 in Berlin; Ann and Bob work Monday to Friday 09:00-17:00, lunch 12-13.
  t.clock.set("2026-11-20T08:00:00Z");
  s = await createSalon(t);
  const pk = await createApiKey(t.db, { providerId: s.providerId, audience: "public", plan: "default" });
  const ck = await createApiKey(t.db, { providerId: s.providerId, audience: "customer", customerId: s.customerId, plan: "default" });
  visitor = apiClient(t.url, pk.apiKey);
  customer = apiClient(t.url, ck.apiKey);
});
afterAll(async () => {
  await t?.close();
});

const MONDAY = (hourUtc: number) => `2026-11-23T${String(hourUtc).padStart(2, "0")}:00:00.000Z`;
const TUESDAY_14 = "2026-11-24T13:00:00.000Z"; // 14:00 in Berlin

/** The provider's own view of a booking: the detail and its row in the list. */
async function providerView(id: string) {
  const detail = await s.api.get(`/v1/bookings/${id}`);
  expect(detail.status, detail.text).toBe(200);
  const list = await s.api.get(`/v1/bookings?limit=100`);
  expect(list.status, list.text).toBe(200);
  const row = (list.body.data as { id: string }[]).find((b) => b.id === id);
  return { detail: detail.body.data, row };
}

describe("a booking's customer zone and language", () => {
  it("are answered by the 201 of a public key's booking, and the provider reads the same", async () => {
    const res = await visitor.post("/v1/bookings", {
      serviceId: s.serviceId,
      staffId: s.annId,
      dateTime: MONDAY(9),
      customer: { name: "Vera Visitor", email: "vera@example.com" },
      timezone: "America/New_York",
      locale: "de",
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({ customerTimezone: "America/New_York", locale: "de" });
    const { detail, row } = await providerView(res.body.data.id as string);
    expect(detail).toMatchObject({ customerTimezone: "America/New_York", locale: "de" });
    expect(row).toMatchObject({ customerTimezone: "America/New_York", locale: "de" });
  });

  it("are answered by the 201 of a customer key's booking, and by its manage link's view, move and cancel", async () => {
    const res = await customer.post("/v1/bookings", {
      serviceId: s.serviceId,
      staffId: s.bobId,
      dateTime: MONDAY(10),
      timezone: "Asia/Tokyo",
      locale: "fr",
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({ customerTimezone: "Asia/Tokyo", locale: "fr" });
    const token = res.body.data.manage.token as string;

    const view = await t.anonymous.get(`/v1/manage/${token}`);
    expect(view.status, view.text).toBe(200);
    expect(view.body.data).toMatchObject({ customerTimezone: "Asia/Tokyo", locale: "fr" });

    const moved = await t.anonymous.post(`/v1/manage/${token}/reschedule`, {
      dateTime: TUESDAY_14,
      timezone: "Europe/Lisbon",
      locale: "es",
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data).toMatchObject({ dateTime: TUESDAY_14, customerTimezone: "Europe/Lisbon", locale: "es" });
    expect((await providerView(res.body.data.id as string)).detail).toMatchObject({ customerTimezone: "Europe/Lisbon", locale: "es" });

    // A move that says nothing of the page keeps what the booking had.
    const again = await t.anonymous.post(`/v1/manage/${token}/reschedule`, { dateTime: MONDAY(14) });
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toMatchObject({ customerTimezone: "Europe/Lisbon", locale: "es" });

    const cancelled = await t.anonymous.post(`/v1/manage/${token}/cancel`, {});
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", customerTimezone: "Europe/Lisbon", locale: "es" });
  });

  it("are null, and present, when nothing was said (a provider key's booking, a page that sent neither)", async () => {
    const byProvider = await s.book({ dateTime: MONDAY(13) });
    expect(byProvider.status, byProvider.text).toBe(201);
    expect(byProvider.body.data).toHaveProperty("customerTimezone", null);
    expect(byProvider.body.data).toHaveProperty("locale", null);
    const { detail, row } = await providerView(byProvider.body.data.id as string);
    for (const answer of [detail, row]) {
      expect(answer).toHaveProperty("customerTimezone", null);
      expect(answer).toHaveProperty("locale", null);
    }

    const silent = await customer.post("/v1/bookings", { serviceId: s.serviceId, staffId: s.annId, dateTime: MONDAY(15) });
    expect(silent.status, silent.text).toBe(201);
    expect(silent.body.data).toHaveProperty("customerTimezone", null);
    expect(silent.body.data).toHaveProperty("locale", null);
    const view = await t.anonymous.get(`/v1/manage/${silent.body.data.manage.token as string}`);
    expect(view.status, view.text).toBe(200);
    expect(view.body.data).toHaveProperty("customerTimezone", null);
    // A manage link speaks the language of the booking's messages: the provider's when the page said none.
    expect(view.body.data).toHaveProperty("locale", "en");
  });
});

describe("the OpenAPI documents", () => {
  /** Every object schema an answer holds (with its $refs followed), with where it was found. */
  function answerObjects(doc: any): { where: string; schema: any }[] {
    const found: { where: string; schema: any }[] = [];
    const seen = new Set<unknown>();
    const resolve = (schema: any): any => {
      let current = schema;
      while (current && typeof current.$ref === "string") {
        const path = (current.$ref as string).replace(/^#\//, "").split("/");
        current = path.reduce((node: any, key) => node?.[key], doc);
      }
      return current;
    };
    const walk = (schema: any, where: string) => {
      const resolved = resolve(schema);
      if (!resolved || typeof resolved !== "object" || seen.has(resolved)) return;
      seen.add(resolved);
      if (resolved.properties) found.push({ where, schema: resolved });
      for (const child of Object.values(resolved.properties ?? {})) walk(child, where);
      for (const key of ["items", "additionalProperties"]) if (typeof resolved[key] === "object") walk(resolved[key], where);
      for (const key of ["anyOf", "oneOf", "allOf"]) for (const variant of resolved[key] ?? []) walk(variant, where);
    };
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        for (const [status, response] of Object.entries<any>(operation?.responses ?? {})) {
          if (!status.startsWith("2")) continue;
          for (const content of Object.values<any>(resolve(response)?.content ?? {})) {
            seen.clear();
            walk(content.schema, `${method.toUpperCase()} ${path} ${status}`);
          }
        }
      }
    }
    return found;
  }

  it("require both in every answer that carries a booking", async () => {
    for (const path of ["/v1/openapi.json", "/api/rpc/openapi.json"]) {
      const res = await t.anonymous.get(path);
      expect(res.status, res.text).toBe(200);
      // A booking: a service done by a staff member at a time, with its status.
      const bookings = answerObjects(res.body).filter(({ schema }) =>
        ["id", "dateTime", "service", "staff", "status"].every((key) => key in schema.properties),
      );
      const carrying = new Set(bookings.map((b) => b.where.split(" ").slice(0, 2).join(" ")));
      // The walk finds them: the booking's creation, the provider's reads, and every manage-link answer.
      if (path.startsWith("/v1/")) {
        expect([...carrying]).toEqual(
          expect.arrayContaining([
            "POST /v1/bookings",
            "GET /v1/bookings",
            "GET /v1/bookings/{id}",
            "GET /v1/manage/{token}",
            "POST /v1/manage/{token}/reschedule",
            "POST /v1/manage/{token}/cancel",
            "POST /v1/manage/{token}/verify",
          ]),
        );
      }
      const missing = bookings
        .filter(({ schema }) => !["customerTimezone", "locale"].every((key) => (schema.required ?? []).includes(key)))
        .map((b) => b.where);
      expect(missing, `${path}: answers carrying a booking without customerTimezone and locale`).toEqual([]);
    }
  });
});
