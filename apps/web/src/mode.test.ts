// What the page is opened as, from its address.
import { describe, expect, it } from "vitest";
import { pageMode, withoutVerifyCode } from "./mode";

const KEY = `pk_${"a1B2".repeat(10)}`;
const TOKEN = "Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue";
const book = (search: string, hash: string) => pageMode({ pathname: "/book/", search, hash });

describe("pageMode", () => {
  it("opens the public booking page for a public key in the query (or the fragment)", () => {
    expect(book(`?key=${KEY}`, "")).toEqual({ kind: "public", key: KEY });
    expect(book(`?key=${KEY}&lang=de`, "")).toEqual({ kind: "public", key: KEY });
    expect(book("", `#key=${KEY}`)).toEqual({ kind: "public", key: KEY });
  });

  it("opens a booking from its manage link, whatever else the address holds", () => {
    expect(book(`?key=${KEY}`, `#manage=${TOKEN}`)).toEqual({ kind: "manage", token: TOKEN, verifyCode: null });
    expect(book("?lang=fr", `#manage=${TOKEN}`)).toEqual({ kind: "manage", token: TOKEN, verifyCode: null });
  });

  it("opens a waitlist entry from its link, whatever else the address holds", () => {
    expect(book("", `#waitlist=${TOKEN}`)).toEqual({ kind: "waitlist", token: TOKEN, verifyCode: null });
    expect(book(`?key=${KEY}&lang=de`, `#waitlist=${TOKEN}`)).toEqual({ kind: "waitlist", token: TOKEN, verifyCode: null });
    // The link of the email that asks a visitor to confirm their place carries the code.
    expect(book("", `#waitlist=${TOKEN}&verify=abc123`)).toEqual({ kind: "waitlist", token: TOKEN, verifyCode: "abc123" });
    // A mangled token opens nothing of anyone's.
    expect(book("", "#waitlist=<script>")).toEqual({ kind: "about" });
    expect(book(`?key=${KEY}`, "#waitlist=short")).toEqual({ kind: "public", key: KEY });
  });

  it("carries the code of a verification email's link to the manage view, as it came", () => {
    expect(book("", `#manage=${TOKEN}&verify=Zx81Kq`)).toEqual({ kind: "manage", token: TOKEN, verifyCode: "Zx81Kq" });
    // A mangled code is still sent: the service answers that it is not the one emailed.
    expect(book("", `#manage=${TOKEN}&verify=`)).toEqual({ kind: "manage", token: TOKEN, verifyCode: "" });
    // Without a valid token there is nothing to verify.
    expect(book("", "#manage=<script>&verify=Zx81Kq")).toEqual({ kind: "about" });
  });

  it("drops the code from the address once it was sent, keeping the rest", () => {
    expect(withoutVerifyCode({ pathname: "/book/", search: "", hash: `#manage=${TOKEN}&verify=Zx81Kq` })).toBe(`/book/#manage=${TOKEN}`);
    expect(withoutVerifyCode({ pathname: "/book/", search: "?lang=de", hash: `#verify=Zx81Kq&manage=${TOKEN}` })).toBe(
      `/book/?lang=de#manage=${TOKEN}`,
    );
    expect(withoutVerifyCode({ pathname: "/book/", search: "", hash: "#verify=Zx81Kq" })).toBe("/book/");
  });

  it("says what /book/ is when it has no salon's key", () => {
    expect(book("", "")).toEqual({ kind: "about" });
    expect(book("?lang=de", "")).toEqual({ kind: "about" });
    expect(book("?key=pk_short", "#manage=<script>")).toEqual({ kind: "about" });
    // A secret key in the query is not taken anywhere (it should never be there).
    expect(book(`?key=sk_${"a".repeat(40)}`, "")).toEqual({ kind: "about" });
  });

  it("opens the front desk at /console/, whatever the address holds", () => {
    expect(pageMode({ pathname: "/console/", search: "", hash: "" })).toEqual({ kind: "front-desk" });
    expect(pageMode({ pathname: "/console/", search: "", hash: `#key=sk_${"a".repeat(40)}` })).toEqual({ kind: "front-desk" });
    expect(pageMode({ pathname: "/console/index.html", search: `?key=${KEY}`, hash: "" })).toEqual({ kind: "front-desk" });
    expect(pageMode({ pathname: "/console", search: "", hash: "" })).toEqual({ kind: "front-desk" });
    expect(pageMode({ pathname: "/consoles/", search: "", hash: "" })).toEqual({ kind: "about" });
  });

  it("moves a front-desk link of before (/book/#key=sk_…) to /console/, the key still in the fragment", () => {
    const secret = `sk_${"Z9".repeat(20)}`;
    expect(book("", `#key=${secret}`)).toEqual({ kind: "moved", address: `/console/#key=${secret}` });
    expect(book("", `#key=ck_${"c".repeat(40)}`)).toEqual({ kind: "moved", address: `/console/#key=ck_${"c".repeat(40)}` });
  });
});
