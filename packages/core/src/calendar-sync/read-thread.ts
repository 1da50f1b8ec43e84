// The body of the calendar reading thread (reader.ts starts it): each `read` message is one read
// of one calendar (read-busy-time.ts), answered with what it read or, when it fails, the failure in
// the salon's words and in the log's. Host names are resolved here, or by the worker's own resolver
// when it has one (tests), asked for with a `lookup` message.
import { parentPort } from "node:worker_threads";
import type { ResolvedAddress, Resolver } from "../outbound/guard";
import { calendarFailureMessage, causeOf } from "./failures";
import { readBusyTime, type BusyTimeReadRequest } from "./read-busy-time";

export type ToReadThread =
  | { read: { id: number; request: BusyTimeReadRequest; proxyLookups: boolean } }
  | { lookupAnswer: { id: number; addresses?: ResolvedAddress[]; error?: string } };

export type FromReadThread =
  | { done: { id: number; result?: Awaited<ReturnType<typeof readBusyTime>>; error?: { message: string; detail: string } } }
  | { lookup: { id: number; hostname: string } };

const port = parentPort;
if (!port) throw new Error("read-thread.ts runs as a worker thread");
const send = (message: FromReadThread) => port.postMessage(message);

let nextLookup = 0;
const lookups = new Map<number, { resolve(addresses: ResolvedAddress[]): void; reject(error: Error): void }>();
const askParent: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    const id = ++nextLookup;
    lookups.set(id, { resolve, reject });
    send({ lookup: { id, hostname } });
  });

port.on("message", (message: ToReadThread) => {
  if ("lookupAnswer" in message) {
    const { id, addresses, error } = message.lookupAnswer;
    const waiting = lookups.get(id);
    lookups.delete(id);
    if (addresses) waiting?.resolve(addresses);
    else waiting?.reject(Object.assign(new Error(error ?? "lookup failed"), { code: "ENOTFOUND" }));
    return;
  }
  const { id, request, proxyLookups } = message.read;
  readBusyTime(request, { resolver: proxyLookups ? askParent : undefined }).then(
    (result) => send({ done: { id, result } }),
    (error: unknown) => send({ done: { id, error: { message: calendarFailureMessage(error), detail: causeOf(error) } } }),
  );
});
