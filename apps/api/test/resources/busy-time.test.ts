// Busy time read from a staff member's own calendar is a rule of the one engine: availability
// leaves it out, bookings over it are refused (400 naming `busy`), the member's schedule marks it,
// and bookings made before it appeared stay. The busy rows are written here as the calendar sync
// writes them (a connection, the calendar object, its ranges).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let salon: Salon;

beforeAll(async () => {
  t = await startTestApi();
  // The tests' dates are fixed (the week of Monday 7 December 2026): the service's clock runs
  // from a week before them (`reset` comes back to it), so that they stay ahead of its "now"
  // whenever the suite runs.
  t.clock.runFrom("2026-12-01T08:00:00Z");
  salon = await createSalon(t, "Europe/Berlin");
});
afterAll(async () => {
  await t?.close();
});

const MONDAY = "2026-12-07";
const at = (time: string) => `${MONDAY}T${time}:00+01:00`;
const utc = (time: string) => new Date(at(time)).toISOString();

/** Busy time in Ann's own calendar over [from, to), as the sync stores it. */
async function annBusy(href: string, from: string, to: string) {
  const connectionId = `cal_test${href.replace(/\W/g, "")}`;
  await t.db
    .insertInto("calendar_connections")
    .values({
      provider_id: salon.providerId,
      id: connectionId,
      staff_id: salon.annId,
      url: "https://caldav.example/ann/personal/",
      username: "ann",
      password: "v1:sealed",
      error: null,
      last_synced_at: null,
      sync_token: null,
    })
    .execute();
  await t.db
    .insertInto("calendar_objects")
    .values({ provider_id: salon.providerId, connection_id: connectionId, href, etag: '"1"' })
    .execute();
  await t.db
    .insertInto("calendar_busy")
    .values({
      provider_id: salon.providerId,
      connection_id: connectionId,
      href,
      staff_id: salon.annId,
      starts_at: new Date(from),
      ends_at: new Date(to),
    })
    .execute();
}

describe("busy time of a member's own calendar", () => {
  it("keeps availability, bookings and moves off it, marks the schedule, and leaves earlier bookings alone", async () => {
    // A booking at 14:00 made before the calendar said anything.
    const earlier = await salon.book({ dateTime: at("14:00") });
    expect(earlier.status, earlier.text).toBe(201);
    await annBusy("/ann/personal/dentist.ics", at("10:00"), at("11:30"));
    await annBusy("/ann/personal/overlapping.ics", at("13:30"), at("15:00"));

    const availability = await salon.api.get(
      `/v1/availability?serviceId=${salon.serviceId}&from=${MONDAY}&to=${MONDAY}&staffId=${salon.annId}`,
    );
    expect(availability.status, availability.text).toBe(200);
    const starts = (availability.body.data.days[0].slots as { start: string }[]).map((s) => s.start);
    expect(starts).toContain(utc("09:00"));
    // A 60-minute service: nothing from 09:30 (it would run into 10:00) to 11:00 (it would start in the busy time).
    for (const time of ["09:30", "10:00", "10:30", "11:00"]) expect(starts).not.toContain(utc(time));
    expect(starts).toContain(utc("15:00")); // the first start after the second busy range (and the 14:00 booking)

    const refused = await salon.book({ dateTime: at("10:30") });
    expectError(refused, 400, "BAD_REQUEST");
    expect(refused.body.error.details[0]).toMatchObject({
      path: "dateTime",
      message: "is during busy time in the staff member's own calendar",
      rule: "busy",
    });
    // Without a member named, another who is free takes it (busy time refuses its member only).
    const bob = await salon.api.post("/v1/bookings", {
      customerId: salon.customerId,
      serviceId: salon.serviceId,
      staffId: salon.bobId,
      dateTime: at("10:30"),
    });
    expect(bob.status, bob.text).toBe(201);

    // A move into it is refused too; the earlier booking itself stands.
    const move = await salon.api.patch(`/v1/bookings/${earlier.body.data.id}`, { dateTime: at("10:00") });
    expectError(move, 400, "BAD_REQUEST");
    expect((await salon.api.get(`/v1/bookings/${earlier.body.data.id}`)).body.data.status).toBe("pending");

    const schedule = await salon.api.get(`/v1/staff/${salon.annId}/schedule?from=${MONDAY}&to=${MONDAY}`);
    expect(schedule.status, schedule.text).toBe(200);
    const slots = schedule.body.data.schedule[0].slots as { time: string; busy: boolean; available: boolean }[];
    expect(slots.filter((s) => s.busy).map((s) => s.time)).toEqual(["10:00", "10:30", "11:00", "13:30", "14:00", "14:30"]);
    expect(slots.filter((s) => s.busy).every((s) => !s.available)).toBe(true);
    expect(slots.find((s) => s.time === "09:00")).toMatchObject({ busy: false, available: true });
  });
});
