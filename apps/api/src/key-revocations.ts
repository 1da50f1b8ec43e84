// Keeps the API key cache honest: a dedicated connection LISTENs for revocations and evicts the
// revoked key at once. The cache is only switched on once a probe proves notifications arrive
// (the embedded database's server, for one, does not relay them across connections), and is
// switched off again whenever the connection is lost, until it is back.
import { KEY_REVOCATION_CHANNEL, type CallerCache, type Logger } from "@booking/core";
import { listenForNotifications, sql, type Database, type Kysely } from "@booking/db";

const PROBE = "__probe__";

export interface RevocationListener {
  close(): Promise<void>;
}

export function listenForKeyRevocations(
  connectionString: string,
  db: Kysely<Database>,
  cache: CallerCache,
  log: Logger,
): RevocationListener {
  cache.stop();
  let probeHeard: (() => void) | undefined;
  let warned = false;
  return listenForNotifications(connectionString, KEY_REVOCATION_CHANNEL, {
    applicationName: "booking-api-listener",
    onNotification: (payload) => {
      if (payload === PROBE) probeHeard?.();
      else cache.onNotification(payload);
    },
    onConnected: async () => {
      const heard = new Promise<boolean>((resolve) => {
        probeHeard = () => resolve(true);
        setTimeout(() => resolve(false), 2_000).unref();
      });
      await sql`SELECT pg_notify(${KEY_REVOCATION_CHANNEL}, ${PROBE})`.execute(db);
      if (await heard) {
        cache.start();
        warned = false;
      } else {
        log.warn("database notifications do not arrive here; API keys are looked up on every request");
      }
    },
    onLost: (error) => {
      cache.stop();
      if (!warned) log.warn({ err: error }, "API key revocation listener lost its connection; key cache off until it is back");
      warned = true;
    },
  });
}
