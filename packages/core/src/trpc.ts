// tRPC initialisation: the procedure builders every router uses. Authentication and audience
// checks live here as middleware so no procedure can forget them.
import { initTRPC } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { findCallerByKey, parseBearer } from "./auth/api-keys";
import type { AuthedContext, Context } from "./context";
import { describeError, forbidden, unauthorized } from "./errors";

export type Meta = OpenApiMeta<{
  /** The HTTP status of a success on the documented paths (REST creates answer 201). */
  successStatus?: 200 | 201;
}>;

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // Native tRPC clients get the same code, message and details as the documented families.
    errorFormatter({ shape, error }) {
      const described = describeError(error);
      return {
        ...shape,
        message: described.message,
        data: {
          code: shape.data.code,
          httpStatus: described.status,
          path: shape.data.path,
          appCode: described.code,
          details: described.details,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Any valid, unrevoked API key. */
export const authedProcedure = t.procedure.use(async ({ ctx, next }) => {
  const key = parseBearer(ctx.authorization);
  if (!key) throw unauthorized();
  const caller = ctx.preauthenticated !== undefined ? ctx.preauthenticated : await findCallerByKey(ctx.db, key);
  if (!caller) throw unauthorized();
  return next({ ctx: { ...ctx, caller } satisfies AuthedContext });
});

/** Provider keys only; customer keys get 403. */
export const providerProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.caller.audience !== "provider") throw forbidden("This operation needs a provider API key");
  return next();
});

/** Customer keys only; provider keys get 403. */
export const customerProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.caller.audience !== "customer" || !ctx.caller.customerId) {
    throw forbidden("This operation needs a customer API key");
  }
  return next({ ctx: { ...ctx, customerId: ctx.caller.customerId } });
});
