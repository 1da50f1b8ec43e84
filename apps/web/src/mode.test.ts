// Which page /book/ opens as, from its address.
import { describe, expect, it } from "vitest";
import { pageMode, withoutVerifyCode } from "./mode";

const KEY = `pk_${"a1B2".repeat(10)}`;

describe("pageMode", () => {
  it("opens the public booking page for a public key in the query (or the fragment)", () => {
    expect(pageMode({ search: `?key=${KEY}`, hash: "" })).toEqual({ kind: "public", key: KEY });
    expect(pageMode({ search: "", hash: `#key=${KEY}` })).toEqual({ kind: "public", key: KEY });
  });

  it("opens a booking from its manage link, whatever else the address holds", () => {
    expect(pageMode({ search: `?key=${KEY}`, hash: "#manage=Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue" })).toEqual({
      kind: "manage",
      token: "Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue",
      verifyCode: null,
    });
  });

  it("carries the code of a verification email's link to the manage view, as it came", () => {
    const token = "Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue";
    expect(pageMode({ search: "", hash: `#manage=${token}&verify=Zx81Kq` })).toEqual({ kind: "manage", token, verifyCode: "Zx81Kq" });
    // A mangled code is still sent: the service answers that it is not the one emailed.
    expect(pageMode({ search: "", hash: `#manage=${token}&verify=` })).toEqual({ kind: "manage", token, verifyCode: "" });
    // Without a valid token there is nothing to verify.
    expect(pageMode({ search: "", hash: "#manage=<script>&verify=Zx81Kq" })).toEqual({ kind: "front-desk" });
  });

  it("drops the code from the address once it was sent, keeping the rest", () => {
    const token = "Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue";
    expect(withoutVerifyCode({ pathname: "/book/", search: "", hash: `#manage=${token}&verify=Zx81Kq` })).toBe(`/book/#manage=${token}`);
    expect(withoutVerifyCode({ pathname: "/book/", search: "?x=1", hash: `#verify=Zx81Kq&manage=${token}` })).toBe(
      `/book/?x=1#manage=${token}`,
    );
    expect(withoutVerifyCode({ pathname: "/book/", search: "", hash: "#verify=Zx81Kq" })).toBe("/book/");
  });

  it("is the front desk for anything else, secret keys included (they stay out of the query)", () => {
    expect(pageMode({ search: "", hash: "" })).toEqual({ kind: "front-desk" });
    expect(pageMode({ search: `?key=sk_${"a".repeat(40)}`, hash: "" })).toEqual({ kind: "front-desk" });
    expect(pageMode({ search: "?key=pk_short", hash: "#manage=<script>" })).toEqual({ kind: "front-desk" });
  });
});
