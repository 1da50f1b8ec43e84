// API keys: `sk_` (provider audience), `ck_` (customer audience) or `pk_` (public audience: not a
// secret, meant to sit in a web page) + 40 base62 characters.
// Only a SHA-256 digest is stored. A slow hash buys nothing for 238-bit random secrets and
// would cost every request; passwords, which are guessable, use argon2 instead.
import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { prepared, type ConfirmationMode, type Database, type KeyAudience, type Plan, type WeeklySchedule } from "@booking/db";
import { newId, randomBase62 } from "../ids";
import { conflict } from "../errors";
import { KEY_REVOCATION_CHANNEL, providerChangedPayload } from "./caller-cache";
import type { ConsoleMember } from "./console-sessions";
import type { BookingLimits } from "../domain/booking-rules";

export const API_KEY_PATTERN = /^(sk|ck|pk)_[0-9A-Za-z]{32,128}$/;
const KEY_PREFIXES: Record<KeyAudience, string> = { provider: "sk", customer: "ck", public: "pk" };
const SECRET_LENGTH = 40;

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export function generateApiKey(audience: KeyAudience): string {
  return `${KEY_PREFIXES[audience]}_${randomBase62(SECRET_LENGTH)}`;
}

/** Who is calling: resolved from the API key on every authenticated request. */
export interface Caller {
  keyId: string;
  providerId: string;
  audience: KeyAudience;
  /** Set for customer keys: the customer the key acts as. */
  customerId: string | null;
  plan: Plan;
  /** Requests per minute for this key (its override, else its plan's). */
  rateLimit: number;
  /** Browser origins allowed to use a public key (CORS); empty for other keys. */
  origins: string[];
  /**
   * What booking writes need of the provider (cached with the key; a settings change drops the
   * cache). `limits` (notice and horizon) serve availability's answers; a booking write reads them
   * again under its lock.
   */
  provider: {
    id: string;
    timezone: string;
    currency: string;
    slotMinutes: number;
    confirmation: ConfirmationMode;
    limits: BookingLimits;
    /**
     * Whether the provider reads any staff member's own calendar into busy time (cached with the
     * key; a connection's change drops the cache): only then does a booking look at how fresh the
     * calendars it depends on are (calendar-sync/freshness.ts).
     */
    importsCalendars: boolean;
    /** The salon's own opening hours, which narrow every member's hours in availability and reports; null: none. */
    businessHours: WeeklySchedule | null;
    /** Whether customers and visitors are offered times inside another booking's processing time (provider keys always are). */
    processingGapsOnline: boolean;
  };
  /**
   * Set when a staff member signed in to the console acts (native tRPC with the session cookie),
   * null for API keys: the member's role limits what the provider's calls may do (see console-roles).
   */
  staffMember: ConsoleMember | null;
}

export const PLAN_RATE_LIMITS: Record<Plan, number> = { default: 100, enterprise: 1000 };
/**
 * Requests per minute of a public key without a limit of its own: one key serves every visitor of
 * a salon's site (each client address has a smaller limit of its own, see the API's rate limits).
 */
export const PUBLIC_KEY_RATE_LIMIT = 1000;

/** Extracts the key from an `Authorization: Bearer …` header; null when absent or malformed. */
export function parseBearer(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer +(\S+)\s*$/i.exec(header);
  const key = match?.[1];
  return key && API_KEY_PATTERN.test(key) ? key : null;
}

export function findCallerByKey(db: Kysely<Database>, key: string): Promise<Caller | null> {
  return findCallerByHash(db, hashApiKey(key));
}

/**
 * What a caller carries of its provider, read with the caller (from `providers as p`): its
 * settings, and whether it imports any calendar (`providerId` names the row's provider column).
 */
export const callerProviderColumns = (providerId: "k.provider_id" | "cs.provider_id" | "p.id") =>
  [
    "p.timezone",
    "p.currency",
    "p.slot_minutes",
    "p.confirmation",
    "p.min_notice_minutes",
    "p.max_advance_days",
    "p.business_hours",
    "p.processing_gaps_online",
    sql<boolean>`EXISTS (SELECT 1 FROM calendar_connections cc WHERE cc.provider_id = ${sql.ref(providerId)} AND cc.import_busy)`.as(
      "imports_calendars",
    ),
  ] as const;

/** A caller's `provider` from the columns above. */
export const callerProvider = (row: {
  provider_id: string;
  timezone: string;
  currency: string;
  slot_minutes: number;
  confirmation: ConfirmationMode;
  min_notice_minutes: number;
  max_advance_days: number;
  business_hours: WeeklySchedule | null;
  processing_gaps_online: boolean;
  /** Not read (a row without the column): taken as true, so bookings look at their calendars' freshness. */
  imports_calendars?: boolean;
}): Caller["provider"] => ({
  id: row.provider_id,
  timezone: row.timezone,
  currency: row.currency.trim(),
  slotMinutes: row.slot_minutes,
  confirmation: row.confirmation,
  limits: { minNoticeMinutes: row.min_notice_minutes, maxAdvanceDays: row.max_advance_days },
  importsCalendars: row.imports_calendars ?? true,
  businessHours: row.business_hours,
  processingGapsOnline: row.processing_gaps_online,
});

const keyByHash = prepared((db: Kysely<Database>, p: { secretHash: string }) =>
  db
    .selectFrom("api_keys as k")
    .innerJoin("providers as p", "p.id", "k.provider_id")
    .select([
      "k.id",
      "k.provider_id",
      "k.audience",
      "k.customer_id",
      "k.plan",
      "k.rate_limit",
      "k.origins",
      ...callerProviderColumns("k.provider_id"),
    ])
    .where("k.secret_hash", "=", p.secretHash)
    .where("k.revoked_at", "is", null),
);

export async function findCallerByHash(db: Kysely<Database>, secretHash: string): Promise<Caller | null> {
  const [row] = await keyByHash(db, { secretHash });
  if (!row) return null;
  return {
    keyId: row.id,
    providerId: row.provider_id,
    audience: row.audience,
    customerId: row.customer_id,
    plan: row.plan,
    rateLimit: row.rate_limit ?? (row.audience === "public" ? PUBLIC_KEY_RATE_LIMIT : PLAN_RATE_LIMITS[row.plan]),
    origins: row.origins,
    provider: callerProvider(row),
    staffMember: null,
  };
}

export interface CreateApiKeyInput {
  providerId: string;
  audience: KeyAudience;
  customerId?: string | null;
  plan: Plan;
  rateLimit?: number | null;
  /** Public keys only: the browser origins allowed to use the key. */
  origins?: string[];
}

export interface CreatedApiKey {
  id: string;
  apiKey: string;
}

export async function createApiKey(db: Kysely<Database>, input: CreateApiKeyInput): Promise<CreatedApiKey> {
  const apiKey = generateApiKey(input.audience);
  const id = newId("key");
  await db
    .insertInto("api_keys")
    .values({
      id,
      provider_id: input.providerId,
      audience: input.audience,
      customer_id: input.audience === "customer" ? (input.customerId ?? null) : null,
      plan: input.plan,
      rate_limit: input.rateLimit ?? null,
      // Only public keys have origins (undefined is left out: the column's default keeps older schemas writable too).
      origins: input.audience === "public" ? (input.origins ?? []) : undefined,
      secret_hash: hashApiKey(apiKey),
      prefix: apiKey.slice(0, 8),
    })
    .execute();
  return { id, apiKey };
}

/**
 * Tells every API process, once the caller's transaction commits, to forget its cached callers of
 * the provider: what they carry of it (settings, whether it imports calendars) changed.
 */
export async function notifyProviderChanged(db: Kysely<Database>, providerId: string): Promise<void> {
  await sql`SELECT pg_notify(${KEY_REVOCATION_CHANNEL}, ${providerChangedPayload(providerId)})`.execute(db);
}

/** Keys in force of each audience a provider may hold when it makes them itself (the operator's CLI is not held to it). */
export const MAX_LIVE_KEYS_PER_AUDIENCE = 50;

/** The plan of lower limits of two. */
const lowerPlan = (a: Plan, b: Plan): Plan => (PLAN_RATE_LIMITS[a] <= PLAN_RATE_LIMITS[b] ? a : b);

/**
 * This process's key creations under way, by provider (each entry settles when the last one queued
 * does). A creation waits for the one before it here, holding no database connection: requests
 * racing to make keys queue in memory, not in the database lock with a pooled connection each,
 * which would leave other providers' requests none.
 */
const mintsUnderWay = new Map<string, Promise<void>>();

function oneMintAtATime<T>(providerId: string, mint: () => Promise<T>): Promise<T> {
  const before = mintsUnderWay.get(providerId);
  const mine = before ? before.then(mint) : mint();
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  mintsUnderWay.set(providerId, settled);
  void settled.then(() => {
    if (mintsUnderWay.get(providerId) === settled) mintsUnderWay.delete(providerId);
  });
  return mine;
}

/**
 * A key a provider makes for itself (`POST /v1/keys`, the console's Keys view), counted and held
 * to its maker: 409 once the provider holds MAX_LIVE_KEYS_PER_AUDIENCE keys of this audience in
 * force (counted under a lock, so racing requests, in this process or others, cannot pass the
 * bound together; within a process they queue before taking a connection). The new key
 * gets no more than its maker has: the lower of the maker's plan and the provider's (a console
 * member, who has no key, takes the provider's), and a limit of its own when the maker's limit
 * is below what the new key would otherwise get, so a key held to 10 requests a minute makes
 * keys held to 10.
 */
export async function mintProviderKey(
  db: Kysely<Database>,
  input: { maker: Caller; audience: "public" | "provider"; origins: string[] },
): Promise<CreatedApiKey> {
  const { maker, audience } = input;
  const providerId = maker.providerId;
  return oneMintAtATime(providerId, () =>
    db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`api-keys:${providerId}`}, 0))`.execute(trx);
      const { live } = await trx
        .selectFrom("api_keys")
        .select((eb) => eb.fn.countAll<string>().as("live"))
        .where("provider_id", "=", providerId)
        .where("audience", "=", audience)
        .where("revoked_at", "is", null)
        .executeTakeFirstOrThrow();
      if (Number(live) >= MAX_LIVE_KEYS_PER_AUDIENCE) {
        throw conflict(
          `A provider holds at most ${MAX_LIVE_KEYS_PER_AUDIENCE} ${audience} keys in force; revoke one it no longer uses (DELETE /v1/keys/{id}) first`,
        );
      }
      const provider = await trx.selectFrom("providers").select("plan").where("id", "=", providerId).executeTakeFirstOrThrow();
      const plan = maker.staffMember ? provider.plan : lowerPlan(maker.plan, provider.plan);
      const wouldGet = audience === "public" ? PUBLIC_KEY_RATE_LIMIT : PLAN_RATE_LIMITS[plan];
      return createApiKey(trx, {
        providerId,
        audience,
        plan,
        rateLimit: maker.rateLimit < wouldGet ? maker.rateLimit : null,
        origins: input.origins,
      });
    }),
  );
}

/** A provider's keys still in force, newest first: what each is for, never the key itself. */
export function listProviderKeys(db: Kysely<Database>, providerId: string) {
  return db
    .selectFrom("api_keys")
    .select(["id", "audience", "prefix", "origins", "customer_id", "plan", "rate_limit", "created_at"])
    .where("provider_id", "=", providerId)
    .where("revoked_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export type ProviderKeyRow = Awaited<ReturnType<typeof listProviderKeys>>[number];

/**
 * Replaces the browser origins of one of the provider's public keys; undefined when no such key
 * is in force. API processes caching the key hear of it as of a revocation (they look it up again).
 */
export async function setPublicKeyOrigins(
  db: Kysely<Database>,
  providerId: string,
  keyId: string,
  origins: string[],
): Promise<ProviderKeyRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("api_keys")
      .set({ origins })
      .where("provider_id", "=", providerId)
      .where("id", "=", keyId)
      .where("audience", "=", "public")
      .where("revoked_at", "is", null)
      .returning(["id", "audience", "prefix", "origins", "customer_id", "plan", "rate_limit", "created_at"])
      .executeTakeFirst();
    if (row) await sql`SELECT pg_notify(${KEY_REVOCATION_CHANNEL}, ${keyId})`.execute(trx);
    return row;
  });
}

/**
 * Revokes one of the provider's keys in force; false when it has no such key. `mayRevoke` sees the
 * key's audience first and may throw to keep it (nothing is revoked then).
 */
export function revokeProviderKey(
  db: Kysely<Database>,
  providerId: string,
  keyId: string,
  mayRevoke?: (audience: KeyAudience) => void,
): Promise<boolean> {
  return revokeKey(db, keyId, providerId, mayRevoke);
}

/**
 * Revokes a key; returns false when no such key exists. Revoking twice is harmless. API
 * processes caching resolved keys hear of it through NOTIFY, sent when the revocation commits.
 */
export async function revokeApiKey(db: Kysely<Database>, keyId: string): Promise<boolean> {
  if (await revokeKey(db, keyId)) return true;
  const exists = await db.selectFrom("api_keys").select("id").where("id", "=", keyId).executeTakeFirst();
  return exists !== undefined;
}

/** Revokes a key in force (of this provider, when given) and tells the API processes; false when none was. */
function revokeKey(
  db: Kysely<Database>,
  keyId: string,
  providerId?: string,
  mayRevoke?: (audience: KeyAudience) => void,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let revoke = trx.updateTable("api_keys").set({ revoked_at: new Date() }).where("id", "=", keyId).where("revoked_at", "is", null);
    if (providerId !== undefined) revoke = revoke.where("provider_id", "=", providerId);
    const revoked = await revoke.returning("audience").executeTakeFirst();
    if (!revoked) return false;
    // Throwing here rolls the revocation back.
    mayRevoke?.(revoked.audience);
    await sql`SELECT pg_notify(${KEY_REVOCATION_CHANNEL}, ${keyId})`.execute(trx);
    return true;
  });
}

/**
 * Whether any unrevoked public key lists `origin`: a browser's preflight carries no key, so it is
 * answered for every origin some key allows (the request that follows is checked against its own key).
 * One probe of the partial GIN index on the origins of unrevoked public keys, however many keys exist.
 */
export async function originHasPublicKey(db: Kysely<Database>, origin: string): Promise<boolean> {
  // A count, not EXISTS: for EXISTS the planner bets on meeting a match early in a sequential scan,
  // which for an origin no key lists means reading every key.
  const { rows } = await sql<{ found: boolean }>`
    SELECT count(*) > 0 AS found FROM api_keys
     WHERE audience = 'public' AND revoked_at IS NULL AND origins @> ARRAY[${origin}]::text[]`.execute(db);
  return rows[0]?.found === true;
}
