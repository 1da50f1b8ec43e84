// Seats of a class, as an anonymous visitor would try to take them: one request with `seats: 20`
// must not take a whole class. Public and customer keys take at most the service's
// `maxSeatsPerBooking` seats per booking (provider keys are not held to it), and the limit of
// upcoming online bookings per email counts seats, so a visitor cannot hold a class by asking for
// many seats in few bookings. A flood of such requests leaves another salon's answers fast.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CANARY_P99_LIMIT_MS, canaryDuring, createCustomerKey, createPublicKey } from "@booking/testing";
import { expectError, expectValidationError, startTestApi, type TestApi } from "../helpers";
import { createSalon, offerService, type Salon } from "../salon";

let t: TestApi;
let s: Salon;
let publicKey: string;
let yoga: string;

beforeAll(async () => {
  // One trusted proxy: X-Forwarded-For names the visitor, each request a new one (the per-address
  // limits are tested elsewhere and would only hide the rule tested here).
  t = await startTestApi({
    trustProxy: 1,
    addressLimits: { perAddress: 100_000, bookingsPerAddress: 100_000, bookingsPerAddressHour: 100_000 },
  });
});
afterAll(() => t?.close());

/** A yoga class of `capacity` seats that Ann and Bob both teach. */
async function yogaClass(salon: Salon, body: Record<string, unknown> = {}): Promise<string> {
  const res = await salon.api.post("/v1/services", { name: "Yoga", duration: 60, price: 15, capacity: 20, ...body });
  expect(res.status, res.text).toBe(201);
  const id = res.body.data.id as string;
  for (const staffId of [salon.annId, salon.bobId]) await offerService(salon.api, staffId, id);
  return id;
}

beforeEach(async () => {
  // Friday 2026-11-20, 09:00 in Berlin; Ann and Bob work Monday to Friday 09:00-17:00, lunch 12-13.
  t.clock.set("2026-11-20T08:00:00Z");
  s = await createSalon(t);
  publicKey = (await createPublicKey(t.db, s.providerId)).apiKey;
  yoga = await yogaClass(s);
  const settings = await s.api.patch("/v1/settings", { publicBookingsPerHour: 10_000 });
  expect(settings.status, settings.text).toBe(200);
});

let addresses = 0;
const nextAddress = () => `198.51.${Math.floor(++addresses / 250) % 250}.${addresses % 250}`;
let emails = 0;
const nextEmail = () => `seats${++emails}@example.com`;

/** The n-th offered hour of the work week from Monday 2026-11-23 09:00 Berlin, skipping lunch, as UTC. */
const slot = (n: number) => {
  const hours = [9, 10, 11, 13, 14, 15];
  const day = Math.floor(n / hours.length) % 5;
  return new Date(Date.UTC(2026, 10, 23 + day, hours[n % hours.length]! - 1)).toISOString();
};

/** A visitor's booking of the class through the public key, as the booking page sends it. */
function visit(v: { seats?: number; dateTime: string; email?: string; staffId?: string }) {
  return t.anonymous.post(
    "/v1/bookings",
    {
      serviceId: yoga,
      staffId: v.staffId ?? s.annId,
      dateTime: v.dateTime,
      ...(v.seats === undefined ? {} : { seats: v.seats }),
      customer: { name: "Vera Visitor", email: v.email ?? nextEmail() },
    },
    { key: publicKey, headers: { "x-forwarded-for": nextAddress() } },
  );
}

const setSettings = async (change: Record<string, unknown>) => {
  const res = await s.api.patch("/v1/settings", change);
  expect(res.status, res.text).toBe(200);
};

describe("seats per booking", () => {
  it("is a service setting, 1 to 500, default 4, in every service answer", async () => {
    const read = await s.api.get(`/v1/services/${yoga}`);
    expect(read.body.data).toMatchObject({ capacity: 20, maxSeatsPerBooking: 4 });
    const listed = await t.anonymous.get("/v1/services", { key: publicKey, headers: { "x-forwarded-for": nextAddress() } });
    expect(listed.body.data.find((service: { id: string }) => service.id === yoga)).toMatchObject({ maxSeatsPerBooking: 4 });
    for (const bad of [0, 501, 2.5, "4", null]) {
      expectValidationError(await s.api.patch(`/v1/services/${yoga}`, { maxSeatsPerBooking: bad }), ["maxSeatsPerBooking"]);
      expectValidationError(
        await s.api.post("/v1/services", { name: "Pilates", duration: 60, price: 15, capacity: 10, maxSeatsPerBooking: bad }),
        ["maxSeatsPerBooking"],
      );
    }
    const changed = await s.api.patch(`/v1/services/${yoga}`, { maxSeatsPerBooking: 6 });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data.maxSeatsPerBooking).toBe(6);
    const created = await s.api.post("/v1/services", { name: "Pilates", duration: 60, price: 15, capacity: 10, maxSeatsPerBooking: 2 });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.maxSeatsPerBooking).toBe(2);
  });

  it("holds public and customer keys to maxSeatsPerBooking (400 naming it), and provider keys to the capacity only", async () => {
    await setSettings({ publicMaxUpcomingPerEmail: 100 });
    const whole = await visit({ seats: 20, dateTime: slot(0) });
    expectValidationError(whole, ["seats"]);
    expect(whole.body.error.details[0].message).toMatch(/at most 4 .*maxSeatsPerBooking/);
    expectValidationError(await visit({ seats: 5, dateTime: slot(0) }), ["seats"]);
    const four = await visit({ seats: 4, dateTime: slot(0) });
    expect(four.status, four.text).toBe(201);
    expect(four.body.data.seats).toBe(4);

    const customerKey = (await createCustomerKey(t.db, s.providerId, s.customerId)).apiKey;
    const asCustomer = (seats: number, dateTime: string) =>
      t.anonymous.post("/v1/bookings", { serviceId: yoga, staffId: s.bobId, dateTime, seats }, { key: customerKey });
    expectValidationError(await asCustomer(20, slot(1)), ["seats"]);
    expect((await asCustomer(4, slot(1))).status).toBe(201);

    // The salon books a whole group at its desk.
    const group = await s.api.post("/v1/bookings", {
      customerId: s.customerId,
      serviceId: yoga,
      staffId: s.bobId,
      dateTime: slot(2),
      seats: 20,
    });
    expect(group.status, group.text).toBe(201);
    expect(group.body.data.seats).toBe(20);

    // Raised by the salon, the cap follows.
    expect((await s.api.patch(`/v1/services/${yoga}`, { maxSeatsPerBooking: 6 })).status).toBe(200);
    expect((await visit({ seats: 6, dateTime: slot(3) })).status).toBe(201);
    expectValidationError(await visit({ seats: 7, dateTime: slot(3) }), ["seats"]);
  });

  it("leaves another salon's answers fast while a flood of `seats: 20` requests is refused", async () => {
    await setSettings({ publicMaxUpcomingPerEmail: 100 });
    const other = await t.newProvider();
    const { canary, result } = await canaryDuring(
      () => fetch(`${t.url}/v1/services`, { headers: { authorization: `Bearer ${other.apiKey}` } }),
      async () => {
        const statuses: number[] = [];
        for (let round = 0; round < 15; round++) {
          const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => visit({ seats: 20, dateTime: slot(round * 10 + n) })));
          statuses.push(...answers.map((answer) => answer.status));
        }
        return statuses;
      },
    );
    expect(new Set(result)).toEqual(new Set([400]));
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});
    // Nothing was taken: every session the flood aimed at is still free.
    const sessions = await t.db.selectFrom("sessions").select("id").where("provider_id", "=", s.providerId).execute();
    expect(sessions).toEqual([]);
  });
});

describe("the limit of upcoming online bookings per email", () => {
  it("counts seats: three bookings of one seat and one booking of three seats reach the same limit", async () => {
    // The default: 3.
    const ones = nextEmail();
    for (let n = 0; n < 3; n++) expect((await visit({ dateTime: slot(n), email: ones })).status, `booking ${n}`).toBe(201);
    const fourth = await visit({ dateTime: slot(3), email: ones });
    expectError(fourth, 429, "RATE_LIMITED");
    expect(fourth.body.error.message).toMatch(/^At most 3 upcoming online bookings per email address/);
    expect(fourth.body.error.message).not.toMatch(/seat/);

    const three = nextEmail();
    expect((await visit({ seats: 3, dateTime: slot(0), email: three })).status).toBe(201);
    const more = await visit({ dateTime: slot(1), email: three });
    expectError(more, 429, "RATE_LIMITED");
    expect(more.body.error.message).toMatch(
      /^At most 3 upcoming online bookings per email address with this provider; each seat of a class counts as one booking;/,
    );
    expect(Number(more.headers.get("retry-after"))).toBeGreaterThan(0);

    // Two seats held: two more do not fit, one does.
    const two = nextEmail();
    expect((await visit({ seats: 2, dateTime: slot(0), email: two, staffId: s.bobId })).status).toBe(201);
    expectError(await visit({ seats: 2, dateTime: slot(1), email: two }), 429, "RATE_LIMITED");
    expect((await visit({ seats: 1, dateTime: slot(1), email: two })).status).toBe(201);

    // More seats in one request than the limit allows at all: never possible, so 400 rather than "try later".
    const tooMany = await visit({ seats: 4, dateTime: slot(2) });
    expectValidationError(tooMany, ["seats"]);
    expect(tooMany.body.error.details[0].message).toMatch(/at most 3 .*publicMaxUpcomingPerEmail/);
  });
});
