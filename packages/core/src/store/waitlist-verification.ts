// A visitor's waitlist entry at a salon that verifies visitors by email (`publicVerification:
// email`): joined `unverified`, outside the line, until the visitor follows the link emailed to
// them (the code in it, minted when the email is sent and stored only as its digest). Verified, it
// joins the line at its end, as if it joined then (a join nobody confirmed never pushed anyone
// back), and a customer the join created is announced. Not verified by verify_by (the provider's
// hold minutes, as for a held booking), it is deleted by the worker's sweep with the customer
// record it made, if nothing else names that customer; until then it reads as expired.
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { AppError, conflict, notFound } from "../errors";
import { randomBase62 } from "../ids";
import { recordEvent } from "./events";
import { deleteOrphanCustomer, VERIFICATION_CODE_LENGTH, verificationDigest } from "./bookings/holds";
import { issueWaitlistLink } from "./waitlist-links";
import { alreadyInLine, entryInLine } from "./waitlist";
import { supportedLanguage } from "@booking/i18n";

/** What the email that verifies an entry says; null when the entry no longer waits for verification (verified, left or lapsed). */
export async function entryVerificationEmailFacts(db: Kysely<Database>, providerId: string, entryId: string, now: Date) {
  const { rows } = await sql<{
    verify_by: Date;
    locale: string | null;
    customer_timezone: string | null;
    customer_name: string;
    customer_email: string | null;
    service_name: string;
    provider_name: string;
    provider_timezone: string;
    provider_locale: string;
    reply_to: string | null;
  }>`
    SELECT w.verify_by, w.locale, w.customer_timezone, c.name AS customer_name, c.email AS customer_email,
           s.name AS service_name, p.name AS provider_name, p.timezone AS provider_timezone, p.locale AS provider_locale, p.reply_to
      FROM waitlist_entries w
      JOIN customers c ON c.provider_id = w.provider_id AND c.id = w.customer_id
      JOIN services s ON s.provider_id = w.provider_id AND s.id = w.service_id
      JOIN providers p ON p.id = w.provider_id
     WHERE w.provider_id = ${providerId} AND w.id = ${entryId} AND w.status = 'unverified' AND w.verify_by > ${now}`.execute(db);
  const row = rows[0];
  if (!row?.customer_email) return null;
  return {
    verifyBy: row.verify_by,
    email: row.customer_email,
    customerName: row.customer_name,
    serviceName: row.service_name,
    providerName: row.provider_name,
    providerZone: row.provider_timezone,
    customerZone: row.customer_timezone,
    locale: supportedLanguage(row.locale, row.provider_locale),
    replyTo: row.reply_to,
  };
}

/**
 * The entry's verification link with a fresh code (the worker mints one when it sends the email,
 * so no stored message holds it; earlier codes stop working); null when the entry no longer waits
 * for verification.
 */
export async function entryVerificationLink(db: Kysely<Database>, publicUrl: string, providerId: string, entryId: string, now: Date) {
  const code = randomBase62(VERIFICATION_CODE_LENGTH);
  const minted = await db
    .updateTable("waitlist_entries")
    .set({ verification_hash: verificationDigest(code) })
    .where("provider_id", "=", providerId)
    .where("id", "=", entryId)
    .where("status", "=", "unverified")
    .where("verify_by", ">", now)
    .executeTakeFirst();
  if (Number(minted.numUpdatedRows) !== 1) return null;
  const link = await issueWaitlistLink(db, publicUrl, providerId, entryId);
  return `${link.url}&verify=${code}`;
}

/**
 * Verifies an entry with the code from its email: it joins the end of the line (waiting). An entry
 * verified already answers as it is; a lapsed one 409; a wrong code 400; 409 when the customer
 * already waits in the same line (joined twice before verifying either).
 */
export async function verifyWaitlistEntry(db: Kysely<Database>, providerId: string, entryId: string, code: string, now: Date) {
  await db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom("waitlist_entries")
      .select(["status", "verify_by", "verification_hash", "service_id", "staff_id", "customer_id", "created_customer"])
      .where("provider_id", "=", providerId)
      .where("id", "=", entryId)
      .forUpdate()
      .executeTakeFirst();
    if (!entry) throw notFound("Waitlist entry", entryId);
    if (entry.status !== "unverified") return; // verified before (or left since): nothing to do
    if (!entry.verify_by || entry.verify_by <= now) {
      throw conflict("This waitlist entry was not verified in time and is not in the line; join again", [
        { path: "code", message: "the time to verify has passed" },
      ]);
    }
    if (!entry.verification_hash || entry.verification_hash !== verificationDigest(code)) {
      throw new AppError("BAD_REQUEST", "The verification code is not the one we emailed for this waitlist entry", [
        { path: "code", message: "is not the code emailed for this entry" },
      ]);
    }
    const twin = await entryInLine(
      trx,
      providerId,
      { serviceId: entry.service_id, customerId: entry.customer_id, staffId: entry.staff_id },
      now,
    );
    if (twin) throw alreadyInLine(twin, "code");
    await sql`
      UPDATE waitlist_entries
         SET status = 'waiting', verify_by = NULL, verification_hash = NULL, joined_seq = DEFAULT
       WHERE provider_id = ${providerId} AND id = ${entryId}`.execute(trx);
    if (entry.created_customer) await recordEvent(trx, "customer.created", { customerId: entry.customer_id, providerId });
  });
}

/** Deletes entries whose time to verify has passed (with the customers they made, when nothing else names them); how many. */
export async function dropLapsedUnverifiedEntries(db: Kysely<Database>, now: Date, limit = 500): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ provider_id: string; customer_id: string; created_customer: boolean }>`
      DELETE FROM waitlist_entries
       WHERE (provider_id, id) IN (
         SELECT provider_id, id FROM waitlist_entries
          WHERE status = 'unverified' AND verify_by <= ${now}
          LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING provider_id, customer_id, created_customer`.execute(trx);
    for (const row of rows) {
      if (row.created_customer) await deleteOrphanCustomer(trx, row.provider_id, row.customer_id);
    }
    return rows.length;
  });
}
