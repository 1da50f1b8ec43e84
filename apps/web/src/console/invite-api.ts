// A staff invite link (`/console/#/invite/<token>`): the page asks who it is for, then sets the
// member's password and signs them in (the service sets the session cookie). Refusals are told in
// the page's language: the service names why a link no longer works in one word (its first
// detail), which the page's catalogue says in full.
import type { Translate } from "../common/words";
import type { MessageKey } from "../i18n/translate";
import type { SignedInMember } from "./session-api";

/** The token of an invite link in the address's fragment, or null. */
export function inviteTokenOf(hash: string): string | null {
  const match = /^#\/invite\/([\w-]+)$/.exec(hash);
  return match?.[1] ?? null;
}

const REASONS: Record<string, MessageKey> = {
  used: "console.invite.used",
  expired: "console.invite.expired",
  replaced: "console.invite.replaced",
  inactive: "console.invite.inactive",
};

interface ErrorAnswer {
  error?: { message?: string; details?: { path: string; message: string }[] };
}

/** Why the link did not work, in the page's language. */
async function refusal(res: Response, t: Translate): Promise<Error> {
  const body = (await res.json().catch(() => ({}))) as ErrorAnswer;
  const detail = body.error?.details?.[0];
  const reason = detail?.path === "token" ? REASONS[detail.message] : undefined;
  if (res.status === 409 && reason) return new Error(t(reason));
  if (res.status === 404) return new Error(t("console.invite.unknown"));
  if (res.status === 429) return new Error(t("console.invite.tooMany"));
  if (res.status === 400 && detail?.path === "password") return new Error(t("console.invite.short"));
  return new Error(t("console.problem.status", { status: res.status }));
}

async function post(path: string, body: unknown, t: Translate): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  } catch {
    throw new Error(t("console.problem.network"));
  }
  if (!res.ok) throw await refusal(res, t);
  return res;
}

export interface InviteAbout {
  name: string;
  salon: string;
  expiresAt: string;
}

/** Who the link is for; throws an Error saying why it no longer works. */
export async function checkInvite(token: string, t: Translate): Promise<InviteAbout> {
  const res = await post("/console/session/invite/check", { token }, t);
  return ((await res.json()) as { data: InviteAbout }).data;
}

/** Sets the password and signs in; throws an Error saying what went wrong. */
export async function acceptInvite(token: string, password: string, t: Translate): Promise<SignedInMember> {
  const res = await post("/console/session/invite", { token, password }, t);
  return ((await res.json()) as { data: { staff: SignedInMember } }).data.staff;
}
