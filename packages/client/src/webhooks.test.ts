// verifyWebhook against the server's own signing code over awkward payloads (unicode, escapes,
// nesting), so a receiver agrees with the service byte for byte.
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  signWebhookPayload,
  webhookBodyText,
  webhookPayloadText,
  type EventPayloads as ServiceEventPayloads,
  type WebhookPayloads as ServiceWebhookPayloads,
} from "@booking/core";
import { readWebhook, verifyWebhook, type EventPayloads, type WebhookBody, type WebhookEvent, type WebhookPayloads } from "./index";

const PAYLOADS: Record<string, unknown>[] = [
  { bookingId: "bk_1", providerId: "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32", dateTime: "2026-11-25T10:00:00.000Z", status: "pending" },
  {
    note: "Zoë’s “quoted” text — 日本語 😀",
    escapes: "line\nbreak\ttab \\ slash / \u0000 \u2028",
    nested: { list: [1, 2.5, -0, 1e21, null, true] },
  },
  {},
];

describe("verifyWebhook", () => {
  for (const [index, data] of PAYLOADS.entries()) {
    it(`verifies what the service signs (payload ${index + 1})`, async () => {
      const secret = `whsec_${index}_secret`;
      const payload = webhookPayloadText("booking.created", "2026-11-22T09:30:00.000Z", data);
      const signature = signWebhookPayload(secret, payload);
      const body = webhookBodyText(payload, signature);
      expect(await verifyWebhook(secret, body)).toBe(true);
      expect(await verifyWebhook(secret, body, { "x-webhook-signature": signature })).toBe(true);
      expect(await verifyWebhook(secret, JSON.parse(body) as never)).toBe(true);
      expect(await readWebhook(secret, body)).toEqual(JSON.parse(payload));
      expect(await verifyWebhook(`${secret}x`, body)).toBe(false);
      // Header and body disagree: refused.
      expect(await verifyWebhook(secret, body, signWebhookPayload("other", payload))).toBe(false);
    });
  }

  it("refuses bodies that are not a signed event", async () => {
    const sig = signWebhookPayload("s", webhookPayloadText("e", "t", {}));
    for (const body of [
      "",
      "[]",
      "null",
      '{"event":"e","timestamp":"t","data":[]}',
      `{"event":"e","timestamp":"t","data":{},"signature":"${sig.slice(7)}"}`,
    ]) {
      expect(await verifyWebhook("s", body), body).toBe(false);
    }
    expect(await verifyWebhook("s", `{"event":"e","timestamp":"t","data":{},"signature":"${sig}"}`)).toBe(true);
  });
});

describe("WebhookEvent", () => {
  it("types every event's data as the service's schemas do", () => {
    // The client's types come from the OpenAPI document; the service's from its zod schemas.
    type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
    expectTypeOf<Same<keyof WebhookPayloads, keyof ServiceWebhookPayloads>>().toEqualTypeOf<true>();
    type Agree = { [E in keyof ServiceWebhookPayloads]: Same<WebhookPayloads[E], ServiceWebhookPayloads[E]> }[keyof ServiceWebhookPayloads];
    expectTypeOf<Agree>().toEqualTypeOf<true>();
    expectTypeOf<Same<EventPayloads["booking.rescheduled"], ServiceEventPayloads["booking.rescheduled"]>>().toEqualTypeOf<true>();
  });

  it("types data by the event's name", () => {
    const handle = (e: WebhookEvent) => {
      if (e.event === "booking.cancelled") {
        expectTypeOf(e.data).toEqualTypeOf<EventPayloads["booking.cancelled"]>();
        expectTypeOf(e.data.reason).toEqualTypeOf<string | null>();
      }
      if (e.event === "webhook.test") expectTypeOf(e.data.message).toBeString();
      // @ts-expect-error only some events carry a booking id
      return e.data.bookingId;
    };
    expectTypeOf(handle).toBeFunction();
    expectTypeOf<WebhookBody<"customer.created">>().toEqualTypeOf<
      {
        event: "customer.created";
        timestamp: string;
        data: { customerId: string; providerId: string };
      } & { signature: string }
    >();
  });
});
