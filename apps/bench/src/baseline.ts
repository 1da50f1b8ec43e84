// The benchmark's baseline: the tightest honest hand-written equivalent of the service's routes.
// A bare Fastify server with pg: the API key is checked against SHA-256 digests held in memory,
// each route runs SQL written by hand (one plain join, only the columns the answer shows) as a
// named prepared statement (parsed and planned once per connection), maps the row to the same
// JSON by hand and answers it. None of the service's layers (rate limits, tRPC, validation,
// logging, Kysely). What the service costs on top of this, its own queries included, is what the
// benchmark reports.
/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access -- raw pg rows, as a hand-written route reads them */
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";

const { DATABASE_URL: databaseUrl, PROVIDER_ID: providerId } = process.env;
if (!databaseUrl || !providerId) throw new Error("the baseline needs DATABASE_URL and PROVIDER_ID (run.ts sets both)");
const port = Number(process.env.PORT ?? 3100);

const pool = new pg.Pool({
  connectionString: databaseUrl,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  application_name: "baseline",
});

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

const BOOKING_COLUMNS = `
  b.id, b.status, b.starts_at, b.ends_at, b.notes, b.source, b.created_at, b.updated_at, b.cancelled_at, b.cancel_reason,
  b.payment_status, b.payment_method, b.payment_amount_cents, b.paid_at, b.refunded_at, b.resources, b.session_id, b.seats,
  b.customer_timezone, b.locale, b.customer_id, c.name AS customer_name, c.email AS customer_email, c.phone AS customer_phone,
  b.service_id, s.name AS service_name, s.duration_minutes, s.price_cents, b.staff_id, st.name AS staff_name
  FROM bookings b
  JOIN customers c ON c.provider_id = b.provider_id AND c.id = b.customer_id
  JOIN services s ON s.provider_id = b.provider_id AND s.id = b.service_id
  JOIN staff st ON st.provider_id = b.provider_id AND st.id = b.staff_id`;
const DETAIL = `SELECT ${BOOKING_COLUMNS} WHERE b.provider_id = $1 AND b.id = $2`;
const PAGE = `SELECT ${BOOKING_COLUMNS} WHERE b.provider_id = $1 AND b.status <> 'held' ORDER BY b.starts_at, b.id LIMIT 20`;
const COUNT = `SELECT count(*) AS total FROM bookings WHERE provider_id = $1 AND status <> 'held'`;

/** A row of the hand-written query, as pg parses it. */
interface BookingRow {
  id: string;
  status: string;
  starts_at: Date;
  ends_at: Date;
  notes: string | null;
  source: string;
  created_at: Date;
  updated_at: Date;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  payment_status: string;
  payment_method: string | null;
  payment_amount_cents: number;
  paid_at: Date | null;
  refunded_at: Date | null;
  resources: unknown;
  session_id: string | null;
  seats: number;
  customer_timezone: string | null;
  locale: string | null;
  customer_id: string;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  service_id: string;
  service_name: string;
  duration_minutes: number;
  price_cents: number;
  staff_id: string;
  staff_name: string;
}

const isoOrNull = (date: Date | null) => (date === null ? null : date.toISOString());

/** The booking's JSON; `payment` (the detail's) left undefined is left out by JSON.stringify, so both answers share one object shape. */
function bookingJson(row: BookingRow, withPayment: boolean) {
  return {
    id: row.id,
    customer: { id: row.customer_id, name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
    service: { id: row.service_id, name: row.service_name, duration: row.duration_minutes, price: row.price_cents / 100 },
    staff: { id: row.staff_id, name: row.staff_name },
    dateTime: row.starts_at.toISOString(),
    endTime: row.ends_at.toISOString(),
    status: row.status,
    notes: row.notes,
    source: row.source,
    cancelledAt: isoOrNull(row.cancelled_at),
    cancelReason: row.cancel_reason,
    resources: row.resources,
    sessionId: row.session_id,
    seats: row.seats,
    customerTimezone: row.customer_timezone,
    locale: row.locale,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    payment: withPayment
      ? {
          status: row.payment_status,
          method: row.payment_method,
          amount: row.payment_amount_cents / 100,
          paidAt: isoOrNull(row.paid_at),
          refundedAt: isoOrNull(row.refunded_at),
        }
      : undefined,
  };
}

const app = Fastify({ logger: false });

app.get<{ Params: { id: string } }>("/v1/bookings/:id", async (request, reply) => {
  if (!authorized(request, reply)) return reply;
  const { rows } = await pool.query<BookingRow>({ name: "booking_detail", text: DETAIL, values: [providerId, request.params.id] });
  const row = rows[0];
  if (!row) return reply.code(404).send({ success: false, error: { message: "Booking not found", code: "NOT_FOUND" } });
  return { success: true, data: bookingJson(row, true) };
});

app.get("/v1/bookings", async (request, reply) => {
  if (!authorized(request, reply)) return reply;
  const [rows, total] = await Promise.all([
    pool.query<BookingRow>({ name: "booking_page", text: PAGE, values: [providerId] }),
    pool.query({ name: "booking_count", text: COUNT, values: [providerId] }),
  ]);
  const n = Number(total.rows[0].total);
  return {
    success: true,
    data: rows.rows.map((row) => bookingJson(row, false)),
    pagination: { page: 1, limit: 20, total: n, totalPages: Math.ceil(n / 20) },
  };
});

// Creation: the rows the service writes — the booking, its outbox event, its history line, the
// provider's notification, and the NOTIFY that wakes the relays — in one statement inside a
// transaction.
const CREATE = `
  WITH booking AS (
    INSERT INTO bookings (provider_id, id, customer_id, service_id, staff_id, starts_at, ends_at, occupied_from, occupied_until, payment_amount_cents)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $6, $7, 2500)
    RETURNING id, status, starts_at, created_at
  ), event AS (
    INSERT INTO outbox_events (event_id, provider_id, event, data) VALUES ($8, $1, 'booking.created', $9)
  ), history AS (
    INSERT INTO booking_history (provider_id, booking_id, event, data) VALUES ($1, $2, 'booking.created', $9)
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
