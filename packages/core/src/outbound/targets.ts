// Registration-time check of a URL the service will connect to (a webhook receiver, a staff
// calendar): its form and, for a host name, the addresses it resolves to now. Every connection
// checks again (guard.ts).
import { isIP } from "node:net";
import { addressProblem, checkWebhookUrl } from "../domain/outbound-targets";
import { systemResolver, type Resolver } from "./guard";

const LOOKUP_TIMEOUT_MS = 2_000;

/** A problem a client can act on, or null when the target is acceptable. */
export async function checkOutboundTarget(raw: string, allowPrivate: boolean, resolve: Resolver = systemResolver): Promise<string | null> {
  const problem = checkWebhookUrl(raw, allowPrivate);
  if (problem) return problem.message;
  if (allowPrivate) return null;
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return null;
  let timer: NodeJS.Timeout | undefined;
  try {
    const addresses = await Promise.race([
      resolve(host),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("lookup timed out")), LOOKUP_TIMEOUT_MS);
      }),
    ]);
    for (const { address } of addresses) {
      const bad = addressProblem(address);
      if (bad) return `${bad} (${host} resolves to ${address})`;
    }
  } catch {
    // Not resolvable right now: accepted; every delivery resolves and checks again.
  } finally {
    clearTimeout(timer);
  }
  return null;
}
