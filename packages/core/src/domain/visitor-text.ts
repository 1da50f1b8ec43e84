// What a visitor typed, as messages may repeat it. Anyone can book through a public key with any
// email address and any "name", so a booking page could be used to send a stranger a message of
// the visitor's choosing from the salon's address. Messages a public booking causes therefore carry,
// of what the visitor typed, only the name, clipped, and with anything that reads as a link or an
// address taken out.

/** The longest a visitor's name may run in a message. */
export const MESSAGE_NAME_LENGTH = 60;

/**
 * Link-like text: a scheme (https://…, mailto:…), a www. host, an email address, or a host name
 * ending in a top-level domain of letters (shop.example, bit.ly/x), with whatever path follows.
 */
const LINK_LIKE = /\b[a-z][\d+.a-z-]*:\/*\S*|\bwww\.\S*|\S*@\S*|\b[\d\p{L}-]+(?:\.[\d\p{L}-]+)*\.\p{L}{2,}(?:[/?#]\S*)?/giu;

/** The name as a message may say it: at most MESSAGE_NAME_LENGTH characters, no link-like text. */
export function nameForMessages(name: string): string {
  const cleaned = name.replace(LINK_LIKE, " ").replace(/\s+/g, " ").trim();
  const clipped = [...cleaned].slice(0, MESSAGE_NAME_LENGTH).join("").trim();
  return clipped || "there";
}
