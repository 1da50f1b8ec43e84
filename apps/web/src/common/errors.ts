// A failed call as every page reads it: what kind of refusal it was (a conflict, a record gone, a
// key the service does not take, no answer at all), and for the staff's pages what went wrong in
// the member's words (refusals.ts). The booking page says its own problems in its visitors' words (customer/api.ts).
import { errorInfo } from "@booking/client";
import type { Translate } from "./words";
import { refusalWords, type RefusalPlace } from "./refusals";

/** The service answered 409: the time was taken meanwhile, or the record changed. */
export const isConflict = (error: unknown) => errorInfo(error).code === "CONFLICT";

export const isNotFound = (error: unknown) => errorInfo(error).code === "NOT_FOUND";

/** A key the service does not take: unknown, revoked, or not for this (401 or 403). */
export function isBadKey(error: unknown): boolean {
  const { code } = errorInfo(error);
  return code === "UNAUTHORIZED" || code === "FORBIDDEN";
}

/** No answer at all (the client saw no HTTP status): the network, not the service. */
export const isUnanswered = (error: unknown) => errorInfo(error).status === undefined;

/**
 * What went wrong, for the staff, always in the member's words: no answer and an ended session; a
 * refusal by the rules it names, times on the salon's clock (`place`; UTC in English when not
 * given); any other by its kind (refusals.ts). Never the service's English message.
 */
export function problemOf(error: unknown, t: Translate, place: RefusalPlace = { zone: "UTC", lang: "en" }): string {
  const info = errorInfo(error);
  if (isUnanswered(error)) return t("console.problem.network");
  if (info.code === "UNAUTHORIZED") return t("console.problem.sessionEnded");
  return refusalWords(info, t, place);
}
