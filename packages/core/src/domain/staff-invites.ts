// Staff invites: a one-time link that lets a member set their console password and signs them in.
// The rules here are pure: how long a link lasts, what a token looks like, and whether a stored
// invite can still be used (and if not, why, in words the person can act on).

/** How long an invite link works after it is made. */
export const INVITE_HOURS = 72;

/** The link's token: `iv_` and 40 base62 characters (238 random bits). */
export const INVITE_TOKEN_PATTERN = /^iv_[0-9A-Za-z]{40}$/;

/** The console's page for an invite token, under the service's public address. */
export function inviteLink(publicUrl: string, token: string): string {
  const base = publicUrl.endsWith("/") ? publicUrl.slice(0, -1) : publicUrl;
  return `${base}/console/#/invite/${token}`;
}

/** When an invite made at `now` stops working. */
export function inviteExpiry(now: Date): Date {
  return new Date(now.getTime() + INVITE_HOURS * 3_600_000);
}

/** What is stored of an invite that decides whether it can be used. */
export interface InviteState {
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  /** Whether the member can still sign in (active and not deleted). */
  memberActive: boolean;
}

/** Why an invite cannot be used: each answers its own clear refusal. */
export type InviteRefusal = "used" | "expired" | "replaced" | "inactive";

/** Null when the invite can be used at `now`, else why not (used beats expired: the person did use it). */
export function inviteRefusal(invite: InviteState, now: Date): InviteRefusal | null {
  if (invite.usedAt !== null) return "used";
  if (invite.revokedAt !== null) return "replaced";
  if (invite.expiresAt.getTime() <= now.getTime()) return "expired";
  if (!invite.memberActive) return "inactive";
  return null;
}

/** The refusal in words for the answer's message. */
export const INVITE_REFUSAL_MESSAGES: Record<InviteRefusal, string> = {
  used: "This invite link has been used already; sign in with your password, or ask for a new link",
  expired: `This invite link has expired (links work for ${INVITE_HOURS} hours); ask for a new one`,
  replaced: "A newer invite link was made for you; use that one, or ask for a new one",
  inactive: "Your staff account is switched off; ask an admin",
};
