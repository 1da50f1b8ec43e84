// The availability of a visit (several services back to back) against the real server:
// GET /v1/availability?serviceIds=a,b lists the starts where the first item starts on the grid
// and every later item, where the one before ends (buffers kept), has a member free for it.
// Provider and public keys, a booking in one item's way, a member who does one service only,
// buffers, and the refusals.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { apiClient, type ApiClient } from "@booking/testing";
import { expectValidationError, startTestApi, unique, type TestApi } from "./helpers";

let t: TestApi;
let api: ApiClient;
let visitor: ApiClient;
let cutId: string;
let colourId: string;
let annId: string;
let bobId: string;
let customerId: string;

const ZONE = "Europe/Berlin";
const DAY = { start: "08:00", end: "20:00" };
const WEEK = { monday: DAY, tuesday: DAY, wednesday: DAY, thursday: DAY, friday: DAY };
// Monday 1 March 2027 (UTC+1 in Berlin).
const MONDAY = "2027-03-01";
const local = (time: string, date = MONDAY) => new Date(`${date}T${time}:00+01:00`).toISOString();
const hhmm = (instant: string) => new Date(instant).toLocaleTimeString("en-GB", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" });

const ok = <T extends { status: number; text: string }>(res: T, status = 201): T => {
  if (res.status !== status) throw new Error(`setup failed: ${res.status} ${res.text}`);
  return res;
};

interface Item {
  serviceId: string;
  start: string;
  end: string;
  staffIds?: string[];
}
interface Slot {
  start: string;
  end: string;
  staffIds?: string[];
  items?: Item[];
}

/** The slots of MONDAY for the query (serviceIds given as one comma-separated value). */
async function slotsOf(client: ApiClient, query: Record<string, string>): Promise<Slot[]> {
  const res = await client.get("/v1/availability", { query: { from: MONDAY, to: MONDAY, ...query } });
  expect(res.status, res.text).toBe(200);
  return (res.body.data.days as { slots: Slot[] }[]).flatMap((d) => d.slots);
}

/** Every half hour from `from` up to and including `last`, as HH:MM. */
function halfHours(from: string, last: string): string[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let m = toMinutes(from); m <= toMinutes(last); m += 30)
    times.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
  return times;
}

beforeAll(async () => {
  t = await startTestApi({ addressLimits: { perAddress: 100_000, bookingsPerAddress: 100_000, bookingsPerAddressHour: 100_000 } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // Friday 26 February 2027, 09:00 in Berlin: Monday is within notice and horizon.
  t.clock.set("2027-02-26T08:00:00Z");
  const salon = await t.newProvider({ timezone: ZONE });
  api = salon.api;
  ok(await api.patch("/v1/settings", { slotMinutes: 30, publicVerification: "none" }), 200);
  cutId = ok(await api.post("/v1/services", { name: "Cut", duration: 30, price: 30 })).body.data.id as string;
  colourId = ok(await api.post("/v1/services", { name: "Colour", duration: 60, price: 80 })).body.data.id as string;
  const member = async (name: string, services: string[]) =>
    ok(await api.post("/v1/staff", { name, email: `${unique(name)}@example.com`, role: "staff", services, schedule: WEEK })).body.data
      .id as string;
  // Ann cuts and colours, Bob only cuts.
  annId = await member("Ann", [cutId, colourId]);
  bobId = await member("Bob", [cutId]);
  customerId = ok(await api.post("/v1/customers", { name: "Chris", email: `${unique("chris")}@example.com` })).body.data.id as string;
  const pk = await createApiKey(t.db, { providerId: salon.providerId, audience: "public", plan: "default" });
  visitor = apiClient(t.url, pk.apiKey);
});

describe("GET /v1/availability with serviceIds", () => {
  it("lists the starts where a cut then a colour fit, with each item's start, end and free members (provider key)", async () => {
    const slots = await slotsOf(api, { serviceIds: `${cutId},${colourId}` });
    // The colour ends by 20:00: the visit starts by 18:30.
    expect(slots.map((s) => hhmm(s.start))).toEqual(halfHours("08:00", "18:30"));
    expect(slots[0]).toEqual({
      start: local("08:00"),
      end: local("09:30"),
      staffIds: [annId, bobId].sort(),
      items: [
        { serviceId: cutId, start: local("08:00"), end: local("08:30"), staffIds: [annId, bobId].sort() },
        { serviceId: colourId, start: local("08:30"), end: local("09:30"), staffIds: [annId] },
      ],
    });
    const res = await api.get("/v1/availability", { query: { serviceIds: `${cutId},${colourId}`, from: MONDAY, to: MONDAY } });
    expect(res.body.data.serviceId).toBe(cutId);
    expect(res.body.data.serviceIds).toEqual([cutId, colourId]);
    // The parameter repeated reads the same.
    const repeated = await api.get(`/v1/availability?serviceIds=${cutId}&serviceIds=${colourId}&from=${MONDAY}&to=${MONDAY}`);
    expect(repeated.status, repeated.text).toBe(200);
    expect(repeated.body.data).toEqual(res.body.data);
  });

  it("drops the starts whose later item meets a booking (a gap in one item), whoever does the first", async () => {
    ok(await api.post("/v1/bookings", { customerId, serviceId: colourId, staffId: annId, dateTime: local("12:00") }));
    const times = (await slotsOf(api, { serviceIds: `${cutId},${colourId}` })).map((s) => hhmm(s.start));
    // Colour at start + 30 minutes meets 12:00-13:00 for starts 11:00, 11:30, 12:00.
    expect(times).toEqual(halfHours("08:00", "18:30").filter((time) => !["11:00", "11:30", "12:00"].includes(time)));
    // The cut alone is still offered at 11:00 (Bob is free).
    const cut = await slotsOf(api, { serviceId: cutId });
    expect(cut.map((s) => hhmm(s.start))).toContain("11:00");
    // Colour first, then a cut: the cut can go to Bob while Ann is busy.
    ok(await api.post("/v1/bookings", { customerId, serviceId: cutId, staffId: annId, dateTime: local("15:00") }));
    const colourThenCut = await slotsOf(api, { serviceIds: `${colourId},${cutId}` });
    const at14 = colourThenCut.find((s) => hhmm(s.start) === "14:00");
    expect(at14?.items?.map((i) => i.staffIds)).toEqual([[annId], [bobId]]);
  });

  it("keeps each item's own members' calendars, read once for the visit: a colourist who does not cut, her bookings and time off", async () => {
    // Cleo only colours; Ann, who does both, is away all day: cuts go to Bob, colours to Cleo.
    const cleoId = ok(
      await api.post("/v1/staff", {
        name: "Cleo",
        email: `${unique("cleo")}@example.com`,
        role: "staff",
        services: [colourId],
        schedule: WEEK,
      }),
    ).body.data.id as string;
    ok(await api.post(`/v1/staff/${annId}/time-off`, { start: local("07:00"), end: local("21:00") }));
    ok(await api.post("/v1/bookings", { customerId, serviceId: colourId, staffId: cleoId, dateTime: local("10:00") }));
    ok(await api.post(`/v1/staff/${cleoId}/time-off`, { start: local("15:00"), end: local("16:00") }));
    const slots = await slotsOf(api, { serviceIds: `${cutId},${colourId}` });
    // The colour (from start + 30 min, an hour) meets Cleo's 10:00-11:00 for starts 09:00-10:00 and
    // her time off 15:00-16:00 for starts 14:00-15:00.
    expect(slots.map((s) => hhmm(s.start))).toEqual(
      halfHours("08:00", "18:30").filter((time) => !["09:00", "09:30", "10:00", "14:00", "14:30", "15:00"].includes(time)),
    );
    expect(slots[0]?.items?.map((item) => item.staffIds)).toEqual([[bobId], [cleoId]]);
  });

  it("with staffId: that member does every item; one who does only one of the services is refused 400", async () => {
    const ann = await slotsOf(api, { serviceIds: `${cutId},${colourId}`, staffId: annId });
    expect(ann.map((s) => hhmm(s.start))).toEqual(halfHours("08:00", "18:30"));
    expect(ann[0]?.items?.map((i) => i.staffIds)).toEqual([[annId], [annId]]);
    // Ann busy with a cut at 09:00: as the only member asked, a visit whose colour starts at 09:00 is out too.
    ok(await api.post("/v1/bookings", { customerId, serviceId: cutId, staffId: annId, dateTime: local("09:00") }));
    const busy = (await slotsOf(api, { serviceIds: `${cutId},${colourId}`, staffId: annId })).map((s) => hhmm(s.start));
    expect(busy).not.toContain("08:30");
    expect(busy).not.toContain("09:00");
    expect(busy).not.toContain("08:00"); // colour 08:30-09:30 meets the cut
    expect(busy).toContain("09:30");
    const bob = await api.get("/v1/availability", { query: { serviceIds: `${cutId},${colourId}`, staffId: bobId } });
    expectValidationError(bob, ["staffId"]);
  });

  it("keeps the buffers between items: the next item starts after the buffer after and its own buffer before, off the grid", async () => {
    const wash = ok(await api.post("/v1/services", { name: "Wash", duration: 20, price: 10, bufferAfterMinutes: 10 })).body.data
      .id as string;
    const styled = ok(await api.post("/v1/services", { name: "Style", duration: 30, price: 20, bufferBeforeMinutes: 5 })).body.data
      .id as string;
    const cleoId = ok(
      await api.post("/v1/staff", {
        name: "Cleo",
        email: `${unique("cleo")}@example.com`,
        role: "staff",
        services: [wash, styled],
        schedule: WEEK,
      }),
    ).body.data.id as string;
    const slots = await slotsOf(api, { serviceIds: `${wash},${styled}` });
    const first = slots[0];
    expect(first?.start).toBe(local("08:00"));
    // 20 minutes, 10 after, 5 before: the style starts 35 minutes in, at 08:35, and the visit ends at 09:05.
    expect(first?.items?.[1]).toEqual({ serviceId: styled, start: local("08:35"), end: local("09:05"), staffIds: [cleoId] });
    expect(first?.end).toBe(local("09:05"));
    // The style ends by 20:00: it starts by 19:30, the visit by 18:55, so 18:30 on the grid.
    expect(hhmm(slots.at(-1)!.start)).toBe("18:30");
  });

  it("public key: no members named unless staffId is given, for the slot and each item", async () => {
    const slots = await slotsOf(visitor, { serviceIds: `${cutId},${colourId}` });
    expect(slots.map((s) => hhmm(s.start))).toEqual(halfHours("08:00", "18:30"));
    expect(slots[0]).toEqual({
      start: local("08:00"),
      end: local("09:30"),
      items: [
        { serviceId: cutId, start: local("08:00"), end: local("08:30") },
        { serviceId: colourId, start: local("08:30"), end: local("09:30") },
      ],
    });
    const named = await slotsOf(visitor, { serviceIds: `${cutId},${colourId}`, staffId: annId });
    expect(named[0]?.staffIds).toEqual([annId]);
    expect(named[0]?.items?.map((i) => i.staffIds)).toEqual([[annId], [annId]]);
  });

  it("allows a service twice (two cuts) and answers serviceId alone as before, without items", async () => {
    const twice = await slotsOf(api, { serviceIds: `${cutId},${cutId}` });
    expect(twice.map((s) => hhmm(s.start))).toEqual(halfHours("08:00", "19:00"));
    expect(twice[0]?.items?.map((i) => i.serviceId)).toEqual([cutId, cutId]);
    const res = await api.get("/v1/availability", { query: { serviceId: cutId, from: MONDAY, to: MONDAY } });
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(["serviceId", "timezone", "days"]);
    expect(Object.keys(res.body.data.days[0].slots[0])).toEqual(["start", "end", "staffIds"]);
  });

  it("refuses 400 naming the field: neither or both of serviceId and serviceIds, none or six services, a class service", async () => {
    expectValidationError(await api.get("/v1/availability", { query: { from: MONDAY } }), ["serviceId"]);
    expectValidationError(await api.get("/v1/availability", { query: { serviceId: cutId, serviceIds: `${cutId},${colourId}` } }), [
      "serviceIds",
    ]);
    const six = Array.from({ length: 6 }, () => cutId).join(",");
    const tooMany = await api.get("/v1/availability", { query: { serviceIds: six } });
    expectValidationError(tooMany, ["serviceIds"]);
    const empty = await api.get("/v1/availability", { query: { serviceIds: "" } });
    expect(empty.status, empty.text).toBe(400);
    expect((empty.body.error.details as { path: string }[]).every((d) => d.path.startsWith("serviceIds"))).toBe(true);
    const yoga = ok(await api.post("/v1/services", { name: "Yoga", duration: 60, price: 20, capacity: 6 })).body.data.id as string;
    expectValidationError(await api.get("/v1/availability", { query: { serviceIds: `${cutId},${yoga}` } }), ["serviceIds"]);
    // An unknown service is a 404 as with serviceId.
    const unknown = await api.get("/v1/availability", { query: { serviceIds: `${cutId},svc_unknown000000` } });
    expect(unknown.status, unknown.text).toBe(404);
  });
});
