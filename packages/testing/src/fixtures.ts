// Records tests need, created through the same functions the CLI and procedures use.
import type { Kysely } from "kysely";
import type { Database, Plan } from "@booking/db";
import { createKeyForProvider, createProviderWithKey, type CreateProviderInput } from "@booking/core";

let counter = 0;

/**
 * Keys made by fixtures get a rate limit no test reaches by accident (tests fire hundreds of
 * requests with one key); tests of the limits themselves pass their own.
 */
export const TEST_RATE_LIMIT = 1_000_000;

export async function createProvider(db: Kysely<Database>, overrides: Partial<CreateProviderInput> = {}) {
  counter += 1;
  const { provider, key } = await createProviderWithKey(db, {
    name: `Test Salon ${counter}`,
    category: "hair salon",
    location: "Berlin",
    timezone: "Europe/Berlin",
    rateLimit: TEST_RATE_LIMIT,
    ...overrides,
  });
  return { provider, providerId: provider.id, apiKey: key.apiKey, keyId: key.id };
}

export async function createCustomerKey(
  db: Kysely<Database>,
  providerId: string,
  customerId: string,
  options: { plan?: Plan; rateLimit?: number } = {},
) {
  return createKeyForProvider(db, { providerId, audience: "customer", customerId, rateLimit: TEST_RATE_LIMIT, ...options });
}

/** A public key (pk_) of a provider, for pages served from `origins` (scheme://host[:port]). */
export async function createPublicKey(
  db: Kysely<Database>,
  providerId: string,
  origins: string[] = [],
  options: { rateLimit?: number } = {},
) {
  return createKeyForProvider(db, { providerId, audience: "public", origins, rateLimit: TEST_RATE_LIMIT, ...options });
}
