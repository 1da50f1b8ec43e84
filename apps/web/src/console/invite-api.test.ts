import { describe, expect, it } from "vitest";
import { inviteTokenOf } from "./invite-api";

describe("inviteTokenOf", () => {
  it("reads the token of an invite link's fragment, and nothing else", () => {
    const token = `iv_${"a1B2".repeat(10)}`;
    expect(inviteTokenOf(`#/invite/${token}`)).toBe(token);
    expect(inviteTokenOf("")).toBeNull();
    expect(inviteTokenOf("#key=sk_abc")).toBeNull();
    expect(inviteTokenOf("#/invite/")).toBeNull();
    expect(inviteTokenOf(`#/invite/${token}/more`)).toBeNull();
    expect(inviteTokenOf("#/invite/%E0%A4%A")).toBeNull();
  });
});
