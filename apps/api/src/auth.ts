// Authentication and rate limiting of every API request, before its body is read: the key is
// resolved once here (procedures reuse it through the context) and charged against its limit.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AnyProcedure, AnyRouter } from "@trpc/server";
import {
  addressBucket,
  AppError,
  appRouter,
  findCallerByHash,
  hashApiKey,
  parseBearer,
  type Caller,
  type CallerCache,
  type Meta,
  type ProcedureLimit,
  type ServiceDeps,
} from "@booking/core";
import { apiFamilyOf, proceduresCalled } from "./api-routes";
import type { RateDecision, RateLimiter } from "./rate-limit";
import { allowPublicKeyOrigin } from "./cors";
import { callerOfConsoleCookie } from "./console-session";
import type { UnknownKeys } from "./unknown-keys";
import { createWorkMeter } from "./batch-work";

declare module "fastify" {
  interface FastifyRequest {
    /** undefined: not looked up (no or malformed key); null: no such key. */
    caller?: Caller | null;
  }
}

/** The procedure calls a request runs: one, or for a native tRPC batch each call in it (each costs at least a unit; see batch-work.ts). */
const callsIn = (request: FastifyRequest): number => Math.max(1, proceduresCalled(request).length);

/**
 * The limit of its own on top of the caller's that a procedure's meta gives it (`limit`), by the
 * name requests call it by: read from the router, so a procedure keeps its limit whatever it is
 * named. `manual send`: each test or redelivery of a webhook makes this server connect to an
 * address of the caller's choosing, so they draw on one budget per provider
 * (WEBHOOK_MANUAL_SENDS_PER_MINUTE); `manage link` and `booking`: limits per client address.
 */
const LIMIT_OF: ReadonlyMap<string, ProcedureLimit> = new Map(
  Object.entries((appRouter as AnyRouter)._def.procedures as Record<string, AnyProcedure>).flatMap(([name, procedure]) => {
    const limit = (procedure._def.meta as Meta | undefined)?.limit;
    return limit ? [[name, limit] as const] : [];
  }),
);

/** How many of a request's calls have this limit of their own (a route that runs no procedure names its own). */
function callsLimitedAs(request: FastifyRequest, limit: ProcedureLimit): number {
  const routeLimit = request.routeOptions.config.limit;
  if (routeLimit !== undefined) return routeLimit === limit ? 1 : 0;
  let calls = 0;
  for (const name of proceduresCalled(request)) if (LIMIT_OF.get(name) === limit) calls += 1;
  return calls;
}

/** Limits per client address (an IPv6 address by its /64) for what anyone on the web can call: public keys and manage links. */
export interface AddressLimits {
  /** Requests per minute from one address with one public key, and to manage links from one address. */
  perAddress: number;
  /** Bookings per minute from one address with one public key. */
  bookingsPerAddress: number;
  /** Bookings per hour from one address with one public key. */
  bookingsPerAddressHour: number;
  /** Different unknown (or revoked) API keys per minute one address may have looked up, whatever the key's kind. */
  unknownKeysPerAddress: number;
  /** Payment provider webhooks refused (unsigned, stale, forged) per minute from one address; valid ones never count. */
  refusedWebhooksPerAddress: number;
}

export const DEFAULT_ADDRESS_LIMITS: AddressLimits = {
  perAddress: 60,
  bookingsPerAddress: 3,
  bookingsPerAddressHour: 10,
  unknownKeysPerAddress: 30,
  refusedWebhooksPerAddress: 30,
};

const HOUR_SECONDS = 3_600;

const rateLimited = (reply: FastifyReply, decision: RateDecision, message: string) => {
  void reply.header("Retry-After", decision.resetSeconds);
  return new AppError("RATE_LIMITED", `${message}; retry in ${decision.resetSeconds} s`);
};

const unknownKeysMessage = (limit: number) => `At most ${limit} unknown API keys per minute from one address`;

/** This process's memory of keys: the callers it resolved, and the keys it refused. */
export interface KeyMemory {
  cache?: CallerCache;
  unknownKeys?: UnknownKeys;
}

/**
 * The caller a key acts as (null for an unknown or revoked key): from this process's cache, else
 * from the database, unless the key was refused within the last minute or, for a request, its
 * client address has used up its budget of unknown keys (see unknown-keys.ts): then 429 when
 * there is a reply to send it with, else (the booking page's framing) null, as for an unknown key.
 */
export async function callerOfKey(
  deps: Pick<ServiceDeps, "db">,
  key: string,
  memory: KeyMemory,
  request?: FastifyRequest,
  reply?: FastifyReply,
): Promise<Caller | null> {
  const { cache, unknownKeys } = memory;
  const hash = hashApiKey(key);
  const cached = cache?.get(hash);
  if (cached) return cached;
  if (unknownKeys?.wasRefused(hash)) return null;
  // The address only now: resolved keys, nearly every request, never need it.
  const address = request ? addressBucket(request.ip) : undefined;
  const wait = unknownKeys && address !== undefined ? unknownKeys.blockedSeconds(address) : 0;
  if (unknownKeys && wait > 0) {
    if (!reply) return null;
    void reply.header("Retry-After", wait);
    throw new AppError("RATE_LIMITED", `${unknownKeysMessage(unknownKeys.perAddress)}; retry in ${wait} s`);
  }
  const caller = await findCallerByHash(deps.db, hash);
  if (caller) {
    cache?.set(hash, caller);
    return caller;
  }
  const over = await unknownKeys?.refuse(hash, address);
  if (over && reply) throw rateLimited(reply, over, unknownKeysMessage(over.limit));
  return null;
}

export function registerAuthAndRateLimit(
  app: FastifyInstance,
  deps: ServiceDeps,
  limiter: RateLimiter,
  keys: KeyMemory,
  addressLimits: AddressLimits = DEFAULT_ADDRESS_LIMITS,
) {
  const work = createWorkMeter(deps);
  /** The address's budget of requests (`scope`: a public key, or the manage links) charged `units`. */
  const chargeAddressUnits = async (request: FastifyRequest, reply: FastifyReply, scope: string, units: number) => {
    const decision = await limiter.consume(`addr:${scope}:${addressBucket(request.ip)}`, addressLimits.perAddress, units);
    if (!decision.allowed) throw rateLimited(reply, decision, `At most ${decision.limit} requests per minute from one address`);
  };

  /**
   * A public key sits in a page anyone can read, so one visitor (or bot) must not spend the whole
   * key's allowance: each client address has its own, smaller budget, and bookings smaller ones
   * still, a minute and an hour. Checked before the key is charged, so refused requests cost the
   * key nothing.
   */
  const chargeAddress = async (request: FastifyRequest, reply: FastifyReply, scope: string, calls: number) => {
    await chargeAddressUnits(request, reply, scope, calls);
    const address = addressBucket(request.ip);
    const bookings = callsLimitedAs(request, "booking");
    if (bookings === 0) return;
    const perMinute = await limiter.consume(`book:${scope}:${address}`, addressLimits.bookingsPerAddress, bookings);
    if (!perMinute.allowed) throw rateLimited(reply, perMinute, `At most ${perMinute.limit} bookings per minute from one address`);
    const perHour = await limiter.consume(`book:${scope}:${address}`, addressLimits.bookingsPerAddressHour, bookings, HOUR_SECONDS);
    if (!perHour.allowed) throw rateLimited(reply, perHour, `At most ${perHour.limit} bookings per hour from one address`);
  };

  /** The key's rate limit charged `units`; its state is told in the answer's headers. */
  const chargeKey = async (reply: FastifyReply, caller: Caller, units: number) => {
    const decision = await limiter.consume(caller.keyId, caller.rateLimit, units);
    void reply
      .header("RateLimit-Limit", decision.limit)
      .header("RateLimit-Remaining", decision.remaining)
      .header("RateLimit-Reset", decision.resetSeconds);
    if (!decision.allowed) throw rateLimited(reply, decision, `Rate limit of ${decision.limit} requests per minute exceeded`);
  };

  app.addHook("onRequest", async (request, reply) => {
    if (!apiFamilyOf(request)) return;
    // Manage links need no key (their token is the credential): limited per address instead,
    // whatever Authorization the request carries (a made-up key must not skip the limit).
    const manageCalls = callsLimitedAs(request, "manage link");
    if (manageCalls > 0) {
      await chargeAddress(request, reply, "manage", manageCalls);
      // Availability is charged by its work (batch-work.ts), worked out once the calls were admitted.
      const extra = work.mayCostMore(request) ? await work.extraUnits(request, null) : 0;
      if (extra > 0) await chargeAddressUnits(request, reply, "manage", extra);
    }
    const key = parseBearer(request.headers.authorization);
    // Without a key, a staff member's console cookie on native tRPC (console-session.ts says why
    // there only); without either, any procedure but the manage links' answers 401.
    const caller = key
      ? await callerOfKey(deps, key, keys, request, reply)
      : request.headers.cookie && apiFamilyOf(request) === "trpc"
        ? await callerOfConsoleCookie(deps, request, keys.unknownKeys, reply)
        : undefined;
    if (caller === undefined || (!key && caller === null)) return;
    request.caller = caller;
    if (!caller) return;
    allowPublicKeyOrigin(request, reply, caller);
    if (caller.audience === "public") await chargeAddress(request, reply, caller.keyId, callsIn(request));
    await chargeKey(reply, caller, callsIn(request));
    // Availability beyond a unit of work (batch-work.ts), worked out once the calls were admitted.
    const extra = work.mayCostMore(request) ? await work.extraUnits(request, caller) : 0;
    if (extra > 0) {
      if (caller.audience === "public") await chargeAddressUnits(request, reply, caller.keyId, extra);
      await chargeKey(reply, caller, extra);
    }
    // Customer keys are refused by these procedures anyway: they must not use up a provider's allowance.
    if (caller.audience !== "provider") return;
    const manualSends = callsLimitedAs(request, "manual send");
    if (manualSends === 0) return;
    const limit = deps.webhooks.manualSendsPerMinute;
    const own = await limiter.consume(`manual-sends:${caller.providerId}`, limit, manualSends);
    if (!own.allowed) {
      void reply.header("Retry-After", own.resetSeconds);
      throw new AppError(
        "RATE_LIMITED",
        `At most ${limit} manual webhook sends (tests and redeliveries) per minute per provider; retry in ${own.resetSeconds} s`,
      );
    }
  });
}
