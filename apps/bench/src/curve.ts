// Scenario 9, the availability engine's curve: one service's availability as its members (1 → 500)
// and the days asked for (1 → 90, asked 31 days at a time as a request allows) grow, on a salon's week with a 15-minute grid and a booking a
// day for every member, read with a provider key. docs/architecture.md states the engine's cost
// as a formula in members, days, grid and bookings; these are the figures behind it.
import { sql, type Kysely } from "kysely";
import { createDatabase, type Database } from "@booking/db";
import { insertBookings, insertSalon, insertStaff, SALON_WEEK } from "./seed";
import { sequentialTimings } from "./load";

export const CURVE_MEMBERS = [1, 10, 50, 200, 500] as const;
export const CURVE_DAYS = [1, 7, 31, 90] as const;
const MAX_DAYS_PER_REQUEST = 31;

export interface CurveRow {
  members: number;
  /** Median ms per days asked for, in the order of CURVE_DAYS. */
  medians: number[];
}

export async function availabilityCurve(options: {
  databaseUrl: string;
  apiUrl: string;
  smoke: boolean;
  log: (message: string) => void;
}): Promise<CurveRow[]> {
  const handle = createDatabase(options.databaseUrl, { max: 2 });
  let seeded: Awaited<ReturnType<typeof seedCurve>>;
  try {
    seeded = await seedCurve(handle.db, options.log);
  } finally {
    await handle.close();
  }
  const auth = { authorization: `Bearer ${seeded.apiKey}` };
  // Warm-up: the first requests of a process run cold code (the JIT, the statements' plans).
  await sequentialTimings(
    `${options.apiUrl}/v1/availability?serviceId=svc_curve_10&from=${seeded.from}&to=${seeded.from}`,
    auth,
    options.smoke ? 1 : 200,
  );
  const rows: CurveRow[] = [];
  for (const members of CURVE_MEMBERS) {
    const medians: number[] = [];
    for (const days of CURVE_DAYS) {
      // A request covers at most 31 days: a longer range is asked as a client asks it, 31 days at a time (the sum is given).
      let total = 0;
      for (let offset = 0; offset < days; offset += MAX_DAYS_PER_REQUEST) {
        const date = (n: number) => new Date(Date.parse(`${seeded.from}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
        const url = `${options.apiUrl}/v1/availability?serviceId=svc_curve_${members}&from=${date(offset)}&to=${date(Math.min(days, offset + MAX_DAYS_PER_REQUEST) - 1)}`;
        total += (await sequentialTimings(url, auth, options.smoke ? 1 : members * days > 10_000 ? 5 : 15)).median;
      }
      medians.push(total);
    }
    options.log(`9. ${members} members: ${medians.map((m) => m.toFixed(1)).join(", ")} ms`);
    rows.push({ members, medians });
  }
  return rows;
}

/** 500 members on a salon's week (15-minute grid), a booking a day each over 90 days, and a service per member count. */
async function seedCurve(db: Kysely<Database>, log: (message: string) => void) {
  log("9. seeding the curve's salon (500 members, 45,000 bookings)");
  const { providerId, apiKey, serviceId, customerIds } = await insertSalon(db, "curve", 200, {
    name: "Bench Curve",
    plan: "enterprise",
    rateLimit: 1_000_000_000,
    slotMinutes: 15,
  });
  const staff = await insertStaff(db, providerId, "staff_curve_", 500, [], SALON_WEEK);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  for (const [i, staffId] of staff.entries()) {
    await insertBookings(db, providerId, staffId, serviceId, customerIds, new Date(`${tomorrow}T11:00:00+01:00`), 90, 90, `bk_curve${i}_`);
  }
  for (const members of CURVE_MEMBERS) {
    await sql`
      INSERT INTO services (provider_id, id, name, duration_minutes, price_cents)
      VALUES (${providerId}, ${`svc_curve_${members}`}, ${`Cut (${members})`}, 30, 2500)`.execute(db);
    await sql`
      INSERT INTO staff_services (provider_id, staff_id, service_id)
      SELECT ${providerId}, s, ${`svc_curve_${members}`} FROM unnest(${staff.slice(0, members)}::text[]) s`.execute(db);
  }
  await sql`ANALYZE bookings`.execute(db);
  return { apiKey, from: tomorrow };
}
