// Which webhook targets are allowed (DECISIONS §7): http(s) only, and never an address in the
// loopback, private, link-local, CGNAT, metadata or other reserved ranges, unless the operator
// allows private targets. Checked at registration (literal addresses and resolved names) and
// again at delivery after DNS resolution (by the SSRF-filtering agent, see webhooks/send.ts).
import { BlockList, isIP } from "node:net";

export type AddressClass = "public" | "loopback" | "private" | "link-local" | "cgnat" | "metadata" | "reserved";

const ranges: [AddressClass, string, number, "ipv4" | "ipv6"][] = [
  ["metadata", "169.254.169.254", 32, "ipv4"],
  ["metadata", "100.100.100.200", 32, "ipv4"],
  ["metadata", "fd00:ec2::254", 128, "ipv6"],
  ["loopback", "127.0.0.0", 8, "ipv4"],
  ["loopback", "::1", 128, "ipv6"],
  ["private", "10.0.0.0", 8, "ipv4"],
  ["private", "172.16.0.0", 12, "ipv4"],
  ["private", "192.168.0.0", 16, "ipv4"],
  ["private", "fc00::", 7, "ipv6"],
  ["link-local", "169.254.0.0", 16, "ipv4"],
  ["link-local", "fe80::", 10, "ipv6"],
  ["cgnat", "100.64.0.0", 10, "ipv4"],
  ["reserved", "0.0.0.0", 8, "ipv4"],
  ["reserved", "192.0.0.0", 24, "ipv4"],
  ["reserved", "192.0.2.0", 24, "ipv4"],
  ["reserved", "198.18.0.0", 15, "ipv4"],
  ["reserved", "198.51.100.0", 24, "ipv4"],
  ["reserved", "203.0.113.0", 24, "ipv4"],
  ["reserved", "224.0.0.0", 4, "ipv4"],
  ["reserved", "240.0.0.0", 4, "ipv4"],
  ["reserved", "::", 128, "ipv6"],
  ["reserved", "100::", 64, "ipv6"],
  ["reserved", "2001:db8::", 32, "ipv6"],
  ["reserved", "ff00::", 8, "ipv6"],
];

const lists = ranges.map(([cls, network, prefix, type]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, type);
  return { cls, list, type };
});

/** An IPv4 address embedded in an IPv6 one (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96), if any. */
function embeddedIPv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = parseInt(hex[1]!, 16);
    const lo = parseInt(hex[2]!, 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

/** Classifies an IP address literal; anything that is not an address is "reserved". */
export function classifyAddress(address: string): AddressClass {
  const bare = address.replace(/^\[|\]$/g, "").split("%")[0]!;
  const version = isIP(bare);
  if (version === 0) return "reserved";
  if (version === 6) {
    const v4 = embeddedIPv4(bare);
    if (v4) return classifyAddress(v4);
  }
  const type = version === 4 ? "ipv4" : "ipv6";
  for (const { cls, list, type: t } of lists) {
    if (t === type && list.check(bare, type)) return cls;
  }
  return "public";
}

export const isPublicAddress = (address: string) => classifyAddress(address) === "public";

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
  if (!url.hostname) return { message: "must name a host" };
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (isIP(host)) {
    const cls = classifyAddress(host);
    return cls === "public" ? null : { message: `must not point to a ${cls} address` };
  }
  if (checkNames && (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal") || !host.includes("."))) {
    return { message: "must not point to a local host name" };
  }
  return null;
}
