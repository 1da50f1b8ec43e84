// Scenario 3's "availability as a client sees it" (issue 48, item 11): one 30-minute service over
// members who work 09:00–18:00 every day of the week with no breaks, a 5-minute grid, 1,000
// bookings among them inside their hours over the 31 days asked, asked for those 31 days with a
// public key and `Accept-Encoding: br` only, timed as a client times it: from sending the request
// to the last byte of the decoded (decompressed) answer. Two salons of their own: 200 members and
// 10 members, each with its 1,000 bookings. Beside that, per request and interleaved so a slow
// spell of the machine hits each alike, where the time goes: the answer's headers (the server's
// work before its first byte), the last byte on the wire, the last byte decoded; the same request
// with `Accept-Encoding: identity` (no compression on either side); and undici's fetch.
import http from "node:http";
import zlib from "node:zlib";
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { createApiKey } from "@booking/core";
import { insertSalon, insertStaff } from "./seed";
import { sampleAt } from "./load";

/** The members' hours: 09:00–18:00 local, Monday to Sunday, no breaks. */
export const OPEN_FROM_MINUTES = 9 * 60;
export const OPEN_UNTIL_MINUTES = 18 * 60;
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
export const EVERY_DAY_9_TO_6 = JSON.stringify(
  Object.fromEntries(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [
      d,
      { start: hhmm(OPEN_FROM_MINUTES), end: hhmm(OPEN_UNTIL_MINUTES) },
    ]),
  ),
);
export const CLIENT_VIEW_DAYS = 31;
export const CLIENT_VIEW_BOOKINGS = 1_000;
export const CLIENT_VIEW_SLOT_MINUTES = 5;
export const CLIENT_VIEW_SERVICE_MINUTES = 30;
/** Starts a member's day offers on the grid when nothing is booked: 09:00, 09:05, …, 17:30. */
export const STARTS_A_DAY = (OPEN_UNTIL_MINUTES - OPEN_FROM_MINUTES - CLIENT_VIEW_SERVICE_MINUTES) / CLIENT_VIEW_SLOT_MINUTES + 1;
const ZONE = "Europe/Berlin";

export interface ClientViewSalon {
  members: number;
  bookings: number;
  serviceId: string;
  publicKey: string;
  from: string;
  to: string;
}

export interface PlacedBooking {
  /** 0-based member. */
  member: number;
  /** Days after the first day asked for (0 to days − 1). */
  day: number;
  /** Local start, minutes after midnight (on the half hour, inside the member's hours). */
  startMinute: number;
}

/**
 * Where `count` bookings of `lengthMinutes` go among `members` members over `days` days: each
 * member gets an equal share (the first ones one more when it does not divide), spread over the
 * days (each member's share starts on a day of its own), at half hours of 09:00–18:00 that differ
 * from member to member, and never two of one member at once (the exclusion constraint refuses
 * overlaps). Every booking lies inside its member's hours, so every one of them takes starts away.
 */
export function placeBookings(members: number, count: number, days: number, lengthMinutes = CLIENT_VIEW_SERVICE_MINUTES): PlacedBooking[] {
  const perDay = Math.floor((OPEN_UNTIL_MINUTES - OPEN_FROM_MINUTES) / lengthMinutes);
  if (count > members * days * perDay) throw new Error(`${count} bookings do not fit ${members} members' ${days} days`);
  const placed: PlacedBooking[] = [];
  for (let member = 0; member < members; member++) {
    const share = Math.floor(count / members) + (member < count % members ? 1 : 0);
    const taken = new Set<number>();
    for (let j = 0; j < share; j++) {
      let day = (member + Math.floor((j * days) / share)) % days;
      let half = (member * 7 + j * 5) % perDay;
      while (taken.has(day * perDay + half)) {
        half = (half + 1) % perDay;
        if (half === (member * 7 + j * 5) % perDay) day = (day + 1) % days;
      }
      taken.add(day * perDay + half);
      placed.push({ member, day, startMinute: OPEN_FROM_MINUTES + half * lengthMinutes });
    }
  }
  return placed;
}

/** The local date in Berlin `days` days after `now`. */
export function berlinDate(now: Date, days = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(now.getTime() + days * 86_400_000),
  );
}

/**
 * A salon of `members` members working 09:00–18:00 every day, its 30-minute service offered by
 * all of them on a 5-minute grid, CLIENT_VIEW_BOOKINGS bookings among them over the 31 days from
 * tomorrow (a public key is held to the minimum notice: tomorrow is clear of it), and a public key.
 */
async function seedSalon(db: Kysely<Database>, members: number): Promise<ClientViewSalon> {
  const name = `client${members}`;
  const { providerId, serviceId, customerIds } = await insertSalon(db, name, 100, {
    name: `Bench Open Week ${members}`,
    slotMinutes: CLIENT_VIEW_SLOT_MINUTES,
  });
  const prefix = `staff_${name}_`;
  await insertStaff(db, providerId, prefix, members, [serviceId], EVERY_DAY_9_TO_6);
  const from = berlinDate(new Date(), 1);
  const placed = placeBookings(members, CLIENT_VIEW_BOOKINGS, CLIENT_VIEW_DAYS);
  // Local dates and times made instants by PostgreSQL in the provider's zone (a clock change inside the month included).
  await sql`
    INSERT INTO bookings (provider_id, id, customer_id, service_id, staff_id, starts_at, ends_at, occupied_from, occupied_until,
                          status, payment_amount_cents)
    SELECT ${providerId}, ${`bk_${name}_`} || b.n, (${customerIds}::text[])[1 + b.n % ${customerIds.length}], ${serviceId},
           ${prefix} || (b.member + 1), b.starts_at, b.starts_at + ${`${CLIENT_VIEW_SERVICE_MINUTES} minutes`}::interval,
           b.starts_at, b.starts_at + ${`${CLIENT_VIEW_SERVICE_MINUTES} minutes`}::interval,
           CASE WHEN b.n % 10 = 0 THEN 'confirmed' ELSE 'pending' END, 2500
    FROM (
      SELECT p.n, p.member, ((${from}::date + p.day) + make_interval(mins => p.minute)) AT TIME ZONE ${ZONE} AS starts_at
      FROM unnest(${placed.map((p) => p.member)}::int[], ${placed.map((p) => p.day)}::int[], ${placed.map((p) => p.startMinute)}::int[])
           WITH ORDINALITY AS p(member, day, minute, n)
    ) b`.execute(db);
  const publicKey = await createApiKey(db, { providerId, audience: "public", plan: "default", rateLimit: 1_000_000_000 });
  const to = new Date(Date.parse(`${from}T00:00:00Z`) + (CLIENT_VIEW_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return { members, bookings: placed.length, serviceId, publicKey: publicKey.apiKey, from, to };
}

/**
 * The two salons of the item, 200 members and 10 members, each with 1,000 bookings among them;
 * after the bench's own seed, whose statistics are then brought up to date for the tables written.
 */
export async function seedClientView(db: Kysely<Database>): Promise<{ large: ClientViewSalon; small: ClientViewSalon }> {
  const seeded = { large: await seedSalon(db, 200), small: await seedSalon(db, 10) };
  await sql`ANALYZE providers, services, customers, staff, staff_services, bookings, api_keys`.execute(db);
  return seeded;
}

/** One request's times (ms after it was sent) and sizes. */
export interface ClientSample {
  /** The answer's status line and headers arrived: the server's work before its first byte, and loopback. */
  headers: number;
  /** The last byte on the wire. */
  lastWireByte: number;
  /** The last byte of the answer decoded (decompressed), as a client reads it: the end to end time. */
  decoded: number;
  wireBytes: number;
  decodedBytes: number;
  encoding: string;
  body: Buffer;
}

/** One GET over `agent`, timed to the last byte of its decoded answer (br and gzip decoded with node:zlib, as clients do). */
function timedGet(agent: http.Agent, url: string, headers: Record<string, string>): Promise<ClientSample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers }, (response) => {
        const headersAt = performance.now() - started;
        const encoding = response.headers["content-encoding"] ?? "identity";
        let wireBytes = 0;
        let lastWireByte = 0;
        response.on("data", (chunk: Buffer) => (wireBytes += chunk.length));
        response.on("end", () => (lastWireByte = performance.now() - started));
        const decoder = encoding === "br" ? zlib.createBrotliDecompress() : encoding === "gzip" ? zlib.createGunzip() : null;
        const decoded = decoder ? response.pipe(decoder) : response;
        const chunks: Buffer[] = [];
        decoded.on("data", (chunk: Buffer) => chunks.push(chunk));
        decoded.on("error", reject);
        decoded.on("end", () => {
          const at = performance.now() - started;
          const body = Buffer.concat(chunks);
          if (response.statusCode !== 200) {
            reject(new Error(`${url} answered ${response.statusCode}: ${body.toString("utf8").slice(0, 300)}`));
            return;
          }
          resolve({ headers: headersAt, lastWireByte, decoded: at, wireBytes, decodedBytes: body.length, encoding, body });
        });
      })
      .on("error", reject);
  });
}

/** One GET with undici's fetch (what a Node.js client or a browser-like client calls), timed to the decoded answer's last byte. */
async function timedFetch(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  const at = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status} to fetch (${body.byteLength} bytes)`);
  return at;
}

const percentileOf = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sampleAt(sorted, Math.min(sorted.length - 1, Math.floor(sorted.length * p)));
};

export interface ClientViewTimings {
  /** `Accept-Encoding: br`: p50 and p90 of each moment. */
  br: { headers: number; lastWireByte: number; decodedP50: number; decodedP90: number };
  /** `Accept-Encoding: identity`: nothing compressed or decoded. */
  identity: { headers: number; lastByteP50: number; lastByteP90: number };
  /** undici's fetch with `Accept-Encoding: br`, the body read whole. */
  fetch: { p50: number; p90: number };
  /** Sizes of the answer: on the wire with br, and as JSON. */
  brBytes: number;
  jsonBytes: number;
  /** Slots (start times) in the answer, and its days. */
  slots: number;
  days: number;
  samples: number;
}

/**
 * `warm` untimed rounds, then `count` timed rounds; each round asks once with `Accept-Encoding:
 * br` over a kept-alive node:http connection (the item's measure), once with identity over
 * another, and once with fetch, in turn, so that drift of the machine hits the three alike.
 */
export async function clientViewTimings(
  apiUrl: string,
  salon: Pick<ClientViewSalon, "serviceId" | "publicKey" | "from" | "to">,
  options: { warm: number; count: number },
): Promise<ClientViewTimings> {
  const url = `${apiUrl}/v1/availability?serviceId=${salon.serviceId}&from=${salon.from}&to=${salon.to}`;
  const auth = { authorization: `Bearer ${salon.publicKey}` };
  const brAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const plainAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const br: ClientSample[] = [];
  const identity: ClientSample[] = [];
  const fetched: number[] = [];
  try {
    for (let i = 0; i < options.warm + options.count; i++) {
      const a = await timedGet(brAgent, url, { ...auth, "accept-encoding": "br" });
      const b = await timedGet(plainAgent, url, { ...auth, "accept-encoding": "identity" });
      const c = await timedFetch(url, { ...auth, "accept-encoding": "br" });
      if (a.encoding !== "br") throw new Error(`asked for br, the service answered with ${a.encoding}`);
      if (b.encoding !== "identity") throw new Error(`asked for identity, the service answered with ${b.encoding}`);
      if (i < options.warm) continue;
      br.push(a);
      identity.push(b);
      fetched.push(c);
    }
  } finally {
    brAgent.destroy();
    plainAgent.destroy();
  }
  const last = br.at(-1);
  if (last === undefined) throw new Error("no timed requests");
  const answer = JSON.parse(last.body.toString("utf8")) as {
    data: { days: { date: string; slots: unknown[] }[]; nextFrom?: string; staffIdsOmitted?: boolean };
  };
  if (answer.data.nextFrom !== undefined) throw new Error(`the answer stopped before ${salon.to} (nextFrom ${answer.data.nextFrom})`);
  const at = (samples: ClientSample[], moment: "headers" | "lastWireByte" | "decoded", p: number) =>
    percentileOf(
      samples.map((s) => s[moment]),
      p,
    );
  return {
    br: {
      headers: at(br, "headers", 0.5),
      lastWireByte: at(br, "lastWireByte", 0.5),
      decodedP50: at(br, "decoded", 0.5),
      decodedP90: at(br, "decoded", 0.9),
    },
    identity: {
      headers: at(identity, "headers", 0.5),
      lastByteP50: at(identity, "decoded", 0.5),
      lastByteP90: at(identity, "decoded", 0.9),
    },
    fetch: { p50: percentileOf(fetched, 0.5), p90: percentileOf(fetched, 0.9) },
    brBytes: last.wireBytes,
    jsonBytes: last.decodedBytes,
    slots: answer.data.days.reduce((sum, day) => sum + day.slots.length, 0),
    days: answer.data.days.length,
    samples: br.length,
  };
}
