// Load generation with autocannon over loopback, and the figures the report shows.
import autocannon from "autocannon";

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** Builds each request's path and body (for unique bookings). */
  next?: () => { path: string; body?: string };
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? "GET",
    headers: { ...options.headers, ...(options.method === "POST" ? { "content-type": "application/json" } : {}) },
    connections: options.connections,
    duration: options.seconds,
    ...(options.next
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                const { path, body } = options.next!();
                return { ...request, path, ...(body === undefined ? {} : { body }) };
              },
            },
          ],
        }
      : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Sequential requests at concurrency 1: the median and p90 of the time each took (ms). */
export async function sequentialTimings(url: string, headers: Record<string, string>, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p90: times[Math.floor(times.length * 0.9)]! };
}
