// Using a staff invite (a one-time console link, see domain/staff-invites.ts): the person sets
// their password and is signed in, as at a sign-in (console-sessions.ts). The API puts the session
// in its cookies and limits attempts per client address like sign-in.
//
// An unknown token answers 404; a used, replaced or expired one, or one of a member switched off,
// answers 409 whose first detail (path "token") names the reason in one word (used, replaced,
// expired, inactive), so a page can say it in its own language.
import { z } from "zod";
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import { AppError, invalidInput, zodIssuesToDetails } from "../errors";
import { INVITE_REFUSAL_MESSAGES, INVITE_TOKEN_PATTERN, inviteRefusal, type InviteRefusal } from "../domain/staff-invites";
import { addressBucket } from "../domain/client-address";
import { findInvite, inviteDigest, type InviteRow } from "../store/staff-invites";
import { staffWritable } from "../routers/staff/schemas";
import { consoleDeviceDigest, openSession, revokeMemberSessions, type SignedIn } from "./console-sessions";
import { withArgon2Turn } from "./passwords";

/** What the console's invite page sends. */
export const inviteUseInput = z.strictObject({
  token: z.string().trim().min(1, "the invite link holds no token").max(100, "is no invite token"),
  password: staffWritable.password,
});

const inviteCheckInput = z.strictObject({ token: inviteUseInput.shape.token });

/** The token the invite page asks about, or a 400. */
export function parseInviteCheck(body: unknown): z.infer<typeof inviteCheckInput> {
  const parsed = inviteCheckInput.safeParse(body);
  if (!parsed.success) throw invalidInput(zodIssuesToDetails(parsed.error.issues));
  return parsed.data;
}

/** The invite page's fields, or a 400 naming each problem. */
export function parseInviteUse(body: unknown): z.infer<typeof inviteUseInput> {
  const parsed = inviteUseInput.safeParse(body);
  if (!parsed.success) throw invalidInput(zodIssuesToDetails(parsed.error.issues));
  return parsed.data;
}

const unknownInvite = () =>
  new AppError("NOT_FOUND", "This invite link is not known; check that it was copied whole, or ask for a new one");

const refused = (reason: InviteRefusal) => new AppError("CONFLICT", INVITE_REFUSAL_MESSAGES[reason], [{ path: "token", message: reason }]);

/** The invite of `token` that can still be used at `now`, or the refusal thrown. */
async function usableInvite(db: Kysely<Database>, token: string, now: Date, lock = false): Promise<InviteRow> {
  if (!INVITE_TOKEN_PATTERN.test(token)) throw unknownInvite();
  const invite = await findInvite(db, inviteDigest(token), lock);
  if (!invite) throw unknownInvite();
  const reason = inviteRefusal(
    { expiresAt: invite.expires_at, usedAt: invite.used_at, revokedAt: invite.revoked_at, memberActive: invite.member_active },
    now,
  );
  if (reason) throw refused(reason);
  return invite;
}

/** Who an invite is for, for the page that takes it (its name and salon); the refusal thrown when it cannot be used. */
export async function describeInvite(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ name: string; salon: string; expiresAt: Date }> {
  const invite = await usableInvite(db, token, now);
  const provider = await db.selectFrom("providers").select("name").where("id", "=", invite.provider_id).executeTakeFirstOrThrow();
  return { name: invite.name, salon: provider.name, expiresAt: invite.expires_at };
}

export interface InviteUse {
  token: string;
  password: string;
  address: string | null;
  userAgent: string | null;
  /** The browser's device cookie, when it sent one. */
  deviceToken?: string;
  now: Date;
}

/**
 * Sets the invited member's password and signs them in: the invite is used up (once only, even
 * when two tabs send it at the same moment), the member's other sessions end (a new password), and
 * a session opens for this browser.
 */
export async function useInvite(db: Kysely<Database>, use: InviteUse): Promise<SignedIn> {
  const first = await usableInvite(db, use.token, use.now);
  const parties = [`salon:${first.provider_id}`, ...(use.address === null ? [] : [`address:${addressBucket(use.address)}`])];
  const passwordHash = await withArgon2Turn(parties, (argon2) => argon2.hash(use.password));
  const invite = await db.transaction().execute(async (trx) => {
    const locked = await usableInvite(trx, use.token, use.now, true);
    await trx
      .updateTable("staff_invites")
      .set({ used_at: use.now })
      .where("provider_id", "=", locked.provider_id)
      .where("id", "=", locked.id)
      .execute();
    await trx
      .updateTable("staff")
      .set({ password_hash: passwordHash, updated_at: use.now })
      .where("provider_id", "=", locked.provider_id)
      .where("id", "=", locked.staff_id)
      .execute();
    await revokeMemberSessions(trx, locked.provider_id, locked.staff_id, use.now);
    return locked;
  });
  return openSession(
    db,
    { providerId: invite.provider_id, id: invite.staff_id, name: invite.name, role: invite.role, passwordHash },
    use,
    consoleDeviceDigest(use.deviceToken),
  );
}
