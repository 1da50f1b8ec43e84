import { describe, expect, it } from "vitest";
import { bookingMembersNamed, membersNamed, otherMembersOf } from "./members";

const ann = { id: "st_ann", name: "Ann" };
const names = new Map([
  ["st_ann", "Ann"],
  ["st_bob", "Bob"],
]);

describe("a booking's members in words", () => {
  it("joins names with an ampersand, as the service's messages do", () => {
    expect(membersNamed(["Ann"])).toBe("Ann");
    expect(membersNamed(["Ann", "Bob"])).toBe("Ann & Bob");
  });

  it("names a one-person booking by its member, a two-person booking by both, first first", () => {
    expect(bookingMembersNamed({ staff: ann, staffIds: ["st_ann"] }, names, "someone")).toBe("Ann");
    expect(bookingMembersNamed({ staff: ann, staffIds: ["st_ann", "st_bob"] }, names, "someone")).toBe("Ann & Bob");
  });

  it("says `unknown` for a second member whose name is not known, and the first as the booking names them", () => {
    expect(bookingMembersNamed({ staff: ann, staffIds: ["st_ann", "st_cleo"] }, names, "another member")).toBe("Ann & another member");
    expect(bookingMembersNamed({ staff: { id: "st_dan", name: "Dan" }, staffIds: ["st_dan", "st_bob"] }, new Map(), "?")).toBe("Dan & ?");
  });

  it("lists the members to look up: every second member, once", () => {
    expect(
      otherMembersOf([
        { staff: ann, staffIds: ["st_ann"] },
        { staff: ann, staffIds: ["st_ann", "st_bob"] },
        { staff: { id: "st_bob", name: "Bob" }, staffIds: ["st_bob", "st_ann"] },
        { staff: { id: "st_cleo", name: "Cleo" }, staffIds: ["st_cleo", "st_bob"] },
      ]),
    ).toEqual(["st_bob", "st_ann"]);
  });
});
