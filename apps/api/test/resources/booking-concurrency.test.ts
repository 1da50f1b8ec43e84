// No double booking, ever: simultaneous overlapping creates and moves have exactly one winner.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { startTestApi, type TestApi } from "../helpers";
import { createSalon } from "../salon";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
  t.clock.set("2026-11-20T08:00:00Z");
});
afterAll(async () => {
  await t?.close();
});

const ROUNDS = 5;
const REQUESTS = 30;

async function activeOverlaps(providerId: string) {
  const result = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM bookings a JOIN bookings b
      ON a.provider_id = b.provider_id AND a.staff_id = b.staff_id AND a.id < b.id
     AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
    WHERE a.provider_id = ${providerId}
      AND a.status IN ('pending', 'confirmed') AND b.status IN ('pending', 'confirmed')`.execute(t.db);
  return result.rows[0]!.n;
}

describe("concurrent bookings of one staff member", () => {
  it(`lets exactly one of ${REQUESTS} simultaneous overlapping creates win, every round`, async () => {
    const s = await createSalon(t);
    for (let round = 0; round < ROUNDS; round++) {
      const day = 23 + round; // Monday 2026-11-23 … Friday 2026-11-27
      // Staggered starts within one hour: every pair of these 60-minute bookings overlaps.
      const responses = await Promise.all(
        Array.from({ length: REQUESTS }, (_, i) => {
          const minute = String(i % 30).padStart(2, "0");
          return s.book({ dateTime: `2026-11-${day}T10:${minute}:00+01:00` });
        }),
      );
      const statuses = responses.map((r) => r.status);
      expect(
        statuses.filter((c) => c === 201),
        `round ${round}: ${statuses.join(",")}`,
      ).toHaveLength(1);
      expect(statuses.filter((c) => c === 409)).toHaveLength(REQUESTS - 1);
    }
    expect(await activeOverlaps(s.providerId)).toBe(0);
  });

  it(`lets exactly one of ${REQUESTS} simultaneous moves onto one time win, every round`, async () => {
    const s = await createSalon(t, "Europe/Berlin", {
      monday: { start: "00:00", end: "24:00" },
      tuesday: { start: "00:00", end: "24:00" },
      wednesday: { start: "00:00", end: "24:00" },
      thursday: { start: "00:00", end: "24:00" },
      friday: { start: "00:00", end: "24:00" },
    });
    for (let round = 0; round < ROUNDS; round++) {
      const day = 23 + round;
      const ids: string[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const hour = String(Math.floor(i / 2) + 1).padStart(2, "0");
        const minute = i % 2 === 0 ? "00" : "30";
        // Beard trims (30 min) across the night, one after another: none overlap.
        const res = await s.book({ serviceId: s.otherServiceId, dateTime: `2026-11-${day}T${hour}:${minute}:00+01:00` });
        expect(res.status, res.text).toBe(201);
        ids.push(res.body.data.id);
      }
      const target = `2026-11-${day}T18:00:00+01:00`;
      const responses = await Promise.all(ids.map((id) => s.api.patch(`/v1/bookings/${id}`, { dateTime: target })));
      const statuses = responses.map((r) => r.status);
      expect(
        statuses.filter((c) => c === 200),
        `round ${round}: ${statuses.join(",")}`,
      ).toHaveLength(1);
      expect(statuses.filter((c) => c === 409)).toHaveLength(REQUESTS - 1);
    }
    expect(await activeOverlaps(s.providerId)).toBe(0);
  });

  it("mixes creates and moves onto one time: one winner", async () => {
    const s = await createSalon(t);
    const existing: string[] = [];
    for (const time of ["09:00", "13:00", "14:00", "15:00"]) {
      existing.push((await s.book({ dateTime: `2026-11-23T${time}:00+01:00` })).body.data.id);
    }
    const responses = await Promise.all([
      ...existing.map((id) => s.api.patch(`/v1/bookings/${id}`, { dateTime: "2026-11-23T10:30:00+01:00" })),
      ...Array.from({ length: 20 }, () => s.book({ dateTime: "2026-11-23T10:00:00+01:00" })),
    ]);
    const winners = responses.filter((r) => r.status === 200 || r.status === 201);
    expect(winners).toHaveLength(1);
    expect(responses.every((r) => [200, 201, 409].includes(r.status))).toBe(true);
    expect(await activeOverlaps(s.providerId)).toBe(0);
  });

  it("is enforced by the database itself: an overlapping row written directly is refused", async () => {
    const s = await createSalon(t);
    const first = await s.book({ dateTime: "2026-11-23T10:00:00+01:00" });
    expect(first.status).toBe(201);
    const attempt = sql`
      INSERT INTO bookings (provider_id, id, customer_id, service_id, staff_id, starts_at, ends_at, occupied_from, occupied_until, payment_amount_cents)
      VALUES (${s.providerId}, 'bk_direct', ${s.customerId}, ${s.serviceId}, ${s.annId},
              '2026-11-23T09:30:00Z', '2026-11-23T10:30:00Z', '2026-11-23T09:30:00Z', '2026-11-23T10:30:00Z', 0)`.execute(t.db);
    await expect(attempt).rejects.toMatchObject({ code: "23P01", constraint: "member_occupancy_no_overlap" });
  });
});
