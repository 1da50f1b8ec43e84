// One HTTP attempt of a webhook delivery: POST the signed body, no redirects, a hard timeout,
// and (unless private targets are allowed) the connect-time address guard of outbound/guard.ts.
import http from "node:http";
import https from "node:https";
import { checkWebhookUrl } from "../domain/outbound-targets";
import { guardedLookup, systemResolver, TargetRefusedError, type Resolver } from "../outbound/guard";

export interface WebhookRequest {
  url: string;
  event: string;
  deliveryId: string;
  /** The exact body text (signed payload plus `signature`). */
  body: string;
  signature: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

export interface WebhookAttemptResult {
  /** True for a 2xx answer within the timeout. */
  ok: boolean;
  /** The HTTP status, or null when no answer came (refused, timed out, blocked). */
  statusCode: number | null;
  durationMs: number;
  /** What went wrong, in detail: for the server's logs (see publicAttemptError for clients). */
  error?: string;
  /** A permanent refusal (the target is not allowed): retrying cannot help. */
  blocked?: boolean;
}

// Connections are kept alive between deliveries to the same receiver (a new TCP and TLS
// handshake per event would dominate the cost of a delivery). The guarded lookup runs when a
// connection is opened, so a reused connection goes only to an address that was allowed.
// At most 128 connections per receiver and worker (more deliveries to one receiver wait for a
// free one: WEBHOOK_CONCURRENCY of them run at once, 100 by default); as many may stay open idle
// as may be in use: with fewer, a busy receiver's connections would be closed and reopened
// between deliveries.
const keepAlive = { keepAlive: true, maxSockets: 128, maxFreeSockets: 128, scheduling: "lifo" as const };
const guarded = { ...keepAlive, lookup: guardedLookup(systemResolver) };
const safeAgents = { http: new http.Agent(guarded), https: new https.Agent(guarded) };
const plainAgents = { http: new http.Agent(keepAlive), https: new https.Agent(keepAlive) };

export interface SendOptions {
  /**
   * Resolves host names instead of the system resolver (tests: a name that resolves to a chosen
   * address). The same check applies; connections are not kept for reuse.
   */
  resolver?: Resolver;
}

const MAX_RESPONSE_BYTES = 64 * 1024;

export const WEBHOOK_USER_AGENT = "booking-service-webhooks/1.0";

export async function sendWebhook(request: WebhookRequest, options: SendOptions = {}): Promise<WebhookAttemptResult> {
  const result = await sendOnce(request, options);
  // A kept-alive connection the receiver closed just as it was reused fails before the request
  // was read: send once more on a fresh connection rather than count it as a failed attempt.
  return result.staleConnection ? sendOnce(request, options) : result;
}

function agentsFor(request: WebhookRequest, options: SendOptions) {
  if (request.allowPrivate) return plainAgents;
  if (!options.resolver) return safeAgents;
  const lookup = guardedLookup(options.resolver);
  return { http: new http.Agent({ lookup }), https: new https.Agent({ lookup }) };
}

function sendOnce(request: WebhookRequest, options: SendOptions): Promise<WebhookAttemptResult & { staleConnection?: boolean }> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // Literal addresses are refused here (a socket does not look them up); names are resolved and
  // checked by the agents' lookup, which refuses a non-public address whatever name led to it.
  const problem = checkWebhookUrl(request.url, request.allowPrivate, false);
  if (problem) {
    return Promise.resolve({
      ok: false,
      statusCode: null,
      durationMs: elapsed(),
      error: `target refused: ${problem.message}`,
      blocked: true,
    });
  }
  const url = new URL(request.url);
  const isHttps = url.protocol === "https:";
  const agents = agentsFor(request, options);
  const payload = Buffer.from(request.body, "utf8");

  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<WebhookAttemptResult, "durationMs"> & { staleConnection?: boolean }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const req = (isHttps ? https : http).request(url, {
      method: "POST",
      agent: isHttps ? agents.https : agents.http,
      headers: {
        "content-type": "application/json",
        "content-length": payload.length,
        "user-agent": WEBHOOK_USER_AGENT,
        "x-webhook-signature": request.signature,
        "x-webhook-event": request.event,
        "x-webhook-delivery": request.deliveryId,
      },
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`timed out after ${request.timeoutMs} ms`));
    }, request.timeoutMs);
    req.on("response", (res) => {
      const status = res.statusCode ?? 0;
      let received = 0;
      res.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > MAX_RESPONSE_BYTES) res.destroy();
      });
      const done = () => {
        if (status >= 200 && status < 300) finish({ ok: true, statusCode: status });
        else if (status >= 300 && status < 400) finish({ ok: false, statusCode: status, error: `redirect (HTTP ${status}) not followed` });
        else finish({ ok: false, statusCode: status, error: `HTTP ${status}` });
      };
      res.on("end", done);
      res.on("close", done);
      res.on("error", done);
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      const blocked = error instanceof TargetRefusedError;
      finish({
        staleConnection: req.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE"),
        ok: false,
        statusCode: null,
        error: blocked ? `target refused: ${error.message}` : error.code ? `${error.code}: ${error.message}` : error.message,
        blocked,
      });
    });
    req.end(payload);
  });
}
