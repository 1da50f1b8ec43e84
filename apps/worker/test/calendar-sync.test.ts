// Staff members' calendars read from real CalDAV servers (Debian's radicale and xandikos, started
// here on free ports): every case of the conformance corpus pushed to the server and read back by
// the calendars role as busy time that, within the case's window, is exactly the case's; events
// changed and deleted; a server taken down (the connection `failing`, its busy time kept) and
// brought back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCalendarConnection, secretBoxFromEnv } from "@booking/core";
import { loadCorpus, type CorpusCase } from "@booking/core/calendar-corpus";
import ICAL from "ical.js";
import {
  insertBooking,
  insertCustomer,
  insertService,
  insertStaff,
  startCalDavServer,
  TestClock,
  type CalDavServer,
  type CalDavServerKind,
} from "@booking/testing";
import { runCalendarSync } from "../src/processors/calendar-sync";
import type { WorkerHandle } from "../src/worker";
import { newProvider, setupWorkerEnv, waitUntil, type WorkerTestEnv } from "./helpers";

let env: WorkerTestEnv;
let worker: WorkerHandle;
const clock = new TestClock();
const secrets = secretBoxFromEnv(process.env);

beforeAll(async () => {
  env = await setupWorkerEnv();
  // Every corpus case lies in 2024-2025: read from the first days of 2024, two years ahead.
  clock.set("2024-01-02T00:00:00Z");
  // No scheduled reads: the test runs each read itself.
  worker = await env.start({ WORKER_QUEUES: "notifications", CALENDAR_SYNC_INTERVAL_S: "30" }, { now: clock.now, relay: false });
});
afterAll(async () => {
  await env?.close();
});

/** A provider in `zone` with a two-year horizon, and a member of it. */
async function memberIn(zone: string) {
  const p = await newProvider(env.db);
  await env.db.updateTable("providers").set({ timezone: zone, max_advance_days: 730 }).where("id", "=", p.providerId).execute();
  const staff = await insertStaff(env.db, p.providerId);
  return { providerId: p.providerId, staffId: staff.id };
}

async function connect(member: { providerId: string; staffId: string }, server: CalDavServer, url: string) {
  const connection = await createCalendarConnection(
    env.db,
    member.providerId,
    member.staffId,
    { url, username: server.username, password: server.password },
    secrets,
  );
  return connection.id;
}

/** Reads the connections `ids` (and no other), as the calendars role reads what is due. */
async function readNow(ids: string[]) {
  const due = new Date(clock.now().getTime() - 1000);
  await env.db
    .updateTable("calendar_connections")
    .set({ next_sync_at: new Date("2100-01-01T00:00:00Z") })
    .execute();
  await env.db.updateTable("calendar_connections").set({ next_sync_at: due }).where("id", "in", ids).execute();
  return runCalendarSync(worker.context);
}

/**
 * A CalDAV object holds the components of one UID (servers refuse others): a case with several
 * events of different UIDs is stored as one object per UID, as a calendar app would store them.
 */
function objectsOf(ics: string): string[] {
  const lines = ics.split(/\r?\n/);
  const skeleton: string[] = [];
  const events = new Map<string, string[]>();
  let block: string[] | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") block = [];
    if (block) block.push(line);
    else skeleton.push(line);
    if (line === "END:VEVENT" && block) {
      const uid = block.find((l) => l.startsWith("UID:"))?.slice(4) ?? "";
      events.set(uid, [...(events.get(uid) ?? []), ...block]);
      block = null;
    }
  }
  if (events.size <= 1) return [ics];
  const end = skeleton.lastIndexOf("END:VCALENDAR");
  return [...events.values()].map((event) => [...skeleton.slice(0, end), ...event, ...skeleton.slice(end)].join("\r\n"));
}

async function busyOf(connectionId: string, href?: string) {
  let query = env.db.selectFrom("calendar_busy").select(["href", "starts_at", "ends_at"]).where("connection_id", "=", connectionId);
  if (href) query = query.where("href", "=", href);
  return (await query.orderBy("starts_at").execute()).map((r) => ({
    href: r.href,
    start: r.starts_at.getTime(),
    end: r.ends_at.getTime(),
  }));
}

async function connectionRow(id: string) {
  return env.db.selectFrom("calendar_connections").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** Ranges clipped to [from, to) and merged where they touch: what a case expects within its window. */
function within(ranges: { start: number; end: number }[], window: { from: Date; to: Date }) {
  const clipped = ranges
    .map((r) => ({ start: Math.max(r.start, window.from.getTime()), end: Math.min(r.end, window.to.getTime()) }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const range of clipped) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** The events of a calendar collection, as a calendar app lists them (a calendar-query REPORT). */
async function eventsIn(server: CalDavServer, url: string): Promise<ICAL.Component[]> {
  const listing = await fetch(url, {
    method: "REPORT",
    headers: {
      authorization: `Basic ${Buffer.from(`${server.username}:${server.password}`).toString("base64")}`,
      depth: "1",
      "content-type": "application/xml",
    },
    body:
      '<?xml version="1.0"?><C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><C:calendar-data/></D:prop>' +
      '<C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT"/></C:comp-filter></C:filter></C:calendar-query>',
  });
  const xml = await listing.text();
  return [...xml.matchAll(/BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/g)]
    .map((m) => m[0].replace(/&#13;/g, "").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"))
    .map((text) => new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
}

const corpus = loadCorpus().filter((c) => c.ignoreUids.length === 0);

/**
 * What each server does to a case that a calendar app could not get past either, found by these
 * tests: objects it refuses to store, or rewrites. Every other case must come back exactly.
 */
const SERVER_QUIRKS: Record<CalDavServerKind, Record<string, string>> = {
  radicale: {
    "52-orphan-override": "refuses an overridden instance stored without its series (415)",
    "63-rdate-period-and-alarm": "refuses RDATE;VALUE=PERIOD",
    "68-empty-vtimezone-falls-back-to-iana": "refuses a VTIMEZONE without STANDARD or DAYLIGHT",
    "06-duration-day-across-dst": "rewrites DURATION:PT24H as P1D, a day of 25 hours across the autumn change",
  },
  xandikos: {
    "06-duration-day-across-dst": "rewrites DURATION:PT24H as P1D, a day of 25 hours across the autumn change",
  },
};

describe.each(["radicale", "xandikos"] as CalDavServerKind[])("%s", (kind) => {
  let server: CalDavServer;
  beforeAll(async () => {
    server = await startCalDavServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("reads every case of the corpus as exactly the busy time it expects", async () => {
    const byZone = new Map<string, CorpusCase[]>();
    for (const c of corpus) byZone.set(c.floatingZone, [...(byZone.get(c.floatingZone) ?? []), c]);
    const connections: { id: string; cases: { case: CorpusCase; hrefs: string[] }[]; path: string }[] = [];
    // What a server refuses to store (it checks objects, as real servers do) can never reach the service.
    const refused: string[] = [];
    let n = 0;
    for (const [zone, cases] of byZone) {
      const calendar = await server.calendar(`corpus-${++n}`);
      const path = new URL(calendar.url).pathname;
      const stored: { case: CorpusCase; hrefs: string[] }[] = [];
      for (const c of cases) {
        const objects = objectsOf(c.ics);
        const names = objects.map((_, i) => (objects.length === 1 ? `${c.name}.ics` : `${c.name}-${i + 1}.ics`));
        const etags = await Promise.all(objects.map((object, i) => calendar.put(names[i]!, object)));
        if (etags.some((etag) => etag === null)) refused.push(c.name);
        else stored.push({ case: c, hrefs: names.map((name) => `${path}${name}`) });
      }
      const id = await connect(await memberIn(zone), server, calendar.url);
      connections.push({ id, cases: stored, path });
    }
    expect(await readNow(connections.map((c) => c.id))).toBe(connections.length);
    const readFrom = new Date(clock.now().getTime() - 86_400_000);
    const readTo = new Date(clock.now().getTime() + 731 * 86_400_000);
    // Servers refuse what breaks their rules (an event without DTSTART or with an impossible date);
    // every case they store is read exactly.
    const broken = corpus.filter((c) => "error" in c.expected || ("skippedEvents" in c.expected && c.expected.skippedEvents > 0));
    const quirks = SERVER_QUIRKS[kind];
    expect(
      refused.filter((name) => !broken.some((c) => c.name === name) && !(name in quirks)),
      `${kind} refused`,
    ).toEqual([]);
    for (const { id, cases, path } of connections) {
      const row = await connectionRow(id);
      expect(row, `${kind} ${path}`).toMatchObject({ status: "ok", error: null });
      for (const { case: c, hrefs } of cases) {
        if (c.name in quirks) continue;
        const ranges = (await busyOf(id)).filter((r) => hrefs.includes(r.href));
        // Compared where the case's window and the read's (a day back, the horizon ahead) meet.
        const window = {
          from: new Date(Math.max(c.window.from.getTime(), readFrom.getTime())),
          to: new Date(Math.min(c.window.to.getTime(), readTo.getTime())),
        };
        const got = within(ranges, window);
        const expected = "error" in c.expected ? [] : c.expected.busy.map((r) => ({ start: r.start.getTime(), end: r.end.getTime() }));
        const want = within(expected, window);
        expect(got, `${kind}: ${c.name} (${c.description})`).toEqual(want);
      }
    }
    expect(corpus.length).toBeGreaterThanOrEqual(40);
  });

  it("follows changes and deletions, incrementally, and keeps busy time while the server is down", async () => {
    const member = await memberIn("Europe/Berlin");
    const calendar = await server.calendar("life");
    const event = (uid: string, start: string, end: string) =>
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//test//EN",
        "BEGIN:VEVENT",
        `UID:${uid}`,
        "DTSTAMP:20240101T000000Z",
        `DTSTART:${start}`,
        `DTEND:${end}`,
        "SUMMARY:Dentist",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n");
    await calendar.put("dentist.ics", event("dentist", "20240110T100000Z", "20240110T113000Z"));
    await calendar.put("gym.ics", event("gym", "20240111T170000Z", "20240111T180000Z"));
    const id = await connect(member, server, calendar.url);
    await readNow([id]);
    const path = new URL(calendar.url).pathname;
    expect(await busyOf(id)).toEqual([
      { href: `${path}dentist.ics`, start: Date.parse("2024-01-10T10:00:00Z"), end: Date.parse("2024-01-10T11:30:00Z") },
      { href: `${path}gym.ics`, start: Date.parse("2024-01-11T17:00:00Z"), end: Date.parse("2024-01-11T18:00:00Z") },
    ]);
    const first = await connectionRow(id);
    expect(first.full_read_at).not.toBeNull();
    // Both servers keep a sync-token: the next read asks only for what changed since (RFC 6578).
    expect(first.sync_token).toEqual(expect.any(String));

    // Moved and deleted in the staff member's calendar: the next read follows.
    await calendar.put("dentist.ics", event("dentist", "20240110T140000Z", "20240110T150000Z"));
    await calendar.remove("gym.ics");
    clock.set(new Date(clock.now().getTime() + 60_000));
    await readNow([id]);
    expect(await busyOf(id)).toEqual([
      { href: `${path}dentist.ics`, start: Date.parse("2024-01-10T14:00:00Z"), end: Date.parse("2024-01-10T15:00:00Z") },
    ]);
    const second = await connectionRow(id);
    expect(second).toMatchObject({ status: "ok", consecutive_failures: 0 });
    expect(second.sync_token).not.toBe(first.sync_token);

    // The server goes away: failing, with a plain error, the busy time read before kept, retried later.
    await server.stop();
    await readNow([id]);
    const down = await connectionRow(id);
    expect(down).toMatchObject({ status: "failing", consecutive_failures: 1 });
    expect(down.error).toMatch(/refused|answer/i);
    expect(down.error).not.toContain(server.password);
    expect(down.next_sync_at.getTime()).toBeGreaterThan(clock.now().getTime() + 30_000);
    expect(await busyOf(id)).toHaveLength(1);

    // Back: the next read is good again.
    await server.start();
    await calendar.put("late.ics", event("late", "20240112T190000Z", "20240112T200000Z"));
    await readNow([id]);
    expect(await connectionRow(id)).toMatchObject({ status: "ok", error: null, consecutive_failures: 0 });
    expect((await busyOf(id)).map((r) => r.href)).toEqual([`${path}dentist.ics`, `${path}late.ics`]);
  });

  it("writes the member's bookings into the calendar, follows their moves and cancellations, keeps completed ones, and never reads them back as busy", async () => {
    const member = await memberIn("Europe/Berlin");
    const service = await insertService(env.db, member.providerId);
    const customer = await insertCustomer(env.db, member.providerId, { name: "Chris Customer", email: "chris.export@example.com" });
    const calendar = await server.calendar("bookings");
    const connection = await createCalendarConnection(
      env.db,
      member.providerId,
      member.staffId,
      { url: calendar.url, username: server.username, password: server.password, exportBookings: true },
      secrets,
    );
    const book = (startsAt: string, status: "confirmed" | "completed" = "confirmed") =>
      insertBooking(env.db, member.providerId, {
        customerId: customer.id,
        serviceId: service.id,
        staffId: member.staffId,
        startsAt: new Date(startsAt),
        status,
      });
    // Yesterday's appointment, completed before the calendar was connected: written all the same.
    const yesterday = await book("2024-01-01T12:00:00Z", "completed");
    const kept = await book("2024-01-15T09:00:00Z");
    const cancelled = await book("2024-01-16T09:00:00Z");
    const done = await book("2024-01-17T09:00:00Z");
    const missed = await book("2024-01-18T09:00:00Z");
    await readNow([connection.id]);
    /** The events in the calendar, as a calendar app lists them: UID, start, summary, STATUS. */
    const events = async () => {
      return (await eventsIn(server, calendar.url))
        .map((event) => ({
          uid: String(event.getFirstPropertyValue("uid")),
          start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
          summary: String(event.getFirstPropertyValue("summary")),
        }))
        .sort((a, b) => a.start.localeCompare(b.start));
    };
    expect(await events()).toEqual([
      { uid: `${yesterday.id}@localhost:3000`, start: "2024-01-01T12:00:00.000Z", summary: expect.stringContaining("Chris Customer") },
      { uid: `${kept.id}@localhost:3000`, start: "2024-01-15T09:00:00.000Z", summary: expect.stringContaining("Chris Customer") },
      { uid: `${cancelled.id}@localhost:3000`, start: "2024-01-16T09:00:00.000Z", summary: expect.stringContaining("Chris Customer") },
      { uid: `${done.id}@localhost:3000`, start: "2024-01-17T09:00:00.000Z", summary: expect.stringContaining("Chris Customer") },
      { uid: `${missed.id}@localhost:3000`, start: "2024-01-18T09:00:00.000Z", summary: expect.stringContaining("Chris Customer") },
    ]);
    // Exported, and not read back as the member's busy time.
    expect(await busyOf(connection.id)).toEqual([]);

    // Moved (its sequence grows), cancelled, completed and missed: the calendar follows; a completed
    // booking stays in the member's calendar (the appointment took place), a missed one leaves it.
    await env.db
      .updateTable("bookings")
      .set({
        starts_at: new Date("2024-01-15T13:00:00Z"),
        ends_at: new Date("2024-01-15T13:30:00Z"),
        occupied_from: new Date("2024-01-15T13:00:00Z"),
        occupied_until: new Date("2024-01-15T13:30:00Z"),
      })
      .where("id", "=", kept.id)
      .execute();
    await env.db.updateTable("bookings").set({ status: "cancelled" }).where("id", "=", cancelled.id).execute();
    await env.db.updateTable("bookings").set({ status: "completed" }).where("id", "=", done.id).execute();
    await env.db.updateTable("bookings").set({ status: "no_show" }).where("id", "=", missed.id).execute();
    await readNow([connection.id]);
    expect(await events()).toEqual([
      { uid: `${yesterday.id}@localhost:3000`, start: "2024-01-01T12:00:00.000Z", summary: expect.stringContaining("Chris Customer") },
      { uid: `${kept.id}@localhost:3000`, start: "2024-01-15T13:00:00.000Z", summary: expect.stringContaining("Chris Customer") },
      { uid: `${done.id}@localhost:3000`, start: "2024-01-17T09:00:00.000Z", summary: expect.stringContaining("Chris Customer") },
    ]);
    expect(await connectionRow(connection.id)).toMatchObject({ status: "ok" });
    expect(await busyOf(connection.id)).toEqual([]);

    // Days later the completed bookings have left the window read: they stay in the calendar.
    const today = clock.now();
    clock.set("2024-01-20T00:00:00Z");
    try {
      await readNow([connection.id]);
      expect((await events()).map((e) => e.uid)).toEqual([yesterday.id, kept.id, done.id].map((id) => `${id}@localhost:3000`));
    } finally {
      clock.set(today.toISOString());
    }
  });

  it("writes a two-person booking into both members' calendars, naming both, and follows a change of its second member", async () => {
    const first = await memberIn("Europe/Berlin");
    const { providerId } = first;
    await env.db.updateTable("staff").set({ name: "Anna Able" }).where("id", "=", first.staffId).execute();
    const second = await insertStaff(env.db, providerId, { name: "Ben Baker" });
    const third = await insertStaff(env.db, providerId, { name: "Cleo Crane" });
    const service = await insertService(env.db, providerId, { name: "Couples massage" });
    await env.db.updateTable("services").set({ staff_count: 2 }).where("id", "=", service.id).execute();
    const customer = await insertCustomer(env.db, providerId, { name: "Dora Duo", email: "dora.duo@example.com" });
    const connections = new Map<string, { id: string; url: string }>();
    for (const staffId of [first.staffId, second.id, third.id]) {
      const calendar = await server.calendar(`duo-${staffId}`);
      const connection = await createCalendarConnection(
        env.db,
        providerId,
        staffId,
        { url: calendar.url, username: server.username, password: server.password, exportBookings: true },
        secrets,
      );
      connections.set(staffId, { id: connection.id, url: calendar.url });
    }
    const booking = await insertBooking(env.db, providerId, {
      customerId: customer.id,
      serviceId: service.id,
      staffId: first.staffId,
      secondStaffId: second.id,
      startsAt: new Date("2024-01-15T09:00:00Z"),
      status: "confirmed",
    });
    const eventsOf = async (staffId: string) => {
      return (await eventsIn(server, connections.get(staffId)!.url)).map((event) => ({
        uid: String(event.getFirstPropertyValue("uid")),
        sequence: Number(event.getFirstPropertyValue("sequence") ?? 0),
        description: String(event.getFirstPropertyValue("description") ?? ""),
      }));
    };
    const ids = [...connections.values()].map((c) => c.id);
    await readNow(ids);
    const uid = `${booking.id}@localhost:3000`;
    for (const staffId of [first.staffId, second.id]) {
      const [event, ...more] = await eventsOf(staffId);
      expect(more).toEqual([]);
      expect(event).toMatchObject({ uid, description: expect.stringContaining("Anna Able & Ben Baker") });
    }
    expect(await eventsOf(third.id)).toEqual([]);

    // The desk gives the second place to Cleo: Ben's copy is removed, Cleo's written, Anna's rewritten
    // with a higher SEQUENCE (calendar apps keep an event whose SEQUENCE did not grow).
    const before = (await eventsOf(first.staffId))[0]!.sequence;
    await env.db.updateTable("bookings").set({ second_staff_id: third.id }).where("id", "=", booking.id).execute();
    await readNow(ids);
    expect(await eventsOf(second.id)).toEqual([]);
    expect(await eventsOf(third.id)).toEqual([
      { uid, sequence: before + 1, description: expect.stringContaining("Anna Able & Cleo Crane") },
    ]);
    expect(await eventsOf(first.staffId)).toEqual([
      { uid, sequence: before + 1, description: expect.stringContaining("Anna Able & Cleo Crane") },
    ]);
    for (const id of ids) expect(await connectionRow(id)).toMatchObject({ status: "ok" });
  });

  it("marks a wrong password or a wrong address failing", async () => {
    const member = await memberIn("Europe/Berlin");
    const calendar = await server.calendar("wrong");
    const wrongUrl = await createCalendarConnection(
      env.db,
      member.providerId,
      member.staffId,
      { url: `${calendar.url}nope/`, username: server.username, password: server.password },
      secrets,
    );
    await readNow([wrongUrl.id]);
    expect(await connectionRow(wrongUrl.id)).toMatchObject({ status: "failing" });
    if (kind === "radicale") {
      // xandikos has no accounts of its own (it is meant to sit behind a proxy that checks them).
      const wrongPassword = await createCalendarConnection(
        env.db,
        member.providerId,
        member.staffId,
        { url: calendar.url, username: server.username, password: "not-it" },
        secrets,
      );
      await readNow([wrongPassword.id]);
      const row = await connectionRow(wrongPassword.id);
      expect(row.status).toBe("failing");
      expect(row.error).toMatch(/401/);
      expect(row.error).not.toContain("not-it");
    }
  });
});

describe("the calendars role on its own schedule", () => {
  it("reads a newly connected calendar by itself, then follows a move and a deletion at the next reads", async () => {
    const server = await startCalDavServer("radicale");
    // Nothing else is due: only this test's connection is read.
    await env.db
      .updateTable("calendar_connections")
      .set({ next_sync_at: new Date("2100-01-01T00:00:00Z") })
      .execute();
    // The real clock; a read every second, due connections looked for every 200 ms.
    const scheduled = await env.start(
      { WORKER_QUEUES: "calendars", CALENDAR_SYNC_INTERVAL_S: "1", CALENDAR_POLL_MS: "200" },
      { relay: false },
    );
    try {
      const member = await memberIn("Europe/Berlin");
      const calendar = await server.calendar("scheduled");
      const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const stamp = (time: string) => `${day.replaceAll("-", "")}T${time}00Z`;
      const event = (from: string, to: string) =>
        [
          "BEGIN:VCALENDAR",
          "VERSION:2.0",
          "PRODID:-//test//EN",
          "BEGIN:VEVENT",
          "UID:errand@test",
          "DTSTAMP:20240101T000000Z",
          `DTSTART:${stamp(from)}`,
          `DTEND:${stamp(to)}`,
          "END:VEVENT",
          "END:VCALENDAR",
          "",
        ].join("\r\n");
      await calendar.put("errand.ics", event("1000", "1100"));
      const id = await connect(member, server, calendar.url);
      const startsOf = async () => (await busyOf(id)).map((b) => new Date(b.start).toISOString());
      await waitUntil(async () => (await startsOf()).join() === `${day}T10:00:00.000Z`, 20_000, "the first read");
      await calendar.put("errand.ics", event("1500", "1600"));
      await waitUntil(async () => (await startsOf()).join() === `${day}T15:00:00.000Z`, 20_000, "the move to be read");
      await calendar.remove("errand.ics");
      await waitUntil(async () => (await startsOf()).length === 0, 20_000, "the deletion to be read");
      expect((await connectionRow(id)).status).toBe("ok");
    } finally {
      await scheduled.close();
      await server.close();
    }
  }, 60_000);
});
