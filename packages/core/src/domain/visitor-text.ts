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
const TOP_LEVEL = /^\p{L}{2,}$/u;
/** What may follow a link in a sentence ("see evil.example."). */
const TRAILING_PUNCTUATION = new Set("!),.:;?]");

/**
 * Whether a word reads as a link or an address: a scheme, a www. host, an email address, or a host
 * name ending in a top-level domain of letters (shop.example, bit.ly/x) with whatever path follows.
 * Word by word, so that no crafted name can make the check slow.
 */
function linkLike(word: string): boolean {
  let end = word.length;
  while (end > 0 && TRAILING_PUNCTUATION.has(word.charAt(end - 1))) end--;
  const bare = word.slice(0, end);
  if (SCHEME.test(bare) || bare.includes("@") || /^www\./i.test(bare)) return true;
  const pathAt = bare.search(/[#/?]/);
  const host = pathAt === -1 ? bare : bare.slice(0, pathAt);
  const labels = host.split(".");
  const topLevel = host.slice(host.lastIndexOf(".") + 1);
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(topLevel);
}

/** The name as a message may say it: at most MESSAGE_NAME_LENGTH characters, no link-like words. */
export function nameForMessages(name: string): string {
  const cleaned = name
    .split(/\s+/)
    .filter((word) => word !== "" && !linkLike(word))
    .join(" ");
  const clipped = [...cleaned].slice(0, MESSAGE_NAME_LENGTH).join("").trim();
  return clipped || "there";
}
