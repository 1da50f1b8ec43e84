// Idempotency-Key records: the first answer to a POST is kept for 24 hours and replayed for the
// same key and request; the same key with another request is a conflict; a duplicate arriving
// while the first still runs waits for it.
//
// The record is written by the request's own transaction: the request's work runs on a handle
// over one open transaction that begins by inserting the key, and its answer is stored in that
// transaction just before it commits. So a committed request always has its answer on record
// (a crash after the commit is replayed, never run again), and a request that did not commit
// leaves nothing behind (its retry runs at once). A duplicate waits on the first one's
// uncommitted row, not on a "pending" flag that a dead process could leave set.
//
// Stored answers are sealed with the secrets key: some carry a secret shown once (a new webhook's
// signing secret), which must not sit in the database in plain text.
import { sql, type ControlledTransaction, type Kysely } from "kysely";
import { isPgError, PG_LOCK_NOT_AVAILABLE, type Database } from "@booking/db";
import { isSealed, type SecretBox } from "../secret-box";
import { oneTransaction } from "./one-transaction";

export const IDEMPOTENCY_TTL_HOURS = 24;

export interface IdempotencyScope {
  providerId: string;
  keyId: string;
  /**
   * Public keys: a digest of the visitor (client address and customer email), so one visitor's key
   * never replays another's answer (its manage token); '' for other keys.
   */
  visitor: string;
  idempotencyKey: string;
  fingerprint: string;
}

export interface IdempotentAnswer {
  statusCode: number;
  body: string;
}

/** A claimed key: the request's work runs on `db`; `finish` or `abandon` ends it. */
export interface IdempotentRequest {
  /** Every query of the request's work; its transactions are savepoints of the request's one. */
  db: Kysely<Database>;
  /**
   * Records the answer and commits. A 2xx commits the work with it; any other answer undoes the
   * work first (a request answered 4xx changed nothing). Throws when the commit fails: then
   * nothing was recorded or done, and the client must not be told otherwise.
   */
  finish(answer: IdempotentAnswer): Promise<void>;
  /** Rolls everything back (the answer is a 5xx, or no answer was sent): the key is free again. */
  abandon(): Promise<void>;
}

export type BeginResult =
  | { kind: "claimed"; request: IdempotentRequest }
  | { kind: "replay"; answer: IdempotentAnswer }
  | { kind: "mismatch" }
  | { kind: "in_progress" };

function byKey(scope: IdempotencyScope) {
  return {
    provider_id: scope.providerId,
    key_id: scope.keyId,
    visitor: scope.visitor,
    idempotency_key: scope.idempotencyKey,
  };
}

/** The answer on record for this key, if any (read outside any transaction). */
export async function recordedIdempotentAnswer(
  db: Kysely<Database>,
  scope: IdempotencyScope,
  secrets: SecretBox,
): Promise<Exclude<BeginResult, { kind: "claimed" | "in_progress" }> | undefined> {
  const existing = await db
    .selectFrom("idempotency_keys")
    .select(["fingerprint", "state", "status_code", "response_body"])
    .where("provider_id", "=", scope.providerId)
    .where("key_id", "=", scope.keyId)
    .where("visitor", "=", scope.visitor)
    .where("idempotency_key", "=", scope.idempotencyKey)
    .where("expires_at", ">", sql<Date>`now()`)
    .executeTakeFirst();
  if (!existing || existing.state !== "completed" || existing.status_code === null) return undefined;
  if (existing.fingerprint !== scope.fingerprint) return { kind: "mismatch" };
  const stored = existing.response_body ?? "";
  const body = isSealed(stored) ? secrets.open(stored, sealContext(scope)) : stored;
  return { kind: "replay", answer: { statusCode: existing.status_code, body } };
}

/**
 * Claims the key for this request inside a new transaction, waiting up to `waitMs` for a
 * duplicate that holds it to commit or roll back; or tells what to do instead.
 */
export async function beginIdempotentRequest(
  db: Kysely<Database>,
  scope: IdempotencyScope,
  options: { waitMs: number; secrets: SecretBox },
): Promise<BeginResult> {
  const { secrets } = options;
  const recorded = await recordedIdempotentAnswer(db, scope, secrets);
  if (recorded) return recorded;

  const trx = await db.startTransaction().execute();
  let claimed: boolean;
  try {
    await sql`SELECT set_config('lock_timeout', ${`${Math.max(1, Math.round(options.waitMs))}ms`}, true)`.execute(trx);
    // Waits while another transaction holds the same key uncommitted. A row left by an earlier
    // version of this code as 'pending', or expired, is taken over.
    const inserted = await sql<{ claimed: boolean }>`
      INSERT INTO idempotency_keys (provider_id, key_id, visitor, idempotency_key, fingerprint, state, expires_at)
      VALUES (${scope.providerId}, ${scope.keyId}, ${scope.visitor}, ${scope.idempotencyKey}, ${scope.fingerprint}, 'pending',
              now() + make_interval(hours => ${IDEMPOTENCY_TTL_HOURS}))
      ON CONFLICT (provider_id, key_id, visitor, idempotency_key) DO UPDATE
        SET fingerprint = EXCLUDED.fingerprint, state = 'pending', status_code = NULL, response_body = NULL,
            locked_at = now(), created_at = now(), expires_at = EXCLUDED.expires_at
        WHERE idempotency_keys.expires_at < now() OR idempotency_keys.state = 'pending'
      RETURNING true AS claimed`.execute(trx);
    claimed = inserted.rows.length > 0;
    // Back to the connection's own lock timeout for the work.
    await sql`SET LOCAL lock_timeout TO DEFAULT`.execute(trx);
    if (claimed) await sql`SAVEPOINT request_work`.execute(trx);
  } catch (error) {
    await trx
      .rollback()
      .execute()
      .catch(() => {});
    if (isPgError(error, PG_LOCK_NOT_AVAILABLE)) return { kind: "in_progress" };
    throw error;
  }
  if (!claimed) {
    await trx
      .rollback()
      .execute()
      .catch(() => {});
    // The duplicate committed first: its answer is on record now.
    return (await recordedIdempotentAnswer(db, scope, secrets)) ?? { kind: "in_progress" };
  }
  return { kind: "claimed", request: claimedRequest(trx, scope, secrets) };
}

/** Binds a sealed answer to its key: it opens for this key only. */
const sealContext = (scope: IdempotencyScope) =>
  `idempotency:${scope.providerId}:${scope.keyId}:${scope.visitor ? `${scope.visitor}:` : ""}${scope.idempotencyKey}`;

function claimedRequest(trx: ControlledTransaction<Database>, scope: IdempotencyScope, secrets: SecretBox): IdempotentRequest {
  let ended = false;
  return {
    db: oneTransaction(trx),
    async finish(answer) {
      if (ended) return;
      ended = true;
      try {
        if (answer.statusCode < 200 || answer.statusCode >= 300) await sql`ROLLBACK TO SAVEPOINT request_work`.execute(trx);
        await trx
          .updateTable("idempotency_keys")
          .set({ state: "completed", status_code: answer.statusCode, response_body: secrets.seal(answer.body, sealContext(scope)) })
          .where((eb) => eb.and(byKey(scope)))
          .execute();
        await trx.commit().execute();
      } catch (error) {
        await trx
          .rollback()
          .execute()
          .catch(() => {});
        throw error;
      }
    },
    async abandon() {
      if (ended) return;
      ended = true;
      await trx
        .rollback()
        .execute()
        .catch(() => {});
    },
  };
}

export async function purgeExpiredIdempotencyKeys(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom("idempotency_keys")
    .where("expires_at", "<", sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
