// The connect-time guard of every connection the service opens to an address a tenant chose
// (webhook receivers, staff calendars): unless the operator allows private targets, a connection
// goes only to a public address. It is checked on the address actually connected to, for every
// connection: a host name is resolved and each of its addresses checked (DNS cannot point a URL
// registered earlier at an internal service, even with an answer that changed since: rebinding),
// and an address literal, which a socket never looks up, is checked before connecting.
import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import { buildConnector } from "undici";
import { addressProblem } from "../domain/outbound-targets";

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system resolver (as connections use it: /etc/hosts, then DNS). */
export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The address a connection would go to is not an allowed target. */
export class TargetRefusedError extends Error {
  readonly code = "ETARGETREFUSED";
}

/**
 * A `lookup` for sockets that resolves with `resolve` and refuses to connect when any address
 * the name has is not public: the address checked is the address connected to.
 */
export function guardedLookup(resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        for (const { address } of addresses) {
          const problem = addressProblem(address);
          if (problem) return callback(new TargetRefusedError(`${hostname} resolves to ${address}: ${problem}`), "", 0);
        }
        const family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : options.family;
        const usable = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
        const first = usable[0];
        if (!first) {
          const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
          error.code = "ENOTFOUND";
          return callback(error, "", 0);
        }
        if (options.all) return callback(null, usable);
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}

/** Why a connection to the address literal `host` (brackets allowed) is refused; null for a name or a public address. */
export function literalAddressProblem(host: string): string | null {
  const bare = host.replace(/^\[|\]$/g, "");
  if (!isIP(bare)) return null;
  const problem = addressProblem(bare);
  return problem ? `${bare}: ${problem}` : null;
}

/**
 * An undici connector (for an `Agent`'s `connect`) that opens only connections to public
 * addresses: literals are checked here, names by the guarded lookup.
 */
export function guardedConnector(options: { timeoutMs: number; resolver?: Resolver }): buildConnector.connector {
  const connect = buildConnector({ timeout: options.timeoutMs, lookup: guardedLookup(options.resolver ?? systemResolver) });
  return (target, callback) => {
    const problem = literalAddressProblem(target.hostname);
    if (problem) {
      callback(new TargetRefusedError(problem), null);
      return;
    }
    connect(target, callback);
  };
}
