// The waitlist's fairness, simulated against the real server and database: a fully booked week,
// 1,000 customers in line with random windows and members, then rounds of bookings cancelled while
// two workers offer the freed times and visitors race to book them, offers claimed, declined or
// left to lapse. Afterwards a plain-SQL audit: no member holds two bookings at once, no entry
// holds two live offers, and every time offered went to the oldest entry it suited that was
// waiting then, every older one it suited passed over with its reason on record.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { createApiKey, issueManageLink, joinWaitlist, suitsWindows, type WaitlistWindow } from "@booking/core";
import { offerReleasedTimes, releaseLapsedHolds } from "@booking/core/worker";
import { sql } from "@booking/db";
import { apiClient, type ApiClient } from "@booking/testing";
import { startTestApi, type TestApi } from "./helpers";
import { createSalon, type Salon } from "./salon";

const ENTRIES = 1_000;
const ROUNDS = 60;
const DAYS = ["2027-03-02", "2027-03-03", "2027-03-04", "2027-03-05"];
const HOURS = ["09:00", "10:00", "11:00", "13:00", "14:00", "15:00", "16:00"];
const ZONE = "Europe/Berlin";

let t: TestApi;
let salon: Salon;
let visitors: ApiClient;

beforeAll(async () => {
  t = await startTestApi({ addressLimits: { perAddress: 100_000, bookingsPerAddress: 100_000, bookingsPerAddressHour: 100_000 } });
  // Monday 1 March 2027, 09:00 in Berlin; the week's appointments are Tuesday to Friday.
  t.clock.set("2027-03-01T08:00:00Z");
  salon = await createSalon(t);
  expect(
    (await salon.api.patch("/v1/settings", { waitlistOfferMinutes: 5, publicBookingsPerHour: 10_000, publicMaxUpcomingPerEmail: 50 }))
      .status,
  ).toBe(200);
  visitors = apiClient(t.url, (await createApiKey(t.db, { providerId: salon.providerId, audience: "public", plan: "default" })).apiKey);
});
afterAll(async () => {
  await t?.close();
});

const at = (day: string, hour: string) => new Date(`${day}T${hour}:00+01:00`).toISOString();

describe("the waitlist under load", () => {
  it("never sells a time twice and offers each freed time first to the oldest entry it suits", { timeout: 300_000 }, async () => {
    const members = [salon.annId, salon.bobId];
    // The week fully booked.
    const booked: string[] = [];
    for (const day of DAYS) {
      for (const hour of HOURS) {
        for (const staffId of members) {
          const res = await salon.book({ dateTime: at(day, hour), staffId });
          expect(res.status, res.text).toBe(201);
          booked.push(res.body.data.id as string);
        }
      }
    }

    // 1,000 customers join the line, twenty at a time, with random windows and members.
    const random = fc.sample(
      fc.record({
        windows: fc.array(
          fc.record({
            from: fc.integer({ min: 0, max: 3 }),
            length: fc.integer({ min: 0, max: 3 }),
            weekdays: fc.option(fc.subarray(["TU", "WE", "TH", "FR"] as const, { minLength: 1 }), { nil: undefined }),
            morning: fc.option(fc.boolean(), { nil: undefined }),
          }),
          { minLength: 1, maxLength: 2 },
        ),
        member: fc.integer({ min: 0, max: 2 }),
      }),
      { numRuns: ENTRIES, seed: 20271 },
    );
    const { rows: made } = await sql<{ id: string }>`
      INSERT INTO customers (provider_id, id, name, email)
      SELECT ${salon.providerId}, 'cus_wait' || lpad(n::text, 5, '0'), 'Waiting ' || n, 'waiting' || n || '@example.com'
        FROM generate_series(1, ${ENTRIES}) n RETURNING id`.execute(t.db);
    const provider = { id: salon.providerId, timezone: ZONE };
    for (let i = 0; i < ENTRIES; i += 20) {
      await Promise.all(
        random.slice(i, i + 20).map((r, j) =>
          joinWaitlist(
            t.db,
            provider,
            {
              serviceId: salon.serviceId,
              staffId: r.member === 2 ? undefined : members[r.member],
              seats: 1,
              windows: r.windows.map((w) => ({
                from: DAYS[w.from]!,
                to: DAYS[Math.min(3, w.from + w.length)]!,
                weekdays: w.weekdays ? [...w.weekdays] : undefined,
                ...(w.morning === true ? { endTime: "12:00" } : w.morning === false ? { startTime: "13:00" } : {}),
              })),
              customer: { id: made[i + j]!.id },
              joinedBy: "provider",
            },
            t.clock.now(),
          ),
        ),
      );
    }

    const seen = { cancelled: 0, offered: 0, claimed: 0, declined: 0, lapsedLeft: 0, visitorsWon: 0 };
    const choices = fc.sample(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { numRuns: ROUNDS, seed: 777 });
    for (const [round, [pick, visitorCount, fate]] of choices.entries()) {
      // A booking is cancelled: its time is given back.
      const open = await sql<{ id: string; staff_id: string; starts_at: Date }>`
        SELECT id, staff_id, starts_at FROM bookings
         WHERE provider_id = ${salon.providerId} AND status IN ('pending', 'confirmed') ORDER BY id`.execute(t.db);
      const victim = open.rows[pick % open.rows.length];
      if (victim) {
        const res = await salon.api.delete(`/v1/bookings/${victim.id}`);
        expect(res.status, res.text).toBe(200);
        seen.cancelled++;
      }
      // Two workers offer it while visitors try to book that very time.
      const races: Promise<unknown>[] = [offerReleasedTimes(t.db, t.clock.now()), offerReleasedTimes(t.db, t.clock.now())];
      for (let v = 0; v < visitorCount % 3 && victim; v++) {
        races.push(
          visitors
            .post("/v1/bookings", {
              serviceId: salon.serviceId,
              staffId: victim.staff_id,
              dateTime: victim.starts_at.toISOString(),
              customer: { name: "Racer", email: `racer${round}-${v}@example.com` },
            })
            .then((res) => {
              expect(res.status, res.text).toBeLessThan(500);
              if (res.status === 201) seen.visitorsWon++;
            }),
        );
      }
      await Promise.all(races);
      // A second later (so that the audit tells the order of things apart), the customers offered
      // a time claim it, decline it, or let it lapse.
      t.clock.set(new Date(t.clock.now().getTime() + 1_000));
      const live = await sql<{ booking_id: string }>`
        SELECT booking_id FROM waitlist_offers WHERE provider_id = ${salon.providerId} AND status = 'live' ORDER BY id`.execute(t.db);
      for (const [k, offer] of live.rows.entries()) {
        const action = (fate + k) % 3;
        if (action === 2) {
          seen.lapsedLeft++;
          continue;
        }
        const token = (await issueManageLink(t.db, t.url, salon.providerId, offer.booking_id)).token;
        const res = await t.anonymous.post(`/v1/manage/${token}/${action === 0 ? "claim" : "decline"}`, {});
        expect(res.status, res.text).toBe(200);
        if (action === 0) seen.claimed++;
        else seen.declined++;
      }
      // Two minutes pass; the sweep releases lapsed holds (five minutes), and the workers offer what came back.
      t.clock.set(new Date(t.clock.now().getTime() + 2 * 60_000));
      await releaseLapsedHolds(t.db, t.clock.now());
      await offerReleasedTimes(t.db, t.clock.now());
    }
    await offerReleasedTimes(t.db, t.clock.now());

    // ---- The audit, in plain SQL.
    const overlaps = await sql<{ n: string }>`
      SELECT count(*) AS n FROM bookings a JOIN bookings b
        ON a.provider_id = b.provider_id AND a.staff_id = b.staff_id AND a.id < b.id
       WHERE a.provider_id = ${salon.providerId}
         AND a.status IN ('held', 'pending', 'confirmed') AND b.status IN ('held', 'pending', 'confirmed')
         AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`.execute(t.db);
    expect(Number(overlaps.rows[0]!.n), "times sold twice").toBe(0);
    const doubleOffers = await sql<{ entry_id: string }>`
      SELECT entry_id FROM waitlist_offers WHERE status = 'live' GROUP BY entry_id HAVING count(*) > 1`.execute(t.db);
    expect(doubleOffers.rows, "entries with two live offers").toEqual([]);
    const mismatched = await sql<{ id: string }>`
      SELECT w.id FROM waitlist_entries w
       WHERE w.provider_id = ${salon.providerId}
         AND (w.status = 'offered') <> EXISTS (SELECT 1 FROM waitlist_offers o WHERE o.entry_id = w.id AND o.status = 'live')`.execute(
      t.db,
    );
    expect(mismatched.rows, "entries offered without a live offer, or waiting with one").toEqual([]);
    const heldWithoutOffer = await sql<{ id: string }>`
      SELECT o.id FROM waitlist_offers o LEFT JOIN bookings b ON b.provider_id = o.provider_id AND b.id = o.booking_id
       WHERE o.provider_id = ${salon.providerId}
         AND ((o.status = 'live' AND b.status IS DISTINCT FROM 'held')
           OR (o.status = 'claimed' AND b.status NOT IN ('pending', 'confirmed', 'cancelled')))`.execute(t.db);
    expect(heldWithoutOffer.rows, "offers whose booking is not what they say").toEqual([]);

    // Every time offered went to the oldest entry it suited that was waiting then.
    const entries = (
      await sql<{
        id: string;
        seq: string;
        staff_id: string | null;
        windows: WaitlistWindow[];
        expires_at: Date;
        left_at: Date | null;
      }>`SELECT id, joined_seq AS seq, staff_id, windows, expires_at, left_at FROM waitlist_entries
          WHERE provider_id = ${salon.providerId} ORDER BY joined_seq`.execute(t.db)
    ).rows;
    const offers = (
      await sql<{ id: string; entry_id: string; status: string; created_at: Date; closed_at: Date | null }>`
        SELECT id, entry_id, status, created_at, closed_at FROM waitlist_offers WHERE provider_id = ${salon.providerId}`.execute(t.db)
    ).rows;
    const releases = (
      await sql<{
        id: string;
        staff_id: string;
        starts_at: Date;
        ends_at: Date;
        processed_at: Date;
        outcome: string;
        offer_id: string | null;
        skipped: { entryId: string; reason: string }[];
      }>`SELECT id, staff_id, starts_at, ends_at, processed_at, outcome, offer_id, skipped FROM waitlist_releases
          WHERE provider_id = ${salon.providerId} ORDER BY id`.execute(t.db)
    ).rows;
    expect(
      releases.every((r) => r.processed_at !== null),
      "releases left unoffered",
    ).toBe(true);
    const offerById = new Map(offers.map((o) => [o.id, o]));
    const waitingAt = (entryId: string, when: number, entry: (typeof entries)[number]) =>
      entry.expires_at.getTime() > when &&
      (entry.left_at === null || entry.left_at.getTime() > when) &&
      !offers.some(
        (o) =>
          o.entry_id === entryId &&
          o.created_at.getTime() <= when &&
          (o.status === "claimed" ? true : o.closed_at === null || o.closed_at.getTime() > when),
      );
    let audited = 0;
    for (const release of releases) {
      for (const skip of release.skipped) expect(skip.reason, `release ${release.id}`).not.toBe("");
      if (release.outcome !== "offered") continue;
      const offer = offerById.get(release.offer_id!)!;
      const chosen = entries.find((e) => e.id === offer.entry_id)!;
      const skippedIds = new Set(release.skipped.map((s) => s.entryId));
      const when = release.processed_at.getTime();
      for (const older of entries) {
        if (BigInt(older.seq) >= BigInt(chosen.seq)) break;
        if (older.staff_id !== null && older.staff_id !== release.staff_id) continue;
        if (!suitsWindows(older.windows, release.starts_at.getTime(), release.ends_at.getTime(), ZONE)) continue;
        if (skippedIds.has(older.id)) continue;
        expect(
          waitingAt(older.id, when, older),
          `release ${release.id} at ${release.processed_at.toISOString()}: ${older.id} was waiting, older than ${chosen.id}; ` +
            JSON.stringify({ offers: offers.filter((o) => o.entry_id === older.id), skipped: release.skipped, older, release }),
        ).toBe(false);
      }
      audited++;
    }
    // The run met every case it is about.
    seen.offered = audited;
    for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(0);
  });
});
