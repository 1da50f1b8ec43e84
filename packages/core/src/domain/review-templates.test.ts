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

describe("review templates: parsing cost", () => {
  // The pattern used before, kept as the reference for what placeholders mean; only ever run on
  // short bodies here, since on a run of spaces that never closes it tries cubically many splits.
  // eslint-disable-next-line regexp/no-super-linear-backtracking
  const OLD_PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
  const oldUnknown = (body: string) => {
    const unknown: string[] = [];
    for (const match of body.matchAll(OLD_PLACEHOLDER))
      if (!["customerName", "rating"].includes(match[1]!) && !unknown.includes(match[1]!)) unknown.push(match[1]!);
    return unknown;
  };
  const oldFill = (body: string, values: Record<string, string>) =>
    body.replace(OLD_PLACEHOLDER, (whole, name: string) => (name in values ? values[name]! : whole));

  it("parses every short body built from braces, spaces and names exactly as the old pattern did", () => {
    const tokens = ["{{", "}}", "{", "}", " ", "\t", "rating", "customerName", "x"];
    const values = { customerName: "Ann", rating: "5" };
    let bodies = [""];
    let checked = 0;
    const differing: string[] = [];
    for (let length = 1; length <= 5; length++) {
      bodies = bodies.flatMap((body) => tokens.map((token) => body + token));
      for (const body of bodies) {
        const same =
          JSON.stringify(unknownPlaceholders(body)) === JSON.stringify(oldUnknown(body)) &&
          fillTemplate(body, values) === oldFill(body, values);
        if (!same) differing.push(body);
        checked++;
      }
    }
    expect(differing).toEqual([]);
    expect(checked).toBe(9 + 9 ** 2 + 9 ** 3 + 9 ** 4 + 9 ** 5);
  });

  it("handles 4000-character hostile bodies in linear time", () => {
    const hostile = [
      `{{${" ".repeat(3997)}x`, // spaces that never close
      `{{${" ".repeat(3998)}`,
      `{{${"\t \n".repeat(1332)}x}`, // mixed whitespace, one closing brace
      "{{ ".repeat(1333), // many openings, none closed
      `${"{".repeat(3998)}}}`,
      `{{${" ".repeat(1998)}rating${" ".repeat(1990)}}}`, // valid, padded
    ];
    const values = { customerName: "Ann", rating: 5 };
    const started = performance.now();
    for (const body of hostile) {
      expect(body.length).toBeLessThanOrEqual(4000);
      unknownPlaceholders(body);
      fillTemplate(body, values);
    }
    expect(fillTemplate(hostile[5]!, values)).toBe("5");
    expect(unknownPlaceholders(hostile[0]!)).toEqual([]);
    // Linear parsing takes well under a millisecond per body; the old pattern took tens of seconds.
    expect(performance.now() - started).toBeLessThan(500);
  });
});
