import { describe, expect, it } from "vitest";
import { bookingMembers, secondMemberChoices } from "./second-member";

describe("the second member at the front desk", () => {
  it("offers the members free at the start but the first, in the service's order", () => {
    expect(secondMemberChoices(["ann", "bob", "cleo"], "ann")).toEqual(["bob", "cleo"]);
    expect(secondMemberChoices(["cleo", "ann", "bob"], "bob")).toEqual(["cleo", "ann"]);
    expect(secondMemberChoices(["ann"], "ann")).toEqual([]);
    expect(secondMemberChoices([], "ann")).toEqual([]);
  });

  it("books both members when a second was chosen, first first", () => {
    expect(bookingMembers("ann", "bob", ["bob", "cleo"])).toEqual({ staffId: "ann", staffIds: ["ann", "bob"] });
  });

  it("names the first alone for any free member, or a second no longer offered: the service picks one", () => {
    expect(bookingMembers("ann", "", ["bob", "cleo"])).toEqual({ staffId: "ann" });
    expect(bookingMembers("ann", "dan", ["bob", "cleo"])).toEqual({ staffId: "ann" });
  });
});
