// The console's safe actions through the API: a no-show only once the booking has started (REST
// and native tRPC alike), a cancellation undone within its minutes (not after, not over a booking
// that took the time meanwhile), what the customer is told (nothing with notifyCustomer=false; the
// salon's words or its standard reason, in the customer's language), and refusals that name their
// rule with the times involved.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { apiClient, createCustomerKey } from "@booking/testing";
import { expectError, startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let s: Salon;
const NOW = "2026-11-20T08:00:00.000Z";
const LIST = "/api/rpc/user/smartNotifications/list";

beforeAll(async () => {
  t = await startTestApi();
  t.clock.set(NOW);
  s = await createSalon(t);
});
afterAll(async () => {
  await t?.close();
});

let day = 0;
/** A confirmed booking of Ann's at 10:00 Berlin time on a new weekday each call (Mondays and Tuesdays from 23 November). */
async function confirmedBooking(extra: Record<string, unknown> = {}): Promise<{ id: string; dateTime: string }> {
  const date = new Date(Date.UTC(2026, 10, 23 + 7 * Math.floor(day / 2) + (day % 2)));
  day += 1;
  const dateTime = `${date.toISOString().slice(0, 10)}T10:00:00+01:00`;
  const made = await s.book({ dateTime, ...extra });
  expect(made.status, made.text).toBe(201);
  const id = made.body.data.id as string;
  expect((await s.api.patch(`/v1/bookings/${id}`, { status: "confirmed" })).status).toBe(200);
  return { id, dateTime: new Date(dateTime).toISOString() };
}

/** A native tRPC mutation with the salon's provider key: the HTTP status and the error's data. */
async function nativeMutation(path: string, input: unknown) {
  const res = await fetch(`${t.url}/trpc/${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${s.apiKey}`, "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  const body = (await res.json()) as {
    result?: { data: unknown };
    error?: { message: string; data: { appCode: string; httpStatus: number; details?: Record<string, string>[] } };
  };
  return { status: res.status, body };
}

const events = async (bookingId: string) =>
  (
    await sql<{ event: string; data: Record<string, unknown> }>`
      SELECT event, data FROM outbox_events WHERE provider_id = ${s.providerId} AND data->>'bookingId' = ${bookingId} ORDER BY id`.execute(
      t.db,
    )
  ).rows;

describe("no-show", () => {
  it("is refused before the booking has started, with its rule and start, over REST and native tRPC", async () => {
    const { id, dateTime } = await confirmedBooking();
    t.clock.set(new Date(new Date(dateTime).getTime() - 5 * 60_000).toISOString());
    try {
      const rest = await s.api.patch(`/v1/bookings/${id}`, { status: "no_show" });
      expectError(rest, 409, "CONFLICT");
      expect(rest.body.error.message).toContain("started");
      expect(rest.body.error.details).toEqual([{ path: "status", message: expect.any(String), rule: "not_started", from: dateTime }]);

      const native = await nativeMutation("bookings.update", { id, status: "no_show" });
      expect(native.status).toBe(409);
      expect(native.body.error?.data).toMatchObject({ appCode: "CONFLICT", httpStatus: 409 });
      expect(native.body.error?.data.details).toEqual([
        { path: "status", message: expect.any(String), rule: "not_started", from: dateTime },
      ]);
      expect((await s.api.get(`/v1/bookings/${id}`)).body.data.status).toBe("confirmed");

      // From the start on, it is recorded.
      t.clock.set(dateTime);
      const marked = await s.api.patch(`/v1/bookings/${id}`, { status: "no_show" });
      expect(marked.status, marked.text).toBe(200);
      expect(marked.body.data.status).toBe("no_show");
    } finally {
      t.clock.set(NOW);
    }
  });
});

describe("POST /v1/bookings/{id}/restore", () => {
  it("undoes a cancellation within ten minutes: the booking is back as it was, with booking.restored and a history line", async () => {
    const { id } = await confirmedBooking();
    expect((await s.api.delete(`/v1/bookings/${id}`, { query: { reason: "Mistake" } })).status).toBe(200);
    t.clock.set("2026-11-20T08:09:30.000Z");
    try {
      const restored = await s.api.post(`/v1/bookings/${id}/restore`, {});
      expect(restored.status, restored.text).toBe(200);
      expect(restored.body.data).toMatchObject({ id, status: "confirmed" });
      const booking = (await s.api.get(`/v1/bookings/${id}`)).body.data;
      expect(booking).toMatchObject({ status: "confirmed", cancelledAt: null, cancelReason: null });
      const recorded = (await events(id)).find((e) => e.event === "booking.restored");
      expect(recorded?.data).toMatchObject({ bookingId: id, status: "confirmed", cancelledAt: NOW, changedBy: "provider" });
      const history = (await s.api.get(`/v1/bookings/${id}/history`)).body.data as { change: string; status: string | null }[];
      expect(history.map((entry) => entry.change).slice(-2)).toEqual(["cancelled", "restored"]);
      expect(history.at(-1)?.status).toBe("confirmed");
      // Not cancelled any more: nothing to undo.
      const again = await s.api.post(`/v1/bookings/${id}/restore`, {});
      expectError(again, 409, "CONFLICT");
      expect(again.body.error.details[0]).toMatchObject({ rule: "restore_not_cancelled" });
    } finally {
      t.clock.set(NOW);
    }
  });

  it("puts a declined booking back to pending", async () => {
    const made = await s.book({ dateTime: "2026-12-21T14:00:00+01:00" });
    const id = made.body.data.id as string;
    expect((await s.api.delete(`/v1/bookings/${id}`)).status).toBe(200);
    const restored = await s.api.post(`/v1/bookings/${id}/restore`, {});
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.data.status).toBe("pending");
  });

  it("is refused after the window, saying when it ended", async () => {
    const { id } = await confirmedBooking();
    expect((await s.api.delete(`/v1/bookings/${id}`)).status).toBe(200);
    t.clock.set("2026-11-20T08:10:01.000Z");
    try {
      const late = await s.api.post(`/v1/bookings/${id}/restore`, {});
      expectError(late, 409, "CONFLICT");
      expect(late.body.error.details).toEqual([
        { path: "status", message: expect.any(String), rule: "restore_window", to: "2026-11-20T08:10:00.000Z" },
      ]);
      expect((await s.api.get(`/v1/bookings/${id}`)).body.data.status).toBe("cancelled");
    } finally {
      t.clock.set(NOW);
    }
  });

  it("is refused when another booking took the time meanwhile, and then the other booking stands", async () => {
    const { id, dateTime } = await confirmedBooking();
    expect((await s.api.delete(`/v1/bookings/${id}`)).status).toBe(200);
    const taker = await s.book({ dateTime });
    expect(taker.status, taker.text).toBe(201);
    const refused = await s.api.post(`/v1/bookings/${id}/restore`, {});
    expectError(refused, 409, "CONFLICT");
    expect(refused.body.error.details[0]).toMatchObject({ rule: "booked" });
    expect((await s.api.get(`/v1/bookings/${id}`)).body.data.status).toBe("cancelled");
    expect((await s.api.get(`/v1/bookings/${taker.body.data.id as string}`)).body.data.status).toBe("pending");
    expect((await events(id)).some((e) => e.event === "booking.restored")).toBe(false);
  });

  it("answers 404 for another provider's booking and 403 to a customer key", async () => {
    const { id } = await confirmedBooking();
    expect((await s.api.delete(`/v1/bookings/${id}`)).status).toBe(200);
    const other = await t.newProvider();
    expectError(await other.api.post(`/v1/bookings/${id}/restore`, {}), 404, "NOT_FOUND");
    const customer = apiClient(t.url, (await createCustomerKey(t.db, s.providerId, s.customerId)).apiKey);
    expectError(await customer.post(`/v1/bookings/${id}/restore`, {}), 403, "FORBIDDEN");
    expectError(await s.api.post(`/v1/bookings/${id}/restore`, { why: "x" }), 400, "BAD_REQUEST");
  });
});

describe("restore re-checks what a new booking would", () => {
  /** A confirmed booking of Ann's in `salon`, at 10:00 Berlin time on Monday 7 December, cancelled now. */
  async function cancelledIn(salon: Salon, dateTime = "2026-12-07T10:00:00+01:00") {
    const made = await salon.book({ dateTime });
    expect(made.status, made.text).toBe(201);
    const id = made.body.data.id as string;
    expect((await salon.api.patch(`/v1/bookings/${id}`, { status: "confirmed" })).status).toBe(200);
    expect((await salon.api.delete(`/v1/bookings/${id}`)).status).toBe(200);
    return id;
  }
  const refusedWith = async (salon: Salon, id: string, rule: string) => {
    const refused = await salon.api.post(`/v1/bookings/${id}/restore`, {});
    expectError(refused, 409, "CONFLICT");
    expect(refused.body.error.details[0]).toMatchObject({ rule });
    expect((await salon.api.get(`/v1/bookings/${id}`)).body.data.status).toBe("cancelled");
    expect(
      (
        await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM outbox_events WHERE event = 'booking.restored' AND data->>'bookingId' = ${id}`.execute(t.db)
      ).rows[0]?.n,
    ).toBe(0);
    return refused.body.error.details[0] as Record<string, string>;
  };

  it("refuses when the member has time off then, naming its start and end", async () => {
    const id = await cancelledIn(s, "2026-12-16T10:00:00+01:00");
    const off = await s.api.post(`/v1/staff/${s.annId}/time-off`, { start: "2026-12-16T09:00:00+01:00", end: "2026-12-16T12:00:00+01:00" });
    expect(off.status, off.text).toBe(201);
    expect(await refusedWith(s, id, "time_off")).toMatchObject({ from: "2026-12-16T08:00:00.000Z", to: "2026-12-16T11:00:00.000Z" });
  });

  it("refuses when the salon has a closure that date", async () => {
    const id = await cancelledIn(s, "2026-12-17T10:00:00+01:00");
    const closed = await s.api.post("/v1/closures", { date: "2026-12-17", reason: "Inventory" });
    expect(closed.status, closed.text).toBe(201);
    await refusedWith(s, id, "closed");
  });

  it("refuses when the member no longer works that day", async () => {
    const salon = await createSalon(t);
    const id = await cancelledIn(salon);
    const week = { tuesday: { start: "09:00", end: "17:00" }, wednesday: { start: "09:00", end: "17:00" } };
    expect((await salon.api.patch(`/v1/staff/${salon.annId}`, { schedule: week })).status).toBe(200);
    await refusedWith(salon, id, "day_off");
  });

  it("refuses when the salon's business hours no longer take that day", async () => {
    const salon = await createSalon(t);
    const id = await cancelledIn(salon);
    const hours = { tuesday: { start: "09:00", end: "17:00" } };
    const set = await salon.api.patch("/v1/settings", { businessHours: hours });
    expect(set.status, set.text).toBe(200);
    await refusedWith(salon, id, "outside_business_hours");
  });

  it("refuses when the member is inactive", async () => {
    const salon = await createSalon(t);
    const id = await cancelledIn(salon);
    expect((await salon.api.patch(`/v1/staff/${salon.annId}`, { isActive: false })).status).toBe(200);
    await refusedWith(salon, id, "staff_inactive");
  });

  it("refuses when the member was deleted", async () => {
    const salon = await createSalon(t);
    const id = await cancelledIn(salon);
    const deleted = await salon.api.delete(`/v1/staff/${salon.annId}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(await refusedWith(salon, id, "staff_inactive")).toMatchObject({ path: "staffId" });
  });

  it("puts back a booking that has begun meanwhile (the clock rules are not among the checks)", async () => {
    const salon = await createSalon(t);
    const id = await cancelledIn(salon, "2026-11-20T09:00:00+01:00");
    t.clock.set("2026-11-20T08:05:00.000Z");
    try {
      const restored = await salon.api.post(`/v1/bookings/${id}/restore`, {});
      expect(restored.status, restored.text).toBe(200);
    } finally {
      t.clock.set(NOW);
    }
  });
});

describe("restore of the customer's own cancellation", () => {
  it("is refused: the customer meant it", async () => {
    const { id } = await confirmedBooking();
    const customer = apiClient(t.url, (await createCustomerKey(t.db, s.providerId, s.customerId)).apiKey);
    const cancelled = await customer.delete(`/v1/bookings/${id}`);
    expect(cancelled.status, cancelled.text).toBe(200);
    const refused = await s.api.post(`/v1/bookings/${id}/restore`, {});
    expectError(refused, 409, "CONFLICT");
    expect(refused.body.error.details).toEqual([{ path: "status", message: expect.any(String), rule: "restore_customer_cancelled" }]);
    expect((await s.api.get(`/v1/bookings/${id}`)).body.data.status).toBe("cancelled");
  });
});

describe("what the customer is told of a cancellation", () => {
  const customerNotifications = async () => {
    const customer = apiClient(t.url, (await createCustomerKey(t.db, s.providerId, s.customerId)).apiKey);
    const list = await customer.get(LIST, { query: { limit: "100" } });
    expect(list.status, list.text).toBe(200);
    return list.body.notifications as { type: string; body: string; data: { bookingId: string } }[];
  };
  const about = async (bookingId: string) => (await customerNotifications()).filter((n) => n.data.bookingId === bookingId);

  it("is nothing with notifyCustomer=false", async () => {
    const { id } = await confirmedBooking({ locale: "de" });
    expect((await s.api.delete(`/v1/bookings/${id}`, { query: { reason: "Krank", notifyCustomer: "false" } })).status).toBe(200);
    expect((await about(id)).filter((n) => n.type === "booking.cancelled")).toEqual([]);
  });

  it("is the salon's own message as written, in the customer's language around it", async () => {
    const { id } = await confirmedBooking({ locale: "de" });
    const message = "Ann ist heute leider krank";
    expect((await s.api.delete(`/v1/bookings/${id}`, { query: { reason: message } })).status).toBe(200);
    const [cancelled] = (await about(id)).filter((n) => n.type === "booking.cancelled");
    expect(cancelled?.body).toMatch(/^Ihr Termin für Cut & colour mit Ann am .* wurde storniert\. Grund: Ann ist heute leider krank$/);
  });

  it("is the salon's standard reason in the customer's language, never the stored English", async () => {
    const { id } = await confirmedBooking({ locale: "fr" });
    expect((await s.api.delete(`/v1/bookings/${id}`, { query: { reason: "Cancelled by the salon" } })).status).toBe(200);
    const [cancelled] = (await about(id)).filter((n) => n.type === "booking.cancelled");
    expect(cancelled?.body).toContain("le salon a dû annuler cette réservation");
    expect(cancelled?.body).not.toContain("Cancelled by the salon");
  });
});

describe("refusals name their rule and the times involved", () => {
  it("a move into time off names the time off's start and end", async () => {
    const { id } = await confirmedBooking();
    const off = await s.api.post(`/v1/staff/${s.annId}/time-off`, { start: "2026-12-08T13:00:00+01:00", end: "2026-12-08T17:00:00+01:00" });
    expect(off.status, off.text).toBe(201);
    const refused = await s.api.patch(`/v1/bookings/${id}`, { dateTime: "2026-12-08T14:00:00+01:00" });
    expectError(refused, 400, "BAD_REQUEST");
    expect(refused.body.error.details).toEqual([
      { path: "dateTime", message: expect.any(String), rule: "time_off", from: "2026-12-08T12:00:00.000Z", to: "2026-12-08T16:00:00.000Z" },
    ]);
  });

  it("a move outside the hours names the booking's own start and end; a move onto a booking, its rule", async () => {
    const { id } = await confirmedBooking();
    const late = await s.api.patch(`/v1/bookings/${id}`, { dateTime: "2026-12-09T17:30:00+01:00" });
    expectError(late, 400, "BAD_REQUEST");
    expect(late.body.error.details[0]).toEqual({
      path: "dateTime",
      message: expect.any(String),
      rule: "outside_hours",
      from: "2026-12-09T16:30:00.000Z",
      to: "2026-12-09T17:30:00.000Z",
    });
    const other = await confirmedBooking();
    const onto = await s.api.patch(`/v1/bookings/${id}`, { dateTime: other.dateTime });
    expectError(onto, 409, "CONFLICT");
    expect(onto.body.error.details[0]).toMatchObject({ path: "dateTime", rule: "booked" });
  });

  it("a change a final status does not allow names the transition rule", async () => {
    const { id } = await confirmedBooking();
    expect((await s.api.delete(`/v1/bookings/${id}`)).status).toBe(200);
    const refused = await s.api.patch(`/v1/bookings/${id}`, { status: "completed" });
    expectError(refused, 409, "CONFLICT");
    expect(refused.body.error.details[0]).toMatchObject({ path: "status", rule: "transition" });
  });

  it("the OpenAPI documents list every rule in the error schema", async () => {
    type Schema = { $ref?: string; properties?: Record<string, Schema>; items?: Schema; enum?: string[] };
    for (const path of ["/v1/openapi.json", "/api/rpc/openapi.json"]) {
      const document = (await t.anonymous.get(path)).body as {
        paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>>;
        components: { schemas: Record<string, Schema> };
      };
      const answer = Object.values(document.paths).find((p) => p.patch?.responses["409"] ?? p.post?.responses["409"]);
      let schema = (answer?.patch ?? answer?.post)?.responses["409"]?.content?.["application/json"]?.schema;
      if (schema?.$ref) schema = document.components.schemas[schema.$ref.split("/").at(-1) ?? ""];
      const rules = schema?.properties?.error?.properties?.details?.items?.properties?.rule?.enum ?? [];
      for (const rule of [
        "not_started",
        "restore_window",
        "restore_not_cancelled",
        "restore_customer_cancelled",
        "time_off",
        "booked",
        "transition",
      ]) {
        expect(rules, path).toContain(rule);
      }
    }
  });
});
