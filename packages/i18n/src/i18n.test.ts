// The shared language list and its negotiation, the formatter, and the catalogue check both the
// messages and the web pages run.
import { describe, expect, it } from "vitest";
import {
  catalogueProblems,
  firstSupportedLanguage,
  formatMessage,
  formatMessageParts,
  LANGUAGES,
  messageArguments,
  supportedLanguage,
} from "./index";

describe("the languages", () => {
  it("are English, German, French and Spanish, English first (the fallback)", () => {
    expect(LANGUAGES).toEqual(["en", "de", "fr", "es"]);
  });

  it("are read from a BCP 47 tag by its primary subtag, falling back to the fallback's, then English", () => {
    expect(supportedLanguage("de-AT")).toBe("de");
    expect(supportedLanguage("FR-ca")).toBe("fr");
    expect(supportedLanguage("es_MX")).toBe("es");
    expect(supportedLanguage("pt-BR", "es-419")).toBe("es");
    expect(supportedLanguage(null, "de")).toBe("de");
    expect(supportedLanguage("pt-BR", "it")).toBe("en");
    expect(supportedLanguage("not a tag!", undefined)).toBe("en");
  });

  it("take the first of a browser's languages we speak, or none", () => {
    expect(firstSupportedLanguage(["it-IT", "fr-CA", "de"])).toBe("fr");
    expect(firstSupportedLanguage(["ES"])).toBe("es");
    expect(firstSupportedLanguage(["it", "ja-JP"])).toBeNull();
    expect(firstSupportedLanguage([])).toBeNull();
  });
});

describe("formatting", () => {
  it("fills in values in the locale's plural rules, as plain text with tags left as they are", () => {
    const seats = "{seats, plural, one {# Person} other {# Personen}} <b>{name}</b>";
    expect(formatMessage("de", seats, { seats: 1, name: "Ana" })).toBe("1 Person <b>Ana</b>");
    expect(formatMessage("de", seats, { seats: 3, name: "Ana" })).toBe("3 Personen <b>Ana</b>");
  });

  it("hands each tag's text to its function", () => {
    const parts = formatMessageParts<{ bold: unknown[] }>("en", "Open it <b>now</b>, by {deadline}.", {
      deadline: "noon",
      b: (chunks) => ({ bold: chunks }),
    });
    expect(parts).toEqual(["Open it ", { bold: ["now"] }, ", by noon."]);
  });
});

describe("the catalogue check", () => {
  const en = {
    greeting: "Hello {name}",
    seats: "{n, plural, one {# seat} other {# seats}}",
    via: "{by, select, visitor {page} other {account}}",
  };

  it("names the arguments of a message with their kinds, and its tags", () => {
    expect([...messageArguments("{count, plural, one {# seat} other {# seats}} at {time}", "en")]).toEqual([
      ["count", "plural"],
      ["time", "argument"],
    ]);
    expect([...messageArguments("Open it by <deadline>{deadline}</deadline>.", "en", { tags: true })]).toEqual([
      ["<deadline>", "tag"],
      ["deadline", "argument"],
    ]);
  });

  it("finds missing and unknown keys, renamed or retyped arguments, lost cases, bad syntax and empty messages", () => {
    const problems = catalogueProblems(en, {
      de: { greeting: "Hallo {nom}", seats: "{n} Plätze", via: "{by, select, other {Konto}}", extra: "x" },
      fr: { greeting: "Bonjour {name", seats: " ", via: "{by, select, visitor {page} other {compte}}" },
    });
    expect(problems).toEqual([
      'de: "greeting" takes {nom}, English takes {name}',
      'de: "seats" takes {n}, English takes {n, plural}',
      'de: "via" takes {by, select[other]}, English takes {by, select[other|visitor]}',
      'de: "extra" is not an English key',
      expect.stringMatching(/^fr: "greeting" does not parse/),
      'fr: "seats" is empty',
    ]);
    expect(catalogueProblems(en, { es: { ...en } })).toEqual([]);
  });

  it("refuses a plural or select without its 'other' case (what a value outside the cases falls to)", () => {
    expect(() => messageArguments("{n, plural, one {# seat}}", "en")).toThrow();
    expect(() => messageArguments("{by, select, visitor {page}}", "en")).toThrow();
  });
});
