import { describe, expect, it } from "vitest";
import { explainForTwo, membersNamed, startsForTwo } from "./two-person";

const slot = (start: number, staffIds: string[]) => ({ start, end: start + 60, staffIds });
const days = [
  { date: "2027-03-01", slots: [slot(1, ["ann", "bob"]), slot(2, ["ann"]), slot(3, ["bob", "cleo", "dan"])] },
  { date: "2027-03-02", slots: [] },
];

describe("startsForTwo", () => {
  it("keeps the starts where two members are free, listing them", () => {
    expect(startsForTwo(days, undefined, true)).toEqual([
      { date: "2027-03-01", slots: [slot(1, ["ann", "bob"]), slot(3, ["bob", "cleo", "dan"])] },
      { date: "2027-03-02", slots: [] },
    ]);
  });

  it("keeps only those with the member asked for among them", () => {
    expect(startsForTwo(days, "cleo", true)[0]?.slots).toEqual([slot(3, ["bob", "cleo", "dan"])]);
    expect(startsForTwo(days, "ann", true)[0]?.slots).toEqual([slot(1, ["ann", "bob"])]);
  });

  it("names no members when the caller's answer does not list them", () => {
    expect(startsForTwo(days, undefined, false)[0]?.slots).toEqual([slot(1, []), slot(3, [])]);
  });
});

describe("explainForTwo", () => {
  const start = (at: number, available: boolean) => ({
    start: at,
    time: "09:00",
    available,
    rules: available ? [] : (["booked"] as const).slice(),
    bookingIds: [],
    sessionIds: [],
  });
  it("keeps a start available where another member is free too, else names no_member_free", () => {
    const [ann, bob] = explainForTwo([
      { staffId: "ann", rules: [], starts: [start(1, true), start(2, true), start(3, false)] },
      { staffId: "bob", rules: [], starts: [start(1, true), start(2, false), start(3, true)] },
    ]);
    expect(ann?.starts.map((s) => [s.available, s.rules])).toEqual([
      [true, []],
      [false, ["no_member_free"]],
      [false, ["booked"]],
    ]);
    expect(bob?.starts.map((s) => [s.available, s.rules])).toEqual([
      [true, []],
      [false, ["booked"]],
      [false, ["no_member_free"]],
    ]);
  });
});

describe("membersNamed", () => {
  it("names one member alone and two joined by an ampersand", () => {
    expect(membersNamed("Anna", null)).toBe("Anna");
    expect(membersNamed("Anna", undefined)).toBe("Anna");
    expect(membersNamed("Anna", "Ben")).toBe("Anna & Ben");
  });
});
