// GET /v1/bookings as a client sees it: every filter (status in its comma and repeated forms,
// staffId, serviceId, customerId, from/to as days in the provider's zone or as instants), their
// combinations and the pages, checked against a list computed here from the bookings the test made.
// The list's statements are compiled once per combination of filters and reused with other values,
// so every combination is asked twice in a row with different values: a statement reused with the
// values of an earlier request, or a filter dropped or applied to the wrong column, answers wrongly.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomerKey } from "@booking/testing";
import { expectError, startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

type Status = "pending" | "confirmed" | "completed" | "cancelled" | "no_show";

interface Booked {
  id: string;
  staffId: string;
  serviceId: string;
  customerId: string;
  /** As the API writes it: UTC, milliseconds. */
  dateTime: string;
  status: Status;
}

/** What a list request asks for, as the expected answer is computed from it. */
interface Filter {
  status?: Status[];
  staffId?: string;
  serviceId?: string;
  customerId?: string;
  /** Inclusive bounds of dateTime, epoch milliseconds. */
  from?: number;
  to?: number;
  page?: number;
  limit?: number;
}

let t: TestApi;
let s: Salon;
/** Ann, Bob; the 60-minute cut and the 30-minute beard trim; Chris, Dana, Eve. */
let ann: string, bob: string, cut: string, beard: string, chris: string, dana: string, eve: string;
/** Every booking the test made, as it left them. */
const booked: Booked[] = [];

// Los Angeles is UTC-8 in late November (PST): a booking at 16:00 there is the next day in UTC, so a
// day read in UTC instead of the provider's zone lists the wrong bookings. Friday 2026-11-20, 00:00
// there; the bookings are on Monday 23 to Thursday 26.
const ZONE_OFFSET = "-08:00";
const at = (day: number, time: string) => `2026-11-${day}T${time}:00${ZONE_OFFSET}`;
/** The first and last instants of a day in the provider's zone. */
const dayStart = (day: number) => Date.parse(`2026-11-${day}T00:00:00.000${ZONE_OFFSET}`);
const dayEnd = (day: number) => Date.parse(`2026-11-${day}T23:59:59.999${ZONE_OFFSET}`);

beforeAll(async () => {
  t = await startTestApi();
  t.clock.set("2026-11-20T08:00:00Z");
  s = await createSalon(t, "America/Los_Angeles");
  const ok = <T extends { status: number; text: string }>(res: T, status = 201): T => {
    if (res.status !== status) throw new Error(`setup failed: ${res.status} ${res.text}`);
    return res;
  };
  ann = s.annId;
  bob = s.bobId;
  cut = s.serviceId;
  beard = s.otherServiceId;
  chris = s.customerId;
  // Bob offers the beard trim too (Ann offers both already).
  ok(await s.api.patch(`/v1/staff/${bob}`, { services: [cut, beard] }), 200);
  dana = ok(await s.api.post("/v1/customers", { name: "Dana", email: "dana@example.com" })).body.data.id;
  eve = ok(await s.api.post("/v1/customers", { name: "Eve", email: "eve@example.com" })).body.data.id;

  // Three pairs start at the same instant (Monday 09:00 and 16:00, Thursday 09:00): ordered by id.
  const plan: [string, string, string, number, string, Status][] = [
    [ann, cut, chris, 23, "09:00", "confirmed"],
    [bob, cut, dana, 23, "09:00", "pending"],
    [ann, beard, eve, 23, "10:00", "pending"],
    [bob, beard, chris, 23, "16:00", "cancelled"],
    [ann, cut, dana, 23, "16:00", "completed"],
    [ann, beard, chris, 24, "09:00", "pending"],
    [bob, cut, eve, 24, "10:00", "confirmed"],
    [ann, cut, dana, 24, "11:00", "cancelled"],
    [bob, beard, dana, 24, "13:00", "pending"],
    [ann, cut, chris, 24, "15:00", "pending"],
    [bob, cut, chris, 25, "09:00", "completed"],
    [ann, beard, dana, 25, "10:00", "no_show"],
    [ann, cut, eve, 25, "13:00", "pending"],
    [bob, beard, eve, 25, "14:00", "cancelled"],
    [bob, cut, dana, 25, "16:00", "confirmed"],
    [ann, cut, chris, 26, "09:00", "pending"],
    [bob, cut, chris, 26, "09:00", "confirmed"],
    [ann, beard, eve, 26, "14:00", "pending"],
  ];
  const steps: Record<Status, Status[]> = {
    pending: [],
    confirmed: ["confirmed"],
    completed: ["confirmed", "completed"],
    cancelled: ["cancelled"],
    no_show: ["confirmed", "no_show"],
  };
  for (const [staffId, serviceId, customerId, day, time, status] of plan) {
    const created = ok(await s.book({ staffId, serviceId, customerId, dateTime: at(day, time) }));
    const id = created.body.data.id as string;
    for (const step of steps[status]) {
      // A no-show is recorded once the booking has started.
      if (step === "no_show") t.clock.set(new Date(at(day, time)).toISOString());
      ok(await s.api.patch(`/v1/bookings/${id}`, { status: step }), 200);
      t.clock.set("2026-11-20T08:00:00Z");
    }
    booked.push({ id, staffId, serviceId, customerId, dateTime: new Date(at(day, time)).toISOString(), status });
  }
});
afterAll(async () => {
  await t?.close();
});

/** The answer's page computed from `booked`: filtered, by dateTime then id, then paged. */
function expected(filter: Filter) {
  const page = filter.page ?? 1;
  const limit = filter.limit ?? 20;
  const matching = booked
    .filter((b) => {
      const time = Date.parse(b.dateTime);
      return (
        (!filter.status || filter.status.includes(b.status)) &&
        (!filter.staffId || b.staffId === filter.staffId) &&
        (!filter.serviceId || b.serviceId === filter.serviceId) &&
        (!filter.customerId || b.customerId === filter.customerId) &&
        (filter.from === undefined || time >= filter.from) &&
        (filter.to === undefined || time <= filter.to)
      );
    })
    // Ids compare as bytes, as in the test databases (initialised without a locale).
    .sort((a, b) => a.dateTime.localeCompare(b.dateTime) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    data: matching.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total: matching.length, totalPages: Math.ceil(matching.length / limit) },
  };
}

interface ListItem {
  id: string;
  status: Status;
  dateTime: string;
  staff: { id: string };
  service: { id: string };
  customer: { id: string };
}
const asBooked = (item: ListItem): Booked => ({
  id: item.id,
  staffId: item.staff.id,
  serviceId: item.service.id,
  customerId: item.customer.id,
  dateTime: item.dateTime,
  status: item.status,
});

/** Every list request asked so far, to ask them all again at the end. */
const asked: { query: string; filter: Filter }[] = [];

/** Asks GET /v1/bookings?`query` and checks its answer against `filter`'s; the expected page. */
async function check(query: string, filter: Filter, api = s.api) {
  const res = await api.get(`/v1/bookings${query ? `?${query}` : ""}`);
  expect(res.status, `${query}: ${res.text.slice(0, 500)}`).toBe(200);
  const want = expected(filter);
  expect(
    res.body.data.map((item: ListItem) => item.id),
    query,
  ).toEqual(want.data.map((b) => b.id));
  expect(res.body.data.map(asBooked), query).toEqual(want.data);
  expect(res.body.pagination, query).toEqual(want.pagination);
  if (api === s.api) asked.push({ query, filter });
  return want;
}

/**
 * Asks two requests of the same combination of filters, one right after the other, and checks both;
 * their expected answers must differ (a reused statement answering the first again is caught).
 */
async function checkPair(first: [string, Filter], second: [string, Filter]) {
  const a = await check(...first);
  const b = await check(...second);
  expect(b, `${first[0]} and ${second[0]} must answer differently`).not.toEqual(a);
}

const ids = (list: Booked[]) => list.map((b) => b.id);

describe("GET /v1/bookings filters", () => {
  it("lists every booking without a filter, by dateTime then id, with the whole count", async () => {
    expect(booked).toHaveLength(18);
    const all = await check("", {});
    expect(all.data).toHaveLength(18);
    // Sanity: the ties are there and ordered by id.
    expect(new Set(booked.map((b) => b.dateTime)).size).toBe(15);
    await check("limit=100", { limit: 100 });
    await check("page=1&limit=20", { page: 1, limit: 20 });
  });

  it("filters by one status, then by another with the same statement", async () => {
    await checkPair(["status=pending", { status: ["pending"] }], ["status=cancelled", { status: ["cancelled"] }]);
    await checkPair(["status=confirmed", { status: ["confirmed"] }], ["status=completed", { status: ["completed"] }]);
    await checkPair(["status=no_show", { status: ["no_show"] }], ["status=pending", { status: ["pending"] }]);
    // Each status once, whatever the request repeats.
    await checkPair(["status=pending,pending", { status: ["pending"] }], ["status=cancelled&status=cancelled", { status: ["cancelled"] }]);
  });

  it("filters by several statuses, comma-separated or repeated, and then by others", async () => {
    await checkPair(
      ["status=pending,confirmed", { status: ["pending", "confirmed"] }],
      ["status=completed,cancelled", { status: ["completed", "cancelled"] }],
    );
    await checkPair(
      ["status=pending&status=confirmed", { status: ["pending", "confirmed"] }],
      ["status=cancelled&status=no_show", { status: ["cancelled", "no_show"] }],
    );
    await check("status=confirmed,pending", { status: ["pending", "confirmed"] });
    await checkPair(
      ["status=pending,confirmed,completed", { status: ["pending", "confirmed", "completed"] }],
      ["status=cancelled,no_show,confirmed", { status: ["cancelled", "no_show", "confirmed"] }],
    );
    await check("status=pending,confirmed,pending", { status: ["pending", "confirmed"] });
    await check("status=pending,confirmed,completed,cancelled,no_show", {
      status: ["pending", "confirmed", "completed", "cancelled", "no_show"],
    });
  });

  it("filters by staffId, serviceId and customerId, each with one value then another", async () => {
    await checkPair([`staffId=${ann}`, { staffId: ann }], [`staffId=${bob}`, { staffId: bob }]);
    await checkPair([`serviceId=${cut}`, { serviceId: cut }], [`serviceId=${beard}`, { serviceId: beard }]);
    await checkPair([`customerId=${chris}`, { customerId: chris }], [`customerId=${dana}`, { customerId: dana }]);
    await check(`customerId=${eve}`, { customerId: eve });
  });

  it("reads a date of from/to as the whole day in the provider's zone", async () => {
    // Monday, then Tuesday: Monday's 16:00 bookings are Tuesday in UTC, and Tuesday's 15:00 is Tuesday in UTC too.
    await checkPair(
      ["from=2026-11-23&to=2026-11-23", { from: dayStart(23), to: dayEnd(23) }],
      ["from=2026-11-24&to=2026-11-24", { from: dayStart(24), to: dayEnd(24) }],
    );
    await check("from=2026-11-25&to=2026-11-26", { from: dayStart(25), to: dayEnd(26) });
    await checkPair(["from=2026-11-24", { from: dayStart(24) }], ["from=2026-11-26", { from: dayStart(26) }]);
    await checkPair(["to=2026-11-23", { to: dayEnd(23) }], ["to=2026-11-25", { to: dayEnd(25) }]);
    // No booking on those days.
    await check("from=2026-11-27&to=2026-11-30", { from: dayStart(27), to: dayEnd(30) });
  });

  it("takes full date-times as inclusive bounds, in any offset", async () => {
    // Bounds exactly at bookings' starts include them.
    await checkPair(
      [`from=${at(24, "10:00")}&to=${at(25, "10:00")}`, { from: Date.parse(at(24, "10:00")), to: Date.parse(at(25, "10:00")) }],
      [
        "from=2026-11-24T00:00:00Z&to=2026-11-24T18:00:00Z",
        { from: Date.parse("2026-11-24T00:00:00Z"), to: Date.parse("2026-11-24T18:00:00Z") },
      ],
    );
    await checkPair(
      ["from=2026-11-25T17:00:00.000Z", { from: Date.parse("2026-11-25T17:00:00Z") }],
      ["from=2026-11-23T17:00:00.001Z", { from: Date.parse("2026-11-23T17:00:00.001Z") }],
    );
    await checkPair(
      ["to=2026-11-23T17:00:00Z", { to: Date.parse("2026-11-23T17:00:00Z") }],
      ["to=2026-11-24T17:59:59.999Z", { to: Date.parse("2026-11-24T17:59:59.999Z") }],
    );
    // A date and a date-time together.
    await check(`from=2026-11-24&to=${at(24, "13:00")}`, { from: dayStart(24), to: Date.parse(at(24, "13:00")) });
    // An empty range.
    await check(`from=${at(24, "10:00")}&to=${at(24, "09:59")}`, { from: Date.parse(at(24, "10:00")), to: Date.parse(at(24, "09:59")) });
  });

  it("combines filters, each combination with one set of values then another", async () => {
    await checkPair(
      [`staffId=${ann}&status=pending`, { staffId: ann, status: ["pending"] }],
      [`staffId=${bob}&status=confirmed`, { staffId: bob, status: ["confirmed"] }],
    );
    await checkPair(
      [`status=pending&staffId=${bob}`, { staffId: bob, status: ["pending"] }],
      [`status=pending&staffId=${ann}`, { staffId: ann, status: ["pending"] }],
    );
    await checkPair(
      [`serviceId=${cut}&from=2026-11-24&to=2026-11-24`, { serviceId: cut, from: dayStart(24), to: dayEnd(24) }],
      [`serviceId=${beard}&from=2026-11-25&to=2026-11-26`, { serviceId: beard, from: dayStart(25), to: dayEnd(26) }],
    );
    await checkPair(
      [`customerId=${chris}&staffId=${ann}&status=pending`, { customerId: chris, staffId: ann, status: ["pending"] }],
      [`customerId=${dana}&staffId=${bob}&status=confirmed`, { customerId: dana, staffId: bob, status: ["confirmed"] }],
    );
    await checkPair(
      [
        `customerId=${chris}&staffId=${bob}&status=pending,confirmed,cancelled`,
        { customerId: chris, staffId: bob, status: ["pending", "confirmed", "cancelled"] },
      ],
      [
        `customerId=${eve}&staffId=${ann}&status=pending,no_show,completed`,
        { customerId: eve, staffId: ann, status: ["pending", "no_show", "completed"] },
      ],
    );
    await checkPair(
      [`serviceId=${cut}&customerId=${dana}`, { serviceId: cut, customerId: dana }],
      [`serviceId=${beard}&customerId=${eve}`, { serviceId: beard, customerId: eve }],
    );
    // Every filter at once.
    await checkPair(
      [
        `status=pending,confirmed&staffId=${ann}&serviceId=${cut}&customerId=${chris}&from=2026-11-23&to=2026-11-25`,
        { status: ["pending", "confirmed"], staffId: ann, serviceId: cut, customerId: chris, from: dayStart(23), to: dayEnd(25) },
      ],
      [
        `status=confirmed,cancelled&staffId=${bob}&serviceId=${beard}&customerId=${chris}&from=2026-11-23&to=2026-11-23`,
        { status: ["confirmed", "cancelled"], staffId: bob, serviceId: beard, customerId: chris, from: dayStart(23), to: dayEnd(23) },
      ],
    );
    // Filters that exclude each other: nothing, and a total of 0.
    const none = await check(`staffId=${bob}&serviceId=${beard}&status=completed`, {
      staffId: bob,
      serviceId: beard,
      status: ["completed"],
    });
    expect(none.pagination).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0 });
  });
});

describe("GET /v1/bookings pages", () => {
  it("pages through the list, one page then the next with the same statement", async () => {
    await checkPair(["limit=3", { limit: 3 }], ["limit=3&page=2", { limit: 3, page: 2 }]);
    await checkPair(["limit=3&page=5", { limit: 3, page: 5 }], ["limit=4&page=2", { limit: 4, page: 2 }]);
    // The last page is partial; every page together is the whole list, each booking once.
    const pages = [];
    for (let page = 1; page <= 4; page += 1) pages.push(...(await check(`limit=5&page=${page}`, { limit: 5, page })).data);
    expect(ids(pages)).toEqual(ids(expected({ limit: 100 }).data));
    expect(new Set(ids(pages)).size).toBe(18);
  });

  it("answers a page past the end with no bookings and the right total", async () => {
    const past = await check("limit=3&page=7", { limit: 3, page: 7 });
    expect(past).toEqual({ data: [], pagination: { page: 7, limit: 3, total: 18, totalPages: 6 } });
    await check("page=2", { page: 2 });
    await check("status=pending&limit=5&page=3", { status: ["pending"], limit: 5, page: 3 });
  });

  it("pages a filtered list, then the same filters with other values", async () => {
    await checkPair(
      ["status=pending&limit=3&page=2", { status: ["pending"], limit: 3, page: 2 }],
      ["status=confirmed&limit=3&page=1", { status: ["confirmed"], limit: 3, page: 1 }],
    );
    await checkPair(
      [`staffId=${ann}&limit=4&page=3`, { staffId: ann, limit: 4, page: 3 }],
      [`staffId=${bob}&limit=4&page=2`, { staffId: bob, limit: 4, page: 2 }],
    );
    await checkPair(
      [`customerId=${chris}&from=2026-11-24&limit=2&page=2`, { customerId: chris, from: dayStart(24), limit: 2, page: 2 }],
      [`customerId=${dana}&from=2026-11-23&limit=2&page=1`, { customerId: dana, from: dayStart(23), limit: 2, page: 1 }],
    );
  });
});

describe("GET /v1/bookings refusals, keys and the native tRPC path", () => {
  it("refuses an unknown status with 400 and a message", async () => {
    for (const query of ["status=done", "status=pending,done", "status=pending&status=done"]) {
      const res = await s.api.get(`/v1/bookings?${query}`);
      expectError(res, 400, "BAD_REQUEST");
      expect(res.body.error.message, query).toEqual(expect.any(String));
    }
  });

  it("lists a customer key's own bookings only, whichever customerId it sends", async () => {
    const danaKey = (await createCustomerKey(t.db, s.providerId, dana)).apiKey;
    const eveKey = (await createCustomerKey(t.db, s.providerId, eve)).apiKey;
    await check(`customerId=${chris}`, { customerId: dana }, s.api.withKey(danaKey));
    await check(`customerId=${chris}`, { customerId: eve }, s.api.withKey(eveKey));
    await check("status=pending", { customerId: dana, status: ["pending"] }, s.api.withKey(danaKey));
    await check("status=pending", { customerId: eve, status: ["pending"] }, s.api.withKey(eveKey));
  });

  it("answers the same lists on the native tRPC path", async () => {
    const trpc = async (input: Record<string, unknown>, filter: Filter) => {
      const res = await s.api.get(`/trpc/bookings.list?input=${encodeURIComponent(JSON.stringify(input))}`);
      expect(res.status, res.text.slice(0, 500)).toBe(200);
      const want = expected(filter);
      const answer = res.body.result.data;
      expect(answer.data.map(asBooked)).toEqual(want.data);
      expect(answer.pagination).toEqual(want.pagination);
      return want;
    };
    const a = await trpc({ staffId: bob, status: ["pending", "confirmed"] }, { staffId: bob, status: ["pending", "confirmed"] });
    const b = await trpc({ staffId: ann, status: ["pending", "confirmed"] }, { staffId: ann, status: ["pending", "confirmed"] });
    expect(a).not.toEqual(b);
    await trpc(
      { serviceId: cut, from: "2026-11-24", to: "2026-11-25", limit: 2, page: 2 },
      { serviceId: cut, from: dayStart(24), to: dayEnd(25), limit: 2, page: 2 },
    );
  });

  it("answers every list asked above the same again, in reverse order", async () => {
    expect(asked.length).toBeGreaterThan(50);
    for (const { query, filter } of [...asked].reverse()) await check(query, filter);
  });
});
