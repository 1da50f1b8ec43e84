// The benchmark's baseline: a minimal Fastify server that runs the very SQL the service runs
// (compiled once from the same Kysely query builders) with pg and answers the same JSON, with
// none of the service's layers (auth, rate limits, tRPC, validation). What the service costs on
// top of this is what the benchmark reports.
/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument -- raw pg rows, as a hand-written route reads them */
import Fastify from "fastify";
import { randomBytes } from "node:crypto";
import { createDatabase } from "@booking/db";
import { bookingViews, matchesFilter, toBookingDetail, toBookingListItem } from "@booking/core";

const databaseUrl = process.env.DATABASE_URL!;
const providerId = process.env.PROVIDER_ID!;
const port = Number(process.env.PORT ?? 3100);

const { db, pool } = createDatabase(databaseUrl, { max: Number(process.env.DATABASE_POOL_SIZE ?? 10), applicationName: "baseline" });

const detail = bookingViews(db, providerId).where("b.id", "=", "$id").compile();
const page = bookingViews(db, providerId)
  .where(matchesFilter({ page: 1, limit: 20 }))
  .orderBy("b.starts_at")
  .orderBy("b.id")
  .limit(20)
  .offset(0)
  .compile();
const count = db
  .selectFrom("bookings as b")
  .where("b.provider_id", "=", providerId)
  .where(matchesFilter({ page: 1, limit: 20 }))
  .select((eb) => eb.fn.countAll<number>().as("total"))
  .compile();

const app = Fastify({ logger: false });

app.get<{ Params: { id: string } }>("/v1/bookings/:id", async (request, reply) => {
  const params = detail.parameters.map((p) => (p === "$id" ? request.params.id : p));
  const { rows } = await pool.query(detail.sql, params);
  if (!rows[0]) return reply.code(404).send({ success: false, error: { message: "Booking not found", code: "NOT_FOUND" } });
  return { success: true, data: toBookingDetail(rows[0]) };
});

app.get("/v1/bookings", async () => {
  const [rows, total] = await Promise.all([
    pool.query(page.sql, page.parameters as unknown[]),
    pool.query(count.sql, count.parameters as unknown[]),
  ]);
  const n = Number(total.rows[0].total);
  return {
    success: true,
    data: rows.rows.map(toBookingListItem),
    pagination: { page: 1, limit: 20, total: n, totalPages: Math.ceil(n / 20) },
  };
});

// Creation: the same rows (booking, outbox event, the provider's notification) in one transaction, plain SQL.
app.post<{ Body: { customerId: string; serviceId: string; staffId: string; dateTime: string } }>("/v1/bookings", async (request, reply) => {
  const body = request.body;
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const id = `bk_${randomBytes(10).toString("hex")}`;
    const start = new Date(body.dateTime);
    const end = new Date(start.getTime() + 30 * 60_000);
    const inserted = await client.query(
      `INSERT INTO bookings (provider_id, id, customer_id, service_id, staff_id, starts_at, ends_at, occupied_from, occupied_until, payment_amount_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $6, $7, 2500) RETURNING id, status, starts_at, created_at`,
      [providerId, id, body.customerId, body.serviceId, body.staffId, start, end],
    );
    await client.query(`INSERT INTO outbox_events (event_id, provider_id, event, data) VALUES ($1, $2, 'booking.created', $3)`, [
      `evt_${randomBytes(10).toString("hex")}`,
      providerId,
      JSON.stringify({ bookingId: id, providerId, status: "pending" }),
    ]);
    // The provider's "new booking" notification, as the service writes it.
    await client.query(
      `INSERT INTO smart_notifications (provider_id, id, recipient, type, title, body, data)
       VALUES ($1, $2, 'provider', 'booking.created', 'New booking', $3, $4)`,
      [providerId, `ntf_${randomBytes(10).toString("hex")}`, `New booking ${id}`, JSON.stringify({ bookingId: id })],
    );
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
