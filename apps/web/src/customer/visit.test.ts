// A refused visit in the visitor's words: each item that does not fit, once, in the visit's order,
// by its name, place and time and the rule it meets, in all four languages; a detail naming no item
// is left to the sentence that says the visit as a whole no longer fits. The salon that takes one
// service per online booking is told apart from any other 400.
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/languages";
import { translator } from "../i18n/translate";
import { isOneServiceAtATime, itemIndexOf, servicesInOrder, visitRefusalWords } from "./visit";

const items = [
  { name: "Schnitt", start: "2026-12-08T09:00:00.000Z" },
  { name: "Farbe", start: "2026-12-08T09:45:00.000Z" },
];

describe("a refused visit in words", () => {
  it("names each item that does not fit, once, in order, with its time and rule", () => {
    const { t } = translator("de");
    const words = visitRefusalWords(
      {
        details: [
          { path: "items.1", message: "english", rule: "booked" },
          { path: "items.1.staffId", message: "english", rule: "booked" },
          { path: "items.0", message: "english", rule: "no_member_free" },
          { path: "start", message: "english" },
        ],
      },
      items,
      t,
      { zone: "Europe/Berlin", lang: "de" },
    );
    expect(words).toEqual([
      `Schnitt (Leistung 1 von 2, 10:00): ${t("console.refusal.no_member_free")}`,
      `Farbe (Leistung 2 von 2, 10:45): ${t("console.refusal.booked")}`,
    ]);
  });

  it.each(LANGUAGES)("says it in %s without the service's English or a placeholder left", (lang) => {
    const { t } = translator(lang);
    const [said] = visitRefusalWords({ details: [{ path: "items.1", message: "english", rule: "mystery" }] }, items, t, {
      zone: "America/New_York",
      lang,
    });
    expect(said).toContain("Farbe");
    expect(said).toContain(t("console.refusal.unknown"));
    expect(said).not.toContain("english");
    expect(said).not.toMatch(/[{}]/);
  });

  it("says an item without a time by its place alone", () => {
    const { t } = translator("en");
    expect(
      visitRefusalWords({ details: [{ path: "items.0", message: "x", rule: "booked" }] }, [{ name: "Cut" }], t, {
        zone: "UTC",
        lang: "en",
      }),
    ).toEqual([`Cut (service 1 of 1): ${t("console.refusal.booked")}`]);
  });
});

describe("the pieces", () => {
  it("reads the item a path names", () => {
    expect(itemIndexOf("items.3")).toBe(3);
    expect(itemIndexOf("items.0.serviceId")).toBe(0);
    expect(itemIndexOf("items")).toBeNull();
    expect(itemIndexOf("itemsX.1")).toBeNull();
  });

  it("keeps the visit's order and repeats", () => {
    const list = [{ id: "a" }, { id: "b" }];
    expect(servicesInOrder(["b", "a", "b", "gone"], list)).toEqual([{ id: "b" }, { id: "a" }, { id: "b" }]);
    expect(servicesInOrder(["a"], null)).toEqual([]);
  });

  it("tells the salon that takes one service per online booking from any other 400", () => {
    expect(isOneServiceAtATime({ code: "BAD_REQUEST", details: [{ path: "items", message: "a visit cannot be booked…" }] })).toBe(true);
    expect(isOneServiceAtATime({ code: "BAD_REQUEST", details: [{ path: "items.0.serviceId", message: "is a class service" }] })).toBe(
      false,
    );
    expect(isOneServiceAtATime({ code: "CONFLICT", details: [{ path: "items", message: "x" }] })).toBe(false);
  });
});
