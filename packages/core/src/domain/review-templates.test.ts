import { describe, expect, it } from "vitest";
import { fillTemplate, templateApplies, unknownPlaceholders } from "./review-templates";

describe("review templates", () => {
  it("fills every supported placeholder, with or without spaces, as often as it appears", () => {
    expect(fillTemplate("Thanks {{customerName}} for {{ rating }} stars, {{customerName}}!", { customerName: "Ann", rating: 5 })).toBe(
      "Thanks Ann for 5 stars, Ann!",
    );
  });

  it("leaves text without placeholders and unknown placeholders untouched", () => {
    expect(fillTemplate("Thank you!", { customerName: "Ann", rating: 4 })).toBe("Thank you!");
    expect(fillTemplate("Hi {{nickname}}", { customerName: "Ann", rating: 4 })).toBe("Hi {{nickname}}");
  });

  it("does not interpret replacement patterns in values", () => {
    expect(fillTemplate("Hi {{customerName}}", { customerName: "$& $1 $$", rating: 1 })).toBe("Hi $& $1 $$");
  });

  it("lists unknown placeholders once each", () => {
    expect(unknownPlaceholders("{{customerName}} {{ name }} {{rating}} {{name}} {{}}")).toEqual(["name", ""]);
    expect(unknownPlaceholders("Thanks {{customerName}}, {{rating}}/5")).toEqual([]);
    expect(unknownPlaceholders("single { braces } are text")).toEqual([]);
  });

  it("applies to ratings inside its range only", () => {
    const template = { minRating: 4, maxRating: 5 };
    expect([1, 2, 3, 4, 5].map((r) => templateApplies(template, r))).toEqual([false, false, false, true, true]);
  });
});
