// The booking unit: several bookings written in one transaction. With `all`, every item is booked
// or none, and a refusal names every item that does not fit with its rule: those the engine's
// rules refuse (hours, notice, ...) and those the exclusion constraint refuses when written (a
// time taken by another booking, or by an earlier item of the same unit). With `skip`, the items
// that fit are written. Units racing each other and single bookings over the same times leave no
// overlap and no half-written unit (read back with plain SQL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BookingUnitRefused, providerOfRow, writeBookingUnit, type UnitItem } from "@booking/core";
import { sql } from "@booking/db";
import { startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
  t.clock.set("2026-12-01T08:00:00Z");
});
afterAll(() => t?.close());

// Mondays; the salon works 09:00-17:00 Europe/Berlin (UTC+1 in December) with a break 12:00-13:00.
const at = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

async function providerOf(salon: Salon) {
  const row = await t.db.selectFrom("providers").selectAll().where("id", "=", salon.providerId).executeTakeFirstOrThrow();
  return providerOfRow(row);
}

/** An item of Ann's (`staffId` null: any member). */
const item = (salon: Salon, dateTime: Date, staffId: string | null = salon.annId): UnitItem => ({
  staffId: staffId ?? undefined,
  booking: {
    serviceId: salon.serviceId,
    dateTime,
    customerId: salon.customerId,
    customerTimezone: null,
    locale: null,
    visitor: null,
    hold: null,
    seats: 1,
  },
});

const bookingsOf = async (salon: Salon) =>
  (
    await t.db
      .selectFrom("bookings")
      .select(["starts_at", "staff_id", "status"])
      .where("provider_id", "=", salon.providerId)
      .orderBy("starts_at")
      .execute()
  ).map((b) => `${b.starts_at.toISOString()} ${b.staff_id === salon.annId ? "ann" : "bob"} ${b.status}`);

async function refusalOf(promise: Promise<unknown>): Promise<BookingUnitRefused> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BookingUnitRefused);
  return error as BookingUnitRefused;
}

describe("a unit of bookings", () => {
  it("writes all or none, naming every item that does not fit: by the rules and by the constraint", async () => {
    const salon = await createSalon(t);
    const provider = await providerOf(salon);
    const taken = await salon.book({ dateTime: at("2026-12-14", "10:00").toISOString() });
    expect(taken.status, taken.text).toBe(201);
    const before = await bookingsOf(salon);
    const items = [
      item(salon, at("2026-12-07", "10:00")), // fits
      item(salon, at("2026-12-14", "10:00")), // taken by a booking (the constraint)
      item(salon, at("2026-12-21", "18:00")), // after hours (the rules)
      item(salon, at("2026-12-28", "09:00")), // fits
      item(salon, at("2026-12-28", "09:30")), // overlaps the item before it in this unit (the constraint)
      item(salon, at("2026-12-07", "12:00")), // in the break (the rules)
    ];
    const refused = await refusalOf(writeBookingUnit(t.db, provider, items, t.clock.now(), "all"));
    expect(refused.refusals.map(({ index, rule, status }) => ({ index, rule, status }))).toEqual([
      { index: 1, rule: "booked", status: 409 },
      { index: 2, rule: "outside_hours", status: 400 },
      { index: 4, rule: "booked", status: 409 },
      { index: 5, rule: "in_break", status: 400 },
    ]);
    expect(refused.details?.map((d) => d.path)).toEqual(["items.1", "items.2", "items.4", "items.5"]);
    // Nothing of it was written.
    expect(await bookingsOf(salon)).toEqual(before);
    const events = await sql<{ n: string }>`SELECT count(*) AS n FROM outbox_events WHERE provider_id = ${salon.providerId}`.execute(t.db);
    const writtenBefore = Number(events.rows[0]?.n);

    // skip: the items that fit are written, the others answered with their rules.
    const skipped = await writeBookingUnit(t.db, provider, items, t.clock.now(), "skip");
    expect(skipped.refusals.map((r) => r.index)).toEqual([1, 2, 4, 5]);
    expect(skipped.booked.map((b) => b !== null)).toEqual([true, false, false, true, false, false]);
    expect(await bookingsOf(salon)).toEqual(
      [...before, "2026-12-07T09:00:00.000Z ann pending", "2026-12-28T08:00:00.000Z ann pending"].sort(),
    );
    // Each booking written sent its event; none of the refused ones did.
    const after = await sql<{ n: string }>`SELECT count(*) AS n FROM outbox_events WHERE provider_id = ${salon.providerId}`.execute(t.db);
    expect(Number(after.rows[0]?.n) - writtenBefore).toBe(2);
  });

  it("takes the preferred member for items that name none, and another when they are busy", async () => {
    const salon = await createSalon(t);
    const provider = await providerOf(salon);
    expect((await salon.book({ dateTime: at("2026-12-14", "11:00").toISOString(), staffId: salon.bobId })).status).toBe(201);
    const anyMember = (dateTime: Date): UnitItem => Object.assign(item(salon, dateTime, null), { preferredStaffIds: [salon.bobId] });
    const unit = await writeBookingUnit(
      t.db,
      provider,
      [anyMember(at("2026-12-07", "11:00")), anyMember(at("2026-12-14", "11:00"))],
      t.clock.now(),
      "all",
    );
    expect(unit.booked.map((b) => b?.staff.id)).toEqual([salon.bobId, salon.annId]);
  });

  it("never overlaps and is never half-written when units and single bookings race over the same times", async () => {
    const salon = await createSalon(t);
    const provider = await providerOf(salon);
    const mondays = ["2026-12-07", "2026-12-14", "2026-12-21", "2026-12-28", "2027-01-04"];
    // Ten units of the same five Mondays at 10:00 (one member), racing ten single bookings at some of those times.
    const units = Array.from({ length: 10 }, () =>
      writeBookingUnit(
        t.db,
        provider,
        mondays.map((date) => item(salon, at(date, "10:00"))),
        t.clock.now(),
        "all",
      ).then(
        (r) => ({ ok: true as const, ids: r.booked.map((b) => b?.id) }),
        (e: unknown) => {
          if (!(e instanceof BookingUnitRefused)) throw e;
          return { ok: false as const, ids: [] };
        },
      ),
    );
    const singles = Array.from({ length: 10 }, (_, i) => salon.book({ dateTime: at(mondays[i % 5] ?? "", "10:00").toISOString() }));
    const [unitResults, singleResults] = await Promise.all([Promise.all(units), Promise.all(singles)]);
    expect(singleResults.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const won = unitResults.filter((r) => r.ok);
    expect(won.length).toBeLessThanOrEqual(1);
    // The audit: no two live bookings of a member overlap, and a unit is there whole or not at all.
    const { rows: overlaps } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM bookings a JOIN bookings b
        ON a.provider_id = b.provider_id AND a.staff_id = b.staff_id AND a.id < b.id
       AND tstzrange(a.occupied_from, a.occupied_until) && tstzrange(b.occupied_from, b.occupied_until)
     WHERE a.provider_id = ${salon.providerId} AND a.status IN ('pending', 'confirmed') AND b.status IN ('pending', 'confirmed')`.execute(
      t.db,
    );
    expect(Number(overlaps[0]?.n)).toBe(0);
    const live = await bookingsOf(salon);
    const singlesWon = singleResults.filter((r) => r.status === 201).length;
    expect(live).toHaveLength(won.length * 5 + singlesWon);
    if (won.length === 1) expect(singlesWon).toBe(0);
  });
});
