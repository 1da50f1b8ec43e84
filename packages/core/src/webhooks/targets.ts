// Registration-time check of a webhook URL: its form and, for a host name, the addresses it
// resolves to now. (Delivery checks again after its own resolution, see send.ts.)
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { checkWebhookUrl, classifyAddress } from "../domain/webhook-targets";

const LOOKUP_TIMEOUT_MS = 2_000;

/** A problem a client can act on, or null when the target is acceptable. */
export async function checkWebhookTarget(raw: string, allowPrivate: boolean): Promise<string | null> {
  const problem = checkWebhookUrl(raw, allowPrivate);
  if (problem) return problem.message;
  if (allowPrivate) return null;
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return null;
  let timer: NodeJS.Timeout | undefined;
  try {
    const addresses = await Promise.race([
      lookup(host, { all: true, verbatim: true }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("lookup timed out")), LOOKUP_TIMEOUT_MS);
      }),
    ]);
    const bad = addresses.find((a) => classifyAddress(a.address) !== "public");
    if (bad) return `must not point to a ${classifyAddress(bad.address)} address (${host} resolves to ${bad.address})`;
  } catch {
    // Not resolvable right now: accepted; every delivery resolves and checks again.
  } finally {
    clearTimeout(timer);
  }
  return null;
}
