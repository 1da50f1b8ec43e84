// The wire-protocol server in front of the embedded PGlite. pglite-socket's handler parses each
// connection's messages; this queue decides what runs when. pglite-socket's own queue runs every
// message as it arrives, so when a connection's Parse/Bind/Execute/Sync arrive in two TCP chunks
// (a large parameter), another connection's messages can run in between and bind to the wrong
// statement ("bind message supplies 2 parameters, but prepared statement requires 3"). Here a
// connection's extended-protocol messages are held until its Sync and run as one unit; a
// connection inside a transaction keeps PGlite to itself until the transaction ends.
import { createServer, type Server } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketHandler } from "@electric-sql/pglite-socket";

/** Messages after which the client waits for answers: run everything held for the connection. */
const FLUSHING = new Set(["S", "Q", "H", "X", "p", "d", "c", "f"].map((c) => c.charCodeAt(0)));

interface Unit {
  connection: number;
  bytes: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (written: number) => void;
  reject: (error: unknown) => void;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const [first] = parts;
  if (parts.length === 1 && first !== undefined) return first;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** The queue the handlers call (the interface of pglite-socket's QueryQueueManager). */
export class BatchingQueryQueue {
  private readonly held = new Map<number, Uint8Array[]>();
  private readonly queue: Unit[] = [];
  private running = false;
  /** The connection whose transaction is open, if any. */
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(connection: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    // A startup message has no type byte (its first byte is the high byte of its length, 0).
    const type = message[0];
    const flushes = type === 0 || (type !== undefined && FLUSHING.has(type));
    const held = this.held.get(connection) ?? [];
    held.push(message);
    if (!flushes) {
      this.held.set(connection, held);
      return Promise.resolve(0);
    }
    this.held.delete(connection);
    return new Promise((resolve, reject) => {
      this.queue.push({ connection, bytes: concat(held), onData, resolve, reject });
      void this.run();
    });
  }

  private next(): Unit | undefined {
    if (this.owner !== null && this.db.isInTransaction()) {
      const index = this.queue.findIndex((u) => u.connection === this.owner);
      return index === -1 ? undefined : this.queue.splice(index, 1)[0];
    }
    return this.queue.shift();
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let unit = this.next(); unit; unit = this.next()) {
        let written = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(unit.bytes, {
              onRawData: (data) => {
                written += data.length;
                unit.onData(data);
              },
            }),
          );
          this.owner = unit.connection;
          unit.resolve(written);
        } catch (error) {
          unit.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(connection: number): void {
    this.held.delete(connection);
    const closing = this.queue.filter((unit) => unit.connection === connection);
    if (closing.length === 0) return;
    const staying = this.queue.filter((unit) => unit.connection !== connection);
    this.queue.splice(0, this.queue.length, ...staying);
    for (const unit of closing) unit.reject(new Error("connection closed"));
  }

  /** A connection that leaves in the middle of a transaction must not keep PGlite locked. */
  async clearTransactionIfNeeded(connection: number): Promise<void> {
    if (this.owner === connection && this.db.isInTransaction()) {
      await this.db.exec("ROLLBACK");
      this.owner = null;
      void this.run();
    }
  }
}

export interface EmbeddedServer {
  port: number;
  stop(): Promise<void>;
}

export async function serveEmbedded(db: PGlite, host = "127.0.0.1"): Promise<EmbeddedServer> {
  const queue = new BatchingQueryQueue(db);
  const handlers = new Set<PGLiteSocketHandler>();
  const server: Server = createServer((socket) => {
    const handler = new PGLiteSocketHandler({ queryQueue: queue as never, closeOnDetach: true });
    handlers.add(handler);
    handler.addEventListener("close", () => handlers.delete(handler));
    handler.addEventListener("error", () => handlers.delete(handler));
    handler.attach(socket).catch(() => {
      handlers.delete(handler);
      socket.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    stop: async () => {
      for (const handler of handlers) await handler.detach(true);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
