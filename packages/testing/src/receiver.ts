// A real HTTP receiver on loopback for webhook tests: records every request (raw body and
// headers) and answers with whatever status the test chooses.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: number;
}

export interface HttpReceiver {
  url: string;
  requests: ReceivedRequest[];
  /** Decides the answer per request (default 200). */
  respond: (request: ReceivedRequest, index: number) => number | { status: number; delayMs?: number; headers?: Record<string, string> };
  /** Resolves once `count` requests (optionally matching) have arrived. */
  waitFor(count: number, options?: { timeoutMs?: number; filter?: (r: ReceivedRequest) => boolean }): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export async function startHttpReceiver(): Promise<HttpReceiver> {
  const requests: ReceivedRequest[] = [];
  const receiver: HttpReceiver = {
    url: "",
    requests,
    respond: () => 200,
    async waitFor(count, options = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 15_000);
      const matching = () => (options.filter ? requests.filter(options.filter) : requests);
      while (matching().length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} requests, got ${matching().length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return matching();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const request: ReceivedRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        receivedAt: Date.now(),
      };
      requests.push(request);
      const answer = receiver.respond(request, requests.length - 1);
      const { status, delayMs, headers } = typeof answer === "number" ? { status: answer, delayMs: 0, headers: {} } : answer;
      setTimeout(() => {
        if (!res.destroyed) res.writeHead(status, { "content-type": "text/plain", ...headers }).end("ok");
      }, delayMs ?? 0);
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  receiver.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return receiver;
}
