// Names are one line. A provider's, a service's, a staff member's and a customer's name reach
// email subjects and headers, calendar files, webhook payloads and the console; a line break (CR,
// LF, NEL, the Unicode line and paragraph separators) or another control character in one could
// forge a header or a line of its own there. Every way a name is written refuses them with a 400
// naming the field, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CANARY_P99_LIMIT_MS, canaryDuring, createPublicKey, type ApiResponse } from "@booking/testing";
import { expectValidationError, startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let s: Salon;
let publicKey: string;

beforeAll(async () => {
  t = await startTestApi({
    trustProxy: 1,
    addressLimits: { perAddress: 100_000, bookingsPerAddress: 100_000, bookingsPerAddressHour: 100_000 },
  });
  s = await createSalon(t);
  publicKey = (await createPublicKey(t.db, s.providerId)).apiKey;
});
afterAll(() => t?.close());

/** Inside a name (JavaScript's trim would take the line breaks off its ends). */
const BREAKS = {
  CR: "\r",
  LF: "\n",
  CRLF: "\r\n",
  NEL: "\u0085",
  "LINE SEPARATOR": "\u2028",
  "PARAGRAPH SEPARATOR": "\u2029",
  TAB: "\t",
  NUL: "\u0000",
  ESC: "\u001b",
  DEL: "\u007f",
  "C1 CSI": "\u009b",
};

let addresses = 0;
const nextAddress = () => `203.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;

/** Each way of writing a name, as [what it writes, the field the 400 must name]. */
function writes(name: string): [string, () => Promise<ApiResponse>, string][] {
  return [
    ["service create", () => s.api.post("/v1/services", { name, duration: 30, price: 10 }), "name"],
    ["service update", () => s.api.patch(`/v1/services/${s.serviceId}`, { name }), "name"],
    [
      "staff create",
      () => s.api.post("/v1/staff", { name, email: `member${++addresses}@example.com`, role: "staff", services: [] }),
      "name",
    ],
    ["staff update", () => s.api.patch(`/v1/staff/${s.annId}`, { name }), "name"],
    ["provider (settings)", () => s.api.patch("/v1/settings", { name }), "name"],
    ["customer create", () => s.api.post("/v1/customers", { name, email: `c${++addresses}@example.com` }), "name"],
    ["customer update", () => s.api.patch(`/v1/customers/${s.customerId}`, { name }), "name"],
    [
      "visitor on the booking page",
      () =>
        t.anonymous.post(
          "/v1/bookings",
          {
            serviceId: s.serviceId,
            dateTime: "2026-12-07T09:00:00Z",
            customer: { name, email: `v${++addresses}@example.com` },
          },
          { key: publicKey, headers: { "x-forwarded-for": nextAddress() } },
        ),
      "customer.name",
    ],
  ];
}

describe("names", () => {
  it("refuse line breaks and control characters with a 400 naming the field, for every kind of name", async () => {
    const other = await t.newProvider();
    const before = await Promise.all([
      s.api.get(`/v1/services/${s.serviceId}`),
      s.api.get(`/v1/staff/${s.annId}`),
      s.api.get("/v1/settings"),
      s.api.get(`/v1/customers/${s.customerId}`),
    ]);
    const { canary } = await canaryDuring(
      () => fetch(`${t.url}/v1/services`, { headers: { authorization: `Bearer ${other.apiKey}` } }),
      async () => {
        for (const [label, breaking] of Object.entries(BREAKS)) {
          for (const [what, write, field] of writes(`Evil${breaking}Bcc: victim@example.com`)) {
            const res = await write();
            expectValidationError(res, [field]);
            expect(res.body.error.details[0].message, `${what}, ${label}`).toBe(
              "must be one line, without line breaks or control characters",
            );
          }
        }
      },
    );
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});
    const after = await Promise.all([
      s.api.get(`/v1/services/${s.serviceId}`),
      s.api.get(`/v1/staff/${s.annId}`),
      s.api.get("/v1/settings"),
      s.api.get(`/v1/customers/${s.customerId}`),
    ]);
    expect(after.map((res) => res.body.data.name)).toEqual(before.map((res) => res.body.data.name));
  });

  it("keep accepting one-line names, with accents, punctuation and spaces of any kind", async () => {
    for (const name of ["Zoë O'Brien-Smith", "Dr. A. Smith (Zo)", "Salon\u00a0Nord", "李小龍", "Cut & colour · 60′"]) {
      const res = await s.api.post("/v1/services", { name, duration: 30, price: 10 });
      expect(res.status, res.text).toBe(201);
      expect(res.body.data.name).toBe(name);
    }
    // Line breaks at either end are trimmed off, as all white space there is.
    const trimmed = await s.api.post("/v1/customers", { name: "\r\nChris Doe\n", email: "trimmed@example.com" });
    expect(trimmed.status, trimmed.text).toBe(201);
    expect(trimmed.body.data.name).toBe("Chris Doe");
  });
});
