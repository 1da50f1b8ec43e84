// A visit on the booking page: several services back to back, chosen in order (up to five in all,
// classes excepted), booked in one go. What the service says when it refuses one, in the visitor's
// words: each item that does not fit, by its place in the visit, its time and the rule it meets
// (the same sentences as the staff's pages, refusals.ts), and the salon that takes one service per
// online booking.
import type { ErrorInfo } from "@booking/client";
import type { Lang } from "../i18n/languages";
import { ruleSentence } from "../common/refusals";
import { clockTime } from "../common/dates";
import type { Translate } from "../common/words";

/** The most services one visit holds (the first and four more). */
export const MAX_VISIT_SERVICES = 5;

/** One service of a visit as the page shows it: its name, and its place in time when a time is chosen. */
export interface VisitItemShown {
  name: string;
  start?: string;
}

/** The services a visit's `serviceIds` name, in order (a service not among those listed is left out). */
export function servicesInOrder<T extends { id: string }>(ids: readonly string[], services: readonly T[] | null): T[] {
  const byId = new Map((services ?? []).map((service) => [service.id, service]));
  return ids.map((id) => byId.get(id)).filter((service): service is T => service !== undefined);
}

/** The index of the item a refusal detail names (`items.2`, `items.2.staffId`), if it names one. */
export function itemIndexOf(path: string): number | null {
  const match = /^items\.(\d+)(?:\.|$)/.exec(path);
  return match ? Number(match[1]) : null;
}

/**
 * Each item of a refused visit in words, once per item, in the visit's order: "Colour (service 2
 * of 2, 11:15): The member already has a booking at that time."; the rules' times in `zone`.
 */
export function visitRefusalWords(
  info: Pick<ErrorInfo, "details">,
  items: readonly VisitItemShown[],
  t: Translate,
  place: { zone: string; lang: Lang },
): string[] {
  const reasons = new Map<number, string[]>();
  for (const detail of info.details) {
    const index = itemIndexOf(detail.path);
    if (index === null) continue;
    const reason = ruleSentence(detail, t, place) ?? t("console.refusal.unknown");
    const known = reasons.get(index) ?? [];
    if (!known.includes(reason)) known.push(reason);
    reasons.set(index, known);
  }
  return [...reasons.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, said]) => {
      const item = items[index];
      const values = { service: item?.name ?? "", position: index + 1, count: items.length, reason: said.join(" ") };
      return item?.start
        ? t("visit.itemRefused.at", { ...values, time: clockTime(item.start, place.zone, place.lang) })
        : t("visit.itemRefused", values);
    });
}

/**
 * The salon verifies online bookings by email, which a visit cannot be yet: the service refuses the
 * visit as a whole (400 naming `items`, no rule), and the page offers one service at a time.
 */
export const isOneServiceAtATime = (info: Pick<ErrorInfo, "code" | "details">) =>
  info.code === "BAD_REQUEST" && info.details.some((detail) => detail.path === "items" && detail.rule === undefined);
