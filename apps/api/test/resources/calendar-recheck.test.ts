// A booking re-reads a member's own calendar whose busy time is older than
// CALENDAR_MAX_STALENESS_S (or was never read), before it is decided: with no worker running,
// an event put into a real CalDAV server (Debian's radicale, started here) refuses the booking
// over it at once. Busy time read within the limit is trusted; a server that is down or frozen
// marks the connection failing and the booking goes on with the busy time read before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { apiClient, startCalDavServer, type CalDavCalendar, type CalDavServer } from "@booking/testing";
import { expectError, startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let server: CalDavServer;

beforeAll(async () => {
  // The CalDAV server listens on 127.0.0.1: private targets are allowed for this file.
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
  const [api, caldav] = await Promise.all([startTestApi(), startCalDavServer("radicale")]);
  t = api;
  server = caldav;
}, 60_000);
afterAll(async () => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
  await Promise.all([t?.close(), server?.close()]);
});

const MONDAY = "2026-12-07";
const at = (time: string) => `${MONDAY}T${time}:00+01:00`;
const stamp = (time: string) => `${MONDAY.replaceAll("-", "")}T${time.replace(":", "")}00`;

/** An event of Ann's own in Europe/Berlin time. */
const event = (uid: string, from: string, to: string) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//test//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20261101T000000Z",
    `DTSTART;TZID=Europe/Berlin:${stamp(from)}`,
    `DTEND;TZID=Europe/Berlin:${stamp(to)}`,
    "SUMMARY:Private",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

/** A salon whose Ann imports busy time from a new calendar of the server; no worker reads it. */
async function annWithCalendar(): Promise<{ salon: Salon; calendar: CalDavCalendar; connectionId: string }> {
  const salon = await createSalon(t, "Europe/Berlin");
  const calendar = await server.calendar(`ann-${salon.providerId.slice(0, 8)}`);
  const connected = await salon.api.post(`/v1/staff/${salon.annId}/calendars`, {
    kind: "caldav",
    url: calendar.url,
    username: server.username,
    password: server.password,
  });
  expect(connected.status, connected.text).toBe(201);
  expect(connected.body.data.status).toBe("syncing");
  return { salon, calendar, connectionId: connected.body.data.id as string };
}

const connectionOf = async (salon: Salon) => {
  const list = await salon.api.get(`/v1/staff/${salon.annId}/calendars`);
  return list.body.data[0] as { status: string; lastSyncedAt: string | null; error: string | null };
};

describe("a booking and the member's calendar", () => {
  it("reads a calendar never read before, and one read longer ago than the limit, before deciding", async () => {
    t.clock.reset();
    const { salon, calendar } = await annWithCalendar();
    await calendar.put("dentist.ics", event("dentist@test", "10:00", "11:00"));

    // Connected a moment ago and not read yet: the booking reads it first and is refused.
    const refused = await salon.book({ dateTime: at("10:00") });
    expectError(refused, 400, "BAD_REQUEST");
    expect(refused.body.error.details[0]).toEqual({ path: "dateTime", message: "is during busy time in the staff member's own calendar" });
    const read = await connectionOf(salon);
    expect(read.status).toBe("ok");
    expect(read.lastSyncedAt).not.toBeNull();

    // A new event while the busy time read is fresh (within CALENDAR_MAX_STALENESS_S, 120 s): the
    // booking trusts what was read (the calendars role reads every 30 s).
    await calendar.put("gym.ics", event("gym@test", "14:00", "15:00"));
    const trusted = await salon.book({ dateTime: at("14:00") });
    expect(trusted.status, trusted.text).toBe(201);

    // Two minutes on, the busy time is too old: the next booking reads the calendar again.
    await calendar.put("errand.ics", event("errand@test", "15:00", "16:00"));
    t.clock.advance(121_000);
    const reread = await salon.book({ dateTime: at("15:00") });
    expectError(reread, 400, "BAD_REQUEST");
    expect(reread.body.error.details[0].message).toBe("is during busy time in the staff member's own calendar");
    // Moves re-read too: the errand moved to 16:00 shows once the busy time is old again.
    await calendar.put("errand.ics", event("errand@test", "16:00", "17:00"));
    t.clock.advance(121_000);
    const moved = await salon.api.patch(`/v1/bookings/${trusted.body.data.id}`, { dateTime: at("16:00") });
    expectError(moved, 400, "BAD_REQUEST");
    expect(moved.body.error.details[0].message).toBe("is during busy time in the staff member's own calendar");
    const freed = await salon.book({ dateTime: at("15:00") });
    expect(freed.status, freed.text).toBe(201);
  });

  it("re-reads the calendars of every member who could take a booking that names none", async () => {
    t.clock.reset();
    const { salon, calendar } = await annWithCalendar();
    await calendar.put("course.ics", event("course@test", "09:00", "18:00"));
    // Bob is busy with a booking at 11:00; Ann's calendar (never read) says she is away all day.
    const bobs = await salon.api.post("/v1/bookings", {
      customerId: salon.customerId,
      serviceId: salon.serviceId,
      staffId: salon.bobId,
      dateTime: at("11:00"),
    });
    expect(bobs.status, bobs.text).toBe(201);
    const key = await createApiKey(t.db, {
      providerId: salon.providerId,
      audience: "customer",
      customerId: salon.customerId,
      plan: "default",
    });
    const anyone = await apiClient(t.url, key.apiKey).post("/v1/bookings", { serviceId: salon.serviceId, dateTime: at("11:00") });
    expectError(anyone, 409, "CONFLICT");
    expect((await connectionOf(salon)).status).toBe("ok");
  });

  it("goes on with the busy time it has when the server is down or frozen, and marks the connection failing", async () => {
    t.clock.reset();
    const { salon, calendar } = await annWithCalendar();
    await calendar.put("dentist.ics", event("dentist@test", "10:00", "11:00"));
    expectError(await salon.book({ dateTime: at("10:00") }), 400, "BAD_REQUEST");

    // Down: refused connections. The busy time read before still holds; other times book.
    await server.stop();
    try {
      t.clock.advance(121_000);
      const free = await salon.book({ dateTime: at("14:00") });
      expect(free.status, free.text).toBe(201);
      expectError(await salon.book({ dateTime: at("10:00") }), 400, "BAD_REQUEST");
      const down = await connectionOf(salon);
      expect(down.status).toBe("failing");
      expect(down.error).toBe("The calendar server refused the connection");
    } finally {
      await server.start();
    }
    // Failing: left to the worker's backoff (which reads it again), not tried by every booking.
    await calendar.put("errand.ics", event("errand@test", "15:00", "16:00"));
    const notReread = await salon.book({ dateTime: at("15:00") });
    expect(notReread.status, notReread.text).toBe(201);
    expect((await connectionOf(salon)).status).toBe("failing");

    // Frozen (SIGSTOP): connections accepted, never answered. The booking waits its bounded time and goes on.
    const other = await annWithCalendar();
    await other.calendar.put("dentist.ics", event("dentist@test", "10:00", "11:00"));
    server.freeze();
    try {
      const booked = await other.salon.book({ dateTime: at("13:00") });
      expect(booked.status, booked.text).toBe(201);
      const frozen = await connectionOf(other.salon);
      expect(frozen.status).toBe("failing");
      expect(frozen.error).toBe("The calendar server did not answer in time");
    } finally {
      server.thaw();
    }
  }, 60_000);
});
