// "Why not another time?" in words: for a local time of one date, each member the service's
// explanation names (GET /v1/availability/explain) with a sentence per rule that keeps that start
// out, or that they are free then. Plain data in, sentences out, so the rule → words mapping is
// tested without a page; the time step shows the lines and links the bookings named.
import type { RouterOutputs } from "@booking/client/react";
import type { MessageKey } from "../i18n/translate";
import type { Translate } from "../common/words";

export type Explanation = RouterOutputs["availability"]["explain"]["data"];
type Member = Explanation["members"][number];
type Start = Member["starts"][number];
export type ExplainRule = NonNullable<Start["rules"]>[number];

/** A start's rule, said of the member ("Anna: in their break"). */
export const START_RULE_WORDS: Record<ExplainRule, MessageKey> = {
  closed: "console.desk.why.closed",
  day_off: "console.desk.why.day_off",
  outside_business_hours: "console.desk.why.salon_break",
  in_break: "console.desk.why.in_break",
  in_past: "console.desk.why.in_past",
  notice: "console.desk.why.notice",
  horizon: "console.desk.why.horizon",
  time_off: "console.desk.why.time_off",
  busy: "console.desk.why.busy",
  booked: "console.desk.why.booked",
  processing: "console.desk.why.processing",
  no_member_free: "console.desk.why.no_member_free",
  session_overlap: "console.desk.why.session_overlap",
  resources: "console.desk.why.resources",
};

/** A whole date's rule (no start at all): the salon's business hours read as the day, not a break. */
export const DAY_RULE_WORDS: Record<ExplainRule, MessageKey> = {
  ...START_RULE_WORDS,
  outside_business_hours: "console.desk.why.salon_not_open",
};

/** One sentence, and the bookings it names (for `booked`), to link. */
export interface WhyLine {
  text: string;
  rule: ExplainRule | "free" | "off_grid";
  bookingIds: string[];
}

export interface MemberWhy {
  staffId: string;
  name: string;
  /** True when the member is free at that time. */
  free: boolean;
  lines: WhyLine[];
}

/** A rule this page does not know yet: a plain sentence. */
function ruleWords(words: Record<string, MessageKey>, rule: string, name: string, t: Translate): string {
  const key = Object.hasOwn(words, rule) ? words[rule] : undefined;
  return t(key ?? "console.desk.why.unknown", { name });
}

/**
 * Each member's answer for `time` (local "HH:MM") of the explained date: the chosen member first,
 * then the others as the service lists them. A time that is no start of a member's grid says so
 * with their first start and the grid's minutes; on a day the clocks go back, both starts sharing
 * the time are read (their rules once each).
 */
export function whyNot(explanation: Explanation, time: string, chosenStaffId: string, slotMinutes: number, t: Translate): MemberWhy[] {
  const members = [...explanation.members].sort((a, b) => Number(b.staffId === chosenStaffId) - Number(a.staffId === chosenStaffId));
  return members.map((member) => {
    const { staffId, name } = member;
    if (member.rules && member.rules.length > 0) {
      const lines = member.rules.map((rule) => ({ text: ruleWords(DAY_RULE_WORDS, rule, name, t), rule, bookingIds: [] }));
      return { staffId, name, free: false, lines };
    }
    const starts = member.starts.filter((start) => start.time === time);
    if (starts.length === 0) {
      const first = member.starts[0]?.time ?? "";
      const text = t("console.desk.why.off_grid", { name, first, minutes: slotMinutes });
      return { staffId, name, free: false, lines: [{ text, rule: "off_grid" as const, bookingIds: [] }] };
    }
    if (starts.some((start) => start.available)) {
      const key = staffId === chosenStaffId ? "console.desk.why.free" : "console.desk.why.freeOther";
      return { staffId, name, free: true, lines: [{ text: t(key, { name }), rule: "free" as const, bookingIds: [] }] };
    }
    const rules = [...new Set(starts.flatMap((start) => start.rules ?? []))];
    const bookingIds = [...new Set(starts.flatMap((start) => start.bookingIds ?? []))];
    const lines = rules.map((rule) => ({
      text: ruleWords(START_RULE_WORDS, rule, name, t),
      rule,
      // The bookings in the way go with `booked`, or with `processing` when that is the only reason.
      bookingIds: rule === "booked" || (rule === "processing" && !rules.includes("booked")) ? bookingIds : [],
    }));
    return { staffId, name, free: false, lines };
  });
}

/** The console's address of one booking (the salon's emails link to the same: LinkedBooking opens it). */
export const bookingHref = (bookingId: string) => `/console/#/booking/${encodeURIComponent(bookingId)}`;

/** The grid's step for an <input type="time">, in seconds. */
export const timeStep = (slotMinutes: number) => slotMinutes * 60;
