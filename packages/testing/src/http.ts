/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the server sent; tests assert on them */
// A small fetch client for tests: real HTTP against the server on its ephemeral port.
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sent as-is (not JSON-encoded) when a string. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  key?: string | null;
}

export function apiClient(baseUrl: string, defaultKey?: string) {
  async function request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const url = new URL(path, baseUrl);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = { ...options.headers };
    const key = options.key === undefined ? defaultKey : options.key;
    if (key && headers.authorization === undefined) headers.authorization = `Bearer ${key}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: tests can look at `text`.
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }
  return {
    request,
    get: <T = any>(path: string, options?: RequestOptions) => request<T>("GET", path, options),
    post: <T = any>(path: string, body?: unknown, options?: RequestOptions) => request<T>("POST", path, { ...options, body }),
    patch: <T = any>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PATCH", path, { ...options, body }),
    put: <T = any>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PUT", path, { ...options, body }),
    delete: <T = any>(path: string, options?: RequestOptions) => request<T>("DELETE", path, options),
    withKey: (key: string | undefined) => apiClient(baseUrl, key),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

export interface RawAnswer {
  /** 0 when the server closed the connection without answering. */
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  text: string;
  body: any;
  /** From the first byte written to the connection's close. */
  closedAfterMs: number;
}

/**
 * Writes `request` byte for byte on a new TCP connection (an absolute-form target, a request that
 * never finishes) and reads until the server closes it; parses the first answer. Rejects when the
 * connection is still open after `timeoutMs`: a server that holds it is the failure under test.
 */
export async function rawHttp(baseUrl: string, request: string, options: { timeoutMs?: number } = {}): Promise<RawAnswer> {
  const { createConnection } = await import("node:net");
  const url = new URL(baseUrl);
  const timeoutMs = options.timeoutMs ?? 10_000;
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    const socket = createConnection({ host: url.hostname, port: Number(url.port) }, () => socket.write(request));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for more than ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString("utf8");
      const split = raw.indexOf("\r\n\r\n");
      const head = split < 0 ? raw : raw.slice(0, split);
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      let text = split < 0 ? "" : raw.slice(split + 4);
      if (headers["content-length"] !== undefined) text = text.slice(0, Number(headers["content-length"]));
      else if (/chunked/i.test(headers["transfer-encoding"] ?? "")) text = dechunk(text);
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        text,
        body,
        closedAfterMs: Date.now() - started,
      });
    });
  });
}

/** The body of a chunked transfer encoding. */
function dechunk(text: string): string {
  let body = "";
  let rest = text;
  for (;;) {
    const end = rest.indexOf("\r\n");
    const size = end < 0 ? 0 : parseInt(rest.slice(0, end), 16);
    if (!size) return body;
    body += rest.slice(end + 2, end + 2 + size);
    rest = rest.slice(end + 2 + size + 2);
  }
}
