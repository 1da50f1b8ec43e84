// A refusal in the member's words: each rule the service names (`details[].rule`) said from the
// catalogues, with the times it carries (`from`, `to`, UTC instants) on the salon's clock; a rule
// this page does not know yet, or a refusal naming none, in a plain sentence of its kind — never
// the service's English message.
import type { ErrorInfo } from "@booking/client";
import type { Lang } from "../i18n/languages";
import type { MessageKey } from "../i18n/translate";
import { shortDateTime, zoneAbbreviation } from "./dates";
import type { Translate } from "./words";

/** Each rule's sentence and the times it places. */
export const REFUSAL_WORDS: Record<string, { key: MessageKey; times: readonly ("from" | "to")[] }> = {
  staff_inactive: { key: "console.refusal.staff_inactive", times: [] },
  service_not_offered: { key: "console.refusal.service_not_offered", times: [] },
  in_past: { key: "console.refusal.in_past", times: ["from"] },
  notice: { key: "console.refusal.notice", times: ["from"] },
  horizon: { key: "console.refusal.horizon", times: ["to"] },
  closed: { key: "console.refusal.closed", times: ["from"] },
  time_off: { key: "console.refusal.time_off", times: ["from", "to"] },
  busy: { key: "console.refusal.busy", times: ["from", "to"] },
  day_off: { key: "console.refusal.day_off", times: ["from"] },
  outside_hours: { key: "console.refusal.outside_hours", times: ["from"] },
  in_break: { key: "console.refusal.in_break", times: ["from"] },
  outside_business_hours: { key: "console.refusal.outside_business_hours", times: ["from"] },
  off_grid: { key: "console.refusal.off_grid", times: ["from"] },
  resources: { key: "console.refusal.resources", times: [] },
  seats: { key: "console.refusal.seats", times: [] },
  no_session: { key: "console.refusal.no_session", times: [] },
  session_overlap: { key: "console.refusal.session_overlap", times: [] },
  processing: { key: "console.refusal.processing", times: [] },
  booked: { key: "console.refusal.booked", times: [] },
  no_member_free: { key: "console.refusal.no_member_free", times: [] },
  transition: { key: "console.refusal.transition", times: [] },
  not_started: { key: "console.refusal.not_started", times: ["from"] },
  restore_window: { key: "console.refusal.restore_window", times: ["to"] },
  restore_not_cancelled: { key: "console.refusal.restore_not_cancelled", times: [] },
  restore_holds_units: { key: "console.refusal.restore_holds_units", times: [] },
  restore_customer_cancelled: { key: "console.refusal.restore_customer_cancelled", times: [] },
  restore_refunded: { key: "console.refusal.restore_refunded", times: [] },
  self_service_deadline: { key: "console.refusal.self_service_deadline", times: ["to"] },
  payment_required: { key: "console.refusal.payment_required", times: [] },
};

/** Where the times of a refusal are read: the salon's zone, in the member's language. */
export interface RefusalPlace {
  zone: string;
  lang: Lang;
}

type Detail = ErrorInfo["details"][number];

/** An instant on the salon's clock with the zone's short name: "Di., 1. Dez., 15:00 MEZ". */
const onSalonClock = (instant: string, place: RefusalPlace) =>
  `${shortDateTime(instant, place.zone, place.lang)} ${zoneAbbreviation(instant, place.zone, place.lang)}`;

/** One detail's rule in words; null when the detail names no rule. */
export function ruleSentence(detail: Detail, t: Translate, place: RefusalPlace): string | null {
  if (detail.rule === undefined) return null;
  const words = Object.hasOwn(REFUSAL_WORDS, detail.rule) ? REFUSAL_WORDS[detail.rule] : undefined;
  if (!words) return t("console.refusal.unknown");
  const values: Record<string, string> = {};
  for (const time of words.times) {
    const instant = detail[time];
    // A time the sentence needs but the refusal does not carry: the plain sentence instead.
    if (instant === undefined || Number.isNaN(Date.parse(instant))) return t("console.refusal.unknown");
    values[time] = onSalonClock(instant, place);
  }
  return t(words.key, values);
}

const CODE_WORDS: Record<string, MessageKey> = {
  BAD_REQUEST: "console.problem.badRequest",
  FORBIDDEN: "console.problem.forbidden",
  NOT_FOUND: "console.problem.notFound",
  CONFLICT: "console.problem.conflict",
  RATE_LIMITED: "console.problem.rateLimited",
  SERVICE_UNAVAILABLE: "console.problem.unavailable",
};

/** A refusal in words: its rules' sentences (each once), else a sentence of its kind (a 400 naming its fields). */
export function refusalWords(info: ErrorInfo, t: Translate, place: RefusalPlace): string {
  const sentences = [...new Set(info.details.map((detail) => ruleSentence(detail, t, place)).filter((s) => s !== null))];
  if (sentences.length > 0) return sentences.join(" ");
  const fields = [...new Set(info.details.map((detail) => detail.path).filter((path) => path && path !== "(body)" && path !== "(more)"))];
  if (info.code === "BAD_REQUEST" && fields.length > 0) return t("console.problem.badFields", { fields: fields.join(", ") });
  const key = CODE_WORDS[info.code];
  return key ? t(key) : t("console.problem.other");
}

/**
 * A visit's refusal (`details[].path` "items.<n>"): each item that does not fit named by its place
 * and service (`itemNames`, in the visit's order) with its rules' sentences; a refusal naming no
 * item in the usual words.
 */
export function visitRefusalWords(info: ErrorInfo, itemNames: readonly string[], t: Translate, place: RefusalPlace): string {
  const byItem = new Map<number, string[]>();
  for (const detail of info.details) {
    const match = /^items\.(\d+)/.exec(detail.path);
    const sentence = match ? ruleSentence(detail, t, place) : null;
    if (!match || sentence === null) continue;
    const index = Number(match[1]);
    const sentences = byItem.get(index) ?? [];
    if (!sentences.includes(sentence)) sentences.push(sentence);
    byItem.set(index, sentences);
  }
  if (byItem.size === 0) return refusalWords(info, t, place);
  return [...byItem.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, sentences]) =>
      t("console.visit.itemRefused", { n: index + 1, service: itemNames[index] ?? "", reason: sentences.join(" ") }),
    )
    .join(" ");
}
