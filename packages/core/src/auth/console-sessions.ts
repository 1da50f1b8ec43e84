// Staff sign-in to the provider's console (/console/). A member signs in with their email and
// password (argon2id, see passwords.ts) and gets a random session token, which the API puts in an
// HttpOnly cookie; only the token's SHA-256 digest is stored. The session acts as a provider
// caller with the member's role on native tRPC only (the API decides where cookies count), for
// eight hours after its last use and a week after sign-in at most (domain/console-session-expiry.ts),
// or until revoked: sign-out, sign-out everywhere, a new password, or the member deactivated or
// deleted (revoked in that change's transaction, so switching a member back on brings no session
// back).
//
// Attempts are limited by the API (console-session.ts) on the email as the database matches it:
// its lower(), asked for in the statement that finds the members, so every spelling that reaches
// a member (İ for i, the Kelvin sign for k, capitals) counts against one budget. A browser a
// member has signed in from carries a device cookie (its digest in console_devices, tied to the
// member); attempts with one known for the email tried draw on a budget of their own, so
// strangers' guesses, which spend the email's budget from anywhere, do not lock the member out
// of it. The budget is charged when the attempt's turn at the argon2 gate comes, just before its
// password is checked: an attempt the gate refuses (503) costs nothing.
import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { z } from "zod";
import { prepared, type Database, type StaffRole } from "@booking/db";
import { newId, randomBase62 } from "../ids";
import { invalidInput, presentOrThrow, zodIssuesToDetails } from "../errors";
import { addressBucket } from "../domain/client-address";
import { CONSOLE_SESSION_IDLE_HOURS, extendedSessionEnd, firstSessionEnd } from "../domain/console-session-expiry";
import { callerProvider, callerProviderColumns, PLAN_RATE_LIMITS, type Caller } from "./api-keys";
import { withArgon2Turn } from "./passwords";

/** How long a session lasts after its last use (the first time, after sign-in); see domain/console-session-expiry.ts. */
export const CONSOLE_SESSION_HOURS = CONSOLE_SESSION_IDLE_HOURS;
/** Requests per minute of one console session (a person clicking through views, with batching). */
export const CONSOLE_SESSION_RATE_LIMIT = PLAN_RATE_LIMITS.enterprise;
/** The cookie's token: `cs_` and 40 base62 characters (238 random bits). */
export const CONSOLE_TOKEN_PATTERN = /^cs_[0-9A-Za-z]{40}$/;
/** The device cookie's token: `dv_` and 40 base62 characters. */
export const CONSOLE_DEVICE_TOKEN_PATTERN = /^dv_[0-9A-Za-z]{40}$/;
/** How long a browser stays known after its last sign-in there (the device cookie's lifetime). */
export const CONSOLE_DEVICE_DAYS = 365;
/** At most this many members with one email (one per salon) are tried at sign-in. */
const MAX_ACCOUNTS_PER_EMAIL = 10;

/** The staff member a console session acts as. */
export interface ConsoleMember {
  sessionId: string;
  staffId: string;
  role: StaffRole;
}

/**
 * Deletes sessions that ended (expired or signed out) a day or more before `now`, and browsers
 * whose device cookie has expired: those of one member (at their sign-in), or everyone's (the
 * worker's maintenance pass). The tables hold live sessions and recent ones, and known browsers.
 */
export async function deleteEndedSessions(
  db: Kysely<Database>,
  now: Date,
  member?: { providerId: string; staffId: string },
): Promise<number> {
  const dayBefore = new Date(now.getTime() - 86_400_000);
  let ended = db.deleteFrom("console_sessions").where((eb) => eb.or([eb("expires_at", "<", dayBefore), eb("revoked_at", "<", dayBefore)]));
  let expiredDevices = db.deleteFrom("console_devices").where("expires_at", "<", now);
  if (member) {
    ended = ended.where("provider_id", "=", member.providerId).where("staff_id", "=", member.staffId);
    expiredDevices = expiredDevices.where("provider_id", "=", member.providerId).where("staff_id", "=", member.staffId);
  }
  const sessions = await ended.executeTakeFirst();
  const devices = await expiredDevices.executeTakeFirst();
  return Number(sessions.numDeletedRows) + Number(devices.numDeletedRows);
}

/** The digest a browser's device cookie is stored by; null for a value that is no device token. */
export function consoleDeviceDigest(token: string | undefined): string | null {
  return token !== undefined && CONSOLE_DEVICE_TOKEN_PATTERN.test(token) ? hashToken(token) : null;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The digest a session is stored and looked up by; null for a value that is no session token. */
export function consoleSessionDigest(token: string): string | null {
  return CONSOLE_TOKEN_PATTERN.test(token) ? hashToken(token) : null;
}

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

/**
 * Sign-in attempts allowed per quarter hour: from one client address; for one email (as the
 * database matches it) from anywhere; and for one email from a browser known for it (its device
 * cookie), apart from the email's.
 */
export const SIGN_IN_LIMITS = { perAddress: 30, perEmail: 10, perDevice: 10, windowSeconds: 15 * 60 };

/** What an attempt's budget is counted on. */
export interface SignInBudget {
  /** The email as the database matches it (its lower()): the same for every spelling that reaches the same members. */
  email: string;
  /** The browser's device id when its cookie is known for this email: its attempts have a budget of their own. */
  device: string | null;
}

/** The API's limits on attempts, which signIn asks at two moments. */
export interface SignInLimits {
  /** Before the attempt takes a place at the argon2 gate: throws when its budget is spent already. */
  check(budget: SignInBudget): Promise<void>;
  /** Once its turn has come, just before the password is checked: counts the attempt, throws past the budget. */
  charge(budget: SignInBudget): Promise<void>;
}

export interface SignInAttempt {
  email: string;
  password: string;
  /** Which salon, when the same email signs in to several; otherwise the first whose password matches. */
  providerId?: string;
  address: string | null;
  userAgent: string | null;
  /** The browser's device cookie, when it sent one. */
  deviceToken?: string;
  now: Date;
}

export interface SignedIn {
  /** The cookie's value: given once, never stored. */
  token: string;
  sessionId: string;
  expiresAt: Date;
  member: { id: string; name: string; role: StaffRole; providerId: string };
  /** The browser's device cookie from now on (a new token at every sign-in), for CONSOLE_DEVICE_DAYS. */
  deviceToken: string;
}

/**
 * The argon2id hash (the library's default parameters) of 32 random bytes that were thrown away:
 * checked when no member has the email, so that an unknown address takes as long to refuse as a
 * wrong password (no telling which emails have accounts). No password matches it.
 */
const DECOY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$o/RoGjwruM4snVjR6/xqtQ$2JzMkCihUQrb3n1Az1fq4M393pn0lCS0Nckd0b+dOcU";

interface SignInRow {
  folded: string;
  device_id: string | null;
  provider_id: string | null;
  id: string | null;
  name: string | null;
  role: StaffRole | null;
  password_hash: string | null;
}

/** A member a session is opened for. */
export interface Candidate {
  providerId: string;
  id: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
}

/**
 * In one statement: the email as the database folds it, the browser's device id when its cookie
 * is known for a member with that email, and the active members with a password who have it
 * (one row without a member when none has).
 */
async function signInRows(db: Kysely<Database>, attempt: SignInAttempt, deviceDigest: string | null): Promise<SignInRow[]> {
  const salon = attempt.providerId === undefined ? sql`` : sql`AND provider_id = ${attempt.providerId}`;
  const result = await sql<SignInRow>`
    WITH attempt AS (SELECT lower(${attempt.email}::text) AS email)
    SELECT attempt.email AS folded,
      (SELECT d.device_id FROM console_devices d
         JOIN staff s ON s.provider_id = d.provider_id AND s.id = d.staff_id
        WHERE d.token_hash = ${deviceDigest} AND d.expires_at > ${attempt.now}
          AND s.deleted_at IS NULL AND lower(s.email) = attempt.email
        LIMIT 1) AS device_id,
      m.provider_id, m.id, m.name, m.role, m.password_hash
    FROM attempt
    LEFT JOIN LATERAL (
      SELECT provider_id, id, name, role, password_hash, created_at FROM staff
       WHERE lower(email) = attempt.email AND deleted_at IS NULL AND is_active AND password_hash IS NOT NULL ${salon}
       ORDER BY created_at
       LIMIT ${MAX_ACCOUNTS_PER_EMAIL}
    ) m ON true
    ORDER BY m.created_at`.execute(db);
  return result.rows;
}

/**
 * Who an attempt's password check is for at the argon2 gate (passwords.ts), each holding a share
 * of its places at most: the client address, and the email tried with its members' salons (all
 * unknown emails together as one) or, for a browser known for the email, that browser alone, so
 * that a crowd trying the email or the salon does not keep it out.
 */
function gateParties(address: string | null, budget: SignInBudget, candidates: Candidate[]): string[] {
  const parties = address === null ? [] : [`address:${addressBucket(address)}`];
  if (budget.device !== null) {
    parties.push(`device:${budget.device}`);
    return parties;
  }
  parties.push(`email:${budget.email}`);
  if (candidates.length === 0) parties.push("salon:none");
  for (const providerId of new Set(candidates.map((c) => c.providerId))) parties.push(`salon:${providerId}`);
  return parties;
}

/**
 * Checks the email and password and opens a session; null when they do not match an active
 * member's with a password (the caller says only "wrong email or password", whichever it was).
 * `limits` are asked before and once the password's turn at the argon2 gate has come (whose
 * refusal, argon2Busy(), is thrown as it is).
 */
export async function signIn(db: Kysely<Database>, attempt: SignInAttempt, limits: SignInLimits): Promise<SignedIn | null> {
  const deviceDigest =
    attempt.deviceToken !== undefined && CONSOLE_DEVICE_TOKEN_PATTERN.test(attempt.deviceToken) ? hashToken(attempt.deviceToken) : null;
  const rows = await signInRows(db, attempt, deviceDigest);
  const first = presentOrThrow(rows[0], "the sign-in statement answers a row for every email");
  const budget: SignInBudget = { email: first.folded, device: first.device_id };
  await limits.check(budget);
  const candidates: Candidate[] = [];
  for (const row of rows) {
    if (row.provider_id === null || row.id === null || row.name === null || row.role === null || row.password_hash === null) continue;
    candidates.push({ providerId: row.provider_id, id: row.id, name: row.name, role: row.role, passwordHash: row.password_hash });
  }
  const member = await withArgon2Turn(gateParties(attempt.address, budget, candidates), async (argon2) => {
    await limits.charge(budget);
    if (candidates.length === 0) {
      await argon2.verify(DECOY_HASH, attempt.password);
      return null;
    }
    for (const candidate of candidates) if (await argon2.verify(candidate.passwordHash, attempt.password)) return candidate;
    return null;
  });
  return member ? openSession(db, member, attempt, deviceDigest) : null;
}

/**
 * Opens a session for `member` and gives the browser a new device token: the members its old
 * token was known for (a front desk several people sign in at) follow it, under the same device
 * id, and so does `member`.
 */
export async function openSession(
  db: Kysely<Database>,
  member: Candidate,
  attempt: Pick<SignInAttempt, "now" | "address" | "userAgent">,
  oldDevice: string | null,
): Promise<SignedIn> {
  const token = `cs_${randomBase62(40)}`;
  const deviceToken = `dv_${randomBase62(40)}`;
  const sessionId = newId("cs");
  const expiresAt = firstSessionEnd(attempt.now);
  const deviceExpiresAt = new Date(attempt.now.getTime() + CONSOLE_DEVICE_DAYS * 86_400_000);
  await db.transaction().execute(async (trx) => {
    await deleteEndedSessions(trx, attempt.now, { providerId: member.providerId, staffId: member.id });
    await trx
      .insertInto("console_sessions")
      .values({
        provider_id: member.providerId,
        id: sessionId,
        staff_id: member.id,
        token_hash: hashToken(token),
        created_at: attempt.now,
        expires_at: expiresAt,
        address: attempt.address,
        user_agent: attempt.userAgent?.slice(0, 512) ?? null,
      })
      .execute();
    const renewed =
      oldDevice === null
        ? []
        : await trx
            .updateTable("console_devices")
            .set({ token_hash: hashToken(deviceToken), expires_at: deviceExpiresAt })
            .where("token_hash", "=", oldDevice)
            .where("expires_at", ">", attempt.now)
            .returning("device_id")
            .execute();
    await trx
      .insertInto("console_devices")
      .values({
        provider_id: member.providerId,
        staff_id: member.id,
        device_id: renewed[0]?.device_id ?? newId("dev"),
        token_hash: hashToken(deviceToken),
        created_at: attempt.now,
        expires_at: deviceExpiresAt,
      })
      .onConflict((oc) =>
        oc.columns(["provider_id", "staff_id", "device_id"]).doUpdateSet((eb) => ({
          token_hash: eb.ref("excluded.token_hash"),
          expires_at: eb.ref("excluded.expires_at"),
        })),
      )
      .execute();
  });
  return {
    token,
    sessionId,
    expiresAt,
    member: { id: member.id, name: member.name, role: member.role, providerId: member.providerId },
    deviceToken,
  };
}

const sessionByHash = prepared((db: Kysely<Database>, p: { tokenHash: string; now: Date }) =>
  db
    .selectFrom("console_sessions as cs")
    .innerJoin("staff as s", (join) => join.onRef("s.provider_id", "=", "cs.provider_id").onRef("s.id", "=", "cs.staff_id"))
    .innerJoin("providers as p", "p.id", "cs.provider_id")
    .select([
      "cs.id",
      "cs.provider_id",
      "cs.staff_id",
      "cs.created_at",
      "cs.expires_at",
      "s.role",
      ...callerProviderColumns("cs.provider_id"),
    ])
    .where("cs.token_hash", "=", p.tokenHash)
    .where("cs.revoked_at", "is", null)
    .where("cs.expires_at", ">", p.now)
    .where("s.deleted_at", "is", null)
    .where("s.is_active", "=", true),
);

/** A live console session found by its cookie. */
export interface FoundConsoleSession {
  caller: Caller;
  /** When the session ends now. */
  expiresAt: Date;
  /** Whether this request pushed its end back (the cookie's lifetime must follow). */
  extended: boolean;
}

/**
 * The caller a console session acts as, by its digest (consoleSessionDigest): its provider, with
 * the member's role (null for an unknown, expired or revoked session, or a member no longer
 * active). Not cached: a revocation counts from the next request, in every process. Use extends
 * the session (domain/console-session-expiry.ts): its row is written only when an extension is
 * due, and only if no other request extended it further meanwhile.
 */
export async function findCallerBySession(db: Kysely<Database>, digest: string, now: Date): Promise<FoundConsoleSession | null> {
  const [row] = await sessionByHash(db, { tokenHash: digest, now });
  if (!row) return null;
  const caller: Caller = {
    keyId: row.id,
    providerId: row.provider_id,
    audience: "provider",
    customerId: null,
    plan: "default",
    rateLimit: CONSOLE_SESSION_RATE_LIMIT,
    origins: [],
    provider: callerProvider(row),
    staffMember: { sessionId: row.id, staffId: row.staff_id, role: row.role },
  };
  const extendTo = extendedSessionEnd({ signedInAt: row.created_at, endsAt: row.expires_at }, now);
  if (extendTo === null) return { caller, expiresAt: row.expires_at, extended: false };
  const result = await db
    .updateTable("console_sessions")
    .set({ expires_at: extendTo })
    .where("provider_id", "=", row.provider_id)
    .where("id", "=", row.id)
    .where("revoked_at", "is", null)
    .where("expires_at", "<", extendTo)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n
    ? { caller, expiresAt: extendTo, extended: true }
    : { caller, expiresAt: row.expires_at, extended: false };
}

/** Ends the session of this digest (sign-out); whether there was one open (unknown ones are ignored). */
export async function signOut(db: Kysely<Database>, digest: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("console_sessions")
    .set({ revoked_at: now })
    .where("token_hash", "=", digest)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends every session of a member (sign-out everywhere, a new password, deactivation, deletion); returns how many were open. */
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
