// Which units of which resources a booking takes: one rule for the booking write (which knows the
// units in use over the booking's range from the database) and the availability engine (which
// knows each unit's busy ranges). A resource of quantity N is N numbered units; a unit is free for
// a booking when nothing else holds it at any instant of the booking's occupied range.
//
// Each requirement is met by the first resource of its list (the provider's order of preference)
// that is active and has `quantity` units free, taking its lowest-numbered free units: filling
// units from the bottom keeps the higher ones free for long stretches, so a pool fragments less.
import type { HeldResource, ResourceRequirement } from "@booking/db";

export type { HeldResource, ResourceRequirement };

export interface PooledResource {
  id: string;
  name: string;
  quantity: number;
  active: boolean;
}

/** The units chosen for one requirement. */
export interface ChosenUnits {
  resourceId: string;
  units: number[];
}

export type UnitChoice = { ok: true; chosen: ChosenUnits[] } | { ok: false; requirement: ResourceRequirement };

/**
 * The resources of `requirement`'s list that can meet it, in the order listed: active, with
 * `quantity` units or more, and at least `quantity` of them free; each with its free units,
 * lowest first, up to `unitsWanted`. The one rule both chooseUnits and unitsToClaim follow.
 */
function* resourcesMeeting(
  requirement: ResourceRequirement,
  resources: ReadonlyMap<string, PooledResource>,
  isFree: (resourceId: string, unit: number) => boolean,
  unitsWanted: number,
): Generator<ChosenUnits> {
  for (const resourceId of requirement.resourceIds) {
    const resource = resources.get(resourceId);
    if (!resource?.active || resource.quantity < requirement.quantity) continue;
    const units: number[] = [];
    for (let unit = 1; unit <= resource.quantity && units.length < unitsWanted; unit++) {
      if (isFree(resourceId, unit)) units.push(unit);
    }
    if (units.length >= requirement.quantity) yield { resourceId, units };
  }
}

/**
 * Units meeting every requirement, or the first requirement none of whose resources has enough
 * free units. `isFree(resourceId, unit)` says whether that unit is free over the booking's range.
 * A resource is listed in one requirement at most (service writes refuse otherwise).
 */
export function chooseUnits(
  requirements: readonly ResourceRequirement[],
  resources: ReadonlyMap<string, PooledResource>,
  isFree: (resourceId: string, unit: number) => boolean,
): UnitChoice {
  const chosen: ChosenUnits[] = [];
  for (const requirement of requirements) {
    const met = resourcesMeeting(requirement, resources, isFree, requirement.quantity).next();
    if (met.done) return { ok: false, requirement };
    chosen.push(met.value);
  }
  return { ok: true, chosen };
}

/**
 * For a booking that claims its units one by one while others claim theirs: the resources that
 * could meet `requirement`, in the order chooseUnits tries them, each with every unit that looks
 * free, lowest first. The first resource whose first `quantity` units can all be claimed is
 * chooseUnits' choice when nobody else is claiming; a unit claimed by another is skipped for the
 * next one up.
 */
export function unitsToClaim(
  requirement: ResourceRequirement,
  resources: ReadonlyMap<string, PooledResource>,
  isFree: (resourceId: string, unit: number) => boolean,
): ChosenUnits[] {
  return [...resourcesMeeting(requirement, resources, isFree, Infinity)];
}

/** What answers and events tell of the units held: how many of each resource. */
export const heldResources = (chosen: readonly ChosenUnits[]): HeldResource[] =>
  chosen.map((c) => ({ resourceId: c.resourceId, units: c.units.length }));

/** The resources a requirement could not get, in words (the 409's message). */
export function unmetRequirementMessage(requirement: ResourceRequirement, resources: ReadonlyMap<string, PooledResource>): string {
  const names = requirement.resourceIds.map((id) => resources.get(id)?.name ?? id);
  const what = requirement.quantity === 1 ? "a free unit" : `${requirement.quantity} free units`;
  return `The service needs ${what} of ${names.length === 1 ? names[0] : `one of ${names.join(", ")}`} for the whole time it occupies, and none is free then`;
}

/** A span of time [start, end), epoch milliseconds. */
export interface Span {
  start: number;
  end: number;
}

/**
 * The busy ranges of every unit of the resources a service needs, for the engine: per resource,
 * per unit (index unit - 1), sorted by start and never overlapping (the constraint forbids it).
 */
export class UnitCalendar {
  private readonly busy = new Map<string, Span[][]>();

  constructor(readonly resources: ReadonlyMap<string, PooledResource>) {
    for (const resource of resources.values()) {
      this.busy.set(
        resource.id,
        Array.from({ length: resource.quantity }, () => []),
      );
    }
  }

  /** Adds a held unit's range; ranges of one unit must come in order of start. */
  add(resourceId: string, unit: number, span: Span): void {
    this.busy.get(resourceId)?.[unit - 1]?.push(span);
  }

  /** Whether the unit is free over [start, end): binary search for the first range ending after start. */
  isFree(resourceId: string, unit: number, start: number, end: number): boolean {
    const spans = this.busy.get(resourceId)?.[unit - 1];
    if (!spans) return true;
    let lo = 0;
    let hi = spans.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((spans[mid] as Span).end <= start) lo = mid + 1;
      else hi = mid;
    }
    const next = spans[lo];
    return next === undefined || next.start >= end;
  }

  /** Whether every requirement can be met over [start, end). */
  fits(requirements: readonly ResourceRequirement[], start: number, end: number): boolean {
    return chooseUnits(requirements, this.resources, (id, unit) => this.isFree(id, unit, start, end)).ok;
  }
}

/** A problem with a service's requirements, at the input path it is about. */
export interface RequirementProblem {
  path: string;
  message: string;
  /** A listed resource the provider does not have (a 404 rather than a 400). */
  missingResourceId?: string;
}

/**
 * What is wrong with requirements a service is given, or []: every listed resource must be the
 * provider's (`known`), listed once across all entries (a booking holds units of a resource for
 * one requirement), and each entry must be meetable by at least one of its resources' quantity.
 */
export function requirementProblems(
  requirements: readonly ResourceRequirement[],
  known: ReadonlyMap<string, { quantity: number }>,
): RequirementProblem[] {
  const problems: RequirementProblem[] = [];
  const listedIn = new Map<string, number>();
  requirements.forEach((requirement, index) => {
    requirement.resourceIds.forEach((id, position) => {
      const path = `requirements.${index}.resourceIds.${position}`;
      const earlier = listedIn.get(id);
      if (earlier !== undefined) {
        problems.push({
          path,
          message: earlier === index ? `lists ${id} twice` : `lists ${id}, which requirement ${earlier} lists already`,
        });
        return;
      }
      listedIn.set(id, index);
      if (!known.has(id)) problems.push({ path, message: `is not a resource of this provider`, missingResourceId: id });
    });
    const quantities = requirement.resourceIds.map((id) => known.get(id)?.quantity ?? 0);
    const largest = Math.max(0, ...quantities);
    if (quantities.length > 0 && largest > 0 && largest < requirement.quantity) {
      problems.push({
        path: `requirements.${index}.quantity`,
        message: `is more than any listed resource has (the largest has ${largest})`,
      });
    }
  });
  return problems;
}
