// Idempotency-Key records (DECISIONS §6): the first answer to a POST is kept for 24 hours and
// replayed for the same key and request; the same key with another request is a conflict; a
// duplicate arriving while the first still runs waits for it.
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";

export const IDEMPOTENCY_TTL_HOURS = 24;
/** A pending claim older than this is treated as abandoned (its process died) and taken over. */
export const ABANDONED_AFTER_SECONDS = 60;

export interface IdempotencyScope {
  providerId: string;
  keyId: string;
  idempotencyKey: string;
  fingerprint: string;
}

export type ClaimResult =
  | { kind: "claimed" }
  | { kind: "replay"; statusCode: number; body: string }
  | { kind: "mismatch" }
  | { kind: "in_progress" };

/** Claims the key for this request, or tells what to do instead. One attempt; callers poll on in_progress. */
export async function claimIdempotencyKey(db: Kysely<Database>, scope: IdempotencyScope): Promise<ClaimResult> {
  const inserted = await sql<{ claimed: boolean }>`
    INSERT INTO idempotency_keys (provider_id, key_id, idempotency_key, fingerprint, state, expires_at)
    VALUES (${scope.providerId}, ${scope.keyId}, ${scope.idempotencyKey}, ${scope.fingerprint}, 'pending',
            now() + make_interval(hours => ${IDEMPOTENCY_TTL_HOURS}))
    ON CONFLICT (provider_id, key_id, idempotency_key) DO UPDATE
      SET fingerprint = EXCLUDED.fingerprint, state = 'pending', status_code = NULL, response_body = NULL,
          locked_at = now(), created_at = now(), expires_at = EXCLUDED.expires_at
      -- Take over only an expired record, or an abandoned claim of the same request.
      WHERE idempotency_keys.expires_at < now()
         OR (idempotency_keys.state = 'pending'
             AND idempotency_keys.fingerprint = EXCLUDED.fingerprint
             AND idempotency_keys.locked_at < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS}))
    RETURNING true AS claimed`.execute(db);
  if (inserted.rows.length > 0) return { kind: "claimed" };

  const existing = await db
    .selectFrom("idempotency_keys")
    .select(["fingerprint", "state", "status_code", "response_body"])
    .where("provider_id", "=", scope.providerId)
    .where("key_id", "=", scope.keyId)
    .where("idempotency_key", "=", scope.idempotencyKey)
    .executeTakeFirst();
  if (!existing) return claimIdempotencyKey(db, scope); // expired and purged in between
  if (existing.fingerprint !== scope.fingerprint) return { kind: "mismatch" };
  if (existing.state === "completed" && existing.status_code !== null) {
    return { kind: "replay", statusCode: existing.status_code, body: existing.response_body ?? "" };
  }
  return { kind: "in_progress" };
}

export async function completeIdempotencyKey(
  db: Kysely<Database>,
  scope: IdempotencyScope,
  response: { statusCode: number; body: string },
): Promise<void> {
  await db
    .updateTable("idempotency_keys")
    .set({ state: "completed", status_code: response.statusCode, response_body: response.body })
    .where("provider_id", "=", scope.providerId)
    .where("key_id", "=", scope.keyId)
    .where("idempotency_key", "=", scope.idempotencyKey)
    .execute();
}

/** Forgets a claim whose request failed in a way worth retrying (5xx), so the client may retry. */
export async function releaseIdempotencyKey(db: Kysely<Database>, scope: IdempotencyScope): Promise<void> {
  await db
    .deleteFrom("idempotency_keys")
    .where("provider_id", "=", scope.providerId)
    .where("key_id", "=", scope.keyId)
    .where("idempotency_key", "=", scope.idempotencyKey)
    .where("state", "=", "pending")
    .execute();
}

export async function purgeExpiredIdempotencyKeys(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom("idempotency_keys").where("expires_at", "<", sql<Date>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
