// One HTTP attempt of a webhook delivery: POST the signed body, no redirects, a hard timeout,
// and (unless private targets are allowed) an agent that re-checks the address the host name
// resolved to before connecting, so DNS cannot point a registered URL at an internal service.
import http from "node:http";
import https from "node:https";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";
import { checkWebhookUrl } from "../domain/webhook-targets";

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
  error?: string;
  /** A permanent refusal (the target is not allowed): retrying cannot help. */
  blocked?: boolean;
}

// Connections are kept alive between deliveries to the same receiver (a new TCP and TLS
// handshake per event would dominate the cost of a delivery). The filtering agent checks the
// address when it connects, so a reused connection goes only to an address that was allowed.
// At most 128 connections per receiver and worker (more deliveries to one receiver wait for a
// free one: WEBHOOK_CONCURRENCY of them run at once, 100 by default); as many may stay open idle
// as may be in use: with fewer, a busy receiver's connections would be closed and reopened
// between deliveries.
const keepAlive = { keepAlive: true, maxSockets: 128, maxFreeSockets: 128, scheduling: "lifo" as const };
const filterOptions = { allowPrivateIPAddress: false, allowMetaIPAddress: false, ...keepAlive };
const safeAgents = { http: new RequestFilteringHttpAgent(filterOptions), https: new RequestFilteringHttpsAgent(filterOptions) };
const plainAgents = { http: new http.Agent(keepAlive), https: new https.Agent(keepAlive) };

const MAX_RESPONSE_BYTES = 64 * 1024;

export const WEBHOOK_USER_AGENT = "booking-service-webhooks/1.0";

export async function sendWebhook(request: WebhookRequest): Promise<WebhookAttemptResult> {
  const result = await sendOnce(request);
  // A kept-alive connection the receiver closed just as it was reused fails before the request
  // was read: send once more on a fresh connection rather than count it as a failed attempt.
  return result.staleConnection ? sendOnce(request) : result;
}

function sendOnce(request: WebhookRequest): Promise<WebhookAttemptResult & { staleConnection?: boolean }> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // Literal addresses are refused here; names are resolved and checked by the agent, which
  // refuses to connect to a non-public address whatever name led to it.
  const problem = checkWebhookUrl(request.url, request.allowPrivate, false);
  if (problem) {
    return Promise.resolve({ ok: false, statusCode: null, durationMs: elapsed(), error: `target refused: ${problem.message}`, blocked: true });
  }
  const url = new URL(request.url);
  const isHttps = url.protocol === "https:";
  const agents = request.allowPrivate ? plainAgents : safeAgents;
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
      const blocked = /is not allowed|private IP address|meta IP address/i.test(error.message);
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
