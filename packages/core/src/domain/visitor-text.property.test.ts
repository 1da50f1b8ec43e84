// The visitor's name as messages repeat it, against generated spam: links and addresses written in
// every way a filter might miss (wrapped in brackets and quotes of any script, nested, with
// punctuation or invisible characters inside, full-width or ideographic dots, dots spelt out, a
// scheme, www., a bare host, a path, an email address) between ordinary names. No link survives,
// and the names around it survive intact.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MESSAGE_NAME_LENGTH, nameForMessages } from "./visitor-text";

// A second or so by default; e.g. PROPERTY_RUNS=20000 for a longer search.
const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 1000);

/** Names, initials and titles a visitor may type: none of them reads as a link. */
const NAME_WORDS = [
  "Anna",
  "Dr.",
  "A.",
  "Smith",
  "O'Brien",
  "D’Angelo",
  "Zoë",
  "(Zo)",
  "Müller",
  "李小龍",
  "Anne-Marie",
  "J.",
  "R.",
  "de",
  "la",
  "Nguyễn",
  "Ólafsdóttir",
  "St.",
  "«Mimi»",
  "Jr.,",
  "“Bob”",
  "Gal·la",
] as const;

/** Openers and their closers, of many scripts and widths; a wrapper may also be lopsided. */
const WRAPPERS: [string, string][] = [
  ["(", ")"],
  ["[", "]"],
  ["{", "}"],
  ["<", ">"],
  ['"', '"'],
  ["'", "'"],
  ["`", "`"],
  ["‹", "›"],
  ["›", "‹"],
  ["«", "»"],
  ["»", "«"],
  ["“", "”"],
  ["„", "“"],
  ["‘", "’"],
  ["‚", "‘"],
  ["「", "」"],
  ["『", "』"],
  ["【", "】"],
  ["〈", "〉"],
  ["《", "》"],
  ["（", "）"],
  ["［", "］"],
  ["｛", "｝"],
  ["＜", "＞"],
  ["⟨", "⟩"],
  ["❨", "❩"],
  ["¿", "?"],
  ["¡", "!"],
  ["*", "*"],
  ["_", "_"],
  ["~", "~"],
  ["", "."],
  ["", ","],
  ["", "…"],
  ["", "。"],
  ["", ")."],
  ["(", ""],
  ["", "?!"],
];

/** Characters slipped inside a link to break a filter's pattern: punctuation, quotes, brackets, invisible ones. */
const INSIDE = [
  "'",
  '"',
  "’",
  "«",
  "»",
  "‹",
  "›",
  "(",
  ")",
  "[",
  "]",
  "{",
  "}",
  "\u200b",
  "\u200d",
  "\u2060",
  "\ufeff",
  "\u00ad",
  "|",
  "¦",
  "^",
  "`",
  "*",
];

/** Ways of writing the dot between a host's labels. */
const DOTS = [".", ".", ".", "．", "。", "｡", "․", "﹒", "[.]", "(.)", "{.}", "[dot]", "(dot)", "(DOT)"];

const letters = (min: number, max: number) => fc.stringMatching(new RegExp(`^[a-z]{${min},${max}}$`));
const label = fc.stringMatching(/^[a-z\d][a-z\d-]{0,6}[a-z\d]$|^[a-z\d]$/);
const pathPart = fc.stringMatching(/^\/[\w-]{0,8}(?:\?[a-z]=\d)?(?:#[a-z]{1,4})?$/);

/** A host as its labels (joined by whatever dot is chosen later) and its top-level domain. */
const host = fc.record({ labels: fc.array(label, { minLength: 1, maxLength: 3 }), topLevel: letters(2, 6) });

/** A link or address, as parts to be joined with generated dots. */
const link = fc.oneof(
  fc.record({
    kind: fc.constant("scheme" as const),
    scheme: fc.constantFrom("http", "https", "HTTPS", "hxxps", "ftp"),
    host,
    path: fc.option(pathPart),
  }),
  fc.record({ kind: fc.constant("www" as const), host, path: fc.option(pathPart) }),
  fc.record({ kind: fc.constant("bare" as const), host, path: fc.option(pathPart) }),
  fc.record({
    kind: fc.constant("short" as const),
    labels: fc.array(label, { minLength: 1, maxLength: 2 }),
    topLevel: letters(1, 1),
    path: pathPart,
  }),
  fc.record({ kind: fc.constant("email" as const), local: label, host, mailto: fc.boolean() }),
);
type Link = typeof link extends fc.Arbitrary<infer L> ? L : never;

/** The link's text, with plain dots. */
function linkText(l: Link): string {
  const hostText = (labels: string[], topLevel: string) => [...labels, topLevel].join(".");
  switch (l.kind) {
    case "scheme":
      return `${l.scheme}://${hostText(l.host.labels, l.host.topLevel)}${l.path ?? ""}`;
    case "www":
      return `www.${hostText(l.host.labels, l.host.topLevel)}${l.path ?? ""}`;
    case "bare":
      return `${hostText(l.host.labels, l.host.topLevel)}${l.path ?? ""}`;
    case "short":
      return `${hostText(l.labels, l.topLevel)}${l.path}`;
    case "email":
      return `${l.mailto ? "mailto:" : ""}${l.local}@${hostText(l.host.labels, l.host.topLevel)}`;
  }
}

/** Each dot written one of the ways drawn (in turn). */
function withDots(text: string, dots: string[]): string {
  let n = 0;
  return text.replaceAll(".", () => dots[n++ % dots.length]!);
}

/** Full-width letters and digits for the chosen positions (NFKC reads them as ASCII, and so do some mail clients). */
const fullWidth = (text: string, positions: number[]) =>
  [...text].map((c, i) => (positions.includes(i) && /[\da-z]/i.test(c) ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c)).join("");

/** Inserts characters at the given positions (counted in code points, clamped to the text). */
function insertAt(text: string, inserts: { at: number; char: string }[]): string {
  const chars = [...text];
  for (const { at, char } of inserts) chars.splice(Math.min(at, chars.length), 0, char);
  return chars.join("");
}

const spam = fc.record({
  before: fc.array(fc.constantFrom(...NAME_WORDS), { maxLength: 2 }),
  after: fc.array(fc.constantFrom(...NAME_WORDS), { maxLength: 2 }),
  link,
  dots: fc.array(fc.constantFrom(...DOTS), { minLength: 1, maxLength: 4 }),
  wrappers: fc.array(fc.constantFrom(...WRAPPERS), { maxLength: 3 }),
  inside: fc.array(fc.record({ at: fc.nat(40), char: fc.constantFrom(...INSIDE) }), { maxLength: 3 }),
  fullWidth: fc.array(fc.nat(40), { maxLength: 6 }),
});

describe("nameForMessages against generated links", () => {
  it("takes out every link however it is wrapped, dotted or broken up, and keeps the names around it intact", () => {
    fc.assert(
      fc.property(spam, (s) => {
        let word = fullWidth(withDots(insertAt(linkText(s.link), s.inside), s.dots), s.fullWidth);
        for (const [open, close] of s.wrappers) word = `${open}${word}${close}`;
        const typed = [...s.before, word, ...s.after].join(" ");
        const names = [...s.before, ...s.after].join(" ");
        expect(nameForMessages(typed), JSON.stringify(typed)).toBe(names === "" ? "there" : names);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("keeps names without links as they were typed", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...NAME_WORDS), { minLength: 1, maxLength: 4 }), (words) => {
        const name = words.join(" ");
        expect(nameForMessages(name)).toBe([...name].slice(0, MESSAGE_NAME_LENGTH).join("").trim());
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("leaves no scheme, www. or address in anything typed, clipped to the message length", () => {
    const anything = fc.array(
      fc.oneof(fc.string({ unit: "binary", maxLength: 12 }), fc.constantFrom(...DOTS, ...INSIDE, "://", "www", "@", "＠", "：／／", " ")),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(anything, (parts) => {
        const shown = nameForMessages(parts.join(""));
        expect([...shown].length).toBeLessThanOrEqual(MESSAGE_NAME_LENGTH);
        // As a reader sees it: invisible characters, marks and other punctuation ignored.
        const read = shown
          .normalize("NFKC")
          .replace(/\p{Cf}/gu, "")
          .replace(/[^\p{L}\p{N}\s.:/@]/gu, "");
        expect(read, JSON.stringify(shown)).not.toMatch(/:\/\/|@|(?:^|\s)www\.[\p{L}\p{N}]/iu);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
