// The four catalogues say the same things: every language has exactly English's keys (the booking
// page's and the console's), and each message places the same values (names and kinds: plain,
// plural, select, tags) as English's, so a value the page passes is never missing nor left unused
// in another language (the check is the service's, @booking/i18n's). Each message parses and
// formats in its locale. The console's keys all begin
// with "console." (so merging never overwrites a page's message), and a console button's name
// ("console.x.named") contains the button's text ("console.x") in every language, as speech input
// users say it (axe: label-content-name-mismatch).
import { catalogueProblems, formatMessageParts, messageArguments } from "@booking/i18n";
import { describe, expect, it } from "vitest";
import { LANGUAGES, LOCALE_TAGS } from "./languages";
import { CATALOGUES } from "./messages";
import { consoleEn } from "./messages/console/en";
import { en as pageEn } from "./messages/en";
import { translator, type MessageKey } from "./translate";

const en: Record<string, string> = CATALOGUES.en;
const englishKeys = Object.keys(en).sort();

describe.each(LANGUAGES.filter((lang) => lang !== "en"))("the %s catalogue", (lang) => {
  const catalogue: Record<string, string> = CATALOGUES[lang];

  it("has every key of English", () => {
    expect(englishKeys.filter((key) => !(key in catalogue))).toEqual([]);
  });

  it("has no key English lacks", () => {
    expect(Object.keys(catalogue).filter((key) => !(key in en))).toEqual([]);
  });

  it("places the same values (names, kinds, a select's cases) and tags as English in every message, none empty", () => {
    expect(catalogueProblems(en, { [lang]: catalogue }, { tags: true })).toEqual([]);
  });
});

describe.each(LANGUAGES)("the %s messages", (lang) => {
  const catalogue: Record<string, string> = CATALOGUES[lang];

  it("parse (every plural and select with its 'other' case), and format with sample values", () => {
    for (const [key, message] of Object.entries(catalogue)) {
      const values = Object.fromEntries(
        [...messageArguments(message, LOCALE_TAGS[lang], { tags: true })].map(([name, kind]) =>
          kind === "tag" ? [name.slice(1, -1), (chunks: string[]) => `[${chunks.join("")}]`] : [name, kind === "plural" ? 2 : "x"],
        ),
      );
      const text = formatMessageParts<string>(LOCALE_TAGS[lang], message, values).join("");
      expect(text, `${lang} ${key}`).not.toMatch(/[{}<>]/);
    }
  });
});

describe("the console's messages", () => {
  it("all begin with console., and none of the booking page's does", () => {
    expect(Object.keys(consoleEn).filter((key) => !key.startsWith("console."))).toEqual([]);
    expect(Object.keys(pageEn).filter((key) => key.startsWith("console."))).toEqual([]);
    expect(englishKeys).toHaveLength(Object.keys(consoleEn).length + Object.keys(pageEn).length);
  });

  const named = englishKeys.filter((key) => key.startsWith("console.") && key.endsWith(".named"));

  it.each(LANGUAGES)("name each button with its text in %s", (lang) => {
    expect(named.length).toBeGreaterThan(0);
    const { t } = translator(lang);
    const sample = { booking: "Haircut for Vera", name: "Ann", url: "https://example.com/hook" };
    const missing = named.filter((key) => {
      const text = t(key.slice(0, -".named".length) as MessageKey).toLowerCase();
      return !t(key as MessageKey, sample)
        .toLowerCase()
        .includes(text);
    });
    expect(missing).toEqual([]);
  });
});
