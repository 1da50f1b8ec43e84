// The demo provider created on first start with an empty database, so a newcomer can call the
// service at once with the printed key.
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { insertProviderWithKey } from "./providers";

const DEMO_LOCK = 740_212_001;

export async function ensureDemoProvider(db: Kysely<Database>) {
  return db.transaction().execute(async (trx) => {
    // Several processes may start at once on an empty database: only one creates the demo.
    await sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK})`.execute(trx);
    const existing = await trx.selectFrom("providers").select("id").limit(1).executeTakeFirst();
    if (existing) return null;
    return insertProviderWithKey(trx, {
      name: "Demo Salon",
      category: "hair salon",
      location: "Berlin",
      timezone: "Europe/Berlin",
      currency: "EUR",
    });
  });
}
