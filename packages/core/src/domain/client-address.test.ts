import { describe, expect, it } from "vitest";
import { addressBucket } from "./client-address";

describe("addressBucket", () => {
  it("counts an IPv4 address as itself, also when written as IPv4-mapped IPv6", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every IPv6 address of one /64 as one client", () => {
    const a = addressBucket("2001:db8:1:2:aaaa:bbbb:cccc:dddd");
    expect(a).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:0db8:0001:0002::1")).toBe(a);
    expect(addressBucket("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(a);
    expect(addressBucket("2001:db8:1:3::1")).not.toBe(a);
    expect(addressBucket("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("keeps what is not an address as it is", () => {
    expect(addressBucket("unknown")).toBe("unknown");
  });
});
