// A dedicated connection that LISTENs on one channel and reconnects by itself. Notifications are
// an optimisation wherever they are used here (cache eviction, waking the outbox relay): callers
// learn when the connection is up or lost so they can fall back to what works without them.
import pg from "pg";

export interface ListenOptions {
  /** Shown in pg_stat_activity. */
  applicationName?: string;
  onNotification(payload: string): void;
  /** After every (re)connection, once LISTEN is in place. */
  onConnected?(): void | Promise<void>;
  /** When the connection is lost or cannot be made; a reconnection follows. */
  onLost?(error: unknown): void;
}

export interface Listener {
  close(): Promise<void>;
}

export function listenForNotifications(connectionString: string, channel: string, options: ListenOptions): Listener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 500;
  let timer: NodeJS.Timeout | undefined;

  const lost = (error: unknown) => {
    if (closed) return;
    options.onLost?.(error);
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  };

  const connect = async () => {
    const current = new pg.Client({ connectionString, application_name: options.applicationName ?? `booking-listen-${channel}` });
    client = current;
    current.on("notification", (message) => {
      if (message.channel === channel) options.onNotification(message.payload ?? "");
    });
    current.on("error", lost);
    current.on("end", () => lost(new Error("connection ended")));
    try {
      await current.connect();
      await current.query(`LISTEN ${channel}`);
      retryMs = 500;
      await options.onConnected?.();
    } catch (error) {
      lost(error);
    }
  };

  void connect();
  return {
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
