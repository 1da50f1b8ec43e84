// What a failed calendar read is called: in words for the salon (stored on the connection, shown
// in the console) and, apart, what really happened (for the worker's log only).
import { TargetRefusedError } from "../outbound/guard";
import { CalendarServerError } from "./caldav-read";
import { CalendarReadLimitError } from "./errors";

/** What clients are told of a calendar server that did not answer as CalDAV promises, whatever the reason. */
export const CALENDAR_NO_ANSWER = "The calendar server could not be reached or did not answer as a CalDAV server";

/**
 * What a person is told of a failed read. An address refused, an HTTP status and a bound of the
 * service's own say what they are; everything else (a refused, reset or silent connection, a
 * timeout, a failed name lookup or TLS handshake, an answer that is not HTTP or not CalDAV, an
 * error of the service itself) reads the same, so that a connection cannot be used to learn
 * which hosts and ports answer at an address. Never a credential: requests carry them in headers.
 */
export function calendarFailureMessage(error: unknown): string {
  const refused = refusalOf(error);
  if (refused) return `The calendar's address is not allowed: ${refused.message}`;
  if (error instanceof CalendarServerError || error instanceof CalendarReadLimitError) return error.message;
  return CALENDAR_NO_ANSWER;
}

function refusalOf(error: unknown): TargetRefusedError | null {
  if (error instanceof TargetRefusedError) return error;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause instanceof TargetRefusedError ? cause : null;
}

/** What really happened, for the worker's log (operators may see it; clients never). */
export function causeOf(error: unknown): string {
  const described = (e: unknown) => {
    const { name, code, message } = (e ?? {}) as { name?: string; code?: string; message?: string };
    return [name, code, message].filter(Boolean).join(": ");
  };
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause ? `${described(error)} (${described(cause)})` : described(error);
}

/** A read that failed on the reading thread, with both of its descriptions. */
export class CalendarReadFailure extends Error {
  override name = "CalendarReadFailure";
  constructor(
    /** What the salon is told (calendarFailureMessage). */
    override readonly message: string,
    /** What happened, for the log. */
    readonly detail: string,
  ) {
    super(message);
  }
}
