import { describe, expect, it } from "vitest";
import { calendarMove, membersAfter } from "./calendar-moves";

const single = { staffIds: ["ann"] };
const couple = { staffIds: ["ann", "bob"] };

describe("what a dropped block asks for", () => {
  it("a one-person booking: nothing where it was, a new time in its column, another member in theirs", () => {
    expect(calendarMove(single, "ann", "ann", true)).toEqual({ kind: "unchanged" });
    expect(calendarMove(single, "ann", "ann", false)).toEqual({ kind: "move" });
    expect(calendarMove(single, "ann", "cleo", false)).toEqual({ kind: "move", staffId: "cleo" });
    expect(calendarMove(single, "ann", "cleo", true)).toEqual({ kind: "move", staffId: "cleo" });
  });

  it("a two-person booking moved in time in either member's column keeps both members", () => {
    expect(calendarMove(couple, "ann", "ann", false)).toEqual({ kind: "move" });
    expect(calendarMove(couple, "bob", "bob", false)).toEqual({ kind: "move" });
    expect(calendarMove(couple, "bob", "bob", true)).toEqual({ kind: "unchanged" });
  });

  it("the first member's block in a third member's column gives them the booking in the first's place", () => {
    const move = calendarMove(couple, "ann", "cleo", false);
    expect(move).toEqual({ kind: "move", staffId: "cleo" });
    expect(membersAfter(couple.staffIds, move)).toEqual(["cleo", "bob"]);
  });

  it("never sends the second member as the first, nor changes the second member", () => {
    expect(calendarMove(couple, "ann", "bob", false)).toEqual({ kind: "refused", why: "alreadyOnIt" });
    expect(calendarMove(couple, "bob", "cleo", false)).toEqual({ kind: "refused", why: "secondStays" });
    expect(calendarMove(couple, "bob", "ann", true)).toEqual({ kind: "refused", why: "secondStays" });
  });

  it("keeps the members of a move in time, and of a refusal", () => {
    expect(membersAfter(couple.staffIds, { kind: "move" })).toEqual(["ann", "bob"]);
    expect(membersAfter(couple.staffIds, { kind: "refused", why: "secondStays" })).toEqual(["ann", "bob"]);
    expect(membersAfter(single.staffIds, { kind: "move", staffId: "cleo" })).toEqual(["cleo"]);
  });
});
