// A service's resource requirements (each booking holds `quantity` units of any one of
// `resourceIds`, tried in that order): in words for the services list, and which resources a new
// requirement may still name (the service takes each resource once across its requirements).
import type { Translator } from "../i18n/translate";

export interface Requirement {
  resourceIds: string[];
  quantity: number;
}

/** At most this many requirements per service, and resources per requirement (the service's limits). */
export const MAX_REQUIREMENTS = 10;
export const MAX_RESOURCES_PER_REQUIREMENT = 10;

/**
 * "2 units of Dryer A or Dryer B", "Studio (1 Einheit)": one requirement in the member's language;
 * a resource missing from `names` (deleted meanwhile) by its id.
 */
export function requirementInWords(
  requirement: Requirement,
  names: ReadonlyMap<string, string>,
  translator: Pick<Translator, "t" | "locale">,
): string {
  const resources = new Intl.ListFormat(translator.locale, { type: "disjunction" }).format(
    requirement.resourceIds.map((id) => names.get(id) ?? id),
  );
  return translator.t("console.requirement", { quantity: requirement.quantity, resources });
}

/** Every requirement of a service in words, one after the other ("" for none). */
export function requirementsInWords(
  requirements: Requirement[],
  names: ReadonlyMap<string, string>,
  translator: Pick<Translator, "t" | "locale">,
): string {
  return requirements.map((requirement) => requirementInWords(requirement, names, translator)).join("; ");
}

/** The resources a new requirement may name: those no requirement of the service names yet. */
export function unusedResources<T extends { id: string }>(resources: T[], requirements: Requirement[]): T[] {
  const used = new Set(requirements.flatMap((requirement) => requirement.resourceIds));
  return resources.filter((resource) => !used.has(resource.id));
}
