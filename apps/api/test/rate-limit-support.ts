import type { Kysely } from "@booking/db";
import type { Database } from "@booking/db";
import { createKeyForProvider } from "@booking/core";

export { apiClient, createRedisPrefix, freePort, TEST_REDIS_URL } from "@booking/testing";

/** A provider key with its own per-minute limit (the CLI's --rate-limit). */
export async function createKeyForProviderWithLimit(db: Kysely<Database>, providerId: string, rateLimit: number) {
  return (await createKeyForProvider(db, { providerId, audience: "provider", rateLimit })).apiKey;
}
