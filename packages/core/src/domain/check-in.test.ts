import { describe, expect, it } from "vitest";
import { checkInProblem } from "./check-in";

describe("checkInProblem", () => {
  it("lets bookings that are on or done be checked in and have it taken back", () => {
    for (const status of ["pending", "confirmed", "completed"] as const) {
      expect(checkInProblem(status, true)).toBeNull();
      expect(checkInProblem(status, false)).toBeNull();
    }
  });

  it("refuses cancelled, no-show and held bookings, saying why", () => {
    expect(checkInProblem("cancelled", true)).toBe("A cancelled booking cannot be checked in");
    expect(checkInProblem("no_show", true)).toMatch(/no-show/);
    expect(checkInProblem("held", true)).toMatch(/verification/);
    expect(checkInProblem("cancelled", false)).toBe("A cancelled booking has no check-in to take back");
  });
});
