// Starts the real API on an ephemeral port against a fresh database for one test file.
import pino from "pino";
import { apiClient, createProvider, createTestDatabase, TestClock, type TestDatabase } from "@booking/testing";
import { buildApp } from "../src/app";

export interface TestApi {
  url: string;
  database: TestDatabase;
  db: TestDatabase["db"];
  clock: TestClock;
  /** A client without a key. */
  anonymous: ReturnType<typeof apiClient>;
  /** A provider with its key and a client using it. */
  newProvider(overrides?: Parameters<typeof createProvider>[1]): Promise<
    Awaited<ReturnType<typeof createProvider>> & { api: ReturnType<typeof apiClient> }
  >;
  close(): Promise<void>;
}

export async function startTestApi(): Promise<TestApi> {
  const database = await createTestDatabase();
  const logger = pino({ level: process.env.LOG_LEVEL ?? "silent" });
  const clock = new TestClock();
  const app = await buildApp({ deps: { db: database.db, log: logger, now: clock.now }, logger });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    database,
    db: database.db,
    clock,
    anonymous: apiClient(url),
    newProvider: async (overrides) => {
      const created = await createProvider(database.db, overrides);
      return { ...created, api: apiClient(url, created.apiKey) };
    },
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
