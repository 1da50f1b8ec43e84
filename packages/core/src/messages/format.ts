// Catalogue messages through ICU MessageFormat (intl-messageformat): compiled once per language and
// key, formatted with plain values. Nothing here knows HTML: messages hold no markup (tags are not
// parsed), and the email template escapes whatever comes out.
import { IntlMessageFormat } from "intl-messageformat";
import { de } from "./catalogues/de";
import { en, type Catalogue, type MessageKey } from "./catalogues/en";
import { es } from "./catalogues/es";
import { fr } from "./catalogues/fr";
import type { MessageLocale } from "./locale";

export type { MessageKey };

const CATALOGUES: Readonly<Record<MessageLocale, Catalogue>> = { en, de, fr, es };

type MessageValue = string | number;
export type MessageValues = Readonly<Record<string, MessageValue>>;

const compiled = new Map<string, IntlMessageFormat>();

function compile(message: string, locale: string): IntlMessageFormat {
  // Tags (`<b>`) would be parsed as rich text otherwise; catalogues are plain text.
  return new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
}

/** A catalogue message in `locale`, its arguments filled in. */
export function message(locale: MessageLocale, key: MessageKey, values: MessageValues = {}): string {
  const cacheKey = `${locale}\u0000${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = compile(CATALOGUES[locale][key], locale);
    compiled.set(cacheKey, format);
  }
  const out = format.format<string>(values);
  // Plain values give a string; anything else is a catalogue bug worth hearing about loudly.
  if (typeof out !== "string") throw new Error(`message ${locale}/${key} did not format to text`);
  return out;
}

type Element = ReturnType<IntlMessageFormat["getAst"]>[number];

/**
 * The parser's element types, read off sample messages rather than imported: the parser package is
 * intl-messageformat's own dependency, not ours.
 */
const ELEMENT_KINDS = new Map<Element["type"], string>(
  (
    [
      ["argument", "{a}"],
      ["number", "{a, number}"],
      ["date", "{a, date}"],
      ["time", "{a, time}"],
      ["select", "{a, select, other {x}}"],
      ["plural", "{a, plural, other {x}}"],
    ] as const
  ).map(([kind, sample]) => {
    const [element] = compile(sample, "en").getAst();
    if (!element) throw new Error(`the ICU parser gave nothing for ${sample}`);
    return [element.type, kind];
  }),
);

/**
 * What a message asks of its caller: each argument with its kind ("argument", "plural", …) and,
 * for a select, the cases it names (a translation must offer the same ones).
 */
function argumentsOf(elements: readonly Element[], into = new Map<string, string>()): Map<string, string> {
  for (const element of elements) {
    let kind = ELEMENT_KINDS.get(element.type);
    if ("options" in element) {
      // selectordinal parses as a plural with its own pluralType.
      if (kind === "plural" && "pluralType" in element && element.pluralType === "ordinal") kind = "selectordinal";
      if (kind === "select") kind = `select[${Object.keys(element.options).sort().join("|")}]`;
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if ("children" in element) argumentsOf(element.children, into);
    if (kind && "value" in element) {
      const seen = into.get(element.value);
      into.set(element.value, seen && seen !== kind ? `${seen}+${kind}` : kind);
    }
  }
  return into;
}

function describe(args: Map<string, string>): string {
  return [...args].map(([name, kind]) => (kind === "argument" ? `{${name}}` : `{${name}, ${kind}}`)).join(" ") || "none";
}

/**
 * For tests and CI: every catalogue's keys and ICU arguments match English's (same keys, each
 * message parses, same argument names and kinds, same select cases); returns the problems (empty
 * when fine). `catalogues` defaults to the shipped ones; a test passes a broken one to see it fail.
 */
export function catalogueProblems(catalogues: Readonly<Record<string, Readonly<Record<string, string>>>> = CATALOGUES): string[] {
  const problems: string[] = [];
  const reference = new Map<string, Map<string, string>>();
  for (const [key, text] of Object.entries(en)) reference.set(key, argumentsOf(compile(text, "en").getAst()));
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    for (const key of reference.keys()) if (!(key in catalogue)) problems.push(`${locale}: "${key}" is missing`);
    for (const [key, text] of Object.entries(catalogue)) {
      const expected = reference.get(key);
      if (!expected) {
        problems.push(`${locale}: "${key}" is not an English key`);
        continue;
      }
      if (text.trim() === "") {
        problems.push(`${locale}: "${key}" is empty`);
        continue;
      }
      let actual: Map<string, string>;
      try {
        actual = argumentsOf(compile(text, locale).getAst());
      } catch (error) {
        problems.push(`${locale}: "${key}" does not parse: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      const want = describe(new Map([...expected].sort()));
      const got = describe(new Map([...actual].sort()));
      if (want !== got) problems.push(`${locale}: "${key}" takes ${got}, English takes ${want}`);
    }
  }
  return problems;
}
