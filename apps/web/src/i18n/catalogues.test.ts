// The four catalogues say the same things: every language has exactly English's keys (the booking
// page's and the console's), and each message places the same values (names and kinds: plain,
// plural, select, tags) as English's, so a value the page passes is never missing nor left unused
// in another language. Each message parses and formats in its locale. The console's keys all begin
// with "console." (so merging never overwrites a page's message), and a console button's name
// ("console.x.named") contains the button's text ("console.x") in every language, as speech input
// users say it (axe: label-content-name-mismatch).
import IntlMessageFormat from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { LANGUAGES, LOCALE_TAGS } from "./languages";
import { CATALOGUES } from "./messages";
import { consoleEn } from "./messages/console/en";
import { en as pageEn } from "./messages/en";
import { translator, type MessageKey } from "./translate";

type Element = ReturnType<IntlMessageFormat["getAst"]>[number];

// intl-messageformat's element kinds (TYPE in @formatjs/icu-messageformat-parser).
const KIND: Record<number, string> = { 1: "argument", 2: "number", 3: "date", 4: "time", 5: "select", 6: "plural", 8: "tag" };

/** The placeholders of a message: "name:kind" for each value, "<name>" for each tag, sorted and deduplicated. */
export function placeholders(message: string, locale: string): string[] {
  const found = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      const kind = KIND[element.type];
      if (!kind || !("value" in element)) continue;
      found.add(kind === "tag" ? `<${element.value}>` : `${element.value}:${kind}`);
      if ("children" in element) walk(element.children);
      if ("options" in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...found].sort();
}

/** The option keys of each plural or select ("count:one,other"). */
function choices(message: string, locale: string): string[] {
  const found: string[] = [];
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if ("children" in element) walk(element.children);
      if (!("options" in element)) continue;
      found.push(`${element.value}:${Object.keys(element.options).join(",")}`);
      for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return found;
}

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

  it("places the same values and tags as English in every message", () => {
    const differing = englishKeys
      .filter((key) => key in catalogue)
      .map((key) => ({
        key,
        english: placeholders(en[key] ?? "", LOCALE_TAGS.en),
        translated: placeholders(catalogue[key] ?? "", LOCALE_TAGS[lang]),
      }))
      .filter(({ english, translated }) => english.join("|") !== translated.join("|"));
    expect(differing).toEqual([]);
  });
});

describe.each(LANGUAGES)("the %s messages", (lang) => {
  const catalogue: Record<string, string> = CATALOGUES[lang];

  it("parse, give every plural an 'other' case, and format with sample values", () => {
    for (const [key, message] of Object.entries(catalogue)) {
      for (const choice of choices(message, LOCALE_TAGS[lang])) expect(choice, `${lang} ${key}`).toMatch(/[:,]other(?:,|$)/);
      const values = Object.fromEntries(
        placeholders(message, LOCALE_TAGS[lang]).map((placeholder) =>
          placeholder.startsWith("<")
            ? [placeholder.slice(1, -1), (chunks: string[]) => `[${chunks.join("")}]`]
            : [placeholder.split(":")[0], placeholder.endsWith(":plural") ? 2 : "x"],
        ),
      );
      const text = new IntlMessageFormat(message, LOCALE_TAGS[lang]).format(values);
      expect(typeof text === "string" ? text : (text as string[]).join(""), `${lang} ${key}`).not.toMatch(/[{}<>]/);
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

describe("the placeholder check", () => {
  it("tells messages apart by their values' names and kinds and by their tags", () => {
    expect(placeholders("Book {time}", "en-US")).toEqual(["time:argument"]);
    expect(placeholders("{count, plural, one {# seat} other {# seats}} at {time}", "en-US")).toEqual(["count:plural", "time:argument"]);
    expect(placeholders("Open it by <deadline>{deadline}</deadline>.", "en-US")).toEqual(["<deadline>", "deadline:argument"]);
    expect(placeholders("{time} buchen", "de-DE")).not.toEqual(placeholders("Book {zeit}", "en-US"));
    expect(placeholders("Hello", "en-US")).toEqual([]);
  });
});
