import { describe, expect, it } from "vitest";
import { checkWebhookUrl, classifyAddress } from "./webhook-targets";

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
  ])("%s is %s", (address, cls) => {
    expect(classifyAddress(address)).toBe(cls);
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
