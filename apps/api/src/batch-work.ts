// What a request's calls cost, and how a native tRPC batch runs them, so that one request costs
// the service what its calls would cost sent one by one, never more at once:
//
// - Availability is charged by its work: one unit of the caller's limits (the key's rate limit,
//   and for public keys and manage links the client address's budget) per MEMBER_DAYS_PER_UNIT
//   member-days (days asked × members considered), at least one. An ordinary call (a week of a
//   few members, a month of up to 32) costs one unit, as every other call does; a month of 200
//   members costs 7. It is worked out from the request's input and a cached count of the
//   service's members, before anything runs (auth.ts charges it).
// - Within a batch, the heavy reads (HEAVY_READS) run one after another, so that one batch holds
//   one call's share of the database pool rather than fifty; the others run a quarter of the pool
//   at a time at most (trpc-endpoint.ts), in order.
//   Across the batches a process serves, too, one heavy read runs at a time (taking turns, a
//   call of each batch in turn): however many batches arrive at once, they hold the event loop
//   and the pool for one call at a time, and requests of a single call never wait for them.
// - A batch's answers hold at most MAX_BATCH_ANSWER_BYTES of JSON together: a call whose answer
//   would take the batch past it answers PAYLOAD_TOO_LARGE in its slot, and the heavy calls
//   after it are not run (they answer the same). A request of one call is not bound by this.
import type { FastifyRequest } from "fastify";
import { AppError, membersOfferingCount, serviceOfManageLink, type Caller, type ServiceDeps } from "@booking/core";
import { apiFamilyOf, proceduresCalled, trpcQueryOf } from "./api-routes";

/** One unit of a caller's limits per this many member-days of availability (rounded up, at least one). */
const MEMBER_DAYS_PER_UNIT = 1_000;
/** Most bytes of JSON a native tRPC batch answers, all its calls' answers together. */
const MAX_BATCH_ANSWER_BYTES = 1024 * 1024;

/** The procedures charged by their work: the availability of a service, with a key or through a manage link. */
const AVAILABILITY = new Set(["availability.get", "manage.availability"]);

/**
 * Reads whose one call may take many rows or much computing (a month of a salon's availability,
 * a member's month, a search across providers, a page of a long list with its total, a report): a batch
 * runs them one at a time.
 */
const HEAVY_READS: ReadonlySet<string> = new Set([
  ...AVAILABILITY,
  "availability.explain",
  "staff.schedule",
  "bookings.list",
  "customers.list",
  "search.providers",
  "search.services",
  "search.suggestions",
  "user.events",
  "user.webhooks.deliveries",
  // The owner's reports: up to a year of a salon's bookings counted each.
  "reports.bookings",
  "reports.revenue",
  "reports.utilisation",
  "reports.customers",
]);

export const isHeavyRead = (procedure: string): boolean => HEAVY_READS.has(procedure);

/** Days asked when neither `from` nor `to` is given: from today to a week later, inclusive. */
const DEFAULT_DAYS = 8;
const DAY_MS = 86_400_000;
/** How long a service's count of members is reused (a stale count misprices a call for a minute at most). */
const MEMBER_COUNT_MS = 60_000;
const MEMBER_COUNT_MAX = 10_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A local date as a day number (days since 1970-01-01); null when it is not a date. */
function dayNumber(value: unknown): number | null {
  const match = typeof value === "string" ? ISO_DATE.exec(value) : null;
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/**
 * The days an availability input asks for, as the procedure reads `from` (default today) and `to`
 * (default a week after `from`); 0 for dates it will refuse. Today is the UTC date: a day off
 * near midnight makes no difference to the charge.
 */
function daysAsked(input: Record<string, unknown>, now: Date): number {
  const first = input.from === undefined ? Math.floor(now.getTime() / DAY_MS) : dayNumber(input.from);
  if (first === null) return 0;
  const last = input.to === undefined ? first + DEFAULT_DAYS - 1 : dayNumber(input.to);
  return last === null ? 0 : Math.max(0, last - first + 1);
}

/** The units a call of `memberDays` of work costs. */
const unitsOfWork = (memberDays: number): number => Math.max(1, Math.ceil(memberDays / MEMBER_DAYS_PER_UNIT));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Each call's input as far as it is known before the body is read: a documented route's query and
 * path parameters, a native tRPC GET's `input` (queries are never served over POST).
 */
function inputsOf(request: FastifyRequest, calls: number): Record<string, unknown>[] {
  if (apiFamilyOf(request) !== "trpc") return [Object.assign({}, request.query, request.params)];
  const { input, batch } = trpcQueryOf(request);
  if (request.method !== "GET" || input === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch {
    return [];
  }
  if (batch !== "1") return isRecord(parsed) ? [parsed] : [];
  if (!isRecord(parsed)) return [];
  const inputs: Record<string, unknown>[] = [];
  for (let index = 0; index < calls; index++) {
    const one = parsed[index];
    inputs.push(isRecord(one) ? one : {});
  }
  return inputs;
}

/** What a request's availability calls cost beyond the one unit every call costs. */
interface WorkMeter {
  /** Whether the request may cost more than a unit a call (it calls availability): most do not, and skip extraUnits. */
  mayCostMore(request: FastifyRequest): boolean;
  /**
   * Units beyond one per call: the availability calls' work past their first unit. With `caller`
   * null only the manage links' calls are counted (those need no key); with a caller, every call.
   */
  extraUnits(request: FastifyRequest, caller: Caller | null): Promise<number>;
}

export function createWorkMeter(deps: Pick<ServiceDeps, "db" | "now">): WorkMeter {
  const counts = new Map<string, { members: number; twoPerson: boolean; until: number }>();
  const membersOffering = async (providerId: string, serviceId: string) => {
    const key = `${providerId}\n${serviceId}`;
    const cached = counts.get(key);
    if (cached && cached.until > Date.now()) return cached;
    const found = await membersOfferingCount(deps.db, providerId, serviceId);
    if (counts.size >= MEMBER_COUNT_MAX) counts.clear();
    counts.set(key, { ...found, until: Date.now() + MEMBER_COUNT_MS });
    return found;
  };

  /** The member-days one availability call considers; 0 when it will be refused before computing any. */
  const memberDaysOf = async (procedure: string, input: Record<string, unknown>, caller: Caller | null): Promise<number> => {
    const now = deps.now();
    const days = daysAsked(input, now);
    if (days === 0) return 0;
    let providerId: string;
    let serviceId: unknown = input.serviceId;
    if (procedure === "manage.availability") {
      if (typeof input.token !== "string") return 0;
      const link = await serviceOfManageLink(deps.db, input.token, now);
      if (!link) return 0;
      ({ providerId, serviceId } = link);
    } else {
      if (!caller) return 0;
      providerId = caller.providerId;
    }
    // A visit (serviceIds, one comma-separated value or a list): each of its items' members.
    const visit = typeof input.serviceIds === "string" ? input.serviceIds.split(",") : input.serviceIds;
    const services = Array.isArray(visit) ? visit.slice(0, 5) : [serviceId];
    let members = 0;
    for (const id of services) {
      if (typeof id !== "string") continue;
      // A member named: that one alone (or a refusal, if they do not offer the service), unless the
      // service takes two members at once: then every member is looked at for a partner.
      const offering = await membersOffering(providerId, id);
      members += input.staffId === undefined || offering.twoPerson ? offering.members : 1;
    }
    return days * members;
  };

  // Each call's units, worked out once per request (the manage links' charge and the key's both ask).
  const known = new WeakMap<FastifyRequest, Map<number, number>>();

  const mayCostMore = (request: FastifyRequest) => proceduresCalled(request).some((name) => AVAILABILITY.has(name));

  return {
    mayCostMore,
    async extraUnits(request, caller) {
      if (!mayCostMore(request)) return 0;
      const calls = proceduresCalled(request);
      let units = known.get(request);
      if (!units) known.set(request, (units = new Map<number, number>()));
      const inputs = inputsOf(request, calls.length);
      let extra = 0;
      for (const [index, name] of calls.entries()) {
        if (!AVAILABILITY.has(name) || (caller === null && name !== "manage.availability")) continue;
        let callUnits = units.get(index);
        if (callUnits === undefined) {
          const input = inputs[index];
          // One after another: a batch's lookups never take more than one connection at a time.
          callUnits = input ? unitsOfWork(await memberDaysOf(name, input, caller)) : 1;
          units.set(index, callUnits);
        }
        extra += callUnits - 1;
      }
      return extra;
    },
  };
}

/** The error in the slot of a call whose answer would take its batch past MAX_BATCH_ANSWER_BYTES. */
export const batchAnswersTooLarge = () =>
  new AppError("PAYLOAD_TOO_LARGE", "The batch's answers exceed 1 MiB together, so this call was not answered; send fewer calls per batch");

/** Bytes each call's slot keeps back for an error in its place, so that the whole answer stays within the bound. */
const SLOT_RESERVE_BYTES = 512;

/** Tasks run one after another, each once the ones queued before it have settled. */
export class InTurn {
  #last: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const turn = this.#last.then(task, task);
    this.#last = turn.catch(() => {});
    return turn;
  }
}

/** One batch's answers, counted against MAX_BATCH_ANSWER_BYTES, and its heavy reads, run one after another. */
export class BatchRun {
  #left: number;
  #overrun = false;
  readonly heavyReads = new InTurn();

  constructor(calls: number) {
    this.#left = MAX_BATCH_ANSWER_BYTES - calls * SLOT_RESERVE_BYTES;
  }

  /** Whether an answer of `bytes` still fits (it is then counted); once one does not, the batch is overrun. */
  admit(bytes: number): boolean {
    if (bytes > this.#left) {
      this.#overrun = true;
      return false;
    }
    this.#left -= bytes;
    return true;
  }

  /** True once an answer did not fit: the heavy calls still to run are not run. */
  get overrun(): boolean {
    return this.#overrun;
  }
}
