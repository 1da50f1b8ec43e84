// Upgrading a database with bookings to processing time: every booking, session and unit row keeps
// every value it had, each booking holds its member over its whole occupied range as before (no
// gaps), and the rebuilt no-overlap constraint refuses and allows what the old one did, plus a
// booking inside another's processing gap. Reverting gives the old constraint back over the same rows.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PG_EXCLUSION_VIOLATION, migrateDown, migrateTo, migrationNames, sql } from "../src/index";
import { scratchDatabase } from "./fixtures/scratch-database";
import { insertRow, sqlStateOf } from "./fixtures/rows";

const scratch = scratchDatabase("processing_time_migration", 2);
const MIGRATION = "2026-11-29T0900_processing_time";
const BEFORE = migrationNames[migrationNames.indexOf(MIGRATION) - 1] ?? "";
const NEW_BOOKING_COLUMNS = ["processing_gaps", "member_occupied"];

const db = () => scratch.handle().db;

const providerId = randomUUID();
/** An instant of the day the bookings are on (UTC), or of the day before. */
const at = (time: string) => `2030-03-04T${time}:00Z`;
const dayBefore = (time: string) => `2030-03-03T${time}:00Z`;

const insert = (table: string, row: Record<string, unknown>) => insertRow(db(), table, row);

/** A booking of Mia's cut with Ana unless the row says otherwise (occupied_* include the buffers). */
async function insertBooking(row: Record<string, unknown>): Promise<void> {
  await insert("bookings", {
    provider_id: providerId,
    customer_id: "mia",
    service_id: "cut",
    staff_id: "ana",
    payment_amount_cents: 3500,
    ...row,
  });
}

/** Every row of the table, every column, as PostgreSQL renders it (microseconds and all). */
async function rowsOf(table: "bookings" | "sessions" | "booking_units"): Promise<Record<string, unknown>[]> {
  const result = await sql<{ row: Record<string, unknown> }>`
    SELECT to_jsonb(t) AS row FROM ${sql.table(table)} t ORDER BY t.id`.execute(db());
  return result.rows.map((r) => r.row);
}

const without = (row: Record<string, unknown>, columns: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column)));

async function bookingColumns(): Promise<string[]> {
  const result = await sql<{ column_name: string }>`
    SELECT column_name FROM information_schema.columns WHERE table_name = 'bookings' ORDER BY column_name`.execute(db());
  return result.rows.map((r) => r.column_name);
}

async function noOverlapDefinition(): Promise<string> {
  const result = await sql<{ definition: string }>`
    SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'bookings_no_overlap'`.execute(db());
  return result.rows[0]?.definition ?? "";
}

/** Bookings whose member_occupied is not their whole occupied range. */
async function bookingsHeldOtherThanOccupied(): Promise<string[]> {
  const result = await sql<{ id: string }>`
    SELECT id FROM bookings
     WHERE member_occupied IS DISTINCT FROM tstzmultirange(tstzrange(occupied_from, occupied_until)) ORDER BY id`.execute(db());
  return result.rows.map((r) => r.id);
}

async function seedBeforeProcessingTime(): Promise<void> {
  const weekdays = { start: "09:00", end: "18:00" };
  await insert("providers", { id: providerId, name: "Salon Lumen", category: "hair", location: "Leipzig", timezone: "Europe/Berlin" });
  for (const [id, email] of [
    ["ana", "ana@example.com"],
    ["ben", "ben@example.com"],
  ]) {
    await insert("staff", {
      provider_id: providerId,
      id,
      name: id === "ana" ? "Ana" : "Ben",
      email,
      role: "staff",
      schedule: JSON.stringify({
        monday: weekdays,
        tuesday: weekdays,
        wednesday: weekdays,
        thursday: weekdays,
        friday: weekdays,
        saturday: null,
        sunday: null,
      }),
    });
  }
  await insert("customers", { provider_id: providerId, id: "mia", name: "Mia", email: "mia@example.com" });
  await insert("customers", { provider_id: providerId, id: "noah", name: "Noah", phone: "+49 341 555 0101" });
  await insert("resources", { provider_id: providerId, id: "room", name: "Treatment room", kind: "room", quantity: 2 });
  await insert("services", {
    provider_id: providerId,
    id: "cut",
    name: "Cut",
    duration_minutes: 60,
    price_cents: 3500,
    buffer_before_minutes: 10,
    buffer_after_minutes: 10,
  });
  await insert("services", {
    provider_id: providerId,
    id: "yoga",
    name: "Yoga class",
    duration_minutes: 60,
    price_cents: 1500,
    capacity: 8,
    sessions: "published",
    max_seats_per_booking: 4,
    requirements: JSON.stringify([{ resourceIds: ["room"], quantity: 1 }]),
  });
  await insert("services", {
    provider_id: providerId,
    id: "massage",
    name: "Massage",
    duration_minutes: 60,
    price_cents: 6000,
    requirements: JSON.stringify([{ resourceIds: ["room"], quantity: 1 }]),
  });

  // Ana's day: pending, then confirmed touching it at 10:10, then a hold touching that at 11:30.
  await insertBooking({
    id: "b-pending",
    starts_at: at("09:00"),
    ends_at: at("10:00"),
    occupied_from: at("08:50"),
    occupied_until: at("10:10"),
    status: "pending",
    notes: "First visit",
  });
  await insertBooking({
    id: "b-confirmed",
    starts_at: at("10:20"),
    ends_at: at("11:20"),
    occupied_from: at("10:10"),
    occupied_until: at("11:30"),
    status: "confirmed",
    payment_status: "paid",
    payment_method: "card",
    paid_at: dayBefore("18:00"),
    calendar_sequence: 2,
    customer_timezone: "Europe/Berlin",
    locale: "de",
  });
  await insertBooking({
    id: "b-held",
    customer_id: "noah",
    starts_at: at("11:40"),
    ends_at: at("12:40"),
    occupied_from: at("11:30"),
    occupied_until: at("12:50"),
    status: "held",
    hold_expires_at: "2030-03-01T12:15:00Z",
    booked_by: "public",
    verification_hash: "c2hhMjU2OnZlcmlmeQ",
    hold_created_customer: true,
    visitor_name: "Noah",
    visitor_phone: "+49 341 555 0101",
  });
  // Cancelled over the confirmed one's time: outside the constraint, before and after.
  await insertBooking({
    id: "b-cancelled",
    starts_at: at("10:20"),
    ends_at: at("11:20"),
    occupied_from: at("10:10"),
    occupied_until: at("11:30"),
    status: "cancelled",
    cancelled_at: "2030-03-01T08:00:00.123456Z",
    cancel_reason: "Ill",
    status_before_cancel: "confirmed",
    notify_customer: false,
  });
  await insertBooking({
    id: "b-completed",
    starts_at: dayBefore("09:00"),
    ends_at: dayBefore("10:00"),
    occupied_from: dayBefore("08:50"),
    occupied_until: dayBefore("10:10"),
    status: "completed",
    source: "walk-in",
    checked_in_at: dayBefore("08:55"),
    payment_status: "paid",
    payment_method: "cash",
    paid_at: dayBefore("10:05"),
  });
  await insertBooking({
    id: "b-no-show",
    customer_id: "noah",
    starts_at: dayBefore("11:00"),
    ends_at: dayBefore("12:00"),
    occupied_from: dayBefore("10:50"),
    occupied_until: dayBefore("12:10"),
    status: "no_show",
  });
  // A massage holding one of the room's units; a cancelled one at the same time whose unit row is released.
  await insertBooking({
    id: "b-room",
    service_id: "massage",
    starts_at: at("14:00"),
    ends_at: at("15:00"),
    occupied_from: at("14:00"),
    occupied_until: at("15:00"),
    status: "confirmed",
    payment_amount_cents: 6000,
    resources: JSON.stringify([{ resourceId: "room", units: 1 }]),
  });
  await insertBooking({
    id: "b-room-cancelled",
    customer_id: "noah",
    service_id: "massage",
    staff_id: "ben",
    starts_at: at("14:00"),
    ends_at: at("15:00"),
    occupied_from: at("14:00"),
    occupied_until: at("15:00"),
    status: "cancelled",
    cancelled_at: "2030-03-02T09:30:00Z",
    status_before_cancel: "pending",
    payment_amount_cents: 6000,
    resources: JSON.stringify([{ resourceId: "room", units: 1 }]),
  });
  await insert("booking_units", {
    provider_id: providerId,
    booking_id: "b-room",
    resource_id: "room",
    unit: 1,
    occupied: `[${at("14:00")},${at("15:00")})`,
  });
  await insert("booking_units", {
    provider_id: providerId,
    booking_id: "b-room-cancelled",
    resource_id: "room",
    unit: 1,
    occupied: `[${at("14:00")},${at("15:00")})`,
    active: false,
  });

  // Ben: booked at the same time as Ana's pending booking, a cancelled customer booking, and a class.
  await insertBooking({
    id: "b-ben",
    customer_id: "noah",
    staff_id: "ben",
    starts_at: at("09:00"),
    ends_at: at("10:00"),
    occupied_from: at("08:50"),
    occupied_until: at("10:10"),
    status: "confirmed",
    booked_by: "customer",
  });
  await insertBooking({
    id: "b-ben-cancelled",
    staff_id: "ben",
    starts_at: at("11:10"),
    ends_at: at("12:10"),
    occupied_from: at("11:00"),
    occupied_until: at("12:20"),
    status: "cancelled",
    cancelled_at: "2030-03-02T10:00:00Z",
    status_before_cancel: "pending",
    booked_by: "customer",
  });
  await insert("sessions", {
    provider_id: providerId,
    id: "s-yoga",
    service_id: "yoga",
    staff_id: "ben",
    starts_at: at("16:00"),
    ends_at: at("17:00"),
    occupied_from: at("16:00"),
    occupied_until: at("17:00"),
    capacity: 8,
    seats_taken: 3,
    published: true,
    resources: JSON.stringify([{ resourceId: "room", units: 1 }]),
  });
  await insert("booking_units", {
    provider_id: providerId,
    session_id: "s-yoga",
    resource_id: "room",
    unit: 2,
    occupied: `[${at("16:00")},${at("17:00")})`,
  });
  const classBooking = { service_id: "yoga", staff_id: "ben", session_id: "s-yoga", starts_at: at("16:00"), ends_at: at("17:00") };
  await insertBooking({
    ...classBooking,
    id: "b-class-1",
    occupied_from: at("16:00"),
    occupied_until: at("17:00"),
    status: "confirmed",
    payment_amount_cents: 1500,
  });
  await insertBooking({
    ...classBooking,
    id: "b-class-2",
    customer_id: "noah",
    occupied_from: at("16:00"),
    occupied_until: at("17:00"),
    status: "pending",
    seats: 2,
    payment_amount_cents: 3000,
    booked_by: "customer",
  });
  await insertBooking({
    ...classBooking,
    id: "b-class-cancelled",
    occupied_from: at("16:00"),
    occupied_until: at("17:00"),
    status: "cancelled",
    cancelled_at: "2030-03-02T11:00:00Z",
    status_before_cancel: "confirmed",
    payment_amount_cents: 1500,
  });
}

describe(`migration ${MIGRATION}`, () => {
  const before: Record<"bookings" | "sessions" | "booking_units", Record<string, unknown>[]> = {
    bookings: [],
    sessions: [],
    booking_units: [],
  };
  let columnsBefore: string[] = [];

  it("starts from the migration before it, with bookings of every kind", async () => {
    expect(BEFORE).toBe("2026-11-29T0100_business_hours");
    await migrateTo(db(), BEFORE);
    await seedBeforeProcessingTime();
    for (const table of ["bookings", "sessions", "booking_units"] as const) before[table] = await rowsOf(table);
    columnsBefore = await bookingColumns();
    expect(before.bookings).toHaveLength(13);
    expect(new Set(before.bookings.map((b) => b.status))).toEqual(
      new Set(["pending", "confirmed", "held", "cancelled", "completed", "no_show"]),
    );
    expect(before.sessions).toHaveLength(1);
    expect(before.booking_units).toHaveLength(3);
    expect(columnsBefore).not.toContain("processing_gaps");
  });

  it("keeps every row and every old value; each booking holds its member over its whole occupied range", async () => {
    expect(await migrateTo(db(), MIGRATION)).toContain(MIGRATION);
    expect(await bookingColumns()).toEqual([...columnsBefore, ...NEW_BOOKING_COLUMNS].sort());

    const bookings = await rowsOf("bookings");
    expect(bookings.map((b) => without(b, NEW_BOOKING_COLUMNS))).toEqual(before.bookings);
    expect(bookings.map((b) => [b.id, b.processing_gaps])).toEqual(before.bookings.map((b) => [b.id, []]));
    expect(await bookingsHeldOtherThanOccupied()).toEqual([]);
    // Spelled out for one booking: the buffers are part of what holds the member.
    const pending = bookings.find((b) => b.id === "b-pending");
    const expected = await sql<{ range: string }>`
      SELECT to_jsonb(tstzmultirange(tstzrange(${at("08:50")}::timestamptz, ${at("10:10")}::timestamptz))) #>> '{}' AS range`.execute(db());
    expect(pending?.member_occupied).toBe(expected.rows[0]?.range);

    expect(await rowsOf("sessions")).toEqual(before.sessions);
    expect(await rowsOf("booking_units")).toEqual(before.booking_units);

    const services = await sql<{ id: string; segments: unknown }>`SELECT id, segments FROM services ORDER BY id`.execute(db());
    expect(services.rows).toEqual([
      { id: "cut", segments: null },
      { id: "massage", segments: null },
      { id: "yoga", segments: null },
    ]);
    const providers = await sql<{ processing_gaps_online: boolean }>`SELECT processing_gaps_online FROM providers`.execute(db());
    expect(providers.rows).toEqual([{ processing_gaps_online: false }]);
    expect(await noOverlapDefinition()).toMatch(/member_occupied WITH &&/);
  });

  it("refuses a booking overlapping one of the same member, allows one touching its end or over a cancelled one", async () => {
    // Over b-confirmed (10:10–11:30).
    expect(
      await sqlStateOf(
        insertBooking({
          id: "new-overlap",
          starts_at: at("11:00"),
          ends_at: at("11:20"),
          occupied_from: at("11:00"),
          occupied_until: at("11:20"),
        }),
      ),
    ).toBe(PG_EXCLUSION_VIOLATION);
    // From the end of b-held (11:30–12:50).
    expect(
      await sqlStateOf(
        insertBooking({
          id: "new-touching",
          starts_at: at("12:50"),
          ends_at: at("13:30"),
          occupied_from: at("12:50"),
          occupied_until: at("13:30"),
        }),
      ),
    ).toBe("ok");
    // Over b-ben-cancelled (11:00–12:20), Ben's only booking then.
    expect(
      await sqlStateOf(
        insertBooking({
          id: "new-over-cancelled",
          staff_id: "ben",
          starts_at: at("11:00"),
          ends_at: at("12:00"),
          occupied_from: at("11:00"),
          occupied_until: at("12:00"),
        }),
      ),
    ).toBe("ok");
    // Another member at the same time as Ana's bookings.
    expect(
      await sqlStateOf(
        insertBooking({
          id: "new-other-member",
          staff_id: "ben",
          starts_at: at("10:20"),
          ends_at: at("10:50"),
          occupied_from: at("10:20"),
          occupied_until: at("10:50"),
        }),
      ),
    ).toBe("ok");
  });

  it("lets a booking sit inside another's processing gap, not across its edges", async () => {
    // 18:00–19:30 with the member free 18:30–19:00.
    expect(
      await sqlStateOf(
        insertBooking({
          id: "new-colour",
          staff_id: "ben",
          starts_at: at("18:00"),
          ends_at: at("19:30"),
          occupied_from: at("18:00"),
          occupied_until: at("19:30"),
          processing_gaps: [30, 60],
        }),
      ),
    ).toBe("ok");
    const colour = await sql<{ held: boolean }>`
      SELECT member_occupied = tstzmultirange(tstzrange(${at("18:00")}::timestamptz, ${at("18:30")}::timestamptz),
                                              tstzrange(${at("19:00")}::timestamptz, ${at("19:30")}::timestamptz)) AS held
        FROM bookings WHERE id = 'new-colour'`.execute(db());
    expect(colour.rows).toEqual([{ held: true }]);

    const ben = { staff_id: "ben", customer_id: "noah" };
    expect(
      await sqlStateOf(
        insertBooking({
          ...ben,
          id: "new-across-end",
          starts_at: at("18:45"),
          ends_at: at("19:15"),
          occupied_from: at("18:45"),
          occupied_until: at("19:15"),
        }),
      ),
    ).toBe(PG_EXCLUSION_VIOLATION);
    expect(
      await sqlStateOf(
        insertBooking({
          ...ben,
          id: "new-across-start",
          starts_at: at("18:15"),
          ends_at: at("18:45"),
          occupied_from: at("18:15"),
          occupied_until: at("18:45"),
        }),
      ),
    ).toBe(PG_EXCLUSION_VIOLATION);
    expect(
      await sqlStateOf(
        insertBooking({
          ...ben,
          id: "new-in-gap",
          starts_at: at("18:30"),
          ends_at: at("19:00"),
          occupied_from: at("18:30"),
          occupied_until: at("19:00"),
        }),
      ),
    ).toBe("ok");
  });

  it("is not reverted while a booking sits in another's gap: the old constraint cannot hold both", async () => {
    await migrateTo(db(), MIGRATION);
    expect(await sqlStateOf(migrateDown(db()))).toBe(PG_EXCLUSION_VIOLATION);
    // Rolled back whole: still on processing time.
    expect(await bookingColumns()).toEqual([...columnsBefore, ...NEW_BOOKING_COLUMNS].sort());
    expect(await noOverlapDefinition()).toMatch(/member_occupied WITH &&/);
  });

  it("reverts to the old constraint over the same rows, and upgrades again", async () => {
    await sql`DELETE FROM bookings WHERE id LIKE 'new-%'`.execute(db());
    expect(await migrateDown(db())).toEqual([MIGRATION]);
    expect(await bookingColumns()).toEqual(columnsBefore);
    expect(await noOverlapDefinition()).toMatch(/tstzrange\(occupied_from, occupied_until\) WITH &&/);
    for (const table of ["bookings", "sessions", "booking_units"] as const) expect(await rowsOf(table)).toEqual(before[table]);

    expect(
      await sqlStateOf(
        insertBooking({
          id: "old-overlap",
          starts_at: at("11:00"),
          ends_at: at("11:20"),
          occupied_from: at("11:00"),
          occupied_until: at("11:20"),
        }),
      ),
    ).toBe(PG_EXCLUSION_VIOLATION);
    expect(
      await sqlStateOf(
        insertBooking({
          id: "old-touching",
          starts_at: at("12:50"),
          ends_at: at("13:30"),
          occupied_from: at("12:50"),
          occupied_until: at("13:30"),
        }),
      ),
    ).toBe("ok");
    await sql`DELETE FROM bookings WHERE id = 'old-touching'`.execute(db());

    expect(await migrateTo(db(), MIGRATION)).toContain(MIGRATION);
    const bookings = await rowsOf("bookings");
    expect(bookings.map((b) => without(b, NEW_BOOKING_COLUMNS))).toEqual(before.bookings);
    expect(bookings.every((b) => Array.isArray(b.processing_gaps) && b.processing_gaps.length === 0)).toBe(true);
    expect(await bookingsHeldOtherThanOccupied()).toEqual([]);
    expect(await rowsOf("sessions")).toEqual(before.sessions);
    expect(await rowsOf("booking_units")).toEqual(before.booking_units);
  });
});
