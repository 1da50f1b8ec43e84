// What the page at /book/ is opened as, from its address:
// - /book/?key=pk_…          the salon's public booking page (a public key is not a secret: it may
//                             sit in the address, in a link or in the embed snippet);
// - /book/#manage=<token>    a customer's booking, opened from its manage link (the token rides in
//                             the fragment, which is never sent to a server);
// - anything else            the front desk, for staff with a provider key (sk_…, kept out of the
//                             address: see front-desk/session.ts).
export type PageMode = { kind: "public"; key: string } | { kind: "manage"; token: string } | { kind: "front-desk" };

const PUBLIC_KEY = /^pk_[0-9a-z]{32,128}$/i;
const MANAGE_TOKEN = /^[0-9a-z]{16,200}$/i;

export function pageMode(location: Pick<Location, "search" | "hash">): PageMode {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  const token = fragment.get("manage");
  if (token !== null && MANAGE_TOKEN.test(token)) return { kind: "manage", token };
  const key = new URLSearchParams(location.search).get("key") ?? fragment.get("key");
  if (key !== null && PUBLIC_KEY.test(key.trim())) return { kind: "public", key: key.trim() };
  return { kind: "front-desk" };
}
