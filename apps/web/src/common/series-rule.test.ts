// The Repeat form made into the service's rule, and a preview's dates with their reasons.
import { describe, expect, it } from "vitest";
import type { ErrorInfo } from "@booking/client";
import { translator } from "../i18n/translate";
import { latestUntil, newRepeatForm, previewDates, ruleOfForm, seriesRefusalWords, weekdayOf, type Occurrence } from "./series-rule";

// Tuesday 1 December 2026.
const FIRST = "2026-12-01";
const TODAY = "2026-11-20";
const berlin = { zone: "Europe/Berlin", lang: "en" as const };

describe("the rule of the Repeat form", () => {
  it("starts weekly on the first date's weekday, four dates", () => {
    expect(weekdayOf(FIRST)).toBe("TU");
    expect(weekdayOf("2026-12-06")).toBe("SU");
    expect(ruleOfForm(newRepeatForm(FIRST), FIRST, TODAY)).toEqual({
      rule: { frequency: "weekly", interval: 1, byWeekday: ["TU"], count: 4 },
    });
  });

  it("lists a weekly rule's days in the week's order, the first date's always among them", () => {
    const form = { ...newRepeatForm(FIRST), weekdays: ["FR" as const, "MO" as const], interval: "2", count: "10" };
    expect(ruleOfForm(form, FIRST, TODAY)).toEqual({
      rule: { frequency: "weekly", interval: 2, byWeekday: ["MO", "TU", "FR"], count: 10 },
    });
  });

  it("sends no weekdays for daily and monthly rules, and an end date instead of a count", () => {
    const form = { ...newRepeatForm(FIRST), frequency: "monthly" as const, ends: "until" as const, until: "2027-05-31" };
    expect(ruleOfForm(form, FIRST, TODAY)).toEqual({ rule: { frequency: "monthly", interval: 1, until: "2027-05-31" } });
    expect(ruleOfForm({ ...form, frequency: "daily", ends: "count", count: " 7 " }, FIRST, TODAY)).toEqual({
      rule: { frequency: "daily", interval: 1, count: 7 },
    });
  });

  it("names the field that keeps the form from making a rule", () => {
    const form = newRepeatForm(FIRST);
    for (const interval of ["0", "53", "1.5", "", "x"])
      expect(ruleOfForm({ ...form, interval }, FIRST, TODAY)).toEqual({ problem: "interval" });
    for (const count of ["1", "53", "", "2.5"]) expect(ruleOfForm({ ...form, count }, FIRST, TODAY)).toEqual({ problem: "count" });
    expect(ruleOfForm({ ...form, count: "2" }, FIRST, TODAY)).toHaveProperty("rule");
    expect(ruleOfForm({ ...form, count: "52" }, FIRST, TODAY)).toHaveProperty("rule");
    const until = { ...form, ends: "until" as const };
    expect(ruleOfForm({ ...until, until: "" }, FIRST, TODAY)).toEqual({ problem: "until" });
    expect(ruleOfForm({ ...until, until: FIRST }, FIRST, TODAY)).toEqual({ problem: "until" });
    expect(latestUntil(TODAY)).toBe("2027-11-20");
    expect(ruleOfForm({ ...until, until: "2027-11-20" }, FIRST, TODAY)).toHaveProperty("rule");
    expect(ruleOfForm({ ...until, until: "2027-11-21" }, FIRST, TODAY)).toEqual({ problem: "untilTooFar" });
  });
});

const occurrence = (key: string, status: Occurrence["status"], rules: string[] = []): Occurrence => ({
  key,
  start: `${key}:00.000Z`,
  end: `${key}:45.000Z`,
  status,
  rules,
});

describe("a preview's dates", () => {
  const occurrences = [
    occurrence("2026-12-01T09:00", "booked"),
    occurrence("2026-12-08T09:00", "skipped", ["time_off"]),
    occurrence("2026-12-15T09:00", "skipped", ["booked"]),
  ];
  const refusal: ErrorInfo = {
    code: "CONFLICT",
    status: 409,
    message: "1 of the 3 occurrences does not fit",
    details: [
      { path: "occurrences.1", message: "x", rule: "time_off", from: "2026-12-08T08:00:00.000Z", to: "2026-12-08T12:00:00.000Z" },
      { path: "occurrences.1", message: "x", rule: "time_off", from: "2026-12-08T08:00:00.000Z", to: "2026-12-08T12:00:00.000Z" },
    ],
  };

  it("marks each date that does not fit with the refusal's sentence, its times on the salon's clock", () => {
    const { t } = translator("en");
    const dates = previewDates(occurrences, refusal, t, berlin);
    expect(dates.map((d) => d.fits)).toEqual([true, false, false]);
    expect(dates[1]?.reasons).toHaveLength(1);
    expect(dates[1]?.reasons[0]).toMatch(/^The member has time off from Tue, Dec 8, 9:00\sAM .* to Tue, Dec 8, 1:00\sPM/);
    // Skipped but not named by the refusal: said by its rule alone.
    expect(dates[2]?.reasons).toEqual([t("console.refusal.booked")]);
  });

  it("says a rule without its times, or an unknown one, in a plain sentence, in every language", () => {
    for (const lang of ["en", "de", "fr", "es"] as const) {
      const { t } = translator(lang);
      const dates = previewDates([occurrence("2026-12-08T09:00", "skipped", ["time_off", "moon_phase"])], null, t, { ...berlin, lang });
      expect(dates[0]?.reasons).toEqual([t("console.refusal.unknown")]);
    }
  });

  it("names each refused date of a refusal with its reasons, and nothing for a refusal naming no date", () => {
    const { t } = translator("de");
    const words = seriesRefusalWords(refusal, (index) => (index === 1 ? "Di., 8. Dez., 09:00" : undefined), t, berlin);
    expect(words).toMatch(/^Di\., 8\. Dez\., 09:00: Das Teammitglied hat frei von/);
    expect(seriesRefusalWords({ ...refusal, details: [{ path: "start", message: "x" }] }, () => undefined, t, berlin)).toBeNull();
  });
});
