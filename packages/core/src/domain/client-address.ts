// Client addresses as limits count them. One IPv4 address is one visitor; an IPv6 visitor is
// usually handed a whole /64 (2^64 addresses), so an IPv6 address counts by its /64: otherwise one
// visitor could take a fresh address for every request and never meet a per-address limit.
import ipaddr from "ipaddr.js";

/** The key limits count a client address under: the IPv4 address, or the IPv6 /64 (`2001:db8:1:2::/64`). */
export function addressBucket(address: string): string {
  // An IPv6 address may name its zone after "%" (fe80::1%eth0): the bucket is the address's.
  const zoneAt = address.indexOf("%");
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(zoneAt === -1 ? address : address.slice(0, zoneAt));
  } catch {
    return address; // not an address (a test double, a unix socket): counted as it is
  }
  if (parsed.kind() === "ipv4") return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const parts = v6.parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(":")}::/64`;
}
