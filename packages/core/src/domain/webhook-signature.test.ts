import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signWebhookPayload, verifyWebhookBody, webhookBodyText, webhookPayloadText } from "./webhook-signature";

describe("webhook signature", () => {
  const data = { bookingId: "bk_1", providerId: "p", note: 'grüße \u2028 "quoted"' };
  const payload = webhookPayloadText("booking.created", "2026-11-22T09:00:00.000Z", data);

  it("signs exactly JSON.stringify({event, timestamp, data}) with lowercase hex", () => {
    const signature = signWebhookPayload("s3cret", payload);
    const expected = createHmac("sha256", "s3cret").update(Buffer.from(payload, "utf8")).digest("hex");
    expect(signature).toBe(`sha256=${expected}`);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it("builds a body equal to JSON.stringify with the signature appended", () => {
    const signature = signWebhookPayload("s3cret", payload);
    const body = webhookBodyText(payload, signature);
    expect(body).toBe(JSON.stringify({ event: "booking.created", timestamp: "2026-11-22T09:00:00.000Z", data, signature }));
    const { signature: _s, ...rest } = JSON.parse(body) as Record<string, unknown>;
    expect(JSON.stringify(rest)).toBe(payload);
  });

  it("verifies like a receiver would and rejects tampering or a wrong secret", () => {
    const body = webhookBodyText(payload, signWebhookPayload("s3cret", payload));
    expect(verifyWebhookBody("s3cret", body)).toBe(true);
    expect(verifyWebhookBody("other", body)).toBe(false);
    expect(verifyWebhookBody("s3cret", body.replace("bk_1", "bk_2"))).toBe(false);
    expect(verifyWebhookBody("s3cret", "not json")).toBe(false);
  });
});
