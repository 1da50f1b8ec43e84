// A visit's refusal in the member's words: each service that does not fit named by its place and
// name with its rules' sentences (each once, in the visit's order), in every language; a refusal
// naming no service said as any other.
import { describe, expect, it } from "vitest";
import type { ErrorInfo } from "@booking/client";
import { LANGUAGES } from "../i18n/languages";
import { translator } from "../i18n/translate";
import { refusalWords, visitRefusalWords } from "./refusals";

const refusal = (details: ErrorInfo["details"]): ErrorInfo => ({ code: "CONFLICT", message: "english", status: 409, details });
const berlin = (lang: (typeof LANGUAGES)[number]) => ({ zone: "Europe/Berlin", lang });
const NAMES = ["Cut", "Colour", "Blow-dry"];

describe("a visit's refusal", () => {
  it("names each service that does not fit, in the visit's order, each sentence once", () => {
    const { t } = translator("en");
    const said = visitRefusalWords(
      refusal([
        { path: "items.2", message: "x", rule: "booked" },
        { path: "items.1", message: "x", rule: "booked" },
        { path: "items.1", message: "x", rule: "booked" },
        { path: "items.1", message: "x", rule: "resources" },
      ]),
      NAMES,
      t,
      berlin("en"),
    );
    expect(said).toBe(
      `Service 2 (Colour): ${t("console.refusal.booked")} ${t("console.refusal.resources")} ` +
        `Service 3 (Blow-dry): ${t("console.refusal.booked")}`,
    );
    expect(said).not.toContain("english");
  });

  it.each(LANGUAGES)("is said in %s, the times on the salon's clock", (lang) => {
    const { t } = translator(lang);
    const said = visitRefusalWords(
      refusal([{ path: "items.0", message: "x", rule: "time_off", from: "2026-12-08T12:00:00.000Z", to: "2026-12-08T16:00:00.000Z" }]),
      NAMES,
      t,
      berlin(lang),
    );
    expect(said).toContain("Cut");
    expect(said).toMatch(/13:00|1:00\sPM/);
    expect(said).not.toMatch(/[{}]|english/);
  });

  it("naming no service, is said as any refusal", () => {
    const { t } = translator("de");
    const info = refusal([{ path: "start", message: "x", rule: "closed", from: "2026-12-08T12:00:00.000Z" }]);
    expect(visitRefusalWords(info, NAMES, t, berlin("de"))).toBe(refusalWords(info, t, berlin("de")));
    expect(visitRefusalWords(refusal([]), NAMES, t, berlin("de"))).toBe(t("console.problem.conflict"));
  });
});
