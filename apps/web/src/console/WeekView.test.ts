import { describe, expect, it } from "vitest";
import { mondayOf } from "./WeekView";

describe("mondayOf", () => {
  it("finds the Monday of a date's week, Sunday belonging to the week before", () => {
    expect(mondayOf("2026-12-07")).toBe("2026-12-07");
    expect(mondayOf("2026-12-09")).toBe("2026-12-07");
    expect(mondayOf("2026-12-13")).toBe("2026-12-07");
    expect(mondayOf("2027-01-01")).toBe("2026-12-28");
  });
});
