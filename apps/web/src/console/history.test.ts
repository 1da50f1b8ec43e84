// A booking's history as sentences: what each change set, who made it, in the member's language.
import { describe, expect, it } from "vitest";
import { translator } from "../i18n/translate";
import { historySentence, type HistoryEntry, type HistoryFormats } from "./history";

const entry = (fields: Partial<HistoryEntry>): HistoryEntry => ({
  change: "confirmed",
  occurredAt: "2026-11-20T08:00:00.000Z",
  status: null,
  dateTime: null,
  previousDateTime: null,
  staffId: null,
  reason: null,
  amount: null,
  currency: null,
  method: null,
  rating: null,
  changedBy: null,
  byStaffMember: null,
  ...fields,
});

const formats: HistoryFormats = {
  when: (instant) => `<${instant.slice(11, 16)}>`,
  money: (amount, currency) => `${amount} ${currency}`,
  member: (id) => (id === "staff_ann" ? "Ann" : undefined),
  method: (method) => method.toUpperCase(),
};

const said = (lang: "en" | "de", fields: Partial<HistoryEntry>) => {
  const { t } = translator(lang);
  const sentence = historySentence(entry(fields), formats);
  return [t(sentence.what.key, sentence.what.values), sentence.by && t(sentence.by.key, sentence.by.values), sentence.reason]
    .filter(Boolean)
    .join(" | ");
};

describe("a booking's history in words", () => {
  it("tells what a change set: the time and member of a booking and a move, a payment's amount and method", () => {
    expect(said("en", { change: "created", dateTime: "2026-11-23T09:00:00.000Z", staffId: "staff_ann", changedBy: "customer" })).toBe(
      "Booked for <09:00> with Ann | by the customer",
    );
    expect(
      said("en", {
        change: "moved",
        previousDateTime: "2026-11-23T09:00:00.000Z",
        dateTime: "2026-11-23T13:00:00.000Z",
        staffId: "staff_ann",
      }),
    ).toBe("Moved from <09:00> to <13:00> with Ann");
    expect(said("en", { change: "paid", amount: 50, currency: "EUR", method: "card" })).toBe("Paid 50 EUR (CARD)");
    expect(said("en", { change: "refunded", amount: 50, currency: "EUR", reason: "too short" })).toBe("Refunded 50 EUR | too short");
  });

  it("names the console member who made a change, else says whether the salon or the customer did", () => {
    expect(said("en", { change: "confirmed", changedBy: "provider", byStaffMember: { id: "staff_olga", name: "Olga" } })).toBe(
      "Confirmed | by Olga",
    );
    expect(said("en", { change: "cancelled", changedBy: "provider" })).toBe("Cancelled | by the salon");
    // Made with a key: who is not known, and nothing is claimed.
    expect(said("en", { change: "completed" })).toBe("Marked completed");
  });

  it("speaks the member's language, and shows a member it cannot name (another's, for a staff member) as a dash", () => {
    expect(said("de", { change: "created", dateTime: "2026-11-23T09:00:00.000Z", staffId: "staff_bob", changedBy: "provider" })).toBe(
      "Gebucht für <09:00> bei — | vom Salon",
    );
  });
});
