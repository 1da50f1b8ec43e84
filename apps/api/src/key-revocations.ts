// Keeps the API key cache honest: a dedicated connection LISTENs for revocations and evicts the
// revoked key at once. The cache is only switched on once a probe proves notifications arrive
// (PGlite's socket server, for one, does not relay them across connections), and is switched off
// again whenever the connection is lost, until it is back.
import pg from "pg";
import { sql, type Kysely } from "@booking/db";
import { KEY_REVOCATION_CHANNEL, type CallerCache, type Logger } from "@booking/core";
import type { Database } from "@booking/db";

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
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 500;
  let timer: NodeJS.Timeout | undefined;
  let probeResolve: (() => void) | undefined;

  const scheduleReconnect = () => {
    cache.stop();
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  };

  const connect = async () => {
    const current = new pg.Client({ connectionString, application_name: "booking-api-listener" });
    client = current;
    current.on("notification", (message) => {
      if (message.channel !== KEY_REVOCATION_CHANNEL || !message.payload) return;
      if (message.payload === PROBE) probeResolve?.();
      else cache.evictKey(message.payload);
    });
    current.on("error", (error) => {
      log.warn({ err: error }, "API key revocation listener lost its connection; key cache off until it is back");
      scheduleReconnect();
    });
    current.on("end", scheduleReconnect);
    try {
      await current.connect();
      await current.query(`LISTEN ${KEY_REVOCATION_CHANNEL}`);
      const heard = new Promise<boolean>((resolve) => {
        probeResolve = () => resolve(true);
        setTimeout(() => resolve(false), 2_000).unref();
      });
      await sql`SELECT pg_notify(${KEY_REVOCATION_CHANNEL}, ${PROBE})`.execute(db);
      if (await heard) {
        retryMs = 500;
        cache.start();
      } else {
        log.warn("database notifications do not arrive here; API keys are looked up on every request");
        await current.end();
      }
    } catch (error) {
      log.warn({ err: error }, "could not listen for API key revocations; retrying");
      scheduleReconnect();
    }
  };

  void connect();
  return {
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      cache.stop();
      await client?.end().catch(() => {});
    },
  };
}
