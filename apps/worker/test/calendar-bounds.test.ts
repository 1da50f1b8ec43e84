// What a hostile calendar server (or a tenant who points a staff calendar at one) can make the
// worker do, tried as an attacker would: send the connection's password to an internal address
// through a collection path beginning with `//`, or a collection URL that is such an address; answer
// hundreds of megabytes; list thousands of objects, or a few that repeat every minute; slip in
// objects nobody asked for, or objects on another server; never answer; or hold a read while the
// worker is told to stop. Each read is bounded, parsed on a thread of its own
// (the event loop keeps serving: a request to a server in this process, sent every 100 ms, is timed
// meanwhile), fails whole past a bound with a sentence that says which, and tells nothing of what
// answered at an address. A read of more than 5,000 objects is stored. One salon's many calendars on
// slow servers take only their share of the calendars role: another salon's are read meanwhile.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCalendarConnection, secretBoxFromEnv } from "@booking/core";
import { CALENDAR_NO_ANSWER, claimDueConnections, syncConnection, threadCalendarReader, type CalendarReadDeps } from "@booking/core/worker";
import {
  CANARY_P99_LIMIT_MS,
  canaryDuring,
  insertBooking,
  insertCustomer,
  insertService,
  insertStaff,
  minutelySeries,
  oneHourEvent,
  startHostileCalDav,
  startWorkerProcess,
  TestClock,
  type HostileCalDav,
} from "@booking/testing";
import { runCalendarSync } from "../src/processors/calendar-sync";
import type { WorkerHandle } from "../src/worker";
import { newProvider, setupWorkerEnv, workerProcessEnv, type WorkerTestEnv } from "./helpers";

let env: WorkerTestEnv;
/** Private targets allowed (the hostile servers listen on loopback). */
let worker: WorkerHandle;
/** Private targets refused; calendar.public.test resolves to a documentation address (refused as reserved). */
let strict: WorkerHandle;
const clock = new TestClock();
const secrets = secretBoxFromEnv(process.env);
const servers: { close(): Promise<void> }[] = [];
/** Another tenant's request: a server in this process (the worker's event loop) answering at once. */
let canaryUrl: string;
let canaryServer: http.Server;

beforeAll(async () => {
  env = await setupWorkerEnv();
  clock.set("2026-11-28T00:00:00Z");
  const options = { now: clock.now, relay: false } as const;
  // No scheduled reads: each test runs the calendars role's pass itself.
  worker = await env.start({ WORKER_QUEUES: "notifications" }, options);
  strict = await env.start(
    { WORKER_QUEUES: "notifications", WEBHOOK_ALLOW_PRIVATE_TARGETS: "false" },
    { ...options, webhookResolver: async () => [{ address: "192.0.2.10", family: 4 }] },
  );
  canaryServer = http.createServer((_req, res) => res.end("ok"));
  await new Promise<void>((resolve) => canaryServer.listen(0, "127.0.0.1", resolve));
  canaryUrl = `http://127.0.0.1:${(canaryServer.address() as AddressInfo).port}/`;
  // The process's first fetch loads its HTTP client (tens of ms idle, hundreds on a busy 2-core
  // host): done here, so that the first test's canary times the worker, not that.
  await (await canary()).arrayBuffer();
});
afterAll(async () => {
  const timed = async (what: string, work: Promise<unknown>) => {
    const started = Date.now();
    await work;
    if (Date.now() - started > 5_000) console.warn(`closing ${what} took ${Date.now() - started} ms`);
  };
  await timed("the servers", Promise.all(servers.map((s) => s.close())));
  canaryServer?.closeAllConnections();
  await new Promise((resolve) => canaryServer?.close(resolve));
  await timed("the workers", env?.close() ?? Promise.resolve());
});

const canary = () => fetch(canaryUrl);
/** The reading thread's heap in the memory test, which the dense calendar there passes (at the real 256 MB it is read). */
const HEAP_MB = 64;

async function hostile(options: Parameters<typeof startHostileCalDav>[0]): Promise<HostileCalDav> {
  const server = await startHostileCalDav(options);
  servers.push(server);
  return server;
}

/** A member of a new provider with a booking in the window, and their calendar connected at `url`. */
async function memberWithCalendar(url: string, flags: { exportBookings?: boolean; importBusy?: boolean } = {}) {
  const { providerId } = await newProvider(env.db);
  const service = await insertService(env.db, providerId);
  const staff = await insertStaff(env.db, providerId, { serviceIds: [service.id] });
  const customer = await insertCustomer(env.db, providerId);
  await insertBooking(env.db, providerId, {
    customerId: customer.id,
    serviceId: service.id,
    staffId: staff.id,
    startsAt: new Date("2026-12-02T10:00:00Z"),
    status: "confirmed",
  });
  const connection = await createCalendarConnection(
    env.db,
    providerId,
    staff.id,
    { url, username: "ann", password: "the-app-password", ...flags },
    secrets,
  );
  return { providerId, staffId: staff.id, connectionId: connection.id };
}

/** Makes exactly `ids` due and runs one pass of the calendars role on `handle`. */
async function readNow(handle: WorkerHandle, ids: string[]) {
  await env.db
    .updateTable("calendar_connections")
    .set({ next_sync_at: new Date("2100-01-01T00:00:00Z") })
    .execute();
  await env.db
    .updateTable("calendar_connections")
    .set({ next_sync_at: new Date(clock.now().getTime() - 1000) })
    .where("id", "in", ids)
    .execute();
  return runCalendarSync(handle.context);
}

const connectionRow = (id: string) => env.db.selectFrom("calendar_connections").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const countOf = async (table: "calendar_objects" | "calendar_busy", connectionId: string) =>
  Number(
    (
      await env.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .where("connection_id", "=", connectionId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("requests stay on the calendar's own server", () => {
  it("never writes bookings to an address a collection path beginning with // names, in any spelling", async () => {
    // The victim: an internal service on loopback.
    const victim = await loopbackVictim();
    const port = victim.port;
    const { canary: timed } = await canaryDuring(canary, async () => {
      for (const spelling of [`127.0.0.1:${port}`, `2130706433:${port}`, `[::1]:${port}`]) {
        const member = await memberWithCalendar(`http://calendar.public.test//${spelling}/x/`, { exportBookings: true });
        await readNow(strict, [member.connectionId]);
        const row = await connectionRow(member.connectionId);
        expect(row.status, spelling).toBe("failing");
        // Refused for the calendar's own host (which resolves to a refused address here), never sent elsewhere.
        expect(row.error).toMatch(/^The calendar's address is not allowed: calendar\.public\.test resolves to 192\.0\.2\.10/);
      }
    });
    expect(victim.requests).toEqual([]);
    expect(timed.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(timed.failures).toEqual({});
  });

  it("refuses a collection URL that is itself a loopback address, in any spelling, before any request and in the same words whether anything listens", async () => {
    const victim = await loopbackVictim();
    const closed = await freeClosedPort();
    const spellings = (port: number) => [
      `127.0.0.1:${port}`,
      `2130706433:${port}`,
      `0x7f.1:${port}`,
      `[::1]:${port}`,
      `[::ffff:127.0.0.1]:${port}`,
    ];
    // Writing bookings (the export's PUT comes first) and reading busy time alone (on the reading thread).
    const { canary: timed } = await canaryDuring(canary, async () => {
      for (const flags of [{ exportBookings: true }, { exportBookings: false, importBusy: true }]) {
        for (const [i, spelling] of spellings(victim.port).entries()) {
          const listening = await memberWithCalendar(`http://${spelling}/x/`, flags);
          const nothing = await memberWithCalendar(`http://${spellings(closed)[i]}/x/`, flags);
          await readNow(strict, [listening.connectionId, nothing.connectionId]);
          const [row, closedRow] = [await connectionRow(listening.connectionId), await connectionRow(nothing.connectionId)];
          const what = `${spelling} ${JSON.stringify(flags)}`;
          expect(row.status, what).toBe("failing");
          expect(row.error, what).toMatch(/^The calendar's address is not allowed: (?:\S+: )?must not point to a loopback address/);
          // The sentence says nothing of the port: a port that answers reads as one nothing listens on.
          expect(closedRow.error, what).toBe(row.error);
          expect(row.error, what).not.toMatch(new RegExp(`${victim.port}|refused|ECONN|timed? ?out|HTTP`, "i"));
        }
      }
    });
    expect(victim.requests).toEqual([]);
    expect(timed.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(timed.failures).toEqual({});
  });

  it("ignores hrefs a calendar's answers name on another origin: never requested, never asked for, never stored", async () => {
    const victim = await loopbackVictim();
    const calendar = await scriptedCalDav((own) => [
      `http://127.0.0.1:${victim.port}/cal/evil-1.ics`,
      `//127.0.0.1:${victim.port}/cal/evil-2.ics`,
      `http://[::1]:${victim.port}/cal/evil-3.ics`,
      `http://2130706433:${victim.port}/cal/evil-4.ics`,
      // The calendar's own server named by another origin, and a path outside the collection.
      `http://localhost:${own}/cal/evil-5.ics`,
      `/elsewhere/evil-6.ics`,
    ]);
    // Private addresses allowed (the calendar is on loopback): only the origin rule keeps the
    // requests on the calendar's server.
    const member = await memberWithCalendar(calendar.url, { exportBookings: true });
    const storedHrefs = () =>
      env.db.selectFrom("calendar_objects").select("href").where("connection_id", "=", member.connectionId).orderBy("href").execute();
    // The first read lists every ETag; the second asks what changed since the sync-token it was given.
    const { canary: timed } = await canaryDuring(canary, () => readNow(worker, [member.connectionId]));
    expect(timed.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(await connectionRow(member.connectionId)).toMatchObject({ status: "ok", error: null, sync_token: "token-1" });
    expect(await storedHrefs()).toEqual([{ href: "/cal/own.ics" }]);
    await readNow(worker, [member.connectionId]);
    expect(await connectionRow(member.connectionId)).toMatchObject({ status: "ok", error: null, sync_token: "token-2" });
    expect(await storedHrefs()).toEqual([{ href: "/cal/own.ics" }]);

    const reports = calendar.requests.filter((r) => r.method === "REPORT");
    expect(reports.map((r) => /<[\w:]*(calendar-query|sync-collection|calendar-multiget)\b/.exec(r.body)?.[1])).toEqual([
      "calendar-query",
      "calendar-multiget",
      "sync-collection",
      "calendar-multiget",
    ]);
    // Each multiget asked for the calendar's own object alone; every request went to the collection or inside it.
    for (const report of reports.filter((r) => r.body.includes("calendar-multiget"))) {
      expect([...report.body.matchAll(/<[\w:]*href>([^<]*)</g)].map((m) => m[1])).toEqual(["/cal/own.ics"]);
    }
    expect(calendar.requests.every((r) => r.url.startsWith("/cal/"))).toBe(true);
    expect(calendar.requests.map((r) => r.body).join("")).not.toContain("evil");
    expect(victim.requests).toEqual([]);
  });
});

describe("bounded reads", () => {
  it("stops reading an answer of 300 MB at 16 MiB, in bounded memory, without holding up the event loop", async () => {
    const server = await hostile({ hugeListingBytes: 300 * 1024 * 1024 });
    const member = await memberWithCalendar(server.url);
    const rssBefore = process.memoryUsage().rss;
    const { canary: timed } = await canaryDuring(canary, () => readNow(worker, [member.connectionId]));
    const row = await connectionRow(member.connectionId);
    expect(row.status).toBe("failing");
    expect(row.error).toBe("An answer of the calendar server was larger than 16 MiB");
    expect(server.bytesSent()).toBeLessThan(100 * 1024 * 1024);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * 1024 * 1024);
    expect(timed.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(timed.failures).toEqual({});
  });

  it("fails a read whose events repeat past the read's bound, parsing off the event loop", async () => {
    // 30 objects of one event each, repeating every minute: 150,000 instances over the horizon.
    const server = await hostile({ objects: 30, ics: minutelySeries });
    const member = await memberWithCalendar(server.url);
    const { canary: timed } = await canaryDuring(canary, () => readNow(worker, [member.connectionId]));
    const row = await connectionRow(member.connectionId);
    expect(row.status).toBe("failing");
    expect(row.error).toBe(
      "The calendar's events repeat more than 50000 times over the booking horizon; the service reads at most that many",
    );
    expect(await countOf("calendar_busy", member.connectionId)).toBe(0);
    expect(timed.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(timed.failures).toEqual({});
  });

  it("ends a read past its share of processing (the thread is stopped), and reads the next on a new thread", async () => {
    const server = await hostile({ objects: 40, ics: minutelySeries });
    const member = await memberWithCalendar(server.url);
    const connection = await claimDueConnectionsOf(member.connectionId);
    const reader = threadCalendarReader();
    try {
      const deps = readDeps(reader, { cpuMs: 300, maxInstances: 10_000_000 });
      const { canary: timed, result } = await canaryDuring(canary, () => syncConnection(deps, connection, clock.now()));
      expect(result).toMatchObject({ outcome: "failing", error: "Reading the calendar took more than 0.3 s of processing" });
      expect(timed.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
      // The same reader reads a calendar that fits, on a fresh thread.
      const fine = await hostile({ objects: 3 });
      const other = await memberWithCalendar(fine.url);
      const otherConnection = await claimDueConnectionsOf(other.connectionId);
      expect(await syncConnection(readDeps(reader), otherConnection, clock.now())).toMatchObject({ outcome: "ok" });
      expect(await countOf("calendar_objects", other.connectionId)).toBe(3);
    } finally {
      await reader.close();
    }
  });

  it("ends a read past the thread's memory (the thread is stopped), and reads the next on a new thread", async () => {
    // One object of 12 MiB within the answer bound, as a million tiny properties: each becomes
    // objects of its own once parsed.
    const dense = (index: number) =>
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//hostile//EN",
        "BEGIN:VEVENT",
        `UID:dense-${index}@hostile.test`,
        "DTSTAMP:20261101T000000Z",
        "DTSTART:20261201T100000Z",
        "DURATION:PT1H",
        "X-A:1\r\n".repeat(1_500_000) + "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n");
    const server = await hostile({ objects: 1, ics: dense });
    const member = await memberWithCalendar(server.url);
    const connection = await claimDueConnectionsOf(member.connectionId);
    const reader = threadCalendarReader({ heapMb: HEAP_MB });
    try {
      const { canary: timed, result } = await canaryDuring(canary, () => syncConnection(readDeps(reader), connection, clock.now()));
      expect(result).toMatchObject({ outcome: "failing", error: `Reading the calendar needed more than ${HEAP_MB} MB of memory` });
      expect(timed.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
      expect(await countOf("calendar_objects", member.connectionId)).toBe(0);
      const fine = await hostile({ objects: 3 });
      const other = await memberWithCalendar(fine.url);
      const otherConnection = await claimDueConnectionsOf(other.connectionId);
      expect(await syncConnection(readDeps(reader), otherConnection, clock.now())).toMatchObject({ outcome: "ok" });
    } finally {
      await reader.close();
    }
  });

  it("stores a read of 6,000 objects", async () => {
    const server = await hostile({ objects: 6_000 });
    const member = await memberWithCalendar(server.url);
    const { canary: timed } = await canaryDuring(canary, () => readNow(worker, [member.connectionId]));
    const row = await connectionRow(member.connectionId);
    expect({ status: row.status, error: row.error }).toEqual({ status: "ok", error: null });
    expect(await countOf("calendar_objects", member.connectionId)).toBe(6_000);
    expect(await countOf("calendar_busy", member.connectionId)).toBeGreaterThan(0);
    expect(timed.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
  });

  it("fails a read of more objects than a read may hold, before fetching any", async () => {
    const server = await hostile({ objects: 20_001 });
    const member = await memberWithCalendar(server.url);
    await readNow(worker, [member.connectionId]);
    const row = await connectionRow(member.connectionId);
    expect(row.error).toBe("The calendar has 20001 events to read; the service reads at most 20000 per calendar");
    expect(server.requests.filter((r) => r.method === "REPORT")).toHaveLength(1);
  });

  it("takes only the objects it asked for, each once", async () => {
    const server = await hostile({ objects: 120, strayObjects: true });
    const member = await memberWithCalendar(server.url);
    await readNow(worker, [member.connectionId]);
    expect((await connectionRow(member.connectionId)).status).toBe("ok");
    const hrefs = await env.db.selectFrom("calendar_objects").select("href").where("connection_id", "=", member.connectionId).execute();
    expect(hrefs).toHaveLength(120);
    expect(hrefs.every((r) => /^\/cal\/\d+\.ics$/.test(r.href))).toBe(true);
  });
});

describe("fair between salons", () => {
  /** `count` members of one new provider, each with a calendar at `url`. */
  async function salonWithCalendars(url: string, count: number) {
    const { providerId } = await newProvider(env.db);
    const service = await insertService(env.db, providerId);
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const staff = await insertStaff(env.db, providerId, { serviceIds: [service.id] });
      const connection = await createCalendarConnection(env.db, providerId, staff.id, { url, username: "ann", password: "pw" }, secrets);
      ids.push(connection.id);
    }
    return { providerId, ids };
  }

  /** Makes exactly `ids` due, each a second after the one before (the first has waited longest). */
  async function dueInOrder(ids: string[]) {
    await env.db
      .updateTable("calendar_connections")
      .set({ next_sync_at: new Date("2100-01-01T00:00:00Z") })
      .execute();
    const first = clock.now().getTime() - 1_000 * (ids.length + 1);
    for (const [i, id] of ids.entries())
      await env.db
        .updateTable("calendar_connections")
        .set({ next_sync_at: new Date(first + 1_000 * i) })
        .where("id", "=", id)
        .execute();
  }

  it("claims every salon's longest-waiting calendar before anyone's second, however many one salon has waiting", async () => {
    const crowded = await salonWithCalendars("https://calendar.public.test/crowded/", 30);
    const other = await salonWithCalendars("https://calendar.public.test/other/", 2);
    // The crowded salon's 30 have all waited longer than the other salon's two.
    await dueInOrder([...crowded.ids, ...other.ids]);
    const claimed = await claimDueConnections(env.db, clock.now(), 20, 300);
    expect(claimed).toHaveLength(20);
    expect(claimed.slice(0, 2).map((c) => c.id)).toEqual([crowded.ids[0], other.ids[0]]);
    expect(claimed.slice(2, 4).map((c) => c.id)).toEqual([crowded.ids[1], other.ids[1]]);
    expect(claimed.filter((c) => c.providerId === crowded.providerId)).toHaveLength(18);
  });

  it("gives a salon whose calendars took its share of a pass no more of that pass: the rest wait for the next, due at once", async () => {
    const silent = await hostile({ silent: true });
    const fine = await hostile({ objects: 3 });
    const slow = await salonWithCalendars(silent.url, 4);
    const other = await salonWithCalendars(fine.url, 1);
    await dueInOrder([...slow.ids, ...other.ids]);
    const { result: read, canary: timed } = await canaryDuring(canary, () =>
      runCalendarSync(worker.context, { providerShareMs: 4_000, limits: { readMs: 3_000 } }),
    );
    // Two silent reads of 3 s use up the slow salon's share (the other salon's read, which loads
    // the parsers on the thread, has the same 3 s); the other salon's calendar is read.
    expect(read).toBe(3);
    expect(await connectionRow(other.ids[0] ?? "")).toMatchObject({ status: "ok", error: null });
    const rows = await Promise.all(slow.ids.map(connectionRow));
    expect(rows.map((r) => r.status)).toEqual([
      "failing",
      "failing",
      expect.not.stringMatching(/failing/),
      expect.not.stringMatching(/failing/),
    ]);
    for (const row of rows.slice(2)) expect(row.next_sync_at.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    expect(timed.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(timed.failures).toEqual({});
  });
});

describe("failures in neutral words", () => {
  it("says the same of a closed port, a port that never answers and one that does not speak HTTP", async () => {
    const closed = await freeClosedPort();
    const silent = await hostile({ silent: true });
    const sockets = new Set<net.Socket>();
    const notHttp = net.createServer((socket) => {
      sockets.add(socket.on("error", () => {}));
      socket.end("SSH-2.0-OpenSSH_9.2\r\n");
    });
    await new Promise<void>((resolve) => notHttp.listen(0, "127.0.0.1", resolve));
    servers.push({
      close: () => {
        for (const socket of sockets) socket.destroy();
        return new Promise((resolve) => notHttp.close(() => resolve()));
      },
    });
    const reader = threadCalendarReader();
    try {
      const errors: (string | undefined)[] = [];
      for (const url of [
        `http://127.0.0.1:${closed}/cal/`,
        silent.url,
        `http://127.0.0.1:${(notHttp.address() as AddressInfo).port}/cal/`,
      ]) {
        const member = await memberWithCalendar(url);
        const connection = await claimDueConnectionsOf(member.connectionId);
        const result = await syncConnection(readDeps(reader, { readMs: 1_500 }), connection, clock.now());
        errors.push(result.error);
        expect((await connectionRow(member.connectionId)).error).toBe(CALENDAR_NO_ANSWER);
      }
      expect(errors).toEqual([CALENDAR_NO_ANSWER, CALENDAR_NO_ANSWER, CALENDAR_NO_ANSWER]);
    } finally {
      await reader.close();
    }
  });
});

describe("stopping", () => {
  it("stops at once on SIGTERM in the middle of a read, exits 0 and gives the connection back", async () => {
    const silent = await hostile({ silent: true });
    const member = await memberWithCalendar(silent.url);
    const process = startWorkerProcess({
      LOG_LEVEL: "warn",
      WORKER_METRICS_PORT: "0",
      SEED_DEMO: "false",
      ...workerProcessEnv(env.database, env.redis, { WORKER_QUEUES: "calendars", CALENDAR_POLL_MS: "200" }),
    });
    try {
      // The read has begun: the server has its first request (it never answers).
      const deadline = Date.now() + 20_000;
      while (silent.requests.length === 0 && Date.now() < deadline) {
        process.ensureRunning();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(silent.requests.length).toBeGreaterThan(0);
      const started = Date.now();
      const code = await process.stop(20_000);
      expect(code).toBe(0);
      expect(Date.now() - started).toBeLessThan(5_000);
      const row = await connectionRow(member.connectionId);
      expect(row.status).not.toBe("failing");
      expect(row.next_sync_at.getTime()).toBeLessThanOrEqual(Date.now());
    } finally {
      await process.stop(1_000);
    }
  });
});

/** Claims the one connection `id` as the calendars role would. */
async function claimDueConnectionsOf(id: string) {
  await env.db
    .updateTable("calendar_connections")
    .set({ next_sync_at: new Date("2100-01-01T00:00:00Z") })
    .execute();
  await env.db
    .updateTable("calendar_connections")
    .set({ next_sync_at: new Date(clock.now().getTime() - 1000) })
    .where("id", "=", id)
    .execute();
  const [claimed, ...others] = await claimDueConnections(env.db, clock.now(), 1, 300);
  if (!claimed || others.length > 0 || claimed.id !== id) throw new Error(`expected to claim ${id} alone`);
  return claimed;
}

function readDeps(reader: CalendarReadDeps["reader"], limits: CalendarReadDeps["limits"] = {}): CalendarReadDeps {
  return { db: env.db, secrets, allowPrivate: true, host: "booking.test", intervalSeconds: 30, reader, limits };
}

/** An internal service on loopback, listening on IPv4 and IPv6, recording every request it gets. */
async function loopbackVictim(): Promise<{ port: number; requests: string[] }> {
  const requests: string[] = [];
  const victim = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url} ${req.headers.authorization ?? ""}`);
    res.writeHead(201).end();
  });
  await new Promise<void>((resolve) => victim.listen({ port: 0, host: "::", ipv6Only: false }, resolve));
  servers.push({
    close: () => {
      victim.closeAllConnections();
      return new Promise((resolve) => victim.close(() => resolve()));
    },
  });
  return { port: (victim.address() as AddressInfo).port, requests };
}

/**
 * A CalDAV server at /cal/ holding one object (/cal/own.ics) whose every listing, sync report and
 * multiget answer also names the hrefs `foreign(its port)` gives, with an ETag and calendar data.
 * Its collection's sync-token (and every ETag with it) moves on with each sync report; every
 * request is recorded with its body.
 */
async function scriptedCalDav(foreign: (ownPort: number) => string[]) {
  const requests: { method: string; url: string; body: string }[] = [];
  let token = 1;
  const xml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  const object = (href: string, withData: boolean) =>
    `<d:response><d:href>${xml(href)}</d:href><d:propstat><d:prop><d:getetag>"e${token}-${xml(href)}"</d:getetag>` +
    (withData ? `<c:calendar-data>${xml(oneHourEvent(href.length))}</c:calendar-data>` : "") +
    `</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`;
  const multistatus = (responses: string[], syncToken?: string) =>
    `<?xml version="1.0" encoding="utf-8"?>\n<d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">${responses.join("")}` +
    (syncToken ? `<d:sync-token>${syncToken}</d:sync-token>` : "") +
    `</d:multistatus>`;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      requests.push({ method: req.method ?? "", url: req.url ?? "", body });
      const hrefs = ["/cal/own.ics", ...foreign((server.address() as AddressInfo).port)];
      const send = (text: string) => res.writeHead(207, { "content-type": "application/xml; charset=utf-8" }).end(text);
      if (req.method === "PROPFIND") {
        return send(
          multistatus([
            `<d:response><d:href>/cal/</d:href><d:propstat><d:prop><d:sync-token>token-${token}</d:sync-token></d:prop>` +
              `<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`,
          ]),
        );
      }
      if (req.method === "REPORT" && body.includes("sync-collection")) {
        token += 1;
        return send(
          multistatus(
            hrefs.map((href) => object(href, false)),
            `token-${token}`,
          ),
        );
      }
      if (req.method === "REPORT") return send(multistatus(hrefs.map((href) => object(href, body.includes("calendar-multiget")))));
      if (req.method === "PUT") return void res.writeHead(201, { etag: '"written"' }).end();
      res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push({
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/cal/`, requests };
}

/** A port nothing listens on (taken, then freed). */
async function freeClosedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
