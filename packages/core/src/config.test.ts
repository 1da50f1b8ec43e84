import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig: the queue dashboard tokens", () => {
  it("takes a read-only token beside the admin token", () => {
    const config = loadConfig({ ADMIN_TOKEN: "admin-token-0123456789", ADMIN_READONLY_TOKEN: "look-only-token-0123456" });
    expect(config.ADMIN_READONLY_TOKEN).toBe("look-only-token-0123456");
  });

  it("refuses a read-only token without the admin token, equal to it, or short", () => {
    expect(() => loadConfig({ ADMIN_READONLY_TOKEN: "look-only-token-0123456" })).toThrow(/ADMIN_READONLY_TOKEN: needs ADMIN_TOKEN/);
    expect(() => loadConfig({ ADMIN_TOKEN: "same-token-0123456789", ADMIN_READONLY_TOKEN: "same-token-0123456789" })).toThrow(
      /ADMIN_READONLY_TOKEN: must differ from ADMIN_TOKEN/,
    );
    expect(() => loadConfig({ ADMIN_TOKEN: "admin-token-0123456789", ADMIN_READONLY_TOKEN: "short" })).toThrow(
      /ADMIN_READONLY_TOKEN: must be at least 16 characters/,
    );
  });
});
