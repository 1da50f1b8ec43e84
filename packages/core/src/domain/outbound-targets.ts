// Which addresses the service may connect to on a tenant's behalf (webhook receivers, staff
// calendars): http(s) only, and never an address in the loopback, private, link-local, CGNAT,
// metadata or other reserved ranges, unless the operator allows private targets. Checked at
// registration (literal addresses and resolved names) and again at every connection, on the
// address connected to (see outbound/guard.ts).
//
// Addresses are parsed by ipaddr.js. An IPv6 address that carries an IPv4 address (mapped,
// translated, IPv4-compatible, NAT64, 6to4, Teredo) is judged by the IPv4 address inside: the
// network may deliver it there, so `[::ffff:127.0.0.1]` is as much loopback as `127.0.0.1`.
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

export type AddressClass = "public" | "loopback" | "private" | "link-local" | "cgnat" | "metadata" | "reserved";

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/** Cloud metadata services, named apart from the ranges they sit in. */
const METADATA: [IPv4 | IPv6, number][] = [
  ipaddr.parseCIDR("169.254.169.254/32"),
  ipaddr.parseCIDR("100.100.100.200/32"),
  ipaddr.parseCIDR("fd00:ec2::254/128"),
];

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");
const LOCAL_USE_NAT64 = ipaddr.IPv6.parseCIDR("64:ff9b:1::/48");

// ipaddr.js's names of ranges; any other name is a reserved or special-purpose range.
const V4_CLASSES: Record<string, AddressClass> = {
  unicast: "public",
  loopback: "loopback",
  private: "private",
  linkLocal: "link-local",
  carrierGradeNat: "cgnat",
};

const V6_CLASSES: Record<string, AddressClass> = {
  unicast: "public",
  loopback: "loopback",
  uniqueLocal: "private",
  deprecatedSiteLocal: "private",
  linkLocal: "link-local",
};

/** The IPv4 address in the 32 bits from 16-bit word `word` of an IPv6 address (`inverted`: stored with every bit flipped). */
function v4At(address: IPv6, word: number, inverted = false): IPv4 {
  const octets = address.toByteArray().slice(2 * word, 2 * word + 4);
  return new ipaddr.IPv4(inverted ? octets.map((octet) => octet ^ 0xff) : octets);
}

/**
 * The IPv4 addresses an IPv6 address carries, by the form it has: mapped (::ffff:0:0/96),
 * translated (::ffff:0:0:0/96), IPv4-compatible (::/96), NAT64 (64:ff9b::/96 and the local-use
 * 64:ff9b:1::/48, with the address in the last 32 bits as the documents here use it), 6to4
 * (2002::/16, bits 16-47) and Teredo (2001::/32: the server, and the client's inverted).
 */
function embeddedIPv4(address: IPv6): IPv4[] {
  const p = address.parts;
  switch (address.range()) {
    case "ipv4Mapped":
    case "rfc6145":
    case "rfc6052":
      return [v4At(address, 6)];
    case "6to4":
      return [v4At(address, 1)];
    case "teredo":
      return [v4At(address, 2), v4At(address, 6, true)];
    default:
      // IPv4-compatible (deprecated, still routed by some stacks): 96 zero bits, then the address.
      // :: and ::1 are the unspecified and loopback addresses, not IPv4 ones.
      if (p.slice(0, 6).every((w) => w === 0) && (p[6] !== 0 || (p[7] !== 0 && p[7] !== 1))) return [v4At(address, 6)];
      return [];
  }
}

function classifyIPv4(address: IPv4): AddressClass {
  if (METADATA.some((range) => address.kind() === range[0].kind() && address.match(range))) return "metadata";
  return V4_CLASSES[address.range()] ?? "reserved";
}

function classifyIPv6(address: IPv6): AddressClass {
  if (METADATA.some((range) => address.kind() === range[0].kind() && address.match(range))) return "metadata";
  const inner = embeddedIPv4(address);
  if (inner.length) {
    const worst = inner.map(classifyIPv4).find((cls) => cls !== "public");
    if (worst) return worst;
    // Local-use NAT64 translates only inside its own network, whatever address it carries.
    return address.match(LOCAL_USE_NAT64) ? "private" : "public";
  }
  const cls = V6_CLASSES[address.range()] ?? "reserved";
  // Only 2000::/3 is handed out as global unicast; ipaddr.js calls everything it has no name for "unicast".
  return cls === "public" && !address.match(GLOBAL_UNICAST_V6) ? "reserved" : cls;
}

/** An address literal without its brackets and zone: `[fe80::1%eth0]` → `fe80::1`. */
function bareAddress(address: string): string {
  const unbracketed = address.replace(/^\[|\]$/g, "");
  const zoneAt = unbracketed.indexOf("%");
  return zoneAt === -1 ? unbracketed : unbracketed.slice(0, zoneAt);
}

/** Classifies an IP address literal (brackets and zone allowed); anything that is not an address is "reserved". */
export function classifyAddress(address: string): AddressClass {
  const bare = bareAddress(address);
  // net.isIP is strict (dotted-quad IPv4 only); ipaddr.js alone would also read "127.1" or "0x7f.1".
  const version = isIP(bare);
  if (version === 4) return classifyIPv4(ipaddr.IPv4.parse(bare));
  if (version === 6) return classifyIPv6(ipaddr.IPv6.parse(bare));
  return "reserved";
}

/** The IPv4 address an IPv6 literal stands for, when it carries one (for messages). */
export function embeddedIPv4Of(address: string): string | null {
  const bare = bareAddress(address);
  if (isIP(bare) !== 6) return null;
  const parsed = ipaddr.IPv6.parse(bare);
  const inner = embeddedIPv4(parsed);
  return inner.find((v4) => classifyIPv4(v4) !== "public")?.toString() ?? inner[0]?.toString() ?? null;
}

/** Why an address may not be a webhook target, in words a client can act on; null when it may. */
export function addressProblem(address: string): string | null {
  const cls = classifyAddress(address);
  if (cls === "public") return null;
  const inner = embeddedIPv4Of(address);
  return inner ? `must not point to a ${cls} address (${address} carries ${inner})` : `must not point to a ${cls} address`;
}

const LOCAL_SUFFIXES = [".localhost", ".local", ".localdomain", ".internal", ".home.arpa"];

/** Host names that name this machine or a local network by convention. */
export function isLocalHostName(name: string): boolean {
  // A trailing dot (a fully qualified name) names the same host: "localhost." is localhost.
  let host = name.toLowerCase();
  while (host.endsWith(".")) host = host.slice(0, -1);
  return host === "localhost" || LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix)) || !host.includes(".");
}

export type TargetProblem = { message: string };

/**
 * Checks a webhook URL without DNS: scheme, form, credentials, and a literal or (with
 * `checkNames`) obviously local host name. Returns a problem a client can act on, or null.
 */
export function checkWebhookUrl(raw: string, allowPrivate: boolean, checkNames = true): TargetProblem | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { message: "must be an absolute http(s) URL" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { message: "must use http or https" };
  if (url.username || url.password) return { message: "must not carry credentials" };
  if (!url.hostname || /^\.+$/.test(url.hostname)) return { message: "must name a host" };
  if (allowPrivate) return null;
  // The URL parser has already read every IPv4 spelling (2130706433, 0x7f.1, "127.0.0.1.") as a
  // dotted quad and written IPv6 in brackets.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) {
    const problem = addressProblem(host);
    return problem ? { message: problem } : null;
  }
  if (checkNames && isLocalHostName(host)) return { message: "must not point to a local host name" };
  return null;
}
