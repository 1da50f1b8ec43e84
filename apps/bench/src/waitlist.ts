// Scenario 12, the waitlist, on a salon of its own (provider "Bench Waitlist", Berlin):
//
// 1. Release → offer with a long line. 10,000 entries wait for one service (inserted with SQL as
//    POST /v1/waitlist writes them: provider-joined, any member, one to two windows, in line order).
//    Almost none suits the times that will be freed (evening or early-morning windows, or dates
//    after them); each freed time suits exactly one entry, and those entries sit from place 5,000
//    on, spread down the line, so every offer walks at least half of it. Bookings of that service
//    are then cancelled through the API with the provider key, one at a time (each offer awaited)
//    and in bursts of 20 at once; each release is timed from its row's created_at (stamped by the
//    API as the cancel's transaction began) to the moment its offer is committed (the release
//    processed with an offer, first seen by the bench polling every POLL_MS). Every offer is
//    checked: a held booking for the entry's customer and a waitlist.offered event in the outbox.
//
// 2. Joining the line beside creating a booking (run.ts, with compare()): POST /v1/waitlist with the
//    provider key, every request a customer and service pair not yet in line (one live entry per
//    customer, service and member, else 409), against POST /v1/bookings on free time of members of
//    its own, in alternating pairs. The joins' lines are spread over JOIN_SERVICES services and
//    grow during the run; the join answers its place in line, counted over the line.
import http from "node:http";
import pg from "pg";
import { sql } from "kysely";
import type { WaitlistWindow } from "@booking/core";
import { createDatabase } from "@booking/db";
import { insertSalon, insertStaff } from "./seed";
import { sampleAt } from "./load";

export const WAITLIST_LINE = 10_000;
/** The place in line of the entry the first freed time suits; the others' follow it, spread down the line. */
export const FIRST_MATCH = 5_000;
export const WAITLIST_BURST = 20;
/** Customers of the salon: the line's are the first WAITLIST_LINE; joins take every one, once per service. */
export const WAITLIST_CUSTOMERS = 20_000;
/** Services the throughput's joins spread over (customers × services pairs, each joined once). */
export const JOIN_SERVICES = 50;
const ZONE = "Europe/Berlin";
const DAY_MS = 86_400_000;
const POLL_MS = 5;
/** Freed times a day: 16 half hours from 08:00 UTC (09:00-17:00 in Berlin in winter, 10:00-18:00 in summer). */
const SLOTS_A_DAY = 16;
/** The first day freed times fall on, from today: far from any notice, well within the 90 days an entry may wait. */
const FIRST_DAY = 7;

export interface LocalSlot {
  startsAt: Date;
  /** The local date and the local start and end, HH:MM, on the salon's clock. */
  date: string;
  startTime: string;
  endTime: string;
}

/** A window as POST /v1/waitlist takes it (and waitlist_entries.windows holds it). */
export type Window = WaitlistWindow;

const localFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The local date (YYYY-MM-DD) and time (HH:MM) of an instant in Berlin. */
export function localOf(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(localFormat.formatToParts(at).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * The `count` times the scenario frees, in the order it frees them: 30-minute half hours from 08:00
 * UTC, SLOTS_A_DAY a day, from FIRST_DAY days after `now` on. No two share a local date and start.
 */
export function releaseSlots(count: number, now: Date): LocalSlot[] {
  const firstDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + FIRST_DAY * DAY_MS;
  return Array.from({ length: count }, (_, k) => {
    const startsAt = new Date(firstDay + Math.floor(k / SLOTS_A_DAY) * DAY_MS + 8 * 3_600_000 + (k % SLOTS_A_DAY) * 30 * 60_000);
    const start = localOf(startsAt);
    return { startsAt, date: start.date, startTime: start.time, endTime: localOf(new Date(startsAt.getTime() + 30 * 60_000)).time };
  });
}

/** The place in line (1: first) of the entry the `k`th freed time suits, of `count`: from FIRST_MATCH on, evenly spread. */
export function matchPlace(k: number, count: number): number {
  const spacing = Math.max(1, Math.min(50, Math.floor((WAITLIST_LINE - FIRST_MATCH) / count)));
  return FIRST_MATCH + k * spacing;
}

/**
 * The windows of the entry at `place` (1-based) in a line whose freed times are `slots`: the one
 * freed time it is to be offered, or windows none of them suits — evening or early-morning times
 * on the days they fall on, or any time on days after them.
 */
export function lineWindows(place: number, slots: LocalSlot[]): Window[] {
  for (let k = 0; k < slots.length; k++) {
    if (matchPlace(k, slots.length) === place) {
      const slot = slots[k];
      if (slot) return [{ from: slot.date, to: slot.date, startTime: slot.startTime, endTime: slot.endTime }];
    }
  }
  const first = slots[0]?.date ?? "2099-01-01";
  const last = slots.at(-1)?.date ?? first;
  const after = (days: number) => new Date(Date.parse(`${last}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  switch (place % 3) {
    case 0:
      return [{ from: first, to: last, startTime: "19:00", endTime: "23:00" }];
    case 1:
      return [
        { from: first, to: last, startTime: "06:00", endTime: "08:30" },
        { from: first, to: last, weekdays: ["MO", "WE", "FR"], startTime: "18:30" },
      ];
    default:
      return [{ from: after(1), to: after(15) }];
  }
}

/**
 * The `n`th join of the throughput run: service n mod the services, customer ⌊n / services⌋ mod
 * the customers, so no pair repeats for customers × services joins (a repeat would be the 409 of a
 * customer already waiting); the lines grow evenly.
 */
export function waitlistJoinRequest(
  n: number,
  serviceIds: string[],
  customerIds: string[],
  window: Window,
): { path: string; body: string } {
  return {
    path: "/v1/waitlist",
    body: JSON.stringify({
      serviceId: serviceIds[n % serviceIds.length],
      customerId: customerIds[Math.floor(n / serviceIds.length) % customerIds.length],
      windows: [window],
    }),
  };
}

export interface WaitlistSalon {
  providerId: string;
  apiKey: string;
  /** The service with the long line, its members (whose bookings are cancelled) and the times freed. */
  lineServiceId: string;
  lineStaffIds: string[];
  slots: LocalSlot[];
  /** The throughput's joins: services with lines of their own, and one window for every join. */
  joinServiceIds: string[];
  joinWindow: Window;
  /** A service whose line starts empty, beside the long line in the one-at-a-time join timing. */
  shortLineServiceId: string;
  /** The throughput's baseline: 1:1 creation on members of its own. */
  createServiceId: string;
  createStaffIds: string[];
  customerIds: string[];
}

/** The salon, its 10,000-entry line and the bookings (made through the API) whose cancellations free `releases` times. */
export async function seedWaitlist(options: {
  databaseUrl: string;
  apiUrl: string;
  releases: number;
  log: (message: string) => void;
}): Promise<WaitlistSalon> {
  const now = new Date();
  const slots = releaseSlots(options.releases, now);
  if (matchPlace(options.releases - 1, options.releases) > WAITLIST_LINE)
    throw new Error(`${options.releases} releases do not fit the line`);
  const handle = createDatabase(options.databaseUrl, { max: 2 });
  let salon: WaitlistSalon;
  try {
    const { providerId, apiKey, serviceId, customerIds } = await insertSalon(handle.db, "wait", WAITLIST_CUSTOMERS, {
      name: "Bench Waitlist",
      plan: "enterprise",
      rateLimit: 1_000_000_000,
    });
    const lineServiceId = "svc_wait_line";
    const shortLineServiceId = "svc_wait_short";
    const joinServiceIds = Array.from({ length: JOIN_SERVICES }, (_, i) => `svc_wait_join${i + 1}`);
    await sql`
      INSERT INTO services (provider_id, id, name, duration_minutes, price_cents)
      SELECT ${providerId}, s, 'Colour ' || s, 30, 4000 FROM unnest(${[lineServiceId, shortLineServiceId, ...joinServiceIds]}::text[]) s`.execute(
      handle.db,
    );
    const lineStaffIds = await insertStaff(handle.db, providerId, "staff_wait_line_", 4, [
      lineServiceId,
      shortLineServiceId,
      ...joinServiceIds,
    ]);
    const createStaffIds = await insertStaff(handle.db, providerId, "staff_wait_create_", 20, [serviceId]);
    const expiresAt = new Date(now.getTime() + 85 * DAY_MS);
    const places = Array.from({ length: WAITLIST_LINE }, (_, i) => i + 1);
    await sql`
      INSERT INTO waitlist_entries (provider_id, id, service_id, staff_id, customer_id, seats, windows, expires_at, joined_by)
      SELECT ${providerId}, 'wl_bench' || t.place, ${lineServiceId}, NULL, t.customer, 1, t.windows, ${expiresAt}, 'provider'
        FROM unnest(${places}::int[], ${places.map((p) => `cus_wait${p}`)}::text[], ${places.map((p) => JSON.stringify(lineWindows(p, slots)))}::jsonb[])
             AS t(place, customer, windows)
       ORDER BY t.place`.execute(handle.db);
    for (const table of ["customers", "services", "staff", "staff_services", "waitlist_entries"]) {
      await sql`ANALYZE ${sql.table(table)}`.execute(handle.db);
    }
    const today = localOf(now).date;
    const inDays = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
    salon = {
      providerId,
      apiKey,
      lineServiceId,
      lineStaffIds,
      slots,
      joinServiceIds,
      joinWindow: { from: inDays(10), to: inDays(40), weekdays: ["TU", "TH", "SA"], startTime: "09:00", endTime: "12:00" },
      shortLineServiceId,
      createServiceId: serviceId,
      createStaffIds,
      customerIds,
    };
  } finally {
    await handle.close();
  }
  // The bookings to cancel, made as a salon makes them (the freed times' members in turn).
  options.log(`12. booking the ${slots.length} times to be freed`);
  const auth = { authorization: `Bearer ${salon.apiKey}`, "content-type": "application/json" };
  for (const [k, slot] of slots.entries()) {
    const response = await fetch(`${options.apiUrl}/v1/bookings`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({
        serviceId: salon.lineServiceId,
        staffId: salon.lineStaffIds[k % salon.lineStaffIds.length],
        customerId: salon.customerIds[WAITLIST_LINE + k],
        dateTime: slot.startsAt.toISOString(),
      }),
    });
    if (response.status !== 201) throw new Error(`booking a time to free answered ${response.status}: ${await response.text()}`);
  }
  return salon;
}

/** One release as the bench saw it: the booking cancelled, and the times (epoch ms) along the way. */
interface Observed {
  bookingId: string;
  /** The release's row: stamped by the API as the cancel began (created_at). */
  recordedAt: number;
  /** The cancel's answer, as the bench received it. */
  answeredAt: number;
  /**
   * The relay's pass that offered it began (processed_at, also the offer's created_at: one `now`
   * for the whole pass, which takes releases recorded after it began too).
   */
  passAt: number;
  /** Its offer's transaction began (the held booking's created_at, PostgreSQL's now()). */
  transactionAt: number;
  /** The bench first saw it processed: the start of the poll that saw it (its commit came before). */
  seenAt: number;
  outcome: string;
  offerId: string | null;
  /** The offered entry's place in the line as seeded (1: first), or null. */
  place: number | null;
}

export interface ReleaseStats {
  kind: "one at a time" | `bursts of ${number}`;
  count: number;
  /** Release recorded → offer committed (ms). */
  p50: number;
  p99: number;
  max: number;
  /** Cancel answered → offer committed (ms). */
  answeredP50: number;
  answeredP99: number;
  /**
   * Where the time went (ms, median and max): the release recorded → its offer's transaction began
   * (the relay's wake-up, and the releases ahead of it in the worker's pass), and that
   * transaction → committed (the line read and walked, the hold booked, the commit; and the poll).
   */
  waited: { p50: number; max: number };
  own: { p50: number; max: number };
  /**
   * What the worker's waitlist_offer_seconds observed for the same releases (p50, p99, ms): the
   * release's processed_at less its created_at, at least 0, processed_at being the pass's start.
   */
  metric: { p50: number; p99: number };
  /** How many entries ahead of the offered one were read and walked past (waiting, in line order), min-max. */
  walked: { min: number; max: number };
  /** How many entries waited in the line when each was offered (all of them are read), min-max. */
  line: { min: number; max: number };
  failed: number;
}

export const percentileOf = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sampleAt(sorted, Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1)));
};

/**
 * Scenario 12's first part: `rounds` rounds of `sequential` cancellations one at a time (each
 * offer awaited, then a pause) and one burst of `burst` at once, after two releases not counted (the
 * worker's first offers plan its statements). Answers the statistics of each kind.
 */
export async function releaseLatencies(options: {
  databaseUrl: string;
  apiUrl: string;
  salon: WaitlistSalon;
  rounds: number;
  sequential: number;
  burst: number;
  settle: () => Promise<void>;
  log: (message: string) => void;
}): Promise<ReleaseStats[]> {
  const { salon } = options;
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const auth = { authorization: `Bearer ${salon.apiKey}` };
  const bookingOf = async (slot: LocalSlot) => {
    const { rows } = await client.query<{ id: string }>(
      "SELECT id FROM bookings WHERE provider_id = $1 AND service_id = $2 AND starts_at = $3 AND status <> 'cancelled'",
      [salon.providerId, salon.lineServiceId, slot.startsAt],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`no booking at ${slot.startsAt.toISOString()} to cancel`);
    return id;
  };
  const cancel = async (bookingId: string) => {
    const response = await fetch(`${options.apiUrl}/v1/bookings/${bookingId}`, { method: "DELETE", headers: auth });
    const answeredAt = Date.now();
    if (response.status !== 200) throw new Error(`cancelling ${bookingId} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    return answeredAt;
  };
  /** Polls until every release of `bookingIds` is processed; answers them as seen. */
  const awaitOffers = async (bookingIds: string[], answered: Promise<Map<string, number>>): Promise<Observed[]> => {
    const seen = new Map<string, Omit<Observed, "answeredAt">>();
    const deadline = Date.now() + 120_000;
    while (seen.size < bookingIds.length) {
      if (Date.now() > deadline) throw new Error(`${bookingIds.length - seen.size} releases not processed within 120 s`);
      const polledAt = Date.now();
      const { rows } = await client.query<{
        booking_id: string;
        created_at: Date;
        processed_at: Date;
        outcome: string;
        offer_id: string | null;
        entry_id: string | null;
        hold_created_at: Date | null;
      }>(
        `SELECT r.booking_id, r.created_at, r.processed_at, r.outcome, r.offer_id, o.entry_id, b.created_at AS hold_created_at
           FROM waitlist_releases r
           LEFT JOIN waitlist_offers o ON o.provider_id = r.provider_id AND o.id = r.offer_id
           LEFT JOIN bookings b ON b.provider_id = o.provider_id AND b.id = o.booking_id
          WHERE r.provider_id = $1 AND r.booking_id = ANY($2) AND r.processed_at IS NOT NULL`,
        [salon.providerId, bookingIds],
      );
      for (const row of rows) {
        if (seen.has(row.booking_id)) continue;
        seen.set(row.booking_id, {
          bookingId: row.booking_id,
          recordedAt: row.created_at.getTime(),
          passAt: row.processed_at.getTime(),
          transactionAt: row.hold_created_at?.getTime() ?? row.processed_at.getTime(),
          seenAt: polledAt,
          outcome: row.outcome,
          offerId: row.offer_id,
          place: row.entry_id?.startsWith("wl_bench") ? Number(row.entry_id.slice("wl_bench".length)) : null,
        });
      }
      if (seen.size < bookingIds.length) await new Promise((r) => setTimeout(r, POLL_MS));
    }
    const answeredAt = await answered;
    return bookingIds.map((id) => {
      const s = seen.get(id);
      const at = answeredAt.get(id);
      if (!s || at === undefined) throw new Error(`release of ${id} not seen`);
      return { ...s, answeredAt: at };
    });
  };

  let next = 0;
  const nextSlot = () => {
    const slot = salon.slots[next++];
    if (!slot) throw new Error("more releases than times booked to free");
    return slot;
  };
  const one = async () => {
    const bookingId = await bookingOf(nextSlot());
    const answered = cancel(bookingId).then((at) => new Map([[bookingId, at]]));
    const [observed] = await awaitOffers([bookingId], answered);
    return observed;
  };
  const pause = () => new Promise((r) => setTimeout(r, 200));
  const results = { one: [] as Observed[], burst: [] as Observed[] };
  const all: Observed[] = [];
  try {
    // Not counted: the worker's first offers (statements prepared and planned, code not yet optimized).
    for (let i = 0; i < 2; i++) {
      const o = await one();
      if (o) all.push(o);
      if (o) options.log(`12. warm-up release: ${o.seenAt - o.recordedAt} ms, ${o.outcome}`);
      await pause();
    }
    for (let round = 0; round < options.rounds; round++) {
      await options.settle();
      const ones: Observed[] = [];
      for (let i = 0; i < options.sequential; i++) {
        const o = await one();
        if (o) ones.push(o);
        await pause();
      }
      const ids = [];
      for (let i = 0; i < options.burst; i++) ids.push(await bookingOf(nextSlot()));
      const answered = Promise.all(ids.map(async (id) => [id, await cancel(id)] as const)).then((pairs) => new Map(pairs));
      const burst = await awaitOffers(ids, answered);
      const ms = (list: Observed[]) => list.map((o) => o.seenAt - o.recordedAt);
      options.log(
        `12. round ${round + 1}: one at a time ${ms(ones).join(" ")} ms; burst of ${options.burst}: median ${percentileOf(ms(burst), 0.5)}, max ${Math.max(...ms(burst))} ms`,
      );
      results.one.push(...ones);
      results.burst.push(...burst);
      all.push(...ones, ...burst);
      await pause();
    }
    // Every offer is a held booking of the entry's customer and a waitlist.offered event.
    const offerIds = all.map((o) => o.offerId).filter((id): id is string => id !== null);
    const { rows } = await client.query<{ held: string; events: string }>(
      `SELECT count(*) FILTER (WHERE b.status = 'held' AND b.customer_id = e.customer_id) AS held,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM outbox_events x WHERE x.provider_id = o.provider_id
                                                AND x.event = 'waitlist.offered' AND x.data->>'offerId' = o.id)) AS events
         FROM waitlist_offers o
         JOIN bookings b ON b.provider_id = o.provider_id AND b.id = o.booking_id
         JOIN waitlist_entries e ON e.provider_id = o.provider_id AND e.id = o.entry_id
        WHERE o.provider_id = $1 AND o.id = ANY($2)`,
      [salon.providerId, offerIds],
    );
    const checked = rows[0];
    if (!checked || Number(checked.held) !== offerIds.length || Number(checked.events) !== offerIds.length) {
      throw new Error(
        `of ${offerIds.length} offers, ${checked?.held} are held bookings of the entry's customer, ${checked?.events} have a waitlist.offered event`,
      );
    }
  } finally {
    await client.end();
  }
  // How far each offer walked: the entries waiting ahead of the one offered when it was offered —
  // its place less the entries ahead of it offered earlier (out of the line since).
  const walkedBy = new Map<Observed, number>();
  const lineBy = new Map<Observed, number>();
  const byTime = all.filter((o) => o.place !== null).sort((a, b) => a.transactionAt - b.transactionAt);
  byTime.forEach((o, i) => {
    const place = o.place ?? 0;
    walkedBy.set(o, place - 1 - byTime.slice(0, i).filter((earlier) => (earlier.place ?? 0) < place).length);
    lineBy.set(o, WAITLIST_LINE - i);
  });
  const rangeOf = (list: Observed[], by: Map<Observed, number>) => {
    const values = list.map((o) => by.get(o)).filter((n): n is number => n !== undefined);
    return values.length ? { min: Math.min(...values), max: Math.max(...values) } : { min: 0, max: 0 };
  };
  const statsOf = (kind: ReleaseStats["kind"], list: Observed[]): ReleaseStats => {
    const offered = list.filter((o) => o.outcome === "offered");
    const latency = list.map((o) => o.seenAt - o.recordedAt);
    const answered = list.map((o) => Math.max(0, o.seenAt - o.answeredAt));
    const spread = (values: number[]) => ({ p50: percentileOf(values, 0.5), max: Math.max(...values) });
    return {
      kind,
      count: list.length,
      p50: percentileOf(latency, 0.5),
      p99: percentileOf(latency, 0.99),
      max: Math.max(...latency),
      answeredP50: percentileOf(answered, 0.5),
      answeredP99: percentileOf(answered, 0.99),
      waited: spread(offered.map((o) => o.transactionAt - o.recordedAt)),
      own: spread(offered.map((o) => o.seenAt - o.transactionAt)),
      metric: {
        p50: percentileOf(
          offered.map((o) => Math.max(0, o.passAt - o.recordedAt)),
          0.5,
        ),
        p99: percentileOf(
          offered.map((o) => Math.max(0, o.passAt - o.recordedAt)),
          0.99,
        ),
      },
      walked: rangeOf(list, walkedBy),
      line: rangeOf(list, lineBy),
      failed: list.length - offered.length,
    };
  };
  return [statsOf("one at a time", results.one), statsOf(`bursts of ${options.burst}`, results.burst)];
}

/**
 * Joins, one at a time over one kept-alive connection, of customers not yet waiting: the median and
 * p90 (ms) of `count` joins after as many untimed ones.
 */
export async function sequentialJoins(
  url: string,
  apiKey: string,
  bodies: () => string,
  count: number,
): Promise<{ median: number; p90: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const body = bodies();
      const started = performance.now();
      const request = http.request(
        `${url}/v1/waitlist`,
        { method: "POST", agent, headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" } },
        (response) => {
          response.resume();
          response.on("end", () =>
            response.statusCode === 201
              ? resolve(performance.now() - started)
              : reject(new Error(`a join answered ${response.statusCode}`)),
          );
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  const times: number[] = [];
  try {
    for (let i = 0; i < count; i++) await once();
    for (let i = 0; i < count; i++) times.push(await once());
  } finally {
    agent.destroy();
  }
  return { median: percentileOf(times, 0.5), p90: percentileOf(times, 0.9) };
}

/**
 * The rule a throughput run must stay clear of, checked on the service: a customer joins a
 * service's line once per member (again: 409), and the same customer with a member named is
 * another entry (201).
 */
export async function assertJoinRule(url: string, salon: WaitlistSalon): Promise<void> {
  const customerId = salon.customerIds.at(-1);
  const join = async (staffId?: string) => {
    const response = await fetch(`${url}/v1/waitlist`, {
      method: "POST",
      headers: { authorization: `Bearer ${salon.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ serviceId: salon.shortLineServiceId, customerId, staffId, windows: [salon.joinWindow] }),
    });
    await response.arrayBuffer();
    return response.status;
  };
  const answers = [await join(), await join(), await join(salon.lineStaffIds[0])];
  if (answers.join(",") !== "201,409,201") {
    throw new Error(`joining, joining again and joining with a member answered ${answers.join(", ")}, not 201, 409, 201`);
  }
}
