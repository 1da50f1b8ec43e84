// What the page is opened as, from its address:
// - /console/…               the front desk, for staff with a provider key (sk_…, kept out of the
//                             address: see common/session.ts);
// - /book/?key=pk_…          the salon's public booking page (a public key is not a secret: it may
//                             sit in the address, in a link or in the embed snippet);
// - /book/#manage=<token>    a customer's booking, opened from its manage link (the token rides in
//                             the fragment, which is never sent to a server);
// - /book/#manage=<token>&verify=<code>
//                             the same, from the email that asks a visitor to confirm a held booking:
//                             the page first sends the code (ManagePage), then drops it from the address;
// - /book/#waitlist=<token>  a customer's place on a salon's waitlist, opened from the entry's link
//                             (the join's answer): the entry, and leaving the line (WaitlistEntryPage);
// - /book/#waitlist=<token>&verify=<code>
//                             the same, from the email that asks a visitor to confirm their place:
//                             the page first sends the code, then drops it from the address;
// - /book/#key=sk_…          a front-desk link of before the console moved: opened at /console/ instead;
// - anything else            a page saying what this is, and where salons' customers and staff go.
export type PageMode =
  | { kind: "public"; key: string }
  | { kind: "manage"; token: string; verifyCode: string | null }
  | { kind: "waitlist"; token: string; verifyCode: string | null }
  | { kind: "front-desk" }
  | { kind: "moved"; address: string }
  | { kind: "about" };

/** Where the front desk lives. */
export const CONSOLE_PATH = "/console/";

const PUBLIC_KEY = /^pk_[0-9a-z]{32,128}$/i;
const STAFF_KEY = /^(?:sk|ck)_[0-9a-z]{32,128}$/i;
const MANAGE_TOKEN = /^[0-9a-z]{16,200}$/i;

export function pageMode(location: Pick<Location, "pathname" | "search" | "hash">): PageMode {
  if (/^\/console(?:\/|$)/.test(location.pathname)) return { kind: "front-desk" };
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  const token = fragment.get("manage");
  // Any code is kept as it came (even a mangled one): the service, not the page, says whether it is
  // the one emailed, and the visitor is then told that the link is not valid.
  if (token !== null && MANAGE_TOKEN.test(token)) return { kind: "manage", token, verifyCode: fragment.get("verify") };
  // A waitlist entry's link: its token is made like a manage link's.
  const entryToken = fragment.get("waitlist");
  if (entryToken !== null && MANAGE_TOKEN.test(entryToken))
    return { kind: "waitlist", token: entryToken, verifyCode: fragment.get("verify") };
  const key = new URLSearchParams(location.search).get("key") ?? fragment.get("key");
  if (key !== null && PUBLIC_KEY.test(key.trim())) return { kind: "public", key: key.trim() };
  // A staff key in the fragment: the front desk's link of old. Only the fragment moves (never the query: a
  // secret key there was already sent to the server, and the front desk refuses to read it).
  const staffKey = fragment.get("key");
  if (staffKey !== null && STAFF_KEY.test(staffKey.trim())) return { kind: "moved", address: `${CONSOLE_PATH}${location.hash}` };
  return { kind: "about" };
}

/** The address without the verification code, so a reload does not send it again. */
export function withoutVerifyCode(location: Pick<Location, "pathname" | "search" | "hash">): string {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  fragment.delete("verify");
  const rest = fragment.toString();
  return `${location.pathname}${location.search}${rest ? `#${rest}` : ""}`;
}
