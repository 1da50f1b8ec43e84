// The demo provider created on first start with an empty database, so a newcomer can call the
// service at once with the printed key: a service, two staff members with weekly hours and a
// customer, so lists show data and the booking page offers times from the first run; a public
// key, so its customers' booking page opens at once; and an admin with a random password, so the
// owner signs in to the console at /console/ at once (the password is printed once, never stored).
import { sql, type Kysely } from "kysely";
import type { Database, WeeklySchedule } from "@booking/db";
import { createApiKey } from "../auth/api-keys";
import { randomBase62 } from "../ids";
import { createCustomer } from "./customers";
import { oneTransaction } from "./one-transaction";
import { insertProviderWithKey } from "./providers";
import { createService } from "./services";
import { createStaff } from "./staff";

const DEMO_LOCK = 740_212_001;

const WEEKDAY_HOURS = { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "13:30" }] };
const DEMO_SCHEDULE: WeeklySchedule = {
  monday: WEEKDAY_HOURS,
  tuesday: WEEKDAY_HOURS,
  wednesday: WEEKDAY_HOURS,
  thursday: WEEKDAY_HOURS,
  friday: WEEKDAY_HOURS,
  saturday: { start: "10:00", end: "14:00" },
  sunday: null,
};

export async function ensureDemoProvider(db: Kysely<Database>) {
  // One transaction for all of it; the store functions' own transactions become savepoints.
  const trx = await db.startTransaction().execute();
  try {
    // Several processes may start at once on an empty database: only one creates the demo.
    await sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK})`.execute(trx);
    const existing = await trx.selectFrom("providers").select("id").limit(1).executeTakeFirst();
    if (existing) {
      await trx.rollback().execute();
      return null;
    }
    const work = oneTransaction(trx);
    const created = await insertProviderWithKey(trx, {
      name: "Demo Salon",
      category: "hair salon",
      location: "Berlin",
      timezone: "Europe/Berlin",
      currency: "EUR",
    });
    const providerId = created.provider.id;
    const haircut = await createService(work, providerId, {
      name: "Haircut",
      description: "Wash, cut and style",
      category: "hair",
      durationMinutes: 45,
      priceCents: 3800,
    });
    const colour = await createService(work, providerId, { name: "Colour", category: "hair", durationMinutes: 90, priceCents: 7500 });
    await createStaff(work, providerId, {
      name: "Anna Schmidt",
      email: "anna@demo-salon.example",
      role: "staff",
      services: [haircut.id, colour.id],
      schedule: DEMO_SCHEDULE,
    });
    await createStaff(work, providerId, {
      name: "Ben Weber",
      email: "ben@demo-salon.example",
      role: "staff",
      services: [haircut.id],
      schedule: DEMO_SCHEDULE,
    });
    await createCustomer(work, providerId, { name: "Clara Becker", email: "clara@example.com", phone: "+4915112345678" });
    const consoleSignIn = { email: "owner@demo-salon.example", password: randomBase62(16) };
    await createStaff(work, providerId, { name: "Dana Owner", ...consoleSignIn, role: "admin", services: [], schedule: DEMO_SCHEDULE });
    // The key of its customers' booking page (served by this process: no other site needs listing).
    const publicKey = await createApiKey(trx, { providerId, audience: "public", plan: "default" });
    await trx.commit().execute();
    return { ...created, publicKey, consoleSignIn };
  } catch (error) {
    await trx
      .rollback()
      .execute()
      .catch(() => {});
    throw error;
  }
}
