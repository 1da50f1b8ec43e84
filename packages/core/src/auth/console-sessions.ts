// Staff sign-in to the provider's console (/console/). A member signs in with their email and
// password (argon2id, see passwords.ts) and gets a random session token, which the API puts in an
// HttpOnly cookie; only the token's SHA-256 digest is stored. The session acts as a provider
// caller with the member's role on native tRPC only (the API decides where cookies count), for
// eight hours or until revoked: sign-out, sign-out everywhere, a new password, or the member
// deactivated or deleted (every lookup joins the member, so that takes effect at once).
import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { z } from "zod";
import { prepared, type Database, type StaffRole } from "@booking/db";
import { newId, randomBase62 } from "../ids";
import { invalidInput, zodIssuesToDetails } from "../errors";
import { callerProvider, callerProviderColumns, PLAN_RATE_LIMITS, type Caller } from "./api-keys";
import { verifyPassword } from "./passwords";

/** How long a session lasts from sign-in; it is not extended by use (a working day). */
export const CONSOLE_SESSION_HOURS = 8;
/** Requests per minute of one console session (a person clicking through views, with batching). */
export const CONSOLE_SESSION_RATE_LIMIT = PLAN_RATE_LIMITS.enterprise;
/** The cookie's token: `cs_` and 40 base62 characters (238 random bits). */
export const CONSOLE_TOKEN_PATTERN = /^cs_[0-9A-Za-z]{40}$/;
/** At most this many members with one email (one per salon) are tried at sign-in. */
const MAX_ACCOUNTS_PER_EMAIL = 10;

/** The staff member a console session acts as. */
export interface ConsoleMember {
  sessionId: string;
  staffId: string;
  role: StaffRole;
}

/**
 * Deletes sessions that ended (expired or signed out) a day or more before `now`: those of one
 * member (at their sign-in), or everyone's (the worker's maintenance pass). The table holds live
 * sessions and recent ones.
 */
export async function deleteEndedSessions(
  db: Kysely<Database>,
  now: Date,
  member?: { providerId: string; staffId: string },
): Promise<number> {
  const dayBefore = new Date(now.getTime() - 86_400_000);
  let ended = db.deleteFrom("console_sessions").where((eb) => eb.or([eb("expires_at", "<", dayBefore), eb("revoked_at", "<", dayBefore)]));
  if (member) ended = ended.where("provider_id", "=", member.providerId).where("staff_id", "=", member.staffId);
  const result = await ended.executeTakeFirst();
  return Number(result.numDeletedRows);
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** What the console's sign-in form sends. */
export const signInInput = z.strictObject({
  email: z.string().trim().min(1, "enter your email").max(320),
  password: z.string().min(1, "enter your password").max(1024),
  providerId: z.uuid().optional().meta({ description: "Which salon, when the same email signs in to several" }),
});

/** The sign-in form's fields, or a 400 naming each problem. */
export function parseSignIn(body: unknown): z.infer<typeof signInInput> {
  const parsed = signInInput.safeParse(body);
  if (!parsed.success) throw invalidInput(zodIssuesToDetails(parsed.error.issues));
  return parsed.data;
}

/** Sign-in attempts allowed per quarter hour: from one address, and for one email from anywhere. */
export const SIGN_IN_LIMITS = { perAddress: 30, perEmail: 10, windowSeconds: 15 * 60 };

export interface SignInAttempt {
  email: string;
  password: string;
  /** Which salon, when the same email signs in to several; otherwise the first whose password matches. */
  providerId?: string;
  address: string | null;
  userAgent: string | null;
  now: Date;
}

export interface SignedIn {
  /** The cookie's value: given once, never stored. */
  token: string;
  sessionId: string;
  expiresAt: Date;
  member: { id: string; name: string; role: StaffRole; providerId: string };
}

/**
 * The argon2id hash (the library's default parameters) of 32 random bytes that were thrown away:
 * checked when no member has the email, so that an unknown address takes as long to refuse as a
 * wrong password (no telling which emails have accounts). No password matches it.
 */
const DECOY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$o/RoGjwruM4snVjR6/xqtQ$2JzMkCihUQrb3n1Az1fq4M393pn0lCS0Nckd0b+dOcU";

/**
 * Checks the email and password and opens a session; null when they do not match an active
 * member's with a password (the caller says only "wrong email or password", whichever it was).
 */
export async function signIn(db: Kysely<Database>, attempt: SignInAttempt): Promise<SignedIn | null> {
  let query = db
    .selectFrom("staff")
    .select(["provider_id", "id", "name", "role", "password_hash"])
    .where(sql<boolean>`lower(email) = lower(${attempt.email})`)
    .where("deleted_at", "is", null)
    .where("is_active", "=", true)
    .where("password_hash", "is not", null)
    .orderBy("created_at")
    .limit(MAX_ACCOUNTS_PER_EMAIL);
  if (attempt.providerId !== undefined) query = query.where("provider_id", "=", attempt.providerId);
  const candidates = await query.execute();
  if (candidates.length === 0) {
    await verifyPassword(DECOY_HASH, attempt.password);
    return null;
  }
  for (const member of candidates) {
    if (!member.password_hash || !(await verifyPassword(member.password_hash, attempt.password))) continue;
    await deleteEndedSessions(db, attempt.now, { providerId: member.provider_id, staffId: member.id });
    const token = `cs_${randomBase62(40)}`;
    const sessionId = newId("cs");
    const expiresAt = new Date(attempt.now.getTime() + CONSOLE_SESSION_HOURS * 3_600_000);
    await db
      .insertInto("console_sessions")
      .values({
        provider_id: member.provider_id,
        id: sessionId,
        staff_id: member.id,
        token_hash: hashToken(token),
        created_at: attempt.now,
        expires_at: expiresAt,
        address: attempt.address,
        user_agent: attempt.userAgent?.slice(0, 512) ?? null,
      })
      .execute();
    return { token, sessionId, expiresAt, member: { id: member.id, name: member.name, role: member.role, providerId: member.provider_id } };
  }
  return null;
}

const sessionByHash = prepared((db: Kysely<Database>, p: { tokenHash: string; now: Date }) =>
  db
    .selectFrom("console_sessions as cs")
    .innerJoin("staff as s", (join) => join.onRef("s.provider_id", "=", "cs.provider_id").onRef("s.id", "=", "cs.staff_id"))
    .innerJoin("providers as p", "p.id", "cs.provider_id")
    .select(["cs.id", "cs.provider_id", "cs.staff_id", "s.role", ...callerProviderColumns("cs.provider_id")])
    .where("cs.token_hash", "=", p.tokenHash)
    .where("cs.revoked_at", "is", null)
    .where("cs.expires_at", ">", p.now)
    .where("s.deleted_at", "is", null)
    .where("s.is_active", "=", true),
);

/**
 * The caller a console session acts as: its provider, with the member's role (null for an
 * unknown, expired or revoked token, or a member no longer active). Not cached: a revocation
 * counts from the next request, in every process.
 */
export async function findCallerBySession(db: Kysely<Database>, token: string, now: Date): Promise<Caller | null> {
  if (!CONSOLE_TOKEN_PATTERN.test(token)) return null;
  const [row] = await sessionByHash(db, { tokenHash: hashToken(token), now });
  if (!row) return null;
  return {
    keyId: row.id,
    providerId: row.provider_id,
    audience: "provider",
    customerId: null,
    plan: "default",
    rateLimit: CONSOLE_SESSION_RATE_LIMIT,
    origins: [],
    provider: callerProvider(row),
    importsCalendars: row.imports_calendars,
    staffMember: { sessionId: row.id, staffId: row.staff_id, role: row.role },
  };
}

/** Ends the session of this token (sign-out); unknown tokens are ignored. */
export async function signOut(db: Kysely<Database>, token: string, now: Date): Promise<void> {
  if (!CONSOLE_TOKEN_PATTERN.test(token)) return;
  await db
    .updateTable("console_sessions")
    .set({ revoked_at: now })
    .where("token_hash", "=", hashToken(token))
    .where("revoked_at", "is", null)
    .execute();
}

/** Ends every session of a member (sign-out everywhere, a new password); returns how many were open. */
export async function revokeMemberSessions(db: Kysely<Database>, providerId: string, staffId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable("console_sessions")
    .set({ revoked_at: now })
    .where("provider_id", "=", providerId)
    .where("staff_id", "=", staffId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
