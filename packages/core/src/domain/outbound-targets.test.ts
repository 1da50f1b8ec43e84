import { describe, expect, it } from "vitest";
import { checkWebhookUrl, classifyAddress, isLocalHostName } from "./outbound-targets";

describe("webhook target classification", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["::1", "loopback"],
    ["10.1.2.3", "private"],
    ["172.20.0.1", "private"],
    ["192.168.1.1", "private"],
    ["fd12::1", "private"],
    ["169.254.10.10", "link-local"],
    ["fe80::1", "link-local"],
    ["100.64.0.1", "cgnat"],
    ["100.127.255.255", "cgnat"],
    ["169.254.169.254", "metadata"],
    ["fd00:ec2::254", "metadata"],
    ["0.0.0.0", "reserved"],
    ["::", "reserved"],
    ["224.0.0.1", "reserved"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:169.254.169.254", "metadata"],
    ["64:ff9b::10.0.0.1", "private"],
    ["8.8.8.8", "public"],
    ["1.1.1.1", "public"],
    ["100.128.0.1", "public"],
    ["2606:4700:4700::1111", "public"],
    ["[2606:4700:4700::1111]", "public"],
    ["fe80::1%eth0", "link-local"],
    ["fec0::1", "private"],
    ["ff02::1", "reserved"],
    ["4000::1", "reserved"],
    ["not-an-address", "reserved"],
    ["127.1", "reserved"],
  ])("%s is %s", (address, cls) => {
    expect(classifyAddress(address)).toBe(cls);
  });

  // IPv6 forms that carry an IPv4 address are judged by the address inside.
  it.each([
    ["::127.0.0.1", "loopback"], // IPv4-compatible
    ["::7f00:1", "loopback"],
    ["::169.254.169.254", "metadata"],
    ["::10.1.2.3", "private"],
    ["::ffff:0:127.0.0.1", "loopback"], // IPv4-translated
    ["::ffff:0:a00:1", "private"],
    ["::ffff:127.0.0.1", "loopback"], // mapped
    ["::ffff:192.168.0.1", "private"],
    ["2002:7f00:1::", "loopback"], // 6to4
    ["2002:a9fe:a9fe::1", "metadata"],
    ["2002:c0a8:101:1::1", "private"],
    ["64:ff9b::127.0.0.1", "loopback"], // NAT64
    ["64:ff9b::a9fe:a9fe", "metadata"],
    ["64:ff9b:1::127.0.0.1", "loopback"], // local-use NAT64
    ["64:ff9b:1::8.8.8.8", "private"],
    ["2001:0:4136:e378:8000:63bf:80ff:fffe", "loopback"], // Teredo, client 127.0.0.1
    ["2001:0:a00:1::8.8.8.8", "private"], // Teredo, server 10.0.0.1
    ["2001:0:4136:e378:8000:63bf:f7f7:f7f7", "public"], // Teredo, client 8.8.8.8
    ["::ffff:8.8.8.8", "public"],
    ["64:ff9b::8.8.8.8", "public"],
    ["2002:808:808::1", "public"],
    ["::", "reserved"],
    ["::1", "loopback"],
  ])("%s is %s", (address, cls) => {
    expect(classifyAddress(address)).toBe(cls);
  });

  it.each([
    "http://[::127.0.0.1]/",
    "http://[::169.254.169.254]/",
    "http://[::ffff:0:127.0.0.1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://[2002:7f00:1::]/",
    "http://[64:ff9b:1::127.0.0.1]/",
    "http://[64:ff9b::127.0.0.1]/",
    "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/",
    "http://127.0.0.1./",
    "http://0x7f.1/",
    "http://127.1/",
  ])("refuses %s as a non-public target, naming the address inside", (url) => {
    const problem = checkWebhookUrl(url, false);
    expect(problem?.message).toMatch(/^must not point to a (loopback|metadata) address/);
    if (url.includes("[")) expect(problem?.message).toMatch(/carries (127\.0\.0\.1|169\.254\.169\.254)\)$/);
  });

  it.each([
    "http://localhost./",
    "http://LOCALHOST/",
    "http://app.localhost./",
    "http://printer.local./",
    "http://db.internal/",
    "http://nas.home.arpa/",
    "http://intranet/",
    "http://intranet./",
  ])("refuses the local host name in %s", (url) => {
    expect(checkWebhookUrl(url, false)?.message).toBe("must not point to a local host name");
  });

  it("treats a trailing dot as the same host name", () => {
    expect(isLocalHostName("localhost.")).toBe(true);
    expect(isLocalHostName("localhost..")).toBe(true);
    expect(isLocalHostName("hooks.example.com.")).toBe(false);
    expect(checkWebhookUrl("https://hooks.example.com./in", false)).toBeNull();
    expect(checkWebhookUrl("http://./", false)?.message).toBe("must name a host");
  });

  it("refuses non-http schemes, credentials and local targets", () => {
    expect(checkWebhookUrl("ftp://example.com/x", false)).not.toBeNull();
    expect(checkWebhookUrl("not a url", false)).not.toBeNull();
    expect(checkWebhookUrl("https://user:pw@example.com/x", false)).not.toBeNull();
    expect(checkWebhookUrl("http://127.0.0.1:8080/x", false)?.message).toMatch(/loopback/);
    expect(checkWebhookUrl("http://[::1]/x", false)?.message).toMatch(/loopback/);
    expect(checkWebhookUrl("http://169.254.169.254/latest/meta-data", false)?.message).toMatch(/metadata/);
    expect(checkWebhookUrl("http://100.64.1.1/", false)?.message).toMatch(/cgnat/);
    expect(checkWebhookUrl("http://localhost:3000/", false)).not.toBeNull();
    expect(checkWebhookUrl("http://2130706433/", false)?.message).toMatch(/loopback/); // 127.0.0.1 as an integer
    expect(checkWebhookUrl("https://hooks.example.com/in", false)).toBeNull();
    expect(checkWebhookUrl("http://127.0.0.1:8080/x", true)).toBeNull();
  });
});
