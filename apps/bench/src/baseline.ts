// The benchmark's baseline: the tightest honest hand-written equivalent of the service's routes.
// A bare Fastify server with pg: the API key is checked against SHA-256 digests held in memory,
// each route runs SQL written by hand (one plain join, only the columns the answer shows) as a
// named prepared statement (parsed and planned once per connection), maps the row to the same
// JSON by hand and answers it. None of the service's layers (rate limits, tRPC, validation,
// logging, Kysely). What the service costs on top of this, its own queries included, is what the
// benchmark reports.
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import type { DaySchedule, WeeklySchedule } from "@booking/db";
import { checkWithinWorkingHours } from "@booking/core/booking-rules";
import { registerDuties } from "./baseline-duties";

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

/** The service's error body: `{ success: false, error: { message, code } }` with its status. */
const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ success: false, error: { message, code } });

function authorized(request: FastifyRequest, reply: FastifyReply): boolean {
  const header = request.headers.authorization;
  const key = header?.startsWith("Bearer ") ? header.slice(7) : "";
  if (keyDigests.has(createHash("sha256").update(key).digest("hex"))) return true;
  void refuse(reply, 401, "UNAUTHORIZED", "Missing or invalid API key");
  return false;
}

const COLUMNS = `
  b.id, b.status, b.starts_at, b.ends_at, b.notes, b.source, b.created_at, b.updated_at, b.cancelled_at, b.cancel_reason,
  b.payment_status, b.payment_method, b.payment_amount_cents, b.paid_at, b.refunded_at, b.resources, b.session_id, b.seats,
  b.customer_timezone, b.locale, b.visit_id, b.series_id, b.occurrence_key, b.customer_id, c.name AS customer_name, c.email AS customer_email, c.phone AS customer_phone,
  b.service_id, s.name AS service_name, s.duration_minutes, s.price_cents, b.staff_id, b.second_staff_id, st.name AS staff_name`;
const JOINED = `
  FROM bookings b
  JOIN customers c ON c.provider_id = b.provider_id AND c.id = b.customer_id
  JOIN services s ON s.provider_id = b.provider_id AND s.id = b.service_id
  JOIN staff st ON st.provider_id = b.provider_id AND st.id = b.staff_id`;
const BOOKING_COLUMNS = `${COLUMNS}${JOINED}`;
// The detail reads the booking's ledger in the same statement (one snapshot), as the service does.
const LEDGER = `COALESCE((SELECT json_agg(json_build_object('kind', l.kind, 'amount', l.amount_minor,
    'at', floor(extract(epoch FROM l.at) * 1000), 'reference', l.reference, 'reason', l.reason) ORDER BY l.id)
  FROM payment_ledger l WHERE l.provider_id = b.provider_id AND l.booking_id = b.id), '[]'::json) AS ledger`;
const DETAIL = `SELECT ${COLUMNS}, ${LEDGER} ${JOINED} WHERE b.provider_id = $1 AND b.id = $2`;
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
  visit_id: string | null;
  series_id: string | null;
  occurrence_key: string | null;
  second_staff_id: string | null;
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

/** The booking's JSON as lists show it; the detail adds `payment` (detailJson). */
function bookingJson(row: BookingRow) {
  return {
    id: row.id,
    customer: { id: row.customer_id, name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
    service: { id: row.service_id, name: row.service_name, duration: row.duration_minutes, price: row.price_cents / 100 },
    staff: { id: row.staff_id, name: row.staff_name },
    staffIds: row.second_staff_id ? [row.staff_id, row.second_staff_id] : [row.staff_id],
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
    visitId: row.visit_id,
    seriesId: row.series_id,
    occurrenceKey: row.occurrence_key,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** An entry of the booking's ledger, as the detail's JSON column has it (`at` in epoch milliseconds). */
interface LedgerEntry {
  kind: string;
  amount: number;
  at: number;
  reference: string;
  reason: string | null;
}

const detailJson = (row: BookingRow & { ledger: LedgerEntry[] }) =>
  Object.assign(bookingJson(row), {
    payment: {
      status: row.payment_status,
      method: row.payment_method,
      amount: row.payment_amount_cents / 100,
      paidAt: isoOrNull(row.paid_at),
      refundedAt: isoOrNull(row.refunded_at),
      ledger: row.ledger.map((entry) => ({
        kind: entry.kind,
        amount: entry.amount / 100,
        at: new Date(entry.at).toISOString(),
        reference: entry.reference,
        ...(entry.reason === null ? {} : { reason: entry.reason }),
      })),
    },
  });

const app = Fastify({ logger: false });

// The "equivalent" baseline (BASELINE_DUTIES=1) also keeps the promises the service keeps on every
// read: request id, security headers, the shared rate limit, the latency histogram, the checked
// answer (baseline-duties.ts). Without it, the bare baseline answers and nothing more.
const checked =
  process.env.BASELINE_DUTIES === "1"
    ? registerDuties(app, {
        redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
        prefix: process.env.REDIS_KEY_PREFIX ?? "baseline:",
        openApiFile: process.env.OPENAPI_FILE ?? "",
        limit: Number(process.env.RATE_LIMIT ?? 1_000_000_000),
      })
    : null;

app.get<{ Params: { id: string } }>("/v1/bookings/:id", async (request, reply) => {
  if (!authorized(request, reply)) return reply;
  const { rows } = await pool.query<BookingRow & { ledger: LedgerEntry[] }>({
    name: "booking_detail",
    text: DETAIL,
    values: [providerId, request.params.id],
  });
  const row = rows[0];
  if (!row) return refuse(reply, 404, "NOT_FOUND", "Booking not found");
  const body = { success: true, data: detailJson(row) };
  return checked ? checked(reply, "/v1/bookings/{id}", body) : body;
});

app.get("/v1/bookings", async (request, reply) => {
  if (!authorized(request, reply)) return reply;
  const [rows, total] = await Promise.all([
    pool.query<BookingRow>({ name: "booking_page", text: PAGE, values: [providerId] }),
    pool.query<{ total: string }>({ name: "booking_count", text: COUNT, values: [providerId] }),
  ]);
  const n = Number(total.rows[0]?.total);
  const body = {
    success: true,
    data: rows.rows.map(bookingJson),
    pagination: { page: 1, limit: 20, total: n, totalPages: Math.ceil(n / 20) },
  };
  return checked ? checked(reply, "/v1/bookings", body) : body;
});

// Creation, as a hand-written route that keeps the service's promises would: the same checks and
// the same rows, in the same two round trips without a transaction of its own.
// 1. One read: the member (active, offers the service, their row's version), the customer, the
//    service, whether the provider is closed on the start's local date, whether the member has time
//    off or calendar busy time during the booking, their override for that date, and whether the
//    provider wants the "New booking" notification.
// 2. The working hours are checked with the service's own pure rule (a booking rule, not one of the
//    service's layers: both sides pay the same for it), the rest by hand.
// 3. One statement writes the booking, its outbox event, its history line and the provider's
//    notification, and sends the NOTIFY that wakes the relays; it first takes the member's row lock
//    and goes ahead only if the row is still the version read (the database's
//    lock_member_unchanged_since, which the service's insert calls too), so a time off or a schedule
//    change committed after the read is never booked over. The exclusion constraint decides overlaps.
const CREATION_READ = `
  SELECT s.name, s.is_active, s.schedule, s.xmin::text AS row_version, p.timezone,
         EXISTS (SELECT 1 FROM staff_services ss WHERE ss.provider_id = s.provider_id AND ss.staff_id = s.id AND ss.service_id = $3) AS offers_service,
         c.id AS customer_id, c.name AS customer_name, c.email AS customer_email, c.phone AS customer_phone,
         sv.id AS service_id, sv.name AS service_name, sv.duration_minutes, sv.price_cents, sv.is_active AS service_active,
         sv.buffer_before_minutes, sv.buffer_after_minutes, sv.capacity, jsonb_array_length(sv.requirements) AS requirement_count,
         EXISTS (SELECT 1 FROM closures cl WHERE cl.provider_id = s.provider_id
                   AND cl.start_date <= local.date AND cl.end_date >= local.date) AS closed,
         EXISTS (SELECT 1 FROM staff_time_off t WHERE t.provider_id = s.provider_id AND t.staff_id = s.id
                   AND t.starts_at < $5::timestamptz + make_interval(mins => sv.duration_minutes) AND t.ends_at > $5) AS time_off,
         EXISTS (SELECT 1 FROM calendar_busy cb WHERE cb.provider_id = s.provider_id AND cb.staff_id = s.id
                   AND cb.starts_at < $5::timestamptz + make_interval(mins => sv.duration_minutes) AND cb.ends_at > $5) AS busy,
         local.date::text AS local_date, o.date IS NOT NULL AS overridden, o.hours AS override_hours,
         coalesce((SELECT (np.preferences->'push'->>'newBooking')::boolean FROM notification_preferences np
                    WHERE np.provider_id = s.provider_id AND np.recipient = 'provider'), true) AS notify_provider
    FROM staff s
    JOIN providers p ON p.id = s.provider_id
    CROSS JOIN LATERAL (SELECT ($5::timestamptz AT TIME ZONE p.timezone)::date AS date) local
    LEFT JOIN customers c ON c.provider_id = s.provider_id AND c.id = $4
    LEFT JOIN services sv ON sv.provider_id = s.provider_id AND sv.id = $3
    LEFT JOIN staff_date_overrides o ON o.provider_id = s.provider_id AND o.staff_id = s.id AND o.date = local.date
   WHERE s.provider_id = $1 AND s.id = $2 AND s.deleted_at IS NULL`;

/** A row of CREATION_READ, as pg parses it (customer and service columns are null when missing). */
interface CreationRow {
  name: string;
  is_active: boolean;
  schedule: WeeklySchedule;
  row_version: string;
  timezone: string;
  offers_service: boolean;
  customer_id: string | null;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  service_id: string | null;
  service_name: string;
  duration_minutes: number;
  price_cents: string;
  service_active: boolean;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  capacity: number;
  requirement_count: number;
  closed: boolean;
  time_off: boolean;
  busy: boolean;
  local_date: string;
  overridden: boolean;
  override_hours: DaySchedule | null;
  notify_provider: boolean;
}

const BOOKING_INSERT = `
    INSERT INTO bookings (provider_id, id, customer_id, service_id, staff_id, starts_at, ends_at, occupied_from, occupied_until,
                          source, status, payment_amount_cents, booked_by)
    SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, 'website', 'pending', $10, 'provider'
     WHERE lock_member_unchanged_since($1, $5, $11, $8, $9)
    RETURNING id, status, starts_at, created_at
  ), event AS (
    INSERT INTO outbox_events (event_id, provider_id, event, data) VALUES ($12, $1, 'booking.created', $13)
  ), history AS (
    INSERT INTO booking_history (provider_id, booking_id, event, data) VALUES ($1, $2, 'booking.created', $13)
  )`;
/** With the provider's notification, or without it (the provider turned push.newBooking off). */
const CREATE_NOTIFYING = `WITH booking AS (${BOOKING_INSERT}, notification AS (
    INSERT INTO smart_notifications (provider_id, id, recipient, type, title, body, data)
    VALUES ($1, $14, 'provider', 'booking.created', 'New booking', $15, $16)
  )
  SELECT booking.*, pg_notify('booking_outbox', '') FROM booking`;
const CREATE_QUIET = `WITH booking AS (${BOOKING_INSERT})
  SELECT booking.*, pg_notify('booking_outbox', '') FROM booking`;

/** "Sun 1 Jan 2040, 11:00" in the provider's zone, as the notification's text shows the time (Intl puts a comma after the weekday). */
const whenFormats = new Map<string, Intl.DateTimeFormat>();
function localWhen(at: Date, timeZone: string) {
  let format = whenFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    whenFormats.set(timeZone, format);
  }
  return format.format(at).replace(",", "");
}

/** The problem with a read member, service and customer for a 1:1 booking over [start, end), or null. */
function creationProblem(row: CreationRow, body: CreateBody, start: number, end: number): [number, string, string] | null {
  if (row.customer_id === null) return [404, "NOT_FOUND", `Customer ${body.customerId} not found`];
  if (row.service_id === null) return [404, "NOT_FOUND", `Service ${body.serviceId} not found`];
  if (!row.service_active) return [400, "BAD_REQUEST", `Service ${row.service_id} is not active`];
  if (row.capacity > 1 || row.requirement_count > 0) return [400, "BAD_REQUEST", "this route books 1:1 services only"];
  if (!row.is_active) return [400, "BAD_REQUEST", `Staff member ${body.staffId} is not active`];
  if (!row.offers_service) return [400, "BAD_REQUEST", `Staff member ${body.staffId} does not offer this service`];
  if (start < Date.now()) return [400, "BAD_REQUEST", "The booking time is in the past"];
  if (row.closed) return [400, "BAD_REQUEST", "The provider is closed on that date"];
  if (row.time_off) return [400, "BAD_REQUEST", "The staff member has time off then"];
  if (row.busy) return [400, "BAD_REQUEST", "The staff member is busy in their own calendar then"];
  const override = row.overridden ? new Map([[row.local_date, row.override_hours]]) : undefined;
  const fit = checkWithinWorkingHours(row.schedule, row.timezone, start, end, override);
  return fit ? [400, "BAD_REQUEST", fit.message] : null;
}

interface CreateBody {
  customerId: string;
  serviceId: string;
  staffId: string;
  dateTime: string;
}

const isCreateBody = (body: unknown): body is CreateBody =>
  typeof body === "object" &&
  body !== null &&
  ["customerId", "serviceId", "staffId", "dateTime"].every((field) => typeof (body as Record<string, unknown>)[field] === "string");

/** Attempts when the member changed between the read and the insert (each change needs a writer to commit). */
const CREATE_ATTEMPTS = 3;
const MINUTE_MS = 60_000;

app.post("/v1/bookings", async (request, reply) => {
  if (!authorized(request, reply)) return reply;
  const body = request.body;
  if (!isCreateBody(body)) return refuse(reply, 400, "BAD_REQUEST", "customerId, serviceId, staffId and dateTime are required strings");
  const start = Date.parse(body.dateTime);
  if (Number.isNaN(start)) return refuse(reply, 400, "BAD_REQUEST", "dateTime is not a date and time");
  const startsAt = new Date(start);
  const client = await pool.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      const read = await client.query<CreationRow>({
        name: "booking_creation_read",
        text: CREATION_READ,
        values: [providerId, body.staffId, body.serviceId, body.customerId, startsAt],
      });
      const row = read.rows[0];
      if (!row) return refuse(reply, 404, "NOT_FOUND", `Staff member ${body.staffId} not found`);
      const end = start + row.duration_minutes * MINUTE_MS;
      const problem = creationProblem(row, body, start, end);
      if (problem) return refuse(reply, ...problem);
      const id = `bk_${randomBytes(10).toString("hex")}`;
      const endsAt = new Date(end);
      const from = new Date(start - row.buffer_before_minutes * MINUTE_MS);
      const until = new Date(end + row.buffer_after_minutes * MINUTE_MS);
      const dateTime = startsAt.toISOString();
      const ids = { bookingId: id, customerId: body.customerId, serviceId: body.serviceId, staffId: body.staffId };
      const eventData = JSON.stringify({
        ...ids,
        staffIds: [body.staffId],
        providerId,
        dateTime,
        status: "pending",
        resources: [],
        sessionId: null,
        seats: 1,
        visitId: null,
        seriesId: null,
        occurrenceKey: null,
      });
      const eventId = `evt_${randomBytes(10).toString("hex")}`;
      const values: unknown[] = [
        providerId,
        id,
        body.customerId,
        body.serviceId,
        body.staffId,
        startsAt,
        endsAt,
        from,
        until,
        row.price_cents,
        row.row_version,
        eventId,
        eventData,
      ];
      if (row.notify_provider) {
        values.push(
          `ntf_${randomBytes(10).toString("hex")}`,
          `${row.customer_name} booked ${row.service_name} with ${row.name} on ${localWhen(startsAt, row.timezone)}.`,
          JSON.stringify({ ...ids, dateTime, channels: ["push"], eventId }),
        );
      }
      let inserted;
      try {
        inserted = await client.query<{ id: string; status: string; starts_at: Date; created_at: Date }>(
          row.notify_provider
            ? { name: "booking_create_notifying", text: CREATE_NOTIFYING, values }
            : { name: "booking_create_quiet", text: CREATE_QUIET, values },
        );
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === "BK001" && attempt < CREATE_ATTEMPTS) continue; // the member changed since the read
        if (code === "23P01" || code === "BK002") return refuse(reply, 409, "CONFLICT", "The time is taken");
        throw error;
      }
      const booked = inserted.rows[0];
      if (!booked) throw new Error("INSERT … RETURNING returns the new booking");
      return reply.code(201).send({
        success: true,
        data: {
          id: booked.id,
          customer: { id: row.customer_id, name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
          service: { id: row.service_id, name: row.service_name, duration: row.duration_minutes, price: Number(row.price_cents) / 100 },
          staff: { id: body.staffId, name: row.name },
          staffIds: [body.staffId],
          dateTime: booked.starts_at.toISOString(),
          status: booked.status,
          resources: [],
          sessionId: null,
          seats: 1,
          // A provider key's booking says nothing of a customer's page.
          customerTimezone: null,
          locale: null,
          createdAt: booked.created_at.toISOString(),
        },
        message: "Booking created",
      });
    }
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
