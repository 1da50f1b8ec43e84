import { describe, expect, it } from "vitest";
import {
  chooseUnits,
  requirementProblems,
  unitsToClaim,
  unmetRequirementMessage,
  UnitCalendar,
  type PooledResource,
} from "./resource-units";

const pool = (id: string, quantity: number, active = true): PooledResource => ({ id, name: `Pool ${id}`, quantity, active });
const resources = new Map([pool("a", 1), pool("b", 3), pool("retired", 5, false)].map((r) => [r.id, r]));

describe("chooseUnits", () => {
  it("takes the lowest free units of the first listed resource that has enough", () => {
    const taken = new Set(["b 1"]);
    const choice = chooseUnits([{ resourceIds: ["a", "b"], quantity: 2 }], resources, (id, unit) => !taken.has(`${id} ${unit}`));
    // "a" has one unit only: "b" it is, units 2 and 3 (1 is taken).
    expect(choice).toEqual({ ok: true, chosen: [{ resourceId: "b", units: [2, 3] }] });
  });

  it("prefers the resources in the order listed", () => {
    expect(chooseUnits([{ resourceIds: ["a", "b"], quantity: 1 }], resources, () => true)).toEqual({
      ok: true,
      chosen: [{ resourceId: "a", units: [1] }],
    });
  });

  it("names the first requirement no listed resource can meet; retired resources meet none", () => {
    const requirement = { resourceIds: ["retired"], quantity: 1 };
    expect(chooseUnits([{ resourceIds: ["a"], quantity: 1 }, requirement], resources, () => true)).toEqual({ ok: false, requirement });
    expect(chooseUnits([{ resourceIds: ["a"], quantity: 1 }], resources, () => false)).toMatchObject({ ok: false });
    expect(chooseUnits([{ resourceIds: ["unknown"], quantity: 1 }], resources, () => true)).toMatchObject({ ok: false });
    expect(unmetRequirementMessage({ resourceIds: ["a", "b"], quantity: 2 }, resources)).toBe(
      "The service needs 2 free units of one of Pool a, Pool b for the whole time it occupies, and none is free then",
    );
  });

  it("meets nothing when nothing is required", () => {
    expect(chooseUnits([], resources, () => false)).toEqual({ ok: true, chosen: [] });
  });
});

describe("unitsToClaim", () => {
  it("lists the resources chooseUnits would try, in its order, with every free unit lowest first", () => {
    const taken = new Set(["b 2"]);
    const isFree = (id: string, unit: number) => !taken.has(`${id} ${unit}`);
    const requirement = { resourceIds: ["retired", "a", "b", "unknown"], quantity: 1 };
    const candidates = unitsToClaim(requirement, resources, isFree);
    expect(candidates).toEqual([
      { resourceId: "a", units: [1] },
      { resourceId: "b", units: [1, 3] },
    ]);
    // Uncontended, the first candidate's lowest units are chooseUnits' choice.
    expect(chooseUnits([requirement], resources, isFree)).toEqual({ ok: true, chosen: [{ resourceId: "a", units: [1] }] });
  });

  it("leaves out resources too small for the requirement or without enough free units", () => {
    const taken = new Set(["b 1", "b 3"]);
    expect(unitsToClaim({ resourceIds: ["a", "b"], quantity: 2 }, resources, (id, unit) => !taken.has(`${id} ${unit}`))).toEqual([]);
    expect(unitsToClaim({ resourceIds: ["a", "b"], quantity: 2 }, resources, () => true)).toEqual([{ resourceId: "b", units: [1, 2, 3] }]);
  });
});

describe("requirementProblems", () => {
  const known = new Map([
    ["a", { quantity: 1 }],
    ["b", { quantity: 3 }],
  ]);

  it("accepts resources listed once with a quantity one of them has", () => {
    expect(requirementProblems([{ resourceIds: ["a", "b"], quantity: 3 }], known)).toEqual([]);
  });

  it("names a resource listed twice, an unknown one, and a quantity no listed resource has", () => {
    expect(
      requirementProblems(
        [
          { resourceIds: ["a", "a"], quantity: 1 },
          { resourceIds: ["a", "x"], quantity: 1 },
          { resourceIds: ["b"], quantity: 4 },
        ],
        known,
      ),
    ).toEqual([
      { path: "requirements.0.resourceIds.1", message: "lists a twice" },
      { path: "requirements.1.resourceIds.0", message: "lists a, which requirement 0 lists already" },
      { path: "requirements.1.resourceIds.1", message: "is not a resource of this provider", missingResourceId: "x" },
      { path: "requirements.2.quantity", message: "is more than any listed resource has (the largest has 3)" },
    ]);
  });
});

describe("UnitCalendar", () => {
  it("tells a unit free over a range that touches its held ranges only at their ends", () => {
    const calendar = new UnitCalendar(resources);
    calendar.add("b", 2, { start: 100, end: 200 });
    calendar.add("b", 2, { start: 300, end: 400 });
    expect(calendar.isFree("b", 2, 200, 300)).toBe(true);
    expect(calendar.isFree("b", 2, 0, 100)).toBe(true);
    expect(calendar.isFree("b", 2, 199, 201)).toBe(false);
    expect(calendar.isFree("b", 2, 150, 350)).toBe(false);
    expect(calendar.isFree("b", 2, 399, 500)).toBe(false);
    expect(calendar.isFree("b", 1, 150, 350)).toBe(true);
    expect(calendar.fits([{ resourceIds: ["b"], quantity: 3 }], 150, 160)).toBe(false);
    expect(calendar.fits([{ resourceIds: ["b"], quantity: 2 }], 150, 160)).toBe(true);
  });
});
