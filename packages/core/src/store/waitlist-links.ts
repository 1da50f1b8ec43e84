// A waitlist entry's own link: whoever holds it (the customer who joined, by the join's answer or a
// message) sees the entry and may take it out of the line, without a key. Tokens are made like
// booking manage links (32 random base62 characters, stored only as their digest), and a link
// works until 7 days after the entry stops waiting at the latest (its expiry).
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "@booking/db";
import { hashApiKey } from "../auth/api-keys";
import { randomBase62 } from "../ids";
import { MANAGE_LINK_GRACE_DAYS, MANAGE_TOKEN_PATTERN, type ManageLink } from "./manage-links";

/** The page a link opens: the booking page's view of the entry (the token rides in the fragment, which no server logs). */
export const waitlistLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/book/#waitlist=${token}`;

/** A new link to one entry (each answer or message gets its own; earlier ones keep working). */
export async function issueWaitlistLink(
  db: Kysely<Database> | Transaction<Database>,
  publicUrl: string,
  providerId: string,
  entryId: string,
): Promise<ManageLink> {
  const token = randomBase62(32);
  await db
    .insertInto("waitlist_entry_links")
    .values({ token_hash: hashApiKey(token), provider_id: providerId, entry_id: entryId })
    .execute();
  return { token, url: waitlistLinkUrl(publicUrl, token) };
}

/**
 * The entry a token names while its link is valid; null for a malformed, unknown or expired token
 * (one indexed lookup whatever the case).
 */
export async function entryOfLink(db: Kysely<Database>, token: string, now: Date): Promise<{ providerId: string; entryId: string } | null> {
  const hash = hashApiKey(MANAGE_TOKEN_PATTERN.test(token) ? token : "");
  const { rows } = await sql<{ provider_id: string; entry_id: string }>`
    SELECT l.provider_id, l.entry_id
      FROM waitlist_entry_links l
      JOIN waitlist_entries w ON w.provider_id = l.provider_id AND w.id = l.entry_id
     WHERE l.token_hash = ${hash} AND w.expires_at + make_interval(days => ${MANAGE_LINK_GRACE_DAYS}) > ${now}`.execute(db);
  const row = rows[0];
  return row ? { providerId: row.provider_id, entryId: row.entry_id } : null;
}
