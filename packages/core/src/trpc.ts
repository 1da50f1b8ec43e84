// tRPC initialisation: the procedure builders every router uses. Authentication and audience
// checks live here as middleware so no procedure can forget them.
import { initTRPC, TRPCError, type AnyProcedure, type TRPCCreateRouterOptions } from "@trpc/server";
import { getParseFn, type ParseFn } from "@trpc/server/unstable-core-do-not-import";
import type { OpenApiMeta } from "trpc-to-openapi";
import { findCallerByKey, parseBearer } from "./auth/api-keys";
import type { AuthedContext, Context } from "./context";
import type { Caller } from "./auth/api-keys";
import { AppError, describeError, forbidden, unauthorized, type ErrorCode } from "./errors";
import { accessOfStaffRole, needsInput, STAFF_ROLE_MAY, type StaffRolePolicy } from "./auth/console-roles";
import { asConsoleMember } from "./auth/acting-member";
import { staffOfBooking } from "./store/bookings";

export type Meta = OpenApiMeta<{
  /** The HTTP status of a success on the documented paths (REST creates answer 201). */
  successStatus?: 200 | 201;
  /** A success that is only accepted so far (a held booking): answered 202 when `when` says so of the output. */
  accepted?: { when: (output: unknown) => boolean; description: string };
  /**
   * The errors this procedure raises itself, beyond what every operation of its kind answers
   * (invalid input, keys and audiences, rate limits, an unknown record named in the path, an
   * Idempotency-Key reused on a keyed POST, server faults): e.g. NOT_FOUND for a record named
   * in the query or body, CONFLICT for a state the change does not fit. The OpenAPI documents
   * list exactly these, and the contract test provokes each.
   */
  errors?: readonly Exclude<ErrorCode, "BAD_REQUEST" | "UNAUTHORIZED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE">[];
  /** Which keys may call it; set by the procedure builders below (403 for the others). */
  audience?: "any key" | "provider or customer key" | "provider key" | "customer key" | "no key";
  /**
   * This query tolerates replica lag: with read replicas configured it is served by one (see
   * `readOnReplica`). Only for reads whose answer decides nothing (marketplace search, catalog
   * and review lists), never for what a booking, a write or an integrator's follow-up depends on.
   */
  replicaRead?: true;
  /**
   * What a console member with the `staff` role may do with this procedure (auth/console-roles.ts
   * says what each policy allows), judged on the input as the procedure parses it. Absent: nothing
   * (403); the procedure is for admins, managers and keys. Set deliberately per procedure, so that
   * renaming or moving one never changes who may call it.
   */
  staffRole?: StaffRolePolicy;
  /**
   * A limit of its own on top of the caller's, applied by the API before the call runs
   * (apps/api/src/auth.ts): `manual send` (the server connects where the caller chose: webhook
   * tests and redeliveries, one budget per provider), `manage link` (no key: limited per client
   * address), `booking` (bookings per client address made with public keys and manage links).
   */
  limit?: ProcedureLimit;
}>;

export type ProcedureLimit = "manual send" | "manage link" | "booking";

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // Native tRPC clients get the same code, message and details as the documented families.
    errorFormatter({ shape, error }) {
      const described = describeError(error);
      // Written out (the default shape is { message, code, data }): a spread or Object.assign
      // here would name tRPC's unexported shape type in the client's written-out router.
      return {
        code: shape.code,
        message: described.message,
        data: {
          code: shape.data.code,
          httpStatus: described.status,
          path: shape.data.path,
          appCode: described.code,
          details: described.details,
          retryAfterSeconds: described.retryAfterSeconds,
        },
      };
    },
  });

export const createCallerFactory = t.createCallerFactory;

/** The input parsers of every procedure of a root router, by path: what a `staff`-role member's call is judged on. */
const inputParsersByPath = new Map<string, ParseFn<unknown>[]>();

/**
 * Builds the root router (routers/index.ts), and keeps each procedure's input parsers by path so
 * that a `staff`-role member's call can be judged on its input as the procedure will parse it. A
 * procedure of no root router built here is refused to them.
 */
export function router<TRecord extends TRPCCreateRouterOptions>(record: TRecord) {
  const built = t.router(record);
  for (const [path, procedure] of Object.entries(built._def.procedures as Record<string, AnyProcedure>)) {
    inputParsersByPath.set(
      path,
      (procedure._def.inputs as unknown[]).map((parser) => getParseFn(parser as Parameters<typeof getParseFn>[0])),
    );
  }
  return built;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A call's input as its procedure's input step will hand it on: parsed by each of the procedure's
 * parsers in turn and merged as tRPC merges them. Input the procedure refuses gets its 400 here,
 * the same error its own input step would raise.
 */
async function parsedInputOf(path: string, rawInput: unknown): Promise<unknown> {
  const parsers = inputParsersByPath.get(path);
  if (!parsers) throw forbidden(STAFF_ROLE_MAY);
  let input: unknown = undefined;
  for (const parse of parsers) {
    let parsed: unknown;
    try {
      parsed = await parse(rawInput);
    } catch (cause) {
      throw new TRPCError({ code: "BAD_REQUEST", cause });
    }
    input = isPlainObject(input) && isPlainObject(parsed) ? Object.assign({}, input, parsed) : parsed;
  }
  return input;
}

/**
 * Runs the rest of a `replicaRead` query on a replica when one may serve this key (never inside a
 * transaction), else on the primary. A failure that is no answer of the procedure's own (a
 * connection refused or reset, a timeout, a query cancelled by the replica's recovery) runs it
 * again on the primary: the client sees the primary's answer, and the replica is marked
 * unhealthy when it went away. A 404 is confirmed by the primary too, so a record the replica
 * has not replayed yet is never reported missing. Authentication already ran on the primary.
 */
async function readOnReplica<R extends { ok: boolean; error?: TRPCError }>(
  ctx: AuthedContext,
  next: (ctx: AuthedContext) => Promise<R>,
): Promise<R> {
  const lease = ctx.readReplicas && !ctx.db.isTransaction ? await ctx.readReplicas.lease(ctx.caller.keyId) : undefined;
  if (!lease) return next(ctx);
  const result = await next(Object.assign({}, ctx, { db: lease.db }));
  const error = result.error;
  if (error instanceof AppError && error.appCode === "NOT_FOUND") {
    // Perhaps only not replayed yet (a provider created a moment ago): the primary decides.
    lease.release();
    return next(ctx);
  }
  if (result.ok || !error || error instanceof AppError || error.code !== "INTERNAL_SERVER_ERROR") {
    lease.release();
    return result;
  }
  const cause = error.cause ?? error;
  lease.release(cause);
  ctx.log.warn({ replica: lease.replica, cause: cause.message }, "a read failed on a replica; served by the primary");
  return next(ctx);
}

/**
 * The caller of a key-authenticated procedure: 401 without a valid, unrevoked key. A console
 * session (a staff member signed in) comes resolved by the transport, which accepts its cookie
 * on native tRPC only; a `staff`-role member's calls are then held to what that role may do.
 */
async function callerOf(ctx: Context, path: string, meta: Meta | undefined, getRawInput: () => Promise<unknown>): Promise<Caller> {
  const member = ctx.preauthenticated?.staffMember;
  if (member) {
    if (member.role === "staff")
      await holdToStaffRole(ctx, ctx.preauthenticated as Caller, member.staffId, path, meta?.staffRole, getRawInput);
    return ctx.preauthenticated as Caller;
  }
  const key = parseBearer(ctx.authorization);
  if (!key) throw unauthorized();
  const caller = ctx.preauthenticated !== undefined ? ctx.preauthenticated : await findCallerByKey(ctx.db, key);
  if (!caller) throw unauthorized();
  return caller;
}

/**
 * Runs the rest of a call as its console member, when it has one, so that the bookings' history
 * lines it writes name them (auth/acting-member.ts); calls with keys run as they are.
 */
const actingAs = <T>(caller: Caller, run: () => T): T => (caller.staffMember ? asConsoleMember(caller.staffMember.staffId, run) : run());

/**
 * Holds a `staff`-role member's call to what the procedure's `staffRole` allows, judged on the
 * input the procedure will use (trimmed ids and all), not on the text sent.
 */
async function holdToStaffRole(
  ctx: Context,
  caller: Caller,
  staffId: string,
  path: string,
  policy: StaffRolePolicy | undefined,
  getRawInput: () => Promise<unknown>,
) {
  const input = needsInput(policy) ? await parsedInputOf(path, await getRawInput()) : undefined;
  const access = accessOfStaffRole(policy, input, staffId);
  if (access.kind === "denied") throw forbidden(access.message);
  if (access.kind === "own booking") {
    const bookedWith = await staffOfBooking(ctx.db, caller.providerId, access.bookingId);
    // An unknown booking is left to the procedure (404 as for anyone).
    if (bookedWith !== undefined && bookedWith !== staffId) throw forbidden(`${STAFF_ROLE_MAY}: this booking is another member's`);
  }
}

// One middleware per builder (the key, who it is for, the replica for lag-tolerant reads) rather
// than a chain of them: each level of tRPC middleware costs a copy of its options on every call.
// Each passes `next` only what it adds (tRPC merges it into the context) and narrows the caller's
// audience by a type assertion after checking it: no copies of the context or the caller per call.

/** Any valid, unrevoked API key, public keys included: only for what a booking page may do. */
export const anyKeyProcedure = t.procedure.meta({ audience: "any key" }).use(async ({ ctx, next, meta, type, path, getRawInput }) => {
  const caller = await callerOf(ctx, path, meta, getRawInput);
  return actingAs(caller, () => {
    if (meta?.replicaRead && type === "query")
      return readOnReplica(Object.assign({}, ctx, { caller }), (replicaCtx) => next({ ctx: replicaCtx }));
    return next({ ctx: { caller } });
  });
});

const PUBLIC_KEYS_MAY = "Public keys (pk_) may only read services, staff, availability and the booking page, and create bookings";

/**
 * A provider or customer key. Public keys (pk_) sit in web pages for anyone to read: they may
 * only read the catalog and availability and book (anyKeyProcedure); everything else is 403.
 */
export const authedProcedure = t.procedure
  .meta({ audience: "provider or customer key" })
  .use(async ({ ctx, next, meta, type, path, getRawInput }) => {
    const caller = await callerOf(ctx, path, meta, getRawInput);
    if (caller.audience === "public") throw forbidden(PUBLIC_KEYS_MAY);
    const keyed = caller as Caller & { audience: "provider" | "customer" };
    return actingAs(caller, () => {
      if (meta?.replicaRead && type === "query") {
        return readOnReplica(Object.assign({}, ctx, { caller: keyed }), (replicaCtx) =>
          next({ ctx: Object.assign({}, replicaCtx, { caller: keyed }) }),
        );
      }
      return next({ ctx: { caller: keyed } });
    });
  });

/** Provider keys only; customer and public keys get 403. */
export const providerProcedure = t.procedure
  .meta({ audience: "provider key" })
  .use(async ({ ctx, next, meta, type, path, getRawInput }) => {
    const caller = await callerOf(ctx, path, meta, getRawInput);
    if (caller.audience === "public") throw forbidden(PUBLIC_KEYS_MAY);
    if (caller.audience !== "provider") throw forbidden("This operation needs a provider API key");
    const provider = caller as Caller & { audience: "provider" };
    return actingAs(caller, () => {
      if (meta?.replicaRead && type === "query") {
        return readOnReplica(Object.assign({}, ctx, { caller: provider }), (replicaCtx) =>
          next({ ctx: Object.assign({}, replicaCtx, { caller: provider }) }),
        );
      }
      return next({ ctx: { caller: provider } });
    });
  });

/** Customer keys only; provider keys get 403. */
export const customerProcedure = t.procedure.meta({ audience: "customer key" }).use(async ({ ctx, next, meta, path, getRawInput }) => {
  const caller = await callerOf(ctx, path, meta, getRawInput);
  if (caller.audience === "public") throw forbidden(PUBLIC_KEYS_MAY);
  if (caller.audience !== "customer" || !caller.customerId) throw forbidden("This operation needs a customer API key");
  return next({ ctx: { caller: caller as Caller & { audience: "customer" }, customerId: caller.customerId } });
});

/** No API key: the manage-link procedures, whose token in the path is the credential. */
export const tokenProcedure = t.procedure.meta({ audience: "no key" });
