// The front desk's day: a customer's profile (what they booked and how they kept it, counted by the
// database), a class session's roster with check-in, cancelling a session from the desk, and time
// off given as whole days (a holiday week) that closes and, removed, reopens those days.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiResponse } from "@booking/testing";
import { expectError, expectValidationError, startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
  // The tests' dates are fixed (the week of Monday 7 December 2026): the service's clock runs
  // from a week before them (`reset` comes back to it), so that they stay ahead of its "now"
  // whenever the suite runs.
  t.clock.runFrom("2026-12-01T08:00:00Z");
});
afterAll(async () => {
  t?.clock.reset();
  await t?.close();
});

/** The body of an answer that must have `status` (its text shown when not). */
async function ok(res: Promise<ApiResponse>, status = 200) {
  const answer = await res;
  expect(answer.status, answer.text).toBe(status);
  return answer.body;
}

async function newCustomer(salon: Salon, body: Record<string, unknown>): Promise<string> {
  return ((await ok(salon.api.post("/v1/customers", body), 201)) as { data: { id: string } }).data.id;
}

describe("GET /v1/customers/{id}/profile", () => {
  it("counts upcoming and past bookings, no-shows, late cancellations and what completed bookings came to", async () => {
    // Monday 4 January 2027, 08:00 in Berlin (UTC+1). Ann works Mon–Fri 09:00–17:00.
    t.clock.set("2027-01-04T07:00:00Z");
    const salon = await createSalon(t);
    await ok(salon.api.patch("/v1/settings", { cancellationNoticeMinutes: 1440 }));
    const dana = await newCustomer(salon, { name: "Dana Phone", phone: "+34 600 111 222", notes: "Allergic to latex" });
    const book = async (dateTime: string, serviceId = salon.serviceId) =>
      (
        (await ok(salon.api.post("/v1/bookings", { customerId: dana, serviceId, staffId: salon.annId, dateTime }), 201)) as {
          data: { id: string };
        }
      ).data.id;
    const done = await book("2027-01-04T09:00:00Z"); // 10:00 Monday, 50.00
    const trim = await book("2027-01-04T12:30:00Z", salon.otherServiceId); // 13:30 Monday, 15.00
    const missed = await book("2027-01-05T09:00:00Z");
    const lateCancelled = await book("2027-01-06T09:00:00Z");
    const earlyCancelled = await book("2027-01-07T09:00:00Z");
    const upcoming = await book("2027-01-11T09:00:00Z");
    // Another customer's completed booking counts for them only.
    const chris = await ok(
      salon.api.post("/v1/bookings", {
        customerId: salon.customerId,
        serviceId: salon.serviceId,
        staffId: salon.bobId,
        dateTime: "2027-01-04T09:00:00Z",
      }),
      201,
    );

    await ok(salon.api.delete(`/v1/bookings/${earlyCancelled}`)); // three days ahead: in good time
    for (const id of [done, trim, missed, chris.data.id as string])
      await ok(salon.api.patch(`/v1/bookings/${id}`, { status: "confirmed" }));
    t.clock.set("2027-01-05T16:00:00Z");
    for (const id of [done, trim, chris.data.id as string]) await ok(salon.api.patch(`/v1/bookings/${id}`, { status: "completed" }));
    await ok(salon.api.patch(`/v1/bookings/${missed}`, { status: "no_show" }));
    t.clock.set("2027-01-06T07:30:00Z"); // 90 minutes before: inside the day's notice
    await ok(salon.api.delete(`/v1/bookings/${lateCancelled}`));
    t.clock.set("2027-01-08T12:00:00Z");

    const profile = (await ok(salon.api.get(`/v1/customers/${dana}/profile`))).data;
    expect(profile.customer).toMatchObject({
      id: dana,
      name: "Dana Phone",
      email: null,
      phone: "+34 600 111 222",
      notes: "Allergic to latex",
    });
    expect(profile.figures).toEqual({
      upcoming: 1,
      past: 5,
      completed: 2,
      noShows: 1,
      lateCancellations: 1,
      totalSpent: 65,
      currency: "EUR",
      cancellationNoticeMinutes: 1440,
    });
    expect(profile.upcoming.map((b: { id: string }) => b.id)).toEqual([upcoming]);
    expect(profile.past.map((b: { id: string }) => b.id)).toEqual([earlyCancelled, lateCancelled, missed, trim, done]);
    expect(profile.past[3]).toMatchObject({
      status: "completed",
      price: 15,
      service: { id: salon.otherServiceId },
      staff: { name: "Ann" },
    });

    const other = (await ok(salon.api.get(`/v1/customers/${salon.customerId}/profile`))).data;
    expect(other.figures).toMatchObject({ upcoming: 0, past: 1, completed: 1, totalSpent: 50 });
    t.clock.reset();
  });

  it("answers a customer without bookings with zeros, and 404 for another provider's customer", async () => {
    const salon = await createSalon(t);
    const walkIn = await newCustomer(salon, { name: "Walk In" });
    const profile = (await ok(salon.api.get(`/v1/customers/${walkIn}/profile`))).data;
    expect(profile.figures).toMatchObject({ upcoming: 0, past: 0, completed: 0, noShows: 0, lateCancellations: 0, totalSpent: 0 });
    expect(profile.upcoming).toEqual([]);
    const stranger = await createSalon(t);
    expectError(await stranger.api.get(`/v1/customers/${walkIn}/profile`), 404, "NOT_FOUND");
    expectError(await salon.api.get(`/v1/customers/cus_doesNotExist1234/profile`), 404, "NOT_FOUND");
  });
});

// A Monday in December: Berlin is UTC+1.
const MONDAY = "2026-12-07";
const at = (time: string, date = MONDAY) => `${date}T${time}:00+01:00`;

async function yogaSession(salon: Salon) {
  const yoga = (await ok(salon.api.post("/v1/services", { name: "Yoga", duration: 60, price: 12, capacity: 10 }), 201)).data.id as string;
  const member = (await ok(salon.api.get(`/v1/staff/${salon.annId}`))).data as { services: { id: string }[] };
  await ok(salon.api.patch(`/v1/staff/${salon.annId}`, { services: [...member.services.map((s) => s.id), yoga] }));
  const session = (await ok(salon.api.post("/v1/sessions", { serviceId: yoga, staffId: salon.annId, start: at("10:00") }), 201)).data;
  return { yoga, sessionId: session.id as string };
}

describe("a session's roster and check-in", () => {
  it("lists each booking with its customer and seats, and checks a customer in and back out", async () => {
    const salon = await createSalon(t);
    const { yoga, sessionId } = await yogaSession(salon);
    const zoe = await newCustomer(salon, { name: "Zoe", phone: "+49 170 555" });
    const amy = await newCustomer(salon, { name: "Amy" });
    const zoeBooking = (
      await ok(
        salon.api.post("/v1/bookings", { customerId: zoe, serviceId: yoga, staffId: salon.annId, dateTime: at("10:00"), seats: 2 }),
        201,
      )
    ).data;
    const amyBooking = (
      await ok(salon.api.post("/v1/bookings", { customerId: amy, serviceId: yoga, staffId: salon.annId, dateTime: at("10:00") }), 201)
    ).data;
    expect(zoeBooking.sessionId).toBe(sessionId);

    const roster = (await ok(salon.api.get(`/v1/sessions/${sessionId}/roster`))).data;
    expect(roster.session).toMatchObject({ id: sessionId, seatsTaken: 3, capacity: 10 });
    expect(roster.bookings).toEqual([
      { id: amyBooking.id, status: "pending", seats: 1, customer: { id: amy, name: "Amy", email: null, phone: null }, checkedInAt: null },
      {
        id: zoeBooking.id,
        status: "pending",
        seats: 2,
        customer: { id: zoe, name: "Zoe", email: null, phone: "+49 170 555" },
        checkedInAt: null,
      },
    ]);

    const checked = await ok(salon.api.post(`/v1/bookings/${zoeBooking.id}/check-in`, {}));
    expect(checked).toMatchObject({
      message: "Customer checked in",
      data: { id: zoeBooking.id, status: "pending", checkedInAt: expect.any(String) },
    });
    const again = await ok(salon.api.post(`/v1/bookings/${zoeBooking.id}/check-in`, { checkedIn: true }));
    expect(again.data.checkedInAt).toBe(checked.data.checkedInAt); // the first arrival is kept
    const after = (await ok(salon.api.get(`/v1/sessions/${sessionId}/roster`))).data;
    expect(after.bookings.map((b: { checkedInAt: string | null }) => b.checkedInAt)).toEqual([null, checked.data.checkedInAt]);

    const undone = await ok(salon.api.post(`/v1/bookings/${zoeBooking.id}/check-in`, { checkedIn: false }));
    expect(undone.data.checkedInAt).toBeNull();

    await ok(salon.api.delete(`/v1/bookings/${amyBooking.id}`));
    const cancelled = await salon.api.post(`/v1/bookings/${amyBooking.id}/check-in`, {});
    expectError(cancelled, 409, "CONFLICT");
    expect(cancelled.body.error.message).toBe("A cancelled booking cannot be checked in");
    // The cancelled booking leaves the roster.
    expect((await ok(salon.api.get(`/v1/sessions/${sessionId}/roster`))).data.bookings).toHaveLength(1);

    expectValidationError(await salon.api.post(`/v1/bookings/${zoeBooking.id}/check-in`, { checkedIn: "yes" }), ["checkedIn"]);
    const stranger = await createSalon(t);
    expectError(await stranger.api.get(`/v1/sessions/${sessionId}/roster`), 404, "NOT_FOUND");
    expectError(await stranger.api.post(`/v1/bookings/${zoeBooking.id}/check-in`, {}), 404, "NOT_FOUND");
  });

  it("cancelling the session cancels its bookings, and the roster is gone", async () => {
    const salon = await createSalon(t);
    const { yoga, sessionId } = await yogaSession(salon);
    const ids: string[] = [];
    for (const name of ["Ben", "Cleo"]) {
      const customerId = await newCustomer(salon, { name, phone: "+49 170 1" });
      ids.push(
        (await ok(salon.api.post("/v1/bookings", { customerId, serviceId: yoga, staffId: salon.annId, dateTime: at("10:00") }), 201)).data
          .id,
      );
    }
    const answer = await ok(salon.api.delete(`/v1/sessions/${sessionId}?reason=Teacher%20ill`));
    expect(answer.data).toEqual({ cancelledBookings: 2 });
    for (const id of ids) {
      expect((await ok(salon.api.get(`/v1/bookings/${id}`))).data).toMatchObject({ status: "cancelled" });
    }
    expectError(await salon.api.get(`/v1/sessions/${sessionId}/roster`), 404, "NOT_FOUND");
  });
});

describe("time off for a range of days", () => {
  const daysWithSlots = async (salon: Salon, from: string, to: string) => {
    const answer = (await ok(salon.api.get(`/v1/availability?serviceId=${salon.serviceId}&staffId=${salon.annId}&from=${from}&to=${to}`)))
      .data as {
      days: { date: string; slots: unknown[] }[];
    };
    return answer.days.filter((d) => d.slots.length > 0).map((d) => d.date);
  };

  it("closes every day from the first to the last in the salon's zone, and removing it opens them again", async () => {
    const salon = await createSalon(t);
    const week = ["2026-12-14", "2026-12-15", "2026-12-16", "2026-12-17", "2026-12-18"];
    expect(await daysWithSlots(salon, "2026-12-11", "2026-12-21")).toEqual(["2026-12-11", ...week, "2026-12-21"]);

    const added = await ok(
      salon.api.post(`/v1/staff/${salon.annId}/time-off`, { startDate: "2026-12-14", endDate: "2026-12-20", reason: "Holiday" }),
      201,
    );
    // Midnight to midnight in Berlin (UTC+1): one entry.
    expect(added.data).toMatchObject({ start: "2026-12-13T23:00:00.000Z", end: "2026-12-20T23:00:00.000Z", reason: "Holiday" });
    expect(await daysWithSlots(salon, "2026-12-11", "2026-12-21")).toEqual(["2026-12-11", "2026-12-21"]);
    const refused = await salon.api.post("/v1/bookings", {
      customerId: salon.customerId,
      serviceId: salon.serviceId,
      staffId: salon.annId,
      dateTime: at("10:00", "2026-12-18"),
    });
    expectError(refused, 400, "BAD_REQUEST");

    const listed = (await ok(salon.api.get(`/v1/staff/${salon.annId}/time-off?from=2026-12-01&to=2026-12-31`))).data;
    expect(listed.map((o: { id: string }) => o.id)).toEqual([added.data.id]);
    await ok(salon.api.delete(`/v1/staff/${salon.annId}/time-off/${added.data.id}`));
    expect(await daysWithSlots(salon, "2026-12-11", "2026-12-21")).toEqual(["2026-12-11", ...week, "2026-12-21"]);
  });

  it("answers 400 for a range that ends before it starts, mixed or half pairs, and 409 over a booking", async () => {
    const salon = await createSalon(t);
    const path = `/v1/staff/${salon.annId}/time-off`;
    expectValidationError(await salon.api.post(path, { startDate: "2026-12-14", endDate: "2026-12-13" }), ["endDate"]);
    expectValidationError(await salon.api.post(path, { startDate: "2026-12-14" }), ["endDate"]);
    expectValidationError(await salon.api.post(path, { startDate: "2026-12-14", endDate: "2026-12-15", start: at("10:00") }), [
      "startDate",
    ]);
    expectValidationError(await salon.api.post(path, { startDate: "2026-12-14", endDate: "2028-12-15" }), ["endDate"]);
    expectValidationError(await salon.api.post(path, {}), ["start", "end"]);
    const booked = await ok(salon.book({ dateTime: at("10:00", "2026-12-15") }), 201);
    const clash = await salon.api.post(path, { startDate: "2026-12-14", endDate: "2026-12-16" });
    expectError(clash, 409, "CONFLICT");
    expect(JSON.stringify(clash.body.error.details)).toContain(booked.data.id as string);
  });
});
