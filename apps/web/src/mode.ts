// What the page at /book/ is opened as, from its address:
// - /book/?key=pk_…          the salon's public booking page (a public key is not a secret: it may
//                             sit in the address, in a link or in the embed snippet);
// - /book/#manage=<token>    a customer's booking, opened from its manage link (the token rides in
//                             the fragment, which is never sent to a server);
// - /book/#manage=<token>&verify=<code>
//                             the same, from the email that asks a visitor to confirm a held booking:
//                             the page first sends the code (ManagePage), then drops it from the address;
// - anything else            the front desk, for staff with a provider key (sk_…, kept out of the
//                             address: see front-desk/session.ts).
export type PageMode =
  { kind: "public"; key: string } | { kind: "manage"; token: string; verifyCode: string | null } | { kind: "front-desk" };

const PUBLIC_KEY = /^pk_[0-9a-z]{32,128}$/i;
const MANAGE_TOKEN = /^[0-9a-z]{16,200}$/i;

export function pageMode(location: Pick<Location, "search" | "hash">): PageMode {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  const token = fragment.get("manage");
  // Any code is kept as it came (even a mangled one): the service, not the page, says whether it is
  // the one emailed, and the visitor is then told that the link is not valid.
  if (token !== null && MANAGE_TOKEN.test(token)) return { kind: "manage", token, verifyCode: fragment.get("verify") };
  const key = new URLSearchParams(location.search).get("key") ?? fragment.get("key");
  if (key !== null && PUBLIC_KEY.test(key.trim())) return { kind: "public", key: key.trim() };
  return { kind: "front-desk" };
}

/** The address without the verification code, so a reload does not send it again. */
export function withoutVerifyCode(location: Pick<Location, "pathname" | "search" | "hash">): string {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  fragment.delete("verify");
  const rest = fragment.toString();
  return `${location.pathname}${location.search}${rest ? `#${rest}` : ""}`;
}
