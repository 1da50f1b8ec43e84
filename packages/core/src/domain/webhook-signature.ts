// The signed webhook body: `signature` is `sha256=` + lowercase hex HMAC-SHA256,
// keyed with the webhook's secret, of exactly JSON.stringify({event, timestamp, data}) — the body
// text without its signature member.
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_PREFIX = "sha256=";

/** The text that is signed. Stored once per delivery so every retry sends the same bytes. */
export function webhookPayloadText(event: string, timestamp: string, data: Record<string, unknown>): string {
  return JSON.stringify({ event, timestamp, data });
}

export function signWebhookPayload(secret: string, payloadText: string): string {
  return SIGNATURE_PREFIX + createHmac("sha256", secret).update(payloadText, "utf8").digest("hex");
}

/** The body sent: the payload with `signature` appended, i.e. JSON.stringify({event, timestamp, data, signature}). */
export function webhookBodyText(payloadText: string, signature: string): string {
  if (!payloadText.startsWith("{") || !payloadText.endsWith("}")) throw new Error("payload must be a JSON object text");
  const inner = payloadText.slice(1, -1);
  return `{${inner}${inner.length ? "," : ""}"signature":${JSON.stringify(signature)}}`;
}

/** What a receiver does: recompute over the body without `signature` and compare in constant time. */
export function verifyWebhookBody(secret: string, bodyText: string): boolean {
  let parsed: { event?: unknown; timestamp?: unknown; data?: unknown; signature?: unknown };
  try {
    parsed = JSON.parse(bodyText) as typeof parsed;
  } catch {
    return false;
  }
  if (typeof parsed.signature !== "string" || typeof parsed.event !== "string" || typeof parsed.timestamp !== "string") return false;
  const expected = signWebhookPayload(secret, JSON.stringify({ event: parsed.event, timestamp: parsed.timestamp, data: parsed.data }));
  const a = Buffer.from(expected);
  const b = Buffer.from(parsed.signature);
  return a.length === b.length && timingSafeEqual(a, b);
}
