// Catalogue messages through ICU MessageFormat (intl-messageformat): each message compiled once per
// locale, then formatted with plain values. `formatMessage` gives plain text and leaves tags
// unparsed (a message's "<b>" is text); `formatMessageParts` parses tags and hands each tag's text
// to the caller (the web pages' rich text). Only catalogue texts are formatted, never text from a
// request: the compiled messages are kept for the process's life, one per catalogue entry.
import { IntlMessageFormat } from "intl-messageformat";

type MessageValue = string | number;
export type MessageValues = Readonly<Record<string, MessageValue>>;

const compiled = new Map<string, IntlMessageFormat>();

function compile(message: string, locale: string, tags: boolean): IntlMessageFormat {
  const cacheKey = `${locale}\u0000${tags ? "tags" : "text"}\u0000${message}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: !tags });
    compiled.set(cacheKey, format);
  }
  return format;
}

/** A message in `locale` (a BCP 47 tag: "de", "en-US"), its arguments filled in, as plain text. */
export function formatMessage(locale: string, message: string, values: MessageValues = {}): string {
  const out = compile(message, locale, false).format<string>(values);
  // Plain values give a string; anything else is a catalogue bug worth hearing about loudly.
  if (typeof out !== "string") throw new Error(`the message "${message}" did not format to text in ${locale}`);
  return out;
}

/** A message with tags (<strong>…</strong>): the pieces of text and what each tag's function made of its text. */
export function formatMessageParts<T>(
  locale: string,
  message: string,
  values: Readonly<Record<string, MessageValue | ((chunks: (string | T)[]) => T)>>,
): (string | T)[] {
  const formatted = compile(message, locale, true).format<T>(values);
  return Array.isArray(formatted) ? formatted : [formatted];
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
      ["tag", "<a>x</a>"],
    ] as const
  ).map(([kind, sample]) => {
    const [element] = compile(sample, "en", true).getAst();
    if (!element) throw new Error(`the ICU parser gave nothing for ${sample}`);
    return [element.type, kind];
  }),
);

function argumentsOf(elements: readonly Element[], into: Map<string, string>): Map<string, string> {
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
      const name = kind === "tag" ? `<${element.value}>` : element.value;
      const seen = into.get(name);
      into.set(name, seen && seen !== kind ? `${seen}+${kind}` : kind);
    }
  }
  return into;
}

/**
 * What a message asks of its caller, sorted by name: each argument with its kind ("argument",
 * "plural", "select[a|other]" naming its cases, …) and, with `tags`, each tag ("<strong>": "tag").
 * Throws when the message does not parse.
 */
export function messageArguments(message: string, locale: string, options: { tags?: boolean } = {}): Map<string, string> {
  const found = argumentsOf(compile(message, locale, options.tags ?? false).getAst(), new Map());
  return new Map([...found].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function describe(args: Map<string, string>): string {
  const words = [...args].map(([name, kind]) => (kind === "tag" ? name : kind === "argument" ? `{${name}}` : `{${name}, ${kind}}`));
  return words.join(" ") || "none";
}

/**
 * Every catalogue says what `reference` (English) says: the same keys, each message parses, takes
 * the same arguments (names and kinds, a select's cases) and, with `tags`, the same tags; none is
 * empty. Returns the problems, "<language>: …" each (empty when fine).
 */
export function catalogueProblems(
  reference: Readonly<Record<string, string>>,
  catalogues: Readonly<Record<string, Readonly<Record<string, string>>>>,
  options: { tags?: boolean } = {},
): string[] {
  const problems: string[] = [];
  const expected = new Map<string, string>();
  for (const [key, text] of Object.entries(reference)) expected.set(key, describe(messageArguments(text, "en", options)));
  for (const [language, catalogue] of Object.entries(catalogues)) {
    for (const key of expected.keys()) if (!(key in catalogue)) problems.push(`${language}: "${key}" is missing`);
    for (const [key, text] of Object.entries(catalogue)) {
      const want = expected.get(key);
      if (want === undefined) {
        problems.push(`${language}: "${key}" is not an English key`);
        continue;
      }
      if (text.trim() === "") {
        problems.push(`${language}: "${key}" is empty`);
        continue;
      }
      let got: string;
      try {
        got = describe(messageArguments(text, language, options));
      } catch (error) {
        problems.push(`${language}: "${key}" does not parse: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      if (want !== got) problems.push(`${language}: "${key}" takes ${got}, English takes ${want}`);
    }
  }
  return problems;
}
