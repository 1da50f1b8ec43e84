import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { getSession } from "../../store/sessions";
import { session, toSession } from "./schemas";

export const get = providerProcedure
  .meta({ openapi: { method: "GET", path: "/v1/sessions/{id}", tags: ["Sessions"], summary: "Get an open class session" } })
  .input(z.object({ id: idParam("id").meta({ example: "ses_7hR2kN5pQ8wT3vX6zB1d" }) }))
  .output(envelope(session))
  .query(async ({ ctx, input }) => {
    return { success: true as const, data: toSession(await getSession(ctx.db, ctx.caller.providerId, input.id)) };
  });
