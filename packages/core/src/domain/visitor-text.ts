// What a visitor typed, as messages may repeat it. Anyone can book through a public key with any
// email address and any "name", so a booking page could be used to send a stranger a message of
// the visitor's choosing from the salon's address. Messages a public booking causes therefore carry,
// of what the visitor typed, only the name, clipped, and with anything that reads as a link or an
// address taken out.

/** The longest a visitor's name may run in a message. */
export const MESSAGE_NAME_LENGTH = 60;

/** A scheme (https:, mailto:, or a disguised hxxps:) at a word's start. */
const SCHEME = /^[a-z][\d+.a-z-]*:/i;
/** One label of a host name. */
const LABEL = /^[\p{L}\d-]+$/u;
/** A top-level domain: letters (2 or more), or an internationalised one in its ASCII form. */
const TOP_LEVEL = /^(?:\p{L}{2,}|xn--[\da-z-]+)$/iu;
/** A top-level domain when a path follows the host ("x.y/z" reads as a link whatever its length). */
const TOP_LEVEL_BEFORE_PATH = /^\p{L}+$/u;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
/** What may stand before a link in a sentence ("(evil.example)", "«www.evil.example»", "//evil.example"). */
const LEADING = /^[^\p{L}\p{N}]+/u;
/** A character a link may end with (what follows the last one is sentence punctuation). */
const LINK_END = /[\p{L}\p{N}/]/u;

/** Text without the sentence punctuation at its end (a loop: a regex anchored at the end would backtrack on long runs). */
function withoutTrailing(text: string): string {
  const chars = [...text];
  let end = chars.length;
  while (end > 0 && !LINK_END.test(chars[end - 1] ?? "")) end--;
  return chars.slice(0, end).join("");
}

/**
 * The ideographic full stop, which URL parsers read as a dot (NFKC has already made the
 * full-width and small full stops "." and the half-width ideographic one this).
 */
const IDEOGRAPHIC_FULL_STOP = /\u3002/g;
/** A dot spelt out inside brackets to slip past filters: "evil[.]example", "evil(dot)example". */
const SPELT_DOT = /[\p{Pi}\p{Pf}\p{Ps}<](?:\.|dot)[\p{Pe}\p{Pf}\p{Pi}>]/giu;
/**
 * Everything a link is not written with: other punctuation, brackets, quotes, symbols, invisible
 * characters, and combining marks (over a letter of a host they do not hide it).
 */
const NOT_LINK_TEXT = /[^\p{L}\p{N}#%&+\-./:=?@_~]/gu;

/**
 * Whether a word, stripped of what may surround it in a sentence, reads as a link or an address: a
 * scheme, a www. host, an email address, an IPv4 address, or a host name ending in a top-level
 * domain of letters (shop.example, bit.ly/x, x.y/z) with whatever path follows.
 */
function linkLike(word: string): boolean {
  if (word.includes("@") || word.includes("://")) return true;
  const started = word.replace(LEADING, "");
  if (/^www\./i.test(started)) return true;
  const bare = withoutTrailing(started);
  if (SCHEME.test(bare)) return true;
  const pathAt = bare.search(/[#/?]/);
  const host = pathAt === -1 ? bare : bare.slice(0, pathAt);
  if (IPV4.test(host)) return true;
  const labels = host.split(".");
  const topLevel = labels[labels.length - 1] ?? "";
  return (
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    (TOP_LEVEL.test(topLevel) || (pathAt !== -1 && TOP_LEVEL_BEFORE_PATH.test(topLevel)))
  );
}

/**
 * Whether a word holds a link however it is written: in its compatibility form (full-width letters,
 * dots and slashes read as ASCII), with dots spelt out read as dots, then both with everything a
 * link is not written with taken out (quotes, brackets or invisible characters around or inside
 * it) and piece by piece between such characters ("(evil.example)1"). Word by word and in linear
 * time, so that no crafted name can make the check slow.
 */
function holdsLink(word: string): boolean {
  const read = word.normalize("NFKC").replace(IDEOGRAPHIC_FULL_STOP, ".").replace(SPELT_DOT, ".");
  if (linkLike(read.replace(NOT_LINK_TEXT, ""))) return true;
  return read.split(NOT_LINK_TEXT).some((piece) => piece !== "" && linkLike(piece));
}

/** White space between words; not U+FEFF, which JavaScript counts as space but shows as nothing. */
const WORD_BREAK = /[^\S\uFEFF]+/u;

const withoutLinks = (text: string) =>
  text
    .split(WORD_BREAK)
    .filter((word) => word !== "" && !holdsLink(word))
    .join(" ");

/** The name as a message may say it: at most MESSAGE_NAME_LENGTH characters, no link-like words. */
export function nameForMessages(name: string): string {
  const clipped = [...withoutLinks(name)].slice(0, MESSAGE_NAME_LENGTH).join("");
  // Clipping may cut a word into one that reads as a link ("evil.example1" into "evil.example").
  return withoutLinks(clipped).trim() || "there";
}
