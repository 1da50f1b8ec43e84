// The guarantees booking policies must keep under pressure: the database still decides overlaps
// when buffers are involved (exactly one winner), a time off and a booking racing for the same
// hour never both succeed, a booking that waited for its member sees whatever committed meanwhile
// (a schedule, a class session, a deletion), a transfer refuses a member on leave, and every
// start time the availability engine offers books successfully.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Database, type Kysely } from "@booking/db";
import type { ApiResponse } from "@booking/testing";
import { waitFor } from "../faults-support";
import { startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
  // Friday 2026-11-20, 09:00 in Berlin; Monday 2026-11-23 is the first day booked.
  t.clock.set("2026-11-20T08:00:00Z");
});
afterAll(async () => {
  await t?.close();
});

async function serviceWith(s: Salon, body: Record<string, unknown>) {
  const res = await s.api.post("/v1/services", { name: "Colour", price: 60, ...body });
  expect(res.status, res.text).toBe(201);
  // Ann and Bob offer it too.
  for (const id of [s.annId, s.bobId]) {
    const res2 = await s.api.patch(`/v1/staff/${id}`, { services: [s.serviceId, res.body.data.id] });
    expect(res2.status, res2.text).toBe(200);
  }
  return res.body.data.id as string;
}

/** Pairs of active bookings of one member whose occupied ranges (buffers included) overlap. */
async function occupiedOverlaps(providerId: string) {
  const result = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM bookings a JOIN bookings b
      ON a.provider_id = b.provider_id AND a.staff_id = b.staff_id AND a.id < b.id
     AND tstzrange(a.occupied_from, a.occupied_until) && tstzrange(b.occupied_from, b.occupied_until)
    WHERE a.provider_id = ${providerId} AND a.status IN ('pending', 'confirmed') AND b.status IN ('pending', 'confirmed')`.execute(t.db);
  return result.rows[0]!.n;
}

/**
 * Runs `writes` in a transaction that holds the member's row as booking writers lock it, starts
 * `book` meanwhile, waits until that booking waits on a lock, then commits: the booking's answer.
 */
async function whileMemberHeld(
  s: Salon,
  staffId: string,
  writes: (connection: Kysely<Database>) => Promise<unknown>,
  book: () => Promise<ApiResponse>,
) {
  return t.db.connection().execute(async (connection) => {
    await sql`BEGIN`.execute(connection);
    await sql`SELECT id FROM staff WHERE provider_id = ${s.providerId} AND id = ${staffId} FOR NO KEY UPDATE`.execute(connection);
    await writes(connection);
    let answered = false; // a booking that did not wait has its answer already (and the test fails on it)
    const booking = book().finally(() => (answered = true));
    await waitFor(async () => {
      const waiting = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.db);
      return answered || waiting.rows[0]!.n > 0;
    }, "the booking to wait for the member");
    await sql`COMMIT`.execute(connection);
    return booking;
  });
}

describe("booking policies under pressure", () => {
  it("with buffers, exactly one of 12 simultaneous conflicting creates wins (half conflict only through buffers)", async () => {
    const s = await createSalon(t);
    const colour = await serviceWith(s, { duration: 30, bufferBeforeMinutes: 15, bufferAfterMinutes: 15 });
    for (const day of [23, 24, 25]) {
      // 10:00 occupies 09:45-10:45; 10:40 occupies 10:25-11:25: the two times meet only in their buffers.
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          s.book({ serviceId: colour, dateTime: `2026-11-${day}T${i % 2 === 0 ? "10:00" : "10:40"}:00+01:00` }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(
        statuses.filter((c) => c === 201),
        statuses.join(","),
      ).toHaveLength(1);
      expect(statuses.filter((c) => c === 409)).toHaveLength(11);
    }
    expect(await occupiedOverlaps(s.providerId)).toBe(0);
    // Just beyond the buffers is free: 10:00 + 30 + 15 after + 15 before the next = 11:00.
    const winner = await s.api.get(`/v1/bookings?staffId=${s.annId}&from=2026-11-23&to=2026-11-23`);
    const start = winner.body.data[0].dateTime as string;
    const next = new Date(Date.parse(start) + 60 * 60_000).toISOString();
    expect((await s.book({ serviceId: colour, dateTime: next })).status).toBe(201);
  });

  it("a time off and a booking racing for the same hour never both succeed", async () => {
    const s = await createSalon(t);
    for (const day of [23, 24, 25, 26, 27]) {
      const [off, booking] = await Promise.all([
        s.api.post(`/v1/staff/${s.annId}/time-off`, { start: `2026-11-${day}T10:00:00+01:00`, end: `2026-11-${day}T12:00:00+01:00` }),
        s.book({ dateTime: `2026-11-${day}T10:30:00+01:00` }),
      ]);
      const outcome = `${off.status}/${booking.status}`;
      expect(["201/400", "409/201"], `${outcome} ${off.text} ${booking.text}`).toContain(outcome);
      if (booking.status === 400) expect(booking.body.error.details[0].message).toBe("is during the staff member's time off");
      if (off.status === 409) expect(off.body.error.details[0].path).toBe(`bookings.${booking.body.data.id as string}`);
    }
  });

  it("a booking that waited for a time off being written sees it once that commits (and is refused)", async () => {
    const s = await createSalon(t);
    // A time off written the way the API writes it (the member's row locked, then the row), held
    // open until the booking waits for the member.
    const held = await whileMemberHeld(
      s,
      s.annId,
      async (c) => {
        await sql`UPDATE staff SET policy_version = policy_version + 1 WHERE provider_id = ${s.providerId} AND id = ${s.annId}`.execute(c);
        await sql`
          INSERT INTO staff_time_off (provider_id, id, staff_id, starts_at, ends_at)
          VALUES (${s.providerId}, 'off_held', ${s.annId}, '2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z')`.execute(c);
      },
      () => s.book({ dateTime: "2026-11-23T10:30:00+01:00" }),
    );
    expect(held.status, held.text).toBe(400);
    expect(held.body.error.details[0].message).toBe("is during the staff member's time off");
  });

  it("a booking that waited for its member sees a schedule change, a class session or a deletion that committed meanwhile", async () => {
    const s = await createSalon(t);
    // Ann stops working Mondays while a Monday booking waits: refused as outside her hours.
    const offMonday = await whileMemberHeld(
      s,
      s.annId,
      (c) => sql`UPDATE staff SET schedule = schedule - 'monday' WHERE provider_id = ${s.providerId} AND id = ${s.annId}`.execute(c),
      () => s.book({ dateTime: "2026-11-23T10:00:00+01:00" }),
    );
    expect(offMonday.status, offMonday.text).toBe(400);
    expect(offMonday.body.error.details[0].message).toBe("is on the staff member's day off");

    // A class session of Ann's opens over Tuesday 10:00-11:00 while a booking at 10:30 waits: 409.
    const yoga = await s.api.post("/v1/services", { name: "Yoga", duration: 60, price: 15, capacity: 8 });
    expect(yoga.status, yoga.text).toBe(201);
    const teaching = await whileMemberHeld(
      s,
      s.annId,
      (c) =>
        sql`INSERT INTO sessions (provider_id, id, service_id, staff_id, starts_at, ends_at, occupied_from, occupied_until, capacity)
            VALUES (${s.providerId}, 'ses_held', ${yoga.body.data.id as string}, ${s.annId},
                    '2026-11-24T09:00:00Z', '2026-11-24T10:00:00Z', '2026-11-24T09:00:00Z', '2026-11-24T10:00:00Z', 8)`.execute(c),
      () => s.book({ dateTime: "2026-11-24T10:30:00+01:00" }),
    );
    expect(teaching.status, teaching.text).toBe(409);
    expect(teaching.body.error.message).toMatch(/ses_held/);

    // Ann is deleted while a booking waits: 404, and nothing was written for her.
    const gone = await whileMemberHeld(
      s,
      s.annId,
      (c) => sql`UPDATE staff SET deleted_at = now() WHERE provider_id = ${s.providerId} AND id = ${s.annId}`.execute(c),
      () => s.book({ dateTime: "2026-11-25T10:00:00+01:00" }),
    );
    expect(gone.status, gone.text).toBe(404);
    const written = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bookings WHERE provider_id = ${s.providerId}`.execute(t.db);
    expect(written.rows[0]!.n).toBe(0);
    const events = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM outbox_events WHERE provider_id = ${s.providerId} AND event = 'booking.created'`.execute(t.db);
    expect(events.rows[0]!.n).toBe(0);
  });

  it("a transfer refuses a target on leave, naming the booking, and goes through once the leave is removed", async () => {
    const s = await createSalon(t);
    const booking = await s.book({ dateTime: "2026-11-24T10:00:00+01:00" });
    expect(booking.status).toBe(201);
    const leave = await s.api.post(`/v1/staff/${s.bobId}/time-off`, {
      start: "2026-11-24T00:00:00+01:00",
      end: "2026-11-25T00:00:00+01:00",
      reason: "Holiday",
    });
    expect(leave.status).toBe(201);
    const refused = await s.api.delete(`/v1/staff/${s.annId}?transferBookings=${s.bobId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toEqual([
      { path: `bookings.${booking.body.data.id as string}`, message: expect.stringMatching(/time off/) },
    ]);
    expect((await s.api.get(`/v1/staff/${s.annId}`)).status).toBe(200);
    expect((await s.api.get(`/v1/bookings/${booking.body.data.id as string}`)).body.data.staff.id).toBe(s.annId);

    // An override off on that date refuses the same way.
    expect((await s.api.delete(`/v1/staff/${s.bobId}/time-off/${leave.body.data.id as string}`)).status).toBe(200);
    expect((await s.api.put(`/v1/staff/${s.bobId}/overrides/2026-11-24`, { off: true })).status).toBe(200);
    const again = await s.api.delete(`/v1/staff/${s.annId}?transferBookings=${s.bobId}`);
    expect(again.status).toBe(409);
    expect(again.body.error.details[0].message).toMatch(/does not work on 2026-11-24/);

    expect((await s.api.delete(`/v1/staff/${s.bobId}/overrides/2026-11-24`)).status).toBe(200);
    const moved = await s.api.delete(`/v1/staff/${s.annId}?transferBookings=${s.bobId}`);
    expect(moved.status, moved.text).toBe(200);
    expect((await s.api.get(`/v1/bookings/${booking.body.data.id as string}`)).body.data.staff.id).toBe(s.bobId);
  });

  it("every start time the availability endpoint offers books successfully, until the week is full", async () => {
    const s = await createSalon(t);
    const colour = await serviceWith(s, { duration: 45, bufferBeforeMinutes: 5, bufferAfterMinutes: 10 });
    expect((await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).status).toBe(201);
    expect(
      (await s.api.post(`/v1/staff/${s.annId}/time-off`, { start: "2026-11-25T09:00:00+01:00", end: "2026-11-25T13:00:00+01:00" })).status,
    ).toBe(201);
    expect((await s.api.put(`/v1/staff/${s.bobId}/overrides/2026-11-26`, { start: "14:00", end: "16:00" })).status).toBe(200);
    expect((await s.api.post("/v1/closures", { date: "2026-11-27", reason: "Staff training" })).status).toBe(201);

    const read = async () => {
      const res = await s.api.get(`/v1/availability?serviceId=${colour}&from=2026-11-23&to=2026-11-27`);
      expect(res.status, res.text).toBe(200);
      return res.body.data.days as { date: string; slots: { start: string; end: string; staffIds: string[] }[] }[];
    };
    const first = await read();
    expect(first.find((d) => d.date === "2026-11-27")!.slots).toEqual([]);
    // Bob works only 14:00-16:00 on Thursday: none of his starts that day lies outside it.
    for (const slot of first.find((d) => d.date === "2026-11-26")!.slots.filter((x) => x.staffIds.includes(s.bobId))) {
      expect(slot.start >= "2026-11-26T13:00:00.000Z" && slot.end <= "2026-11-26T15:00:00.000Z", slot.start).toBe(true);
    }

    let booked = 0;
    for (let round = 0; round < 200; round++) {
      const offered = (await read()).flatMap((d) => d.slots);
      if (offered.length === 0) break;
      const slot = offered[round % offered.length]!;
      const staffId = slot.staffIds[round % slot.staffIds.length]!;
      const res = await s.book({ serviceId: colour, staffId, dateTime: slot.start });
      expect(res.status, `${slot.start} with ${staffId}: ${res.text}`).toBe(201);
      booked++;
    }
    expect(booked).toBeGreaterThan(10);
    expect((await read()).flatMap((d) => d.slots)).toEqual([]);
    expect(await occupiedOverlaps(s.providerId)).toBe(0);
  }, 120_000);
});
