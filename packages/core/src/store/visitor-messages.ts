// Messages visitors cause, counted per recipient address across every provider: at most
// PUBLIC_NOTICES_PER_RECIPIENT_HOUR an hour, so that no one can use booking pages to send a stranger
// a stream of mail or texts. Addresses are kept only as SHA-256 digests of their lower-cased form.
import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";

const HOUR_MS = 3_600_000;

const addressDigest = (address: string) => createHash("sha256").update(address.trim().toLowerCase()).digest("hex");

/**
 * Counts one message to `address` if the address has had fewer than `perHour` in the last hour;
 * answers whether it may be sent. Serialised per address, so simultaneous messages cannot all slip through.
 */
export async function admitVisitorMessage(db: Kysely<Database>, address: string, perHour: number, now: Date): Promise<boolean> {
  const digest = addressDigest(address);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`visitor-messages:${digest}`}, 0))`.execute(trx);
    const { count } = await trx
      .selectFrom("public_message_log")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("address_hash", "=", digest)
      .where("sent_at", ">", new Date(now.getTime() - HOUR_MS))
      .executeTakeFirstOrThrow();
    if (Number(count) >= perHour) return false;
    await trx.insertInto("public_message_log").values({ address_hash: digest, sent_at: now }).execute();
    return true;
  });
}
