// Idempotency-Key on POST: replay, conflict on another body, one run for duplicates.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { expectError, startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let s: Salon;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  t.clock.set("2026-11-20T08:00:00Z");
  s = await createSalon(t);
});

const countBookings = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM bookings WHERE provider_id = ${s.providerId}`.execute(t.db)).rows[0]!.n;

describe("Idempotency-Key", () => {
  it("replays the first answer (status and body) for the same key and body", async () => {
    const body = { customerId: s.customerId, serviceId: s.serviceId, staffId: s.annId, dateTime: "2026-11-23T10:00:00+01:00" };
    const headers = { "idempotency-key": "booking-123" };
    const first = await s.api.post("/v1/bookings", body, { headers });
    expect(first.status).toBe(201);
    const replay = await s.api.post("/v1/bookings", { ...body }, { headers });
    expect(replay.status).toBe(201);
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    // Key order does not make it another request.
    const reordered = await s.api.post(
      "/v1/bookings",
      { dateTime: body.dateTime, staffId: body.staffId, serviceId: body.serviceId, customerId: body.customerId },
      { headers },
    );
    expect(reordered.text).toBe(first.text);
    expect(await countBookings()).toBe(1);
  });

  it("answers a booking's conflicts as without a key (its work runs inside the request's transaction)", async () => {
    const body = { customerId: s.customerId, serviceId: s.serviceId, staffId: s.annId, dateTime: "2026-11-23T10:00:00+01:00" };
    expect((await s.api.post("/v1/bookings", body, { headers: { "idempotency-key": "first" } })).status).toBe(201);
    // The overlap is met in the database (a failed statement in the request's transaction), then
    // the lapsed holds are looked for before the 409: on the same transaction, still usable.
    const overlap = await s.api.post(
      "/v1/bookings",
      { ...body, dateTime: "2026-11-23T10:30:00+01:00" },
      { headers: { "idempotency-key": "second" } },
    );
    expectError(overlap, 409, "CONFLICT");
    const replayed = await s.api.post(
      "/v1/bookings",
      { ...body, dateTime: "2026-11-23T10:30:00+01:00" },
      { headers: { "idempotency-key": "second" } },
    );
    expect(replayed.status).toBe(409);
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(
      (await s.api.post("/v1/bookings", { ...body, dateTime: "2026-11-23T14:00:00+01:00" }, { headers: { "idempotency-key": "third" } }))
        .status,
    ).toBe(201);
    expect(await countBookings()).toBe(2);
  });

  it("answers 409 for the same key with another body", async () => {
    const headers = { "idempotency-key": "cust-1" };
    expect((await s.api.post("/v1/customers", { name: "Dana", email: "dana@example.com" }, { headers })).status).toBe(201);
    const other = await s.api.post("/v1/customers", { name: "Eve", email: "eve@example.com" }, { headers });
    expectError(other, 409, "CONFLICT");
    expect(other.body.error.message).toMatch(/Idempotency-Key/);
  });

  it("replays errors too, and scopes keys per API key", async () => {
    const headers = { "idempotency-key": "dup-email" };
    const bad = await s.api.post("/v1/customers", { name: "Bad email", email: "not-an-email" }, { headers });
    expect(bad.status).toBe(400);
    const again = await s.api.post("/v1/customers", { name: "Bad email", email: "not-an-email" }, { headers });
    expect(again.status).toBe(400);
    expect(again.headers.get("idempotent-replayed")).toBe("true");

    const other = await t.newProvider();
    const elsewhere = await other.api.post("/v1/customers", { name: "Bad email", email: "x@example.com" }, { headers });
    expect(elsewhere.status).toBe(201);
  });

  it("runs concurrent duplicates once: the others wait and replay the first answer", async () => {
    const body = { customerId: s.customerId, serviceId: s.serviceId, staffId: s.annId, dateTime: "2026-11-24T10:00:00+01:00" };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => s.api.post("/v1/bookings", body, { headers: { "idempotency-key": "race-1" } })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((r) => r.body.data.id)).size).toBe(1);
    expect(await countBookings()).toBe(1);
  });

  it("works on the RPC-style family and rejects malformed keys", async () => {
    const res = await s.api.post(
      "/v1/customers",
      { name: "Fay", email: "fay@example.com" },
      { headers: { "idempotency-key": "x".repeat(256) } },
    );
    expectError(res, 400, "BAD_REQUEST");
    const rpc = await s.api.post("/api/rpc/no-such-operation", {}, { headers: { "idempotency-key": "rpc-1" } });
    expectError(rpc, 404, "NOT_FOUND", "rpc");
    const rpcAgain = await s.api.post("/api/rpc/no-such-operation", {}, { headers: { "idempotency-key": "rpc-1" } });
    expect(rpcAgain.status).toBe(404);
  });

  it("lets a key be reused after 24 hours", async () => {
    const headers = { "idempotency-key": "old" };
    expect((await s.api.post("/v1/customers", { name: "Gus", email: "gus@example.com" }, { headers })).status).toBe(201);
    await sql`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE idempotency_key = 'old'`.execute(t.db);
    const fresh = await s.api.post("/v1/customers", { name: "Hal", email: "hal@example.com" }, { headers });
    expect(fresh.status).toBe(201);
    expect(fresh.headers.get("idempotent-replayed")).toBeNull();
  });
});
