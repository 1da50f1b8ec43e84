// Refusals in the member's words: every rule the console knows has its sentence in all four
// languages with its times on the salon's clock; an unknown rule, a missing time or a refusal
// without a rule gets a plain sentence of its kind, never the service's English message.
import { describe, expect, it } from "vitest";
import type { ErrorInfo } from "@booking/client";
import { LANGUAGES } from "../i18n/languages";
import { CATALOGUES } from "../i18n/messages";
import { translator } from "../i18n/translate";
import { REFUSAL_WORDS, refusalWords, ruleSentence } from "./refusals";

const ENGLISH = "The staff member has time off from 2026-12-08T12:00:00.000Z to 2026-12-08T16:00:00.000Z (off_1)";
const refusal = (details: ErrorInfo["details"], code = "BAD_REQUEST"): ErrorInfo => ({ code, message: ENGLISH, status: 400, details });
const berlin = (lang: (typeof LANGUAGES)[number]) => ({ zone: "Europe/Berlin", lang });

describe("each rule the console knows", () => {
  it.each(LANGUAGES)("has its sentence in %s, its times placed", (lang) => {
    const { t } = translator(lang);
    for (const [rule, words] of Object.entries(REFUSAL_WORDS)) {
      expect(CATALOGUES[lang][words.key], `${lang} ${rule}`).toBeTruthy();
      const sentence = ruleSentence(
        { path: "dateTime", message: "english", rule, from: "2026-12-08T12:00:00.000Z", to: "2026-12-08T16:00:00.000Z" },
        t,
        berlin(lang),
      );
      expect(sentence, rule).not.toBe(t("console.refusal.unknown"));
      expect(sentence).not.toContain("english");
      expect(sentence).not.toMatch(/[{}]/);
      if (words.times.length > 0) expect(sentence, rule).toMatch(/1[37]:00|[15]:00\sPM/);
    }
  });
});

describe("a refusal in words", () => {
  it("says the times on the salon's clock, in the member's language", () => {
    const timeOff = refusal([
      { path: "dateTime", message: "x", rule: "time_off", from: "2026-12-08T12:00:00.000Z", to: "2026-12-08T16:00:00.000Z" },
    ]);
    const german = refusalWords(timeOff, translator("de").t, berlin("de"));
    expect(german).toMatch(/^Das Teammitglied hat frei von Di\., 8\. Dez\., 13:00 MEZ bis Di\., 8\. Dez\., 17:00 MEZ\.$/);
    const english = refusalWords(timeOff, translator("en").t, { zone: "America/New_York", lang: "en" });
    expect(english).toContain("7:00 AM");
    expect(english).not.toContain(ENGLISH);
  });

  it("falls back to a plain sentence for a rule it does not know, a missing time, and a refusal without a rule", () => {
    for (const lang of LANGUAGES) {
      const { t } = translator(lang);
      const unknown = refusalWords(refusal([{ path: "dateTime", message: "x", rule: "moon_phase" }], "CONFLICT"), t, berlin(lang));
      expect(unknown).toBe(t("console.refusal.unknown"));
      expect(refusalWords(refusal([{ path: "dateTime", message: "x", rule: "time_off" }]), t, berlin(lang))).toBe(
        t("console.refusal.unknown"),
      );
      expect(refusalWords(refusal([], "CONFLICT"), t, berlin(lang))).toBe(t("console.problem.conflict"));
      expect(refusalWords(refusal([{ path: "email", message: "must be an email" }]), t, berlin(lang))).toBe(
        t("console.problem.badFields", { fields: "email" }),
      );
      expect(refusalWords(refusal([], "TEAPOT"), t, berlin(lang))).toBe(t("console.problem.other"));
    }
    expect(translator("de").t("console.refusal.unknown")).not.toBe(translator("en").t("console.refusal.unknown"));
  });

  it("says each rule once when several details name it", () => {
    const twice = refusal(
      [
        { path: "items.0", message: "x", rule: "booked" },
        { path: "items.1", message: "x", rule: "booked" },
      ],
      "CONFLICT",
    );
    expect(refusalWords(twice, translator("fr").t, berlin("fr"))).toBe("Le membre a déjà une réservation à ce moment-là.");
  });
});
