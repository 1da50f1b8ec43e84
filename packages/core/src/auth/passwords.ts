// Staff passwords: argon2id through @node-rs/argon2 with its defaults (memory-hard, PHC string
// with salt and parameters embedded), so the stored value alone suffices to verify.
//
// Each hash or verify takes tens of milliseconds and 19 MiB on Node's libuv thread pool (four
// threads by default), which compression, DNS lookups and file reads share. Console sign-in is
// open to anyone, so a crowd of addresses each within its own attempt limit could otherwise keep
// every thread busy and stall other salons' answers. A process-wide gate lets at most
// ARGON2_AT_ONCE run at a time, queues ARGON2_WAITING more, and refuses the rest at once with a
// 503 and Retry-After (argon2Busy): the pool always keeps threads for everything else.
import { hash, verify } from "@node-rs/argon2";
import pLimit from "p-limit";
import { AppError } from "../errors";

/** Argon2 operations running at once in this process: half the thread pool's default four. */
export const ARGON2_AT_ONCE = 2;
/** Argon2 operations waiting for a turn before more are refused (a few hundred milliseconds of work). */
export const ARGON2_WAITING = 8;

const gate = pLimit(ARGON2_AT_ONCE);

/** The answer when the gate's queue is full: try again in a moment. */
export function argon2Busy(): AppError {
  const error = new AppError("SERVICE_UNAVAILABLE", "Too many sign-ins and password changes at once; try again in a moment");
  error.retryAfterSeconds = 1;
  return error;
}

function gated<T>(work: () => Promise<T>): Promise<T> {
  if (gate.activeCount + gate.pendingCount >= ARGON2_AT_ONCE + ARGON2_WAITING) return Promise.reject(argon2Busy());
  return gate(work);
}

export function hashPassword(password: string): Promise<string> {
  return gated(() => hash(password));
}

/**
 * Whether `password` is the one `stored` was made from; false for a stored value that is no
 * argon2 hash. Rejects with argon2Busy() when the gate is full.
 */
export function verifyPassword(stored: string, password: string): Promise<boolean> {
  return gated(() => verify(stored, password).catch(() => false));
}
