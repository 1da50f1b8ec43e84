// Verifying webhook deliveries: `signature` is `sha256=` + the lowercase hex
// HMAC-SHA256, keyed with the webhook's secret, of exactly `JSON.stringify({event, timestamp, data})`
// — the received body without its `signature` member. Web Crypto only, so it runs in Node.js 20+,
// Deno, Bun, edge runtimes and browsers alike; the comparison is Web Crypto's constant-time
// HMAC verify.
import type { WebhookEventName, WebhookPayloads } from "./events";

/**
 * A verified delivery: `{event, timestamp, data}`, where `data` is fixed by `event` — check
 * `event` and TypeScript knows the fields, e.g. `if (e.event === "booking.cancelled") e.data.reason`.
 * `WebhookEvent<"booking.created">` is that one event's.
 */
export type WebhookEvent<E extends WebhookEventName = WebhookEventName> = {
  [K in E]: { event: K; timestamp: string; data: WebhookPayloads[K] };
}[E];

/** A delivery's body as sent: the event and its `signature` (see above). */
export type WebhookBody<E extends WebhookEventName = WebhookEventName> = WebhookEvent<E> & { signature: string };

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

const SIGNATURE = /^sha256=([0-9a-f]{64})$/;
const encoder = new TextEncoder();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function headerValue(headers: HeaderBag, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function parseBody(body: string | Uint8Array | WebhookEvent): Record<string, unknown> | null {
  if (typeof body !== "string" && !(body instanceof Uint8Array)) return isRecord(body) ? body : null;
  try {
    const parsed: unknown = JSON.parse(typeof body === "string" ? body : new TextDecoder().decode(body));
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Verifies a delivery and returns its event, or null when the signature is missing or wrong.
 * `body` is the raw request body (string or bytes; a parsed object works too). `signature` is the
 * `X-Webhook-Signature` header value, or the request's headers; without it, the body's own
 * `signature` member is checked. When both are present they must agree.
 */
export async function readWebhook(
  secret: string,
  body: string | Uint8Array | WebhookEvent,
  signature?: string | HeaderBag | null,
): Promise<WebhookEvent | null> {
  const parsed = parseBody(body);
  if (!parsed || typeof parsed.event !== "string" || typeof parsed.timestamp !== "string" || !isRecord(parsed.data)) return null;
  const fromHeader = typeof signature === "string" ? signature : signature ? headerValue(signature, "x-webhook-signature") : undefined;
  const fromBody = typeof parsed.signature === "string" ? parsed.signature : undefined;
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody) return null;
  const hex = SIGNATURE.exec((fromHeader ?? fromBody ?? "").trim())?.[1];
  if (hex === undefined || !secret) return null;
  // Typed by its name: once the signature checks out, the service wrote this event.
  const event = { event: parsed.event, timestamp: parsed.timestamp, data: parsed.data } as WebhookEvent;
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  const valid = await crypto.subtle.verify("HMAC", key, hexToBytes(hex), encoder.encode(JSON.stringify(event)));
  return valid ? event : null;
}

/** `await verifyWebhook(secret, rawBody)` (optionally with the `X-Webhook-Signature` header or the headers) → true when authentic. */
export async function verifyWebhook(
  secret: string,
  body: string | Uint8Array | WebhookEvent,
  signature?: string | HeaderBag | null,
): Promise<boolean> {
  return (await readWebhook(secret, body, signature)) !== null;
}
