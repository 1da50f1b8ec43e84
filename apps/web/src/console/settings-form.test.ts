import { describe, expect, it } from "vitest";
import { offsetOfReminder, reminderOfOffset, zoneChoices } from "./settings-form";

describe("reminder times in the settings form", () => {
  it("shows each time in the largest whole unit", () => {
    expect(reminderOfOffset(2880)).toEqual({ amount: "2", unit: "days" });
    expect(reminderOfOffset(1440)).toEqual({ amount: "1", unit: "days" });
    expect(reminderOfOffset(120)).toEqual({ amount: "2", unit: "hours" });
    expect(reminderOfOffset(90)).toEqual({ amount: "90", unit: "minutes" });
  });

  it("sends minutes, and nothing for an empty line", () => {
    expect(offsetOfReminder({ amount: "48", unit: "hours" })).toBe(2880);
    expect(offsetOfReminder({ amount: "2", unit: "days" })).toBe(2880);
    expect(offsetOfReminder({ amount: "15", unit: "minutes" })).toBe(15);
    expect(offsetOfReminder({ amount: " ", unit: "hours" })).toBeNull();
  });

  it("reads back what it shows", () => {
    for (const minutes of [15, 60, 90, 120, 1440, 2880, 20_160]) expect(offsetOfReminder(reminderOfOffset(minutes))).toBe(minutes);
  });

  it("offers the salon's zone even when the runtime does not list it", () => {
    expect(zoneChoices("Europe/Berlin")).toContain("Europe/Berlin");
    expect(zoneChoices("Etc/Unknown")[0]).toBe("Etc/Unknown");
  });
});
