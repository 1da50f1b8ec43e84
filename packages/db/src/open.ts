import { createDatabase, type DatabaseHandle, type DatabaseTimeouts } from "./connect";
import { defaultDataDir, openEmbeddedDatabase } from "./embedded";

export interface OpenDatabaseOptions {
  /** A postgres:// URL; without one the embedded database under `dataDir` is used. */
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  applicationName?: string;
  log?: (message: string) => void;
  onIdleError?: (error: Error) => void;
  /** See DatabaseOptions.connectTimeoutMs. */
  connectTimeoutMs?: number;
  /** See DatabaseOptions.timeouts; the embedded database only honours the client-side `queryMs`. */
  timeouts?: DatabaseTimeouts;
}

export interface OpenedDatabase extends DatabaseHandle {
  url: string;
  embedded: boolean;
}

/** Connects to DATABASE_URL, or to (hosting it if needed) the embedded database. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const handle = createDatabase(options.databaseUrl, {
      max: options.poolSize,
      applicationName: options.applicationName,
      onIdleError: options.onIdleError,
      connectTimeoutMs: options.connectTimeoutMs,
      timeouts: options.timeouts,
    });
    return { ...handle, url: options.databaseUrl, embedded: false };
  }
  const embedded = await openEmbeddedDatabase(options.dataDir ?? defaultDataDir(), options.log);
  const handle = createDatabase(embedded.url, {
    // Connections to the embedded server are multiplexed onto one PGlite; a few suffice.
    max: Math.min(options.poolSize ?? 10, 8),
    applicationName: options.applicationName,
    onIdleError: options.onIdleError,
    connectTimeoutMs: options.connectTimeoutMs,
    timeouts: options.timeouts && { statementMs: 0, lockMs: 0, idleInTransactionMs: 0, queryMs: options.timeouts.queryMs },
  });
  return {
    ...handle,
    url: embedded.url,
    embedded: true,
    close: async () => {
      await handle.close();
      await embedded.close();
    },
  };
}
