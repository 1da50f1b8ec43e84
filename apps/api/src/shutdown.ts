// Graceful shutdown of the HTTP server without resetting any connection a client is using.
//
// Node's `server.close()` stops accepting connections and at once destroys every kept-alive
// connection that is idle at that instant — including one on which a client has just sent a
// request the server has not read yet, which the client then sees as a reset. So the API drains
// first: it stops accepting connections, keeps serving what arrives on the open ones with
// `Connection: close` (each closes after its answer), and only after a grace period (or once every
// connection is gone) closes what is left. `/readyz` answers 503 meanwhile.
import { Server } from "node:net";
import type { FastifyInstance } from "fastify";

const draining = new WeakSet<FastifyInstance>();

export const isDraining = (app: FastifyInstance) => draining.has(app);

/** Every answer given while draining closes its connection. Call before the app is ready. */
export function registerDrain(app: FastifyInstance): void {
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (draining.has(app)) void reply.header("connection", "close");
    done(null, payload);
  });
}

export interface GracefulCloseOptions {
  /** How long idle kept-alive connections get to send a last request. */
  drainMs?: number;
  /** After this, connections still open are destroyed. */
  timeoutMs?: number;
}

/** Stops accepting, lets open connections finish (see above), then closes the app (onClose hooks run). */
export async function closeGracefully(app: FastifyInstance, { drainMs = 1_000, timeoutMs = 10_000 }: GracefulCloseOptions = {}) {
  const server = app.server;
  draining.add(app);
  if (server.listening) {
    // The listener only (net.Server#close): open connections stay and keep being served.
    const drained = new Promise<void>((resolve) => Server.prototype.close.call(server, () => resolve()));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([drained, new Promise<void>((resolve) => (timer = setTimeout(resolve, drainMs)))]);
    clearTimeout(timer);
  }
  // Fastify's close: idle connections left are closed, requests in flight finish.
  const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(force);
  }
}
