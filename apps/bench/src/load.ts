// Load generation with autocannon over loopback, and the figures the report shows.
import http from "node:http";
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
  /** Builds each request's path and body (for unique bookings), and headers of its own if any (another key). */
  next?: () => { path: string; body?: string; headers?: Record<string, string> };
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const next = options.next;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? "GET",
    headers: { ...options.headers, ...(options.method === "POST" ? { "content-type": "application/json" } : {}) },
    connections: options.connections,
    duration: options.seconds,
    // As HTTP clients do, a connection is replaced now and then: the service closes a connection
    // after MAX_REQUESTS_PER_CONNECTION requests (1000 by default, so that load balancers spread
    // clients), which autocannon would otherwise keep using and be answered 503. The same for both.
    reconnectRate: 500,
    ...(next
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                const { path, body, headers } = next();
                return {
                  ...request,
                  path,
                  ...(body === undefined ? {} : { body }),
                  ...(headers === undefined ? {} : { headers: { ...request.headers, ...headers } }),
                };
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

/**
 * The n-th booking of a creation load, always on a free slot: the staff members in turn, each
 * booked half-hour after half-hour from 2032-01-01 on.
 */
/**
 * The `n`th booking request of a run: member n mod the members, each member's next free half hour
 * from 2032 on (with `perStart` > 1, as many requests for each member and start: class seats).
 */
export function bookingRequest(
  n: number,
  staffIds: string[],
  customerIds: string[],
  serviceId: string,
  perStart = 1,
): { path: string; body: string } {
  const start = new Date(Date.UTC(2032, 0, 1) + Math.floor(n / (staffIds.length * perStart)) * 30 * 60_000);
  return {
    path: "/v1/bookings",
    body: JSON.stringify({
      customerId: customerIds[n % customerIds.length],
      serviceId,
      staffId: staffIds[n % staffIds.length],
      dateTime: start.toISOString(),
    }),
  };
}

/**
 * The `n`th visit of two `serviceId`s back to back on free hours of 2032 (one visit an hour per
 * member): both for one member, or ("two members") the first for member n and the second for the
 * member after it, as a salon's front desk books a cut by one stylist and a colour by another.
 * Two-member visits start in 2034, so the two kinds never meet on the same members.
 */
export function visitRequest(
  n: number,
  staffIds: string[],
  customerIds: string[],
  serviceId: string,
  members: "one member" | "two members" = "one member",
): { path: string; body: string } {
  const year = members === "one member" ? 2032 : 2034;
  const start = new Date(Date.UTC(year, 0, 1) + Math.floor(n / staffIds.length) * 60 * 60_000);
  const staffId = staffIds[n % staffIds.length];
  const secondStaffId = members === "one member" ? staffId : staffIds[(n + 1) % staffIds.length];
  return {
    path: "/v1/visits",
    body: JSON.stringify({
      customerId: customerIds[n % customerIds.length],
      start: start.toISOString(),
      items: [
        { serviceId, staffId },
        { serviceId, staffId: secondStaffId },
      ],
    }),
  };
}

/** Occurrences of a benchmarked series: a weekly rule of a year, the most a series may have. */
export const SERIES_OCCURRENCES = 52;
/** Half hours a member's week offers series (08:00-19:30 local, every day): far from the night a clock change skips. */
const SERIES_STARTS_A_WEEK = 7 * 24;

/**
 * The `n`th series of a run: member n mod the members, each member's next free weekly start (a
 * half hour from 08:00 to 19:30 in Berlin, Monday to Sunday) of a year from Monday 2033-01-03 on,
 * and once a member's week is full, the same starts a year (52 weeks) later. Every occurrence
 * keeps its local time, so no two series of a member ever meet, and none meets other members' bookings.
 */
export function seriesRequest(
  n: number,
  staffIds: string[],
  customerIds: string[],
  serviceId: string,
  dryRun: boolean,
): { path: string; body: string } {
  const k = Math.floor(n / staffIds.length);
  const year = Math.floor(k / SERIES_STARTS_A_WEEK);
  const inWeek = k % SERIES_STARTS_A_WEEK;
  const day = Math.floor(inWeek / 24);
  const halfHour = inWeek % 24;
  // 08:00 in Berlin in winter (UTC+1) is 07:00 UTC; each year's first week starts in January.
  const start = new Date(Date.UTC(2033, 0, 3, 7) + (year * 364 + day) * 86_400_000 + halfHour * 30 * 60_000);
  return {
    path: "/v1/series",
    body: JSON.stringify({
      serviceId,
      staffId: staffIds[n % staffIds.length],
      customerId: customerIds[n % customerIds.length],
      start: start.toISOString(),
      rule: { frequency: "weekly", interval: 1, count: SERIES_OCCURRENCES },
      mode: "all",
      dryRun,
    }),
  };
}

/**
 * Sequential requests at concurrency 1 over one kept-alive connection, asking for a compressed
 * answer as a browser does: the median and p90 of the time from sending each request to its last
 * byte (ms), after as many untimed requests first. Those warm the service as the load runs' warm-up
 * does: each pooled connection prepares its named statements, and PostgreSQL plans a prepared
 * statement afresh for its first five runs on a connection (milliseconds for availability's
 * queries) before it keeps a plan. Timed with node:http, as autocannon times the load runs: fetch
 * adds about 2 ms of its own to every request (its streams and the decompression), which is the
 * client's cost, not the service's.
 */
export async function sequentialTimings(url: string, headers: Record<string, string>, count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      http
        .get(url, { agent, headers: { "accept-encoding": "gzip, br", ...headers } }, (response) => {
          response.resume();
          response.on("end", () =>
            response.statusCode === 200
              ? resolve(performance.now() - started)
              : reject(new Error(`${url} answered ${response.statusCode}`)),
          );
        })
        .on("error", reject);
    });
  const times: number[] = [];
  try {
    for (let i = 0; i < count; i++) await once();
    for (let i = 0; i < count; i++) times.push(await once());
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  return { median: sampleAt(times, Math.floor(times.length / 2)), p90: sampleAt(times, Math.floor(times.length * 0.9)) };
}

/** The value at `index` of a sorted list of samples; throws if there is none (a list of samples is never empty). */
export function sampleAt(sorted: readonly number[], index: number): number {
  const value = sorted[index];
  if (value === undefined) throw new Error(`no sample at index ${index} of a list of ${sorted.length} samples`);
  return value;
}

/** The bytes of one answer on the wire: as it is, and compressed with gzip and with br (as asked for). */
export async function answerSizes(url: string, headers: Record<string, string>) {
  const bytes = (encoding: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get(url, { headers: { ...headers, "accept-encoding": encoding } }, (response) => {
          let length = 0;
          response.on("data", (chunk: Buffer) => (length += chunk.length));
          response.on("end", () =>
            response.statusCode === 200 ? resolve(length) : reject(new Error(`${url} answered ${response.statusCode}`)),
          );
        })
        .on("error", reject);
    });
  return { identity: await bytes("identity"), gzip: await bytes("gzip"), br: await bytes("br") };
}

/**
 * Where two JSON answers differ in shape (the keys of every object, the kind of every value, the
 * first element of arrays both have), or null when they agree: the baseline must answer what the
 * service answers, or the comparison flatters one side.
 */
export function shapeDifference(a: unknown, b: unknown, at = "$"): string | null {
  const kind = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);
  if (kind(a) !== kind(b)) return `${at}: ${kind(a)} against ${kind(b)}`;
  if (Array.isArray(a) && Array.isArray(b)) return a.length > 0 && b.length > 0 ? shapeDifference(a[0], b[0], `${at}[0]`) : null;
  if (kind(a) !== "object") return null;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    if (!(key in left) || !(key in right)) return `${at}.${key}: only in the ${key in left ? "first" : "second"} answer`;
    const inner = shapeDifference(left[key], right[key], `${at}.${key}`);
    if (inner) return inner;
  }
  return null;
}

/** The status and JSON of one request. */
export async function answerOf(url: string, init: { method?: "GET" | "POST"; headers: Record<string, string>; body?: string }) {
  const response = await fetch(url, {
    method: init.method ?? "GET",
    headers: { ...init.headers, ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
    body: init.body,
  });
  return { status: response.status, json: await response.json() };
}
