// Member occupancy moving to a table of its own: every active booking of a database with bookings
// of every kind gets its row (cancelled ones, class-session ones and lapsed ones do not), the
// constraint refuses what the old one refused, and it now also compares a booking's second member
// with every other booking's members. A trigger keeps the rows in step with moves, cancellations,
// restores and deletes; a confirmation leaves them as they are. Reverting gives the old constraint back.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PG_EXCLUSION_VIOLATION, migrateDown, migrateTo, migrationNames, sql } from "../src/index";
import { scratchDatabase } from "./fixtures/scratch-database";
import { insertRow } from "./fixtures/rows";

const scratch = scratchDatabase("member_occupancy_migration", 2);
const MIGRATION = "2026-11-29T1100_member_occupancy";
const BEFORE = migrationNames[migrationNames.indexOf(MIGRATION) - 1] ?? "";

const db = () => scratch.handle().db;
const providerId = randomUUID();
const at = (time: string) => `2030-03-04T${time}:00Z`;

const insert = (table: string, row: Record<string, unknown>) => insertRow(db(), table, row);

/** A one-hour cut of Mia's with Ana from `start` unless the row says otherwise. */
async function insertBooking(id: string, start: string, row: Record<string, unknown> = {}): Promise<void> {
  const end = at(`${String(Number(start.slice(0, 2)) + 1).padStart(2, "0")}${start.slice(2)}`);
  await insert("bookings", {
    provider_id: providerId,
    id,
    customer_id: "mia",
    service_id: "cut",
    staff_id: "ana",
    starts_at: at(start),
    ends_at: end,
    occupied_from: at(start),
    occupied_until: end,
    payment_amount_cents: 3500,
    ...row,
  });
}

/** What a write's refusal was: the SQLSTATE and constraint, or "ok". */
async function outcome(write: Promise<unknown>): Promise<string> {
  try {
    await write;
    return "ok";
  } catch (error) {
    const e = error as { code?: string; constraint?: string };
    return `${e.code ?? String(error)} ${e.constraint ?? ""}`.trim();
  }
}

/** The occupancy rows as `booking staff`, sorted. */
async function occupancy(): Promise<string[]> {
  const result = await sql<{ row: string }>`
    SELECT booking_id || ' ' || staff_id AS row FROM member_occupancy ORDER BY booking_id, staff_id`.execute(db());
  return result.rows.map((r) => r.row);
}

async function seed(): Promise<void> {
  await insert("providers", { id: providerId, name: "Salon Lumen", category: "hair", location: "Leipzig", timezone: "Europe/Berlin" });
  for (const id of ["ana", "ben", "cleo"])
    await insert("staff", { provider_id: providerId, id, name: id, email: `${id}@example.com`, role: "staff", schedule: "{}" });
  await insert("customers", { provider_id: providerId, id: "mia", name: "Mia", email: "mia@example.com" });
  await insert("services", { provider_id: providerId, id: "cut", name: "Cut", duration_minutes: 60, price_cents: 3500 });
  await insert("services", {
    provider_id: providerId,
    id: "colour",
    name: "Colour",
    duration_minutes: 90,
    price_cents: 8000,
    segments: JSON.stringify([
      { kind: "active", minutes: 30 },
      { kind: "processing", minutes: 30 },
      { kind: "active", minutes: 30 },
    ]),
  });
  await insertBooking("b-pending", "09:00");
  await insertBooking("b-confirmed", "10:00", { status: "confirmed" });
  await insertBooking("b-held", "11:00", { status: "held", hold_expires_at: at("08:00") });
  await insertBooking("b-cancelled", "09:00", { status: "cancelled" });
  await insertBooking("b-completed", "07:00", { status: "completed" });
  // A colour of Ben's with its gap 13:30–14:00, and a cut of his inside it.
  await insertBooking("b-colour", "13:00", {
    staff_id: "ben",
    service_id: "colour",
    ends_at: at("14:30"),
    occupied_until: at("14:30"),
    processing_gaps: [30, 60],
  });
  await insertBooking("b-in-gap", "13:30", { staff_id: "ben", ends_at: at("14:00"), occupied_until: at("14:00") });
}

describe(`migration ${MIGRATION}`, () => {
  it("gives every booking that holds its member a row, and none to the others", async () => {
    await migrateTo(db(), BEFORE);
    await seed();
    expect(await migrateTo(db(), MIGRATION)).toContain(MIGRATION);
    expect(await occupancy()).toEqual(["b-colour ben", "b-confirmed ana", "b-held ana", "b-in-gap ben", "b-pending ana"]);
    const old = await sql`SELECT 1 FROM pg_constraint WHERE conname = 'bookings_no_overlap'`.execute(db());
    expect(old.rows).toEqual([]);
  });

  it("refuses what the old constraint refused, and allows a booking touching another's end, over a cancelled one or in a gap", async () => {
    expect(await outcome(insertBooking("x-overlap", "09:30"))).toBe(`${PG_EXCLUSION_VIOLATION} member_occupancy_no_overlap`);
    expect(await outcome(insertBooking("x-touching", "12:00"))).toBe("ok");
    expect(await outcome(insertBooking("x-other-member", "09:30", { staff_id: "cleo" }))).toBe("ok");
    expect(await outcome(insertBooking("x-across-gap", "13:45", { staff_id: "ben" }))).toBe(
      `${PG_EXCLUSION_VIOLATION} member_occupancy_no_overlap`,
    );
    expect(await outcome(insertBooking("x-cancelled", "10:30", { status: "cancelled" }))).toBe("ok");
    expect(await occupancy()).not.toContain("x-cancelled ana");
  });

  it("holds a two-person booking's second member too, against every other booking's first or second", async () => {
    // Cleo is second on a couples massage 15:00–16:00 with Ana.
    expect(await outcome(insertBooking("c-couple", "15:00", { staff_id: "ana", second_staff_id: "cleo" }))).toBe("ok");
    expect(await occupancy()).toEqual(expect.arrayContaining(["c-couple ana", "c-couple cleo"]));
    // Cleo's own booking then, and another couple naming her second: refused.
    expect(await outcome(insertBooking("c-cleo", "15:30", { staff_id: "cleo" }))).toBe(
      `${PG_EXCLUSION_VIOLATION} member_occupancy_no_overlap`,
    );
    expect(await outcome(insertBooking("c-again", "15:30", { staff_id: "ben", second_staff_id: "cleo" }))).toBe(
      `${PG_EXCLUSION_VIOLATION} member_occupancy_no_overlap`,
    );
    // A couple whose second member is busy with their own booking: refused (Ben's colour works 13:00–13:30).
    expect(await outcome(insertBooking("c-busy", "12:30", { staff_id: "cleo", second_staff_id: "ben" }))).toBe(
      `${PG_EXCLUSION_VIOLATION} member_occupancy_no_overlap`,
    );
    // The same member twice is no couple.
    expect(await outcome(insertBooking("c-twice", "16:00", { staff_id: "cleo", second_staff_id: "cleo" }))).toBe(
      "23514 bookings_second_staff_not_first",
    );
    expect(await outcome(insertBooking("c-nobody", "16:00", { staff_id: "cleo", second_staff_id: "nobody" }))).toMatch(/^23503/);
  });

  it("follows moves, cancellations, restores and deletes; a confirmation leaves the rows alone", async () => {
    const rowOf = async (booking: string) =>
      (
        await sql<{ ctid: string; occupied: string }>`
          SELECT ctid::text, occupied::text FROM member_occupancy WHERE booking_id = ${booking} AND staff_id = 'ana'`.execute(db())
      ).rows[0];
    const before = await rowOf("c-couple");
    await sql`UPDATE bookings SET status = 'confirmed' WHERE id = 'c-couple'`.execute(db());
    expect(await rowOf("c-couple")).toEqual(before);
    // Moved an hour on: its old time is free for Cleo, its new time refused to her.
    await sql`UPDATE bookings SET starts_at = starts_at + interval '1 hour', ends_at = ends_at + interval '1 hour',
                occupied_from = occupied_from + interval '1 hour', occupied_until = occupied_until + interval '1 hour'
              WHERE id = 'c-couple'`.execute(db());
    expect((await rowOf("c-couple"))?.occupied).toContain("16:00");
    expect(await outcome(insertBooking("m-cleo-old", "15:00", { staff_id: "cleo" }))).toBe("ok");
    expect(await outcome(insertBooking("m-cleo-new", "16:00", { staff_id: "cleo" }))).toBe(
      `${PG_EXCLUSION_VIOLATION} member_occupancy_no_overlap`,
    );
    // Cancelled: both members free; restored over a booking made meanwhile: refused.
    await sql`UPDATE bookings SET status = 'cancelled' WHERE id = 'c-couple'`.execute(db());
    expect((await occupancy()).filter((row) => row.startsWith("c-couple"))).toEqual([]);
    expect(await outcome(insertBooking("m-cleo-later", "16:00", { staff_id: "cleo" }))).toBe("ok");
    expect(await outcome(sql`UPDATE bookings SET status = 'confirmed' WHERE id = 'c-couple'`.execute(db()))).toBe(
      `${PG_EXCLUSION_VIOLATION} member_occupancy_no_overlap`,
    );
    // Giving Ana's booking to Cleo moves its row.
    await sql`UPDATE bookings SET staff_id = 'cleo' WHERE id = 'x-touching'`.execute(db());
    expect(await occupancy()).toEqual(expect.arrayContaining(["x-touching cleo"]));
    expect(await occupancy()).not.toContain("x-touching ana");
    await sql`DELETE FROM bookings WHERE id = 'x-touching'`.execute(db());
    expect((await occupancy()).filter((row) => row.startsWith("x-touching"))).toEqual([]);
  });

  it("reverts to the constraint on bookings (with no two-person bookings left), and upgrades again", async () => {
    await sql`DELETE FROM bookings WHERE second_staff_id IS NOT NULL`.execute(db());
    expect(await migrateDown(db())).toEqual([MIGRATION]);
    expect(await outcome(insertBooking("r-overlap", "09:30"))).toBe(`${PG_EXCLUSION_VIOLATION} bookings_no_overlap`);
    expect(await migrateTo(db(), MIGRATION)).toContain(MIGRATION);
    expect(await outcome(insertBooking("r-overlap", "09:30"))).toBe(`${PG_EXCLUSION_VIOLATION} member_occupancy_no_overlap`);
  });
});
