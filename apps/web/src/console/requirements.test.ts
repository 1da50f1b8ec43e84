// A service's requirements in words, in each language, and the resources a new one may name.
import { describe, expect, it } from "vitest";
import { translator } from "../i18n/translate";
import { requirementInWords, requirementsInWords, unusedResources } from "./requirements";

const NAMES = new Map([
  ["res_studio", "Studio"],
  ["res_dryer1", "Dryer 1"],
  ["res_dryer2", "Dryer 2"],
  ["res_dryer3", "Dryer 3"],
]);

describe("a requirement in words", () => {
  it("names one resource with its units, one or many", () => {
    expect(requirementInWords({ resourceIds: ["res_studio"], quantity: 1 }, NAMES, translator("en"))).toBe("1 unit of Studio");
    expect(requirementInWords({ resourceIds: ["res_studio"], quantity: 3 }, NAMES, translator("en"))).toBe("3 units of Studio");
  });

  it("offers a choice of resources as one or the other, in the member's language", () => {
    const dryers = { resourceIds: ["res_dryer1", "res_dryer2", "res_dryer3"], quantity: 2 };
    expect(requirementInWords(dryers, NAMES, translator("en"))).toBe("2 units of Dryer 1, Dryer 2, or Dryer 3");
    expect(requirementInWords(dryers, NAMES, translator("de"))).toBe("Dryer 1, Dryer 2 oder Dryer 3 (2 Einheiten)");
    expect(requirementInWords(dryers, NAMES, translator("fr"))).toBe("Dryer 1, Dryer 2 ou Dryer 3 (2 unités)");
    expect(requirementInWords(dryers, NAMES, translator("es"))).toBe("2 unidades de Dryer 1, Dryer 2 o Dryer 3");
    expect(requirementInWords({ resourceIds: ["res_studio"], quantity: 1 }, NAMES, translator("de"))).toBe("Studio (1 Einheit)");
  });

  it("names a resource it does not know (deleted meanwhile) by its id", () => {
    expect(requirementInWords({ resourceIds: ["res_gone", "res_studio"], quantity: 1 }, NAMES, translator("en"))).toBe(
      "1 unit of res_gone or Studio",
    );
  });

  it("lists every requirement of a service, one after the other", () => {
    const requirements = [
      { resourceIds: ["res_studio"], quantity: 1 },
      { resourceIds: ["res_dryer1", "res_dryer2"], quantity: 1 },
    ];
    expect(requirementsInWords(requirements, NAMES, translator("en"))).toBe("1 unit of Studio; 1 unit of Dryer 1 or Dryer 2");
    expect(requirementsInWords([], NAMES, translator("en"))).toBe("");
  });
});

describe("the resources a new requirement may name", () => {
  it("are those no requirement names yet, in their order", () => {
    const resources = [...NAMES.keys()].map((id) => ({ id }));
    expect(unusedResources(resources, [])).toEqual(resources);
    expect(unusedResources(resources, [{ resourceIds: ["res_dryer1", "res_studio"], quantity: 1 }]).map((r) => r.id)).toEqual([
      "res_dryer2",
      "res_dryer3",
    ]);
  });
});
