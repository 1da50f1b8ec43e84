// Providers (businesses) and their API keys, as the operator CLI manages them.
import { IANAZone } from "luxon";
import type { Kysely, Transaction } from "kysely";
import type { Database, KeyAudience, Plan, Provider } from "@booking/db";
import { createApiKey } from "../auth/api-keys";
import { badRequest, notFound } from "../errors";
import { parseOrigin } from "../domain/origins";
import { supportedLanguage, type Language } from "@booking/i18n";
import { isOneLine, ONE_LINE_PROBLEM } from "../schemas/common";

export interface CreateProviderInput {
  name: string;
  category: string;
  location: string;
  timezone?: string;
  currency?: string;
  slotMinutes?: number;
  plan?: Plan;
  rateLimit?: number | null;
}

export function validateProviderInput(input: CreateProviderInput): void {
  if (!input.name.trim()) throw badRequest("name is required");
  if (!isOneLine(input.name.trim())) throw badRequest(`name ${ONE_LINE_PROBLEM}`, [{ path: "name", message: ONE_LINE_PROBLEM }]);
  if (!input.category.trim()) throw badRequest("category is required");
  if (!input.location.trim()) throw badRequest("location is required");
  if (input.timezone !== undefined && !IANAZone.isValidZone(input.timezone)) {
    throw badRequest(`timezone must be an IANA time zone such as Europe/Berlin, not "${input.timezone}"`);
  }
  if (input.currency !== undefined && !/^[A-Z]{3}$/.test(input.currency)) {
    throw badRequest(`currency must be an ISO 4217 code such as EUR, not "${input.currency}"`);
  }
  if (input.slotMinutes !== undefined && !(Number.isInteger(input.slotMinutes) && input.slotMinutes >= 5 && input.slotMinutes <= 240)) {
    throw badRequest("slot minutes must be an integer from 5 to 240");
  }
  if (input.rateLimit != null && !(Number.isInteger(input.rateLimit) && input.rateLimit > 0)) {
    throw badRequest("rate limit must be a positive integer (requests per minute)");
  }
}

/** Creates a provider and its first provider API key, in one transaction. */
export async function createProviderWithKey(db: Kysely<Database>, input: CreateProviderInput) {
  validateProviderInput(input);
  return db.transaction().execute((trx) => insertProviderWithKey(trx, input));
}

/** The inserts of createProviderWithKey, for callers already inside a transaction. */
export async function insertProviderWithKey(trx: Transaction<Database>, input: CreateProviderInput) {
  validateProviderInput(input);
  const provider = await trx
    .insertInto("providers")
    .values({
      name: input.name.trim(),
      category: input.category.trim(),
      location: input.location.trim(),
      timezone: input.timezone ?? "UTC",
      currency: input.currency ?? "EUR",
      slot_minutes: input.slotMinutes ?? 30,
      plan: input.plan ?? "default",
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const key = await createApiKey(trx, {
    providerId: provider.id,
    audience: "provider",
    plan: provider.plan,
    rateLimit: input.rateLimit ?? null,
  });
  return { provider, key };
}

export function providerJson(provider: Provider) {
  return {
    id: provider.id,
    name: provider.name,
    category: provider.category,
    location: provider.location,
    timezone: provider.timezone,
    currency: provider.currency.trim(),
    slotMinutes: provider.slot_minutes,
    plan: provider.plan,
    createdAt: provider.created_at.toISOString(),
  };
}

/** What a booking page greets its visitors with: the provider's name, place, zone and language. */
export async function bookingPageProfile(db: Kysely<Database>, providerId: string) {
  const row = await db
    .selectFrom("providers")
    .select(["id", "name", "location", "timezone", "locale", "address", "phone", "business_hours"])
    .where("id", "=", providerId)
    .executeTakeFirst();
  if (!row) throw notFound("Provider", providerId);
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    address: row.address,
    phone: row.phone,
    businessHours: row.business_hours,
    timezone: row.timezone,
    locale: supportedLanguage(row.locale),
  };
}

/** The provider's language setting: what its own notifications speak (English for an unknown provider). */
export async function providerLanguage(db: Kysely<Database>, providerId: string): Promise<Language> {
  const row = await db.selectFrom("providers").select("locale").where("id", "=", providerId).executeTakeFirst();
  return supportedLanguage(row?.locale);
}

export async function getProvider(db: Kysely<Database>, providerId: string) {
  const provider = await db.selectFrom("providers").selectAll().where("id", "=", providerId).executeTakeFirst();
  if (!provider) throw notFound("Provider", providerId);
  return provider;
}

export interface CreateKeyOptions {
  providerId: string;
  audience: KeyAudience;
  customerId?: string;
  plan?: Plan;
  rateLimit?: number | null;
  /** Public keys: browser origins allowed to use the key (scheme://host[:port]). */
  origins?: string[];
}

/** Creates an API key for an existing provider (and, for customer keys, an existing customer). */
export async function createKeyForProvider(db: Kysely<Database>, options: CreateKeyOptions) {
  const provider = await getProvider(db, options.providerId);
  if (options.audience === "customer") {
    if (!options.customerId) throw badRequest("a customer key needs --customer CUSTOMER_ID");
    const customer = await db
      .selectFrom("customers")
      .select("id")
      .where("provider_id", "=", provider.id)
      .where("id", "=", options.customerId)
      .executeTakeFirst();
    if (!customer) throw notFound("Customer", options.customerId);
  } else if (options.customerId) {
    throw badRequest("--customer is only for customer keys (--audience customer)");
  }
  const origins = (options.origins ?? []).map((text) => {
    const parsed = parseOrigin(text);
    if ("error" in parsed) throw badRequest(parsed.error);
    return parsed.origin;
  });
  if (origins.length > 0 && options.audience !== "public") throw badRequest("--origin is only for public keys (--audience public)");
  if (options.rateLimit != null && !(Number.isInteger(options.rateLimit) && options.rateLimit > 0)) {
    throw badRequest("rate limit must be a positive integer (requests per minute)");
  }
  return createApiKey(db, {
    providerId: provider.id,
    audience: options.audience,
    customerId: options.customerId ?? null,
    plan: options.plan ?? provider.plan,
    rateLimit: options.rateLimit ?? null,
    origins: [...new Set(origins)],
  });
}

export async function listApiKeys(db: Kysely<Database>, providerId: string) {
  await getProvider(db, providerId);
  const rows = await db
    .selectFrom("api_keys")
    .select(["id", "audience", "customer_id", "plan", "rate_limit", "origins", "prefix", "created_at", "revoked_at"])
    .where("provider_id", "=", providerId)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    audience: r.audience,
    customerId: r.customer_id,
    plan: r.plan,
    rateLimit: r.rate_limit,
    origins: r.origins,
    prefix: r.prefix,
    createdAt: r.created_at.toISOString(),
    revokedAt: r.revoked_at ? r.revoked_at.toISOString() : null,
  }));
}
