// A booking never reads a staff calendar: it is decided on the busy time the workers stored, and a
// calendar it depends on whose last good read is older than CALENDAR_MAX_STALENESS_S (or that was
// never read) is made due at once for the workers. So no calendar server, however slow, frozen,
// large or dense, holds up a booking, or any other tenant's request meanwhile: the servers here
// (hostile ones, each in a process of its own, recording every request) must see none from the
// API. A calendar's url changed without its password is refused: the stored password is only ever
// sent to the url it was given for.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { apiClient, CANARY_P99_LIMIT_MS, canaryDuring, minutelySeries, startHostileCalDav, type HostileCalDav } from "@booking/testing";
import { expectError, startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let other: Salon;
let otherBookingId: string;
/** Another tenant's request, timed while an attack runs. */
const otherTenantRead = () =>
  fetch(new URL(`/v1/bookings/${otherBookingId}`, t.url), { headers: { authorization: `Bearer ${other.apiKey}` } });
const servers: HostileCalDav[] = [];

beforeAll(async () => {
  // The calendar servers listen on 127.0.0.1: private targets are allowed for this file.
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
  t = await startTestApi();
  t.clock.set("2026-12-01T08:00:00Z");
  other = await createSalon(t);
  otherBookingId = (await other.book({ dateTime: "2026-12-08T10:00:00+01:00" })).body.data.id as string;
}, 60_000);
afterAll(async () => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
  await Promise.all(servers.map((s) => s.close()));
  await t?.close();
});

const MONDAY = "2026-12-07";
const at = (time: string) => `${MONDAY}T${time}:00+01:00`;

async function hostile(options: Parameters<typeof startHostileCalDav>[0] = {}) {
  const server = await startHostileCalDav(options);
  servers.push(server);
  return server;
}

/** A salon whose Ann imports busy time from `server`'s calendar. */
async function annWithCalendar(server: HostileCalDav): Promise<{ salon: Salon; connectionId: string }> {
  const salon = await createSalon(t, "Europe/Berlin");
  const connected = await salon.api.post(`/v1/staff/${salon.annId}/calendars`, {
    kind: "caldav",
    url: server.url,
    username: "ann",
    password: "app-password",
  });
  expect(connected.status, connected.text).toBe(201);
  return { salon, connectionId: connected.body.data.id as string };
}

const seconds = (s: number) => new Date(t.clock.now().getTime() + s * 1000);

/** Sets when the connection was last read and when it is due next, as the workers would have. */
async function readEarlier(connectionId: string, lastReadSecondsAgo: number | null, dueInSeconds: number, status: "ok" | "failing" = "ok") {
  await t.db
    .updateTable("calendar_connections")
    .set({ last_synced_at: lastReadSecondsAgo === null ? null : seconds(-lastReadSecondsAgo), next_sync_at: seconds(dueInSeconds), status })
    .where("id", "=", connectionId)
    .execute();
}

const dueAt = async (connectionId: string) =>
  (await t.db.selectFrom("calendar_connections").select("next_sync_at").where("id", "=", connectionId).executeTakeFirstOrThrow())
    .next_sync_at;

/** Busy time as the workers store it: an object of the connection and one busy range. */
async function storedBusy(salon: Salon, connectionId: string, from: string, to: string) {
  await t.db
    .insertInto("calendar_objects")
    .values({ provider_id: salon.providerId, connection_id: connectionId, href: "/cal/x.ics", etag: "1" })
    .execute();
  await t.db
    .insertInto("calendar_busy")
    .values({
      provider_id: salon.providerId,
      connection_id: connectionId,
      href: "/cal/x.ics",
      staff_id: salon.annId,
      starts_at: new Date(from),
      ends_at: new Date(to),
    })
    .execute();
}

describe("a booking and the member's calendar", () => {
  it("is decided on the stored busy time, and makes a calendar read too long ago due for the workers", async () => {
    const server = await hostile({ objects: 3 });
    const { salon, connectionId } = await annWithCalendar(server);
    await storedBusy(salon, connectionId, at("10:00"), at("11:00"));

    // Read 10 s ago, next read in 20 s: fresh; the stored busy time decides and nothing changes.
    await readEarlier(connectionId, 10, 20);
    const refused = await salon.book({ dateTime: at("10:00") });
    expectError(refused, 400, "BAD_REQUEST");
    expect(refused.body.error.details[0]).toMatchObject({
      path: "dateTime",
      message: "is during busy time in the staff member's own calendar",
      rule: "busy",
    });
    expect((await dueAt(connectionId)).getTime()).toBe(seconds(20).getTime());

    // Read 121 s ago (past CALENDAR_MAX_STALENESS_S, 120): the booking goes on with what is stored
    // and the calendar is due now.
    await readEarlier(connectionId, 121, 20);
    const booked = await salon.book({ dateTime: at("14:00") });
    expect(booked.status, booked.text).toBe(201);
    expect((await dueAt(connectionId)).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());

    // Moves alike.
    await readEarlier(connectionId, 121, 20);
    const moved = await salon.api.patch(`/v1/bookings/${booked.body.data.id}`, { dateTime: at("15:00") });
    expect(moved.status, moved.text).toBe(200);
    expect((await dueAt(connectionId)).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());

    // One a worker is reading now (its claim put the next read past the interval), and a failing
    // one (its backoff), are left as they are.
    await readEarlier(connectionId, 121, 300);
    expect((await salon.book({ dateTime: at("16:00") })).status).toBe(201);
    expect((await dueAt(connectionId)).getTime()).toBe(seconds(300).getTime());
    await readEarlier(connectionId, 121, 20, "failing");
    expect((await salon.book({ dateTime: at("09:00") })).status).toBe(201);
    expect((await dueAt(connectionId)).getTime()).toBe(seconds(20).getTime());

    expect(server.requests).toEqual([]);
  });

  it("makes the calendars of every member who could take a booking that names none due, from a customer key and a manage link", async () => {
    const server = await hostile();
    const { salon, connectionId } = await annWithCalendar(server);
    await readEarlier(connectionId, null, 20);
    const key = await createApiKey(t.db, {
      providerId: salon.providerId,
      audience: "customer",
      customerId: salon.customerId,
      plan: "default",
    });
    const anyone = await apiClient(t.url, key.apiKey).post("/v1/bookings", { serviceId: salon.serviceId, dateTime: at("11:00") });
    expect(anyone.status, anyone.text).toBe(201);
    expect((await dueAt(connectionId)).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());

    await readEarlier(connectionId, null, 20);
    const token = anyone.body.data.manage.token as string;
    const rescheduled = await t.anonymous.post(`/v1/manage/${token}/reschedule`, { dateTime: at("13:00") });
    expect(rescheduled.status, rescheduled.text).toBe(200);
    expect((await dueAt(connectionId)).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(server.requests).toEqual([]);
  });

  it("makes the second member's calendar due for a two-person booking, whether named or to be picked, and for its move", async () => {
    const server = await hostile();
    const salon = await createSalon(t, "Europe/Berlin");
    const couples = await salon.api.post("/v1/services", { name: "Couples massage", duration: 60, price: 160, staffCount: 2 });
    expect(couples.status, couples.text).toBe(201);
    const couplesId = couples.body.data.id as string;
    for (const staffId of [salon.annId, salon.bobId]) {
      const offered = await salon.api.patch(`/v1/staff/${staffId}`, { services: [salon.serviceId, couplesId] });
      expect(offered.status, offered.text).toBe(200);
    }
    // Bob's calendar only: he is never the member a booking names first here.
    const connected = await salon.api.post(`/v1/staff/${salon.bobId}/calendars`, {
      kind: "caldav",
      url: server.url,
      username: "bob",
      password: "app-password",
    });
    expect(connected.status, connected.text).toBe(201);
    const connectionId = connected.body.data.id as string;

    await readEarlier(connectionId, 121, 20);
    const named = await salon.book({ serviceId: couplesId, staffIds: [salon.annId, salon.bobId], dateTime: at("10:00") });
    expect(named.status, named.text).toBe(201);
    expect((await dueAt(connectionId)).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());

    await readEarlier(connectionId, 121, 20);
    const picked = await salon.book({ serviceId: couplesId, staffId: salon.annId, dateTime: at("13:00") });
    expect(picked.status, picked.text).toBe(201);
    expect(picked.body.data.staffIds).toEqual([salon.annId, salon.bobId]);
    expect((await dueAt(connectionId)).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());

    await readEarlier(connectionId, 121, 20);
    const moved = await salon.api.patch(`/v1/bookings/${named.body.data.id}`, { dateTime: at("15:00") });
    expect(moved.status, moved.text).toBe(200);
    expect((await dueAt(connectionId)).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());

    // A one-person booking of Ann's leaves Bob's calendar alone.
    await readEarlier(connectionId, 121, 20);
    expect((await salon.book({ staffId: salon.annId, dateTime: at("16:00") })).status).toBe(201);
    expect((await dueAt(connectionId)).getTime()).toBe(seconds(20).getTime());
    expect(server.requests).toEqual([]);
  });

  it("costs nothing when the calendar server never answers, or answers with dense or huge calendars", async () => {
    const servers = [
      await hostile({ silent: true }),
      await hostile({ objects: 30, ics: minutelySeries }),
      await hostile({ hugeListingBytes: 300 * 1024 * 1024 }),
    ];
    const salons = await Promise.all(servers.map((server) => annWithCalendar(server)));
    for (const { connectionId } of salons) await readEarlier(connectionId, null, 20);
    const { result, canary } = await canaryDuring(otherTenantRead, async () => {
      const answers = [];
      for (const { salon } of salons) {
        for (const time of ["09:00", "10:00", "11:00", "13:00", "14:00"]) {
          const started = performance.now();
          const res = await salon.book({ dateTime: at(time) });
          answers.push({ status: res.status, ms: performance.now() - started });
        }
      }
      return answers;
    });
    expect(result.map((a) => a.status)).toEqual(Array.from({ length: 15 }, () => 201));
    expect(Math.max(...result.map((a) => a.ms))).toBeLessThan(1_000);
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});
    for (const server of servers) expect(server.requests).toEqual([]);
  });
});

describe("changing a calendar connection", () => {
  it("refuses a new url without the password, so the stored one never reaches another server", async () => {
    const server = await hostile();
    const { salon, connectionId } = await annWithCalendar(server);
    const path = `/v1/staff/${salon.annId}/calendars/${connectionId}`;
    const elsewhere = await hostile();
    const { result: refused, canary } = await canaryDuring(otherTenantRead, () => salon.api.patch(path, { url: elsewhere.url }));
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});
    expectError(refused, 400, "BAD_REQUEST");
    expect(refused.body.error.details).toEqual([
      { path: "password", message: expect.stringMatching(/^a new url needs the account's password again/) },
    ]);
    const row = await t.db
      .selectFrom("calendar_connections")
      .select(["url", "password"])
      .where("id", "=", connectionId)
      .executeTakeFirstOrThrow();
    expect(row.url).toBe(server.url);
    expect(elsewhere.requests).toEqual([]);
    // With the password (or the same url), it is changed.
    expect((await salon.api.patch(path, { url: server.url, username: "ann2" })).status).toBe(200);
    const moved = await salon.api.patch(path, { url: elsewhere.url, password: "another-app-password" });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.url).toBe(elsewhere.url);
  });
});
