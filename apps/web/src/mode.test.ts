// Which page /book/ opens as, from its address.
import { describe, expect, it } from "vitest";
import { pageMode } from "./mode";

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
    });
  });

  it("is the front desk for anything else, secret keys included (they stay out of the query)", () => {
    expect(pageMode({ search: "", hash: "" })).toEqual({ kind: "front-desk" });
    expect(pageMode({ search: `?key=sk_${"a".repeat(40)}`, hash: "" })).toEqual({ kind: "front-desk" });
    expect(pageMode({ search: "?key=pk_short", hash: "#manage=<script>" })).toEqual({ kind: "front-desk" });
  });
});
