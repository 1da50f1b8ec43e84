// The leaner booking rows: member_occupied answers what it answered before (with processing gaps
// and without, for rows written before and after the upgrade), deleting a booking still removes
// its occupancy rows (now a trigger's work, not a foreign key's) with its history lines, so its
// time is free again; and reverting brings the occupancy rows' foreign key back.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PG_EXCLUSION_VIOLATION, migrateDown, migrateTo, migrationNames, sql } from "../src/index";
import { scratchDatabase } from "./fixtures/scratch-database";
import { insertRow, sqlStateOf } from "./fixtures/rows";

const scratch = scratchDatabase("booking_rows_leaner_migration", 2);
const MIGRATION = "2026-12-03T1400_booking_rows_written_leaner";
const BEFORE = migrationNames[migrationNames.indexOf(MIGRATION) - 1] ?? "";

const db = () => scratch.handle().db;
const providerId = randomUUID();

const insert = (table: string, row: Record<string, unknown>) => insertRow(db(), table, row);

/** Ana's booking of a cut on 2030-03-04 from `from` to `until` (UTC), with processing gaps in minutes. */
async function insertBooking(id: string, from: string, until: string, gaps: number[] = []): Promise<void> {
  await insert("bookings", {
    provider_id: providerId,
    id,
    customer_id: "mia",
    service_id: "cut",
    staff_id: "ana",
    starts_at: `2030-03-04T${from}:00Z`,
    ends_at: `2030-03-04T${until}:00Z`,
    occupied_from: `2030-03-04T${from}:00Z`,
    occupied_until: `2030-03-04T${until}:00Z`,
    processing_gaps: `{${gaps.join(",")}}`,
    status: "confirmed",
    payment_amount_cents: 3500,
  });
  await insert("booking_history", {
    provider_id: providerId,
    booking_id: id,
    event: "booking.created",
    data: JSON.stringify({ bookingId: id }),
  });
}

/** Each booking's member_occupied and each occupancy row's time, as PostgreSQL renders them. */
async function heldTimes(): Promise<{ bookings: Record<string, string>; occupancy: Record<string, string> }> {
  const bookings = await sql<{ id: string; held: string }>`SELECT id, member_occupied::text AS held FROM bookings ORDER BY id`.execute(
    db(),
  );
  const occupancy = await sql<{ id: string; held: string }>`
    SELECT booking_id AS id, occupied::text AS held FROM member_occupancy ORDER BY booking_id`.execute(db());
  return {
    bookings: Object.fromEntries(bookings.rows.map((r) => [r.id, r.held])),
    occupancy: Object.fromEntries(occupancy.rows.map((r) => [r.id, r.held])),
  };
}

async function countOf(table: "member_occupancy" | "booking_history", bookingId: string): Promise<number> {
  const result = await sql<{ n: string }>`
    SELECT count(*) AS n FROM ${sql.table(table)} WHERE provider_id = ${providerId} AND booking_id = ${bookingId}`.execute(db());
  return Number(result.rows[0]?.n);
}

async function foreignKeysToBookings(): Promise<string[]> {
  const result = await sql<{ table: string }>`
    SELECT conrelid::regclass::text AS table FROM pg_constraint
     WHERE contype = 'f' AND confrelid = 'bookings'::regclass AND conrelid::regclass::text IN ('member_occupancy', 'booking_history')
     ORDER BY 1`.execute(db());
  return result.rows.map((r) => r.table);
}

describe("the leaner booking rows migration", () => {
  it("keeps every held time, frees a deleted booking's time with its history, and reverts to the foreign key", async () => {
    await migrateTo(db(), BEFORE);
    await insert("providers", { id: providerId, name: "Salon Lumen", category: "hair", location: "Leipzig", timezone: "Europe/Berlin" });
    await insert("staff", { provider_id: providerId, id: "ana", name: "Ana", email: "ana@example.com", role: "staff", schedule: "{}" });
    await insert("customers", { provider_id: providerId, id: "mia", name: "Mia", email: "mia@example.com" });
    await insert("services", { provider_id: providerId, id: "cut", name: "Cut", duration_minutes: 60, price_cents: 3500 });
    await insertBooking("b-plain", "09:00", "10:00");
    await insertBooking("b-gaps", "10:00", "12:00", [30, 90]);
    const before = await heldTimes();
    expect(before.bookings["b-gaps"]).toBe(
      '{["2030-03-04 10:00:00+00","2030-03-04 10:30:00+00"),["2030-03-04 11:30:00+00","2030-03-04 12:00:00+00")}',
    );

    await migrateTo(db(), MIGRATION);
    expect(await foreignKeysToBookings()).toEqual(["booking_history"]);
    // Rows written after the upgrade hold what the same rows held before it.
    await sql`DELETE FROM bookings`.execute(db());
    await insertBooking("b-plain", "09:00", "10:00");
    await insertBooking("b-gaps", "10:00", "12:00", [30, 90]);
    expect(await heldTimes()).toEqual(before);
    // Inside the gap is free; over the held time is not.
    expect(await sqlStateOf(insertBooking("b-in-gap", "10:40", "11:20"))).toBe("ok");
    expect(await sqlStateOf(insertBooking("b-over", "09:30", "10:15"))).toBe(PG_EXCLUSION_VIOLATION);

    // A deleted booking takes its occupancy and history with it, and its time can be booked again.
    expect([await countOf("member_occupancy", "b-plain"), await countOf("booking_history", "b-plain")]).toEqual([1, 1]);
    await sql`DELETE FROM bookings WHERE id = 'b-plain'`.execute(db());
    expect([await countOf("member_occupancy", "b-plain"), await countOf("booking_history", "b-plain")]).toEqual([0, 0]);
    expect(await sqlStateOf(insertBooking("b-again", "09:00", "10:00"))).toBe("ok");
    // A provider leaving takes everything (bookings through their own keys, the rest through the trigger).
    await sql`DELETE FROM providers WHERE id = ${providerId}`.execute(db());
    expect(Number((await sql<{ n: string }>`SELECT count(*) AS n FROM member_occupancy`.execute(db())).rows[0]?.n)).toBe(0);
    expect(Number((await sql<{ n: string }>`SELECT count(*) AS n FROM booking_history`.execute(db())).rows[0]?.n)).toBe(0);

    await migrateDown(db());
    expect(await foreignKeysToBookings()).toEqual(["booking_history", "member_occupancy"]);
    expect(await sqlStateOf(insert("booking_history", { provider_id: providerId, booking_id: "b-none", event: "x", data: "{}" }))).toBe(
      "23503",
    );
  });
});
