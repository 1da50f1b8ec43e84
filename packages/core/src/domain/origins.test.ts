import { describe, expect, it } from "vitest";
import { originAllowed, parseOrigin } from "./origins";

describe("parseOrigin", () => {
  it.each([
    ["https://shop.example", "https://shop.example"],
    ["https://Shop.Example:443", "https://shop.example"],
    ["http://localhost:5173", "http://localhost:5173"],
    ["https://shop.example/", "https://shop.example"],
    ["  https://xn--bcher-kva.example  ", "https://xn--bcher-kva.example"],
  ])("accepts %s as %s", (text, origin) => {
    expect(parseOrigin(text)).toEqual({ origin });
  });

  it.each([
    "shop.example",
    "*",
    "https://*.shop.example",
    "ftp://shop.example",
    "https://shop.example/book",
    "https://a:b@shop.example",
    "https://shop.example?x=1",
    "null",
  ])("refuses %s with a message", (text) => {
    const parsed = parseOrigin(text);
    expect("error" in parsed && parsed.error).toContain(text);
  });
});

describe("originAllowed", () => {
  const allowed = ["https://shop.example", "http://localhost:5173"];
  it("matches exactly after normalisation", () => {
    expect(originAllowed(allowed, "https://shop.example")).toBe(true);
    expect(originAllowed(allowed, "https://SHOP.example:443")).toBe(true);
    expect(originAllowed(allowed, "http://localhost:5173")).toBe(true);
  });
  it("refuses other schemes, ports, subdomains, a missing or opaque origin, and keys without origins", () => {
    expect(originAllowed(allowed, "http://shop.example")).toBe(false);
    expect(originAllowed(allowed, "http://localhost:5174")).toBe(false);
    expect(originAllowed(allowed, "https://evil.shop.example")).toBe(false);
    expect(originAllowed(allowed, "https://shop.example.evil")).toBe(false);
    expect(originAllowed(allowed, undefined)).toBe(false);
    expect(originAllowed(allowed, "null")).toBe(false);
    expect(originAllowed([], "https://shop.example")).toBe(false);
  });
});
