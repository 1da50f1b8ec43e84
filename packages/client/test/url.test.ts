import { describe, expect, it } from "vitest";
import { withoutTrailingSlashes } from "../src/url";

describe("withoutTrailingSlashes", () => {
  it("drops every trailing slash and nothing else", () => {
    expect(withoutTrailingSlashes("http://localhost:3000")).toBe("http://localhost:3000");
    expect(withoutTrailingSlashes("http://localhost:3000///")).toBe("http://localhost:3000");
    expect(withoutTrailingSlashes("http://host/base/")).toBe("http://host/base");
    expect(withoutTrailingSlashes("///")).toBe("");
  });

  it("takes linear time on long runs of slashes that do not end the URL", () => {
    const hostile = `http://host${"/".repeat(100_000)}x`;
    const started = performance.now();
    expect(withoutTrailingSlashes(hostile)).toBe(hostile);
    expect(withoutTrailingSlashes(`${hostile}${"/".repeat(100_000)}`)).toBe(hostile);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
