// The benchmark's baseline: the tightest honest hand-written equivalent of the service's routes.
// A bare Fastify server with pg: the API key is checked against SHA-256 digests held in memory,
// each route runs the very SQL the service runs (compiled once from the same Kysely query
// builders) as a named prepared statement (parsed and planned once per connection), and answers
// the same JSON envelope. None of the service's layers (rate limits, tRPC, validation, logging).
// What the service costs on top of this is what the benchmark reports.
/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument -- raw pg rows, as a hand-written route reads them */
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { createHash, randomBytes } from "node:crypto";
import { createDatabase } from "@booking/db";
import { bookingViews, matchesFilter, toBookingDetail, toBookingListItem } from "@booking/core/bench";

const { DATABASE_URL: databaseUrl, PROVIDER_ID: providerId } = process.env;
if (!databaseUrl || !providerId) throw new Error("the baseline needs DATABASE_URL and PROVIDER_ID (run.ts sets both)");
const port = Number(process.env.PORT ?? 3100);

const { db, pool } = createDatabase(databaseUrl, { max: Number(process.env.DATABASE_POOL_SIZE ?? 10), applicationName: "baseline" });

/** Digests of the provider's unrevoked keys, loaded once: a key check costs one hash and a lookup. */
const keyDigests = new Set(
  (await pool.query("SELECT secret_hash FROM api_keys WHERE provider_id = $1 AND revoked_at IS NULL", [providerId])).rows.map(
    (row: { secret_hash: string }) => row.secret_hash,
  ),
);

function authorized(request: FastifyRequest, reply: FastifyReply): boolean {
  const header = request.headers.authorization;
  const key = header?.startsWith("Bearer ") ? header.slice(7) : "";
  if (keyDigests.has(createHash("sha256").update(key).digest("hex"))) return true;
  void reply.code(401).send({ success: false, error: { message: "Missing or invalid API key", code: "UNAUTHORIZED" } });
  return false;
}

const detail = bookingViews(db, providerId).where("b.id", "=", "$id").compile();
const page = bookingViews(db, providerId)
  .where(matchesFilter({ page: 1, limit: 20, now: new Date() }))
  .orderBy("b.starts_at")
  .orderBy("b.id")
  .limit(20)
  .offset(0)
  .compile();
const count = db
  .selectFrom("bookings as b")
  .where("b.provider_id", "=", providerId)
  .where(matchesFilter({ page: 1, limit: 20, now: new Date() }))
  .select((eb) => eb.fn.countAll<number>().as("total"))
  .compile();

const app = Fastify({ logger: false });

app.get<{ Params: { id: string } }>("/v1/bookings/:id", async (request, reply) => {
  if (!authorized(request, reply)) return reply;
  const values = detail.parameters.map((p) => (p === "$id" ? request.params.id : p));
  const { rows } = await pool.query({ name: "booking_detail", text: detail.sql, values });
  if (!rows[0]) return reply.code(404).send({ success: false, error: { message: "Booking not found", code: "NOT_FOUND" } });
  return { success: true, data: toBookingDetail(rows[0]) };
});

app.get("/v1/bookings", async (request, reply) => {
  if (!authorized(request, reply)) return reply;
  const [rows, total] = await Promise.all([
    pool.query({ name: "booking_page", text: page.sql, values: page.parameters as unknown[] }),
    pool.query({ name: "booking_count", text: count.sql, values: count.parameters as unknown[] }),
  ]);
  const n = Number(total.rows[0].total);
  return {
    success: true,
    data: rows.rows.map(toBookingListItem),
    pagination: { page: 1, limit: 20, total: n, totalPages: Math.ceil(n / 20) },
  };
});

// Creation: the rows the service writes — the booking, its outbox event, the provider's
// notification, and the NOTIFY that wakes the relays — in one statement inside a transaction.
const CREATE = `
  WITH booking AS (
    INSERT INTO bookings (provider_id, id, customer_id, service_id, staff_id, starts_at, ends_at, occupied_from, occupied_until, payment_amount_cents)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $6, $7, 2500)
    RETURNING id, status, starts_at, created_at
  ), event AS (
    INSERT INTO outbox_events (event_id, provider_id, event, data) VALUES ($8, $1, 'booking.created', $9)
  ), notification AS (
    INSERT INTO smart_notifications (provider_id, id, recipient, type, title, body, data)
    VALUES ($1, $10, 'provider', 'booking.created', 'New booking', $11, $12)
  )
  SELECT booking.*, pg_notify('booking_outbox', '') FROM booking`;

app.post<{ Body: { customerId: string; serviceId: string; staffId: string; dateTime: string } }>("/v1/bookings", async (request, reply) => {
  if (!authorized(request, reply)) return reply;
  const body = request.body;
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const id = `bk_${randomBytes(10).toString("hex")}`;
    const start = new Date(body.dateTime);
    const end = new Date(start.getTime() + 30 * 60_000);
    const data = { bookingId: id, providerId, customerId: body.customerId, serviceId: body.serviceId, staffId: body.staffId };
    const inserted = await client.query({
      name: "booking_create",
      text: CREATE,
      values: [
        providerId,
        id,
        body.customerId,
        body.serviceId,
        body.staffId,
        start,
        end,
        `evt_${randomBytes(10).toString("hex")}`,
        JSON.stringify({ ...data, dateTime: start.toISOString(), status: "pending" }),
        `ntf_${randomBytes(10).toString("hex")}`,
        `New booking ${id}`,
        JSON.stringify(data),
      ],
    });
    await client.query("COMMIT");
    const row = inserted.rows[0];
    return reply.code(201).send({
      success: true,
      data: { id: row.id, status: row.status, dateTime: row.starts_at, createdAt: row.created_at },
      message: "Booking created",
    });
  } catch (error) {
    await client.query("ROLLBACK");
    const code = (error as { code?: string }).code === "23P01" ? 409 : 500;
    return reply.code(code).send({ success: false, error: { message: "failed", code: code === 409 ? "CONFLICT" : "INTERNAL" } });
  } finally {
    client.release();
  }
});

app.get("/healthz", async () => ({ status: "ok" }));

await app.listen({ port, host: "127.0.0.1" });
// Exits cleanly on a signal, so that a profile asked for with BENCH_NODE_ARGS (--cpu-prof) is written.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(
    signal,
    () =>
      void app
        .close()
        .then(() => pool.end())
        .then(() => process.exit(0)),
  );
