// GET /v1/availability/explain: why a time is not offered, start by start, from the engine that
// computes availability, against the real server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { apiClient } from "@booking/testing";
import { expectError, startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let s: Salon;
beforeAll(async () => {
  t = await startTestApi();
  // Friday 2026-11-20, 09:00 in Berlin; Ann and Bob work Monday to Friday 09:00-17:00, lunch 12-13.
  t.clock.set("2026-11-20T08:00:00Z");
  s = await createSalon(t);
});
afterAll(async () => {
  await t?.close();
});

interface Start {
  start: string;
  time: string;
  available: boolean;
  rules?: string[];
  bookingIds?: string[];
}
interface Member {
  staffId: string;
  name: string;
  rules?: string[];
  starts: Start[];
}

const DATE = "2026-11-23"; // a Monday

/** The starts GET /v1/availability offers `staffId` on `date` (a provider key's view). */
async function offered(staffId: string, date: string): Promise<string[]> {
  const res = await s.api.get(`/v1/availability?serviceId=${s.serviceId}&staffId=${staffId}&from=${date}&to=${date}`);
  expect(res.status, res.text).toBe(200);
  const days = res.body.data.days as { date: string; slots: { start: string; staffIds: string[] }[] }[];
  return days.flatMap((d) => d.slots.filter((slot) => slot.staffIds.includes(staffId)).map((slot) => slot.start));
}

describe("GET /v1/availability/explain", () => {
  it("names the break, a booking (with its id) and time off at the starts they keep out, and agrees with availability", async () => {
    // A booking of Ann 13:00-14:00 (the service lasts an hour) and time off 15:30-16:30 on Monday.
    const booking = await s.book({ dateTime: "2026-11-23T13:00:00+01:00" });
    expect(booking.status, booking.text).toBe(201);
    const bookingId = booking.body.data.id as string;
    const off = await s.api.post(`/v1/staff/${s.annId}/time-off`, { start: "2026-11-23T15:30:00+01:00", end: "2026-11-23T16:30:00+01:00" });
    expect(off.status, off.text).toBe(201);

    const res = await s.api.get(`/v1/availability/explain?serviceId=${s.serviceId}&date=${DATE}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ date: DATE, serviceId: s.serviceId, timezone: "Europe/Berlin" });
    const members = res.body.data.members as Member[];
    expect(members.map((m) => m.name).sort()).toEqual(["Ann", "Bob"]);
    const ann = members.find((m) => m.staffId === s.annId)!;
    const at = Object.fromEntries(ann.starts.map((x) => [x.time, x]));
    expect(ann.starts[0]).toEqual({ start: "2026-11-23T08:00:00.000Z", time: "09:00", available: true });
    expect(ann.starts.at(-1)?.time).toBe("16:00"); // an hour's service ends by 17:00
    expect(at["11:30"]).toMatchObject({ available: false, rules: ["in_break"] });
    expect(at["12:00"]).toMatchObject({ available: false, rules: ["in_break"] });
    expect(at["12:30"]).toEqual({
      start: "2026-11-23T11:30:00.000Z",
      time: "12:30",
      available: false,
      rules: ["in_break", "booked"],
      bookingIds: [bookingId],
    });
    expect(at["13:00"]).toMatchObject({ rules: ["booked"], bookingIds: [bookingId] });
    expect(at["13:30"]).toMatchObject({ rules: ["booked"], bookingIds: [bookingId] });
    expect(at["14:00"]?.available).toBe(true);
    expect(at["15:00"]).toMatchObject({ available: false, rules: ["time_off"] });
    expect(at["15:30"]).toMatchObject({ available: false, rules: ["time_off"] });
    expect(at["16:00"]).toMatchObject({ available: false, rules: ["time_off"] });

    // Every start availability offers is available in the explanation, and nothing else, member by member.
    for (const member of members) {
      const explainedFree = member.starts.filter((x) => x.available).map((x) => x.start);
      expect(explainedFree, member.name).toEqual(await offered(member.staffId, DATE));
      for (const x of member.starts) if (!x.available) expect(x.rules?.length, `${member.name} ${x.time}`).toBeGreaterThan(0);
    }
    // Bob is free but for the break.
    const bob = members.find((m) => m.staffId === s.bobId)!;
    expect(bob.starts.filter((x) => !x.available).map((x) => x.time)).toEqual(["11:30", "12:00", "12:30"]);
  });

  it("names the member, the past, and a whole date's reason", async () => {
    const one = await s.api.get(`/v1/availability/explain?serviceId=${s.serviceId}&date=2026-11-20&staffId=${s.bobId}`);
    expect(one.status, one.text).toBe(200);
    const [bob] = one.body.data.members as Member[];
    expect(one.body.data.members).toHaveLength(1);
    expect(bob!.staffId).toBe(s.bobId);
    // Friday 09:00 in Berlin now: 09:00 is not in the past, nothing before it is on the grid.
    expect(bob!.starts[0]).toMatchObject({ time: "09:00", available: true });
    const past = await s.api.get(`/v1/availability/explain?serviceId=${s.serviceId}&date=2026-11-19&staffId=${s.bobId}`);
    expect((past.body.data.members as Member[])[0]!.starts.every((x) => x.rules?.includes("in_past"))).toBe(true);

    const saturday = await s.api.get(`/v1/availability/explain?serviceId=${s.serviceId}&date=2026-11-28&staffId=${s.annId}`);
    expect(saturday.body.data.members).toEqual([{ staffId: s.annId, name: "Ann", rules: ["day_off"], starts: [] }]);

    expect((await s.api.post("/v1/closures", { date: "2026-12-24", reason: "Christmas Eve" })).status).toBe(201);
    const closed = await s.api.get(`/v1/availability/explain?serviceId=${s.serviceId}&date=2026-12-24&staffId=${s.annId}`);
    expect(closed.body.data.members).toEqual([{ staffId: s.annId, name: "Ann", rules: ["closed"], starts: [] }]);
    expect(await offered(s.annId, "2026-12-24")).toEqual([]);
  });

  it("answers provider keys only, 400 for a bad date and 404 for an unknown service or member", async () => {
    const pk = await createApiKey(t.db, { providerId: s.providerId, audience: "public", plan: "default" });
    const ck = await createApiKey(t.db, { providerId: s.providerId, audience: "customer", customerId: s.customerId, plan: "default" });
    const path = `/v1/availability/explain?serviceId=${s.serviceId}&date=${DATE}`;
    expectError(await apiClient(t.url, pk.apiKey).get(path), 403, "FORBIDDEN");
    expectError(await apiClient(t.url, ck.apiKey).get(path), 403, "FORBIDDEN");

    const bad = await s.api.get(`/v1/availability/explain?serviceId=${s.serviceId}&date=2026-13-45`);
    expectError(bad, 400, "BAD_REQUEST");
    expect(bad.body.error.message).toMatch(/date/);
    expectError(await s.api.get(`/v1/availability/explain?serviceId=${s.serviceId}`), 400, "BAD_REQUEST");
    expectError(await s.api.get(`/v1/availability/explain?serviceId=svc_unknown000000&date=${DATE}`), 404, "NOT_FOUND");
    expectError(
      await s.api.get(`/v1/availability/explain?serviceId=${s.serviceId}&date=${DATE}&staffId=staff_unknown0000`),
      404,
      "NOT_FOUND",
    );
  });
});
