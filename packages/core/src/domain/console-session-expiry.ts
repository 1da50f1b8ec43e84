// How long a console session lasts. Use keeps it going: a request made when the session was last
// pushed back more than a quarter hour ago moves its end to eight hours from now, so a member who
// keeps working is never signed out mid-day, and a browser left alone for eight hours is. Whatever
// the use, a session ends a week after its sign-in (a stolen cookie is worth a week at most, and
// everyone signs in again now and then). The store writes the new end only when it is due, not at
// every request.

/** Hours a session lasts after its last use (from sign-in, at first). */
export const CONSOLE_SESSION_IDLE_HOURS = 8;
/** Days after sign-in a session ends, however much it is used. */
const CONSOLE_SESSION_MAX_DAYS = 7;
/** Minutes after its last extension before a request extends a session again (one write per quarter hour at most). */
const CONSOLE_SESSION_EXTEND_EVERY_MINUTES = 15;

const HOUR_MS = 3_600_000;

/** When a session signed in at `signedInAt` ends if it is never used again: CONSOLE_SESSION_IDLE_HOURS later. */
export function firstSessionEnd(signedInAt: Date): Date {
  return new Date(signedInAt.getTime() + CONSOLE_SESSION_IDLE_HOURS * HOUR_MS);
}

/** The latest a session signed in at `signedInAt` may last: CONSOLE_SESSION_MAX_DAYS later. */
export function lastSessionEnd(signedInAt: Date): Date {
  return new Date(signedInAt.getTime() + CONSOLE_SESSION_MAX_DAYS * 24 * HOUR_MS);
}

/**
 * The session's new end when a request at `now` is due to extend it (its end was last set more
 * than CONSOLE_SESSION_EXTEND_EVERY_MINUTES ago): eight hours from now, capped at a week after
 * sign-in. Null when no extension is due: set lately, the cap reached already, or the session over.
 */
export function extendedSessionEnd(session: { signedInAt: Date; endsAt: Date }, now: Date): Date | null {
  const end = session.endsAt.getTime();
  const at = now.getTime();
  if (end <= at) return null;
  const lastSet = end - CONSOLE_SESSION_IDLE_HOURS * HOUR_MS;
  if (at - lastSet < CONSOLE_SESSION_EXTEND_EVERY_MINUTES * 60_000) return null;
  const next = Math.min(at + CONSOLE_SESSION_IDLE_HOURS * HOUR_MS, lastSessionEnd(session.signedInAt).getTime());
  return next > end ? new Date(next) : null;
}
