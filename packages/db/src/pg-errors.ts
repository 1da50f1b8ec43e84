// PostgreSQL SQLSTATE codes the domain maps to client errors.
export const PG_UNIQUE_VIOLATION = "23505";
export const PG_FOREIGN_KEY_VIOLATION = "23503";
export const PG_CHECK_VIOLATION = "23514";
export const PG_EXCLUSION_VIOLATION = "23P01";
export const PG_SERIALIZATION_FAILURE = "40001";
export const PG_DEADLOCK_DETECTED = "40P01";
/** Raised by lock_member_unchanged_since: the member's row changed since a booking read it. */
export const PG_MEMBER_CHANGED = "BK001";
/** Raised by lock_member_unchanged_since: the member teaches a class session over the range (DETAIL: its id). */
export const PG_MEMBER_TEACHES = "BK002";
/** Raised by refuse_processing_overlap: the time meets another booking's processing time (DETAIL: its id). */
export const PG_PROCESSING_OVERLAP = "BK003";
/** lock_timeout ran out. */
export const PG_LOCK_NOT_AVAILABLE = "55P03";
/** statement_timeout ran out (or the query was cancelled). */
export const PG_QUERY_CANCELED = "57014";
/** idle_in_transaction_session_timeout ended the session. */
export const PG_IDLE_IN_TRANSACTION_TIMEOUT = "25P03";

export interface PgError extends Error {
  code: string;
  constraint?: string;
  detail?: string;
}

export function isPgError(error: unknown, code?: string): error is PgError {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    typeof error.code === "string" &&
    (code === undefined || (error as { code: string }).code === code)
  );
}

/** Connection-level failures: the database is down, restarting or unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"].includes(code)) return true;
    // Class 08: connection exceptions; 57P01-03: admin shutdown, crash shutdown, cannot connect now.
    if (code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03") return true;
    // The database is too slow to answer: a statement or lock wait ran out of time, or a session
    // was ended for idling in a transaction (the database stalled mid-request).
    if (code === PG_QUERY_CANCELED || code === PG_LOCK_NOT_AVAILABLE || code === PG_IDLE_IN_TRANSACTION_TIMEOUT) return true;
  }
  const message = (error as { message?: unknown }).message;
  return (
    typeof message === "string" &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout/i.test(
      message,
    )
  );
}
