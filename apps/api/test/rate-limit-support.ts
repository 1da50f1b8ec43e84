import type { Kysely } from "@booking/db";
import type { Database } from "@booking/db";
import { createKeyForProvider } from "@booking/core";
import { Redis } from "ioredis";
import { createRedisPrefix, TEST_REDIS_URL } from "@booking/testing";
import { startTestApi, type TestApi, type TestApiOptions } from "./helpers";

export { apiClient, createRedisPrefix, freePort, TEST_REDIS_URL } from "@booking/testing";

/** A provider key with its own per-minute limit (the CLI's --rate-limit). */
export async function createKeyForProviderWithLimit(db: Kysely<Database>, providerId: string, rateLimit: number) {
  return (await createKeyForProvider(db, { providerId, audience: "provider", rateLimit })).apiKey;
}

/**
 * Two API processes on one database and one Redis (a key prefix of the test file's own), as a
 * fleet runs them: what the first is given, the second gets too, beside `onlyFirst`.
 */
export async function startTwoApis(shared: TestApiOptions = {}, onlyFirst: TestApiOptions = {}) {
  const prefix = createRedisPrefix();
  const connect = async () => {
    const redis = new Redis(TEST_REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    await redis.connect();
    return redis;
  };
  const [redisA, redisB] = await Promise.all([connect(), connect()]);
  const redisKeyPrefix = `${prefix.prefix}:`;
  const a: TestApi = await startTestApi({ ...shared, ...onlyFirst, redis: redisA, redisKeyPrefix });
  const b: TestApi = await startTestApi({ ...shared, redis: redisB, redisKeyPrefix, database: a.database });
  return {
    a,
    b,
    prefix,
    close: async () => {
      await b.close();
      await a.close();
      redisA.disconnect();
      redisB.disconnect();
      await prefix.cleanup();
    },
  };
}
