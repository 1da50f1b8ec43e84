import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { idParam, messageEnvelope } from "../../schemas/common";
import { revokeProviderKey } from "../../auth/api-keys";
import { refusalOfKeyChange } from "../../auth/console-roles";
import { forbidden, notFound } from "../../errors";

export const remove = providerProcedure
  .meta({
    openapi: {
      method: "DELETE",
      path: "/v1/keys/{id}",
      tags: ["Keys"],
      summary: "Revoke an API key",
      description: "The key stops working at once, in every API process. Revoking the key a request is made with is allowed.",
    },
  })
  .input(z.object({ id: idParam("id").meta({ example: "key_1c7fQ2mN9pL4vR6xY8wB" }) }))
  .output(messageEnvelope)
  .mutation(async ({ ctx, input }) => {
    const member = ctx.caller.staffMember;
    const mayRevoke = (audience: string) => {
      const refusal = member && refusalOfKeyChange(member, audience);
      if (refusal) throw forbidden(refusal);
    };
    if (!(await revokeProviderKey(ctx.db, ctx.caller.providerId, input.id, mayRevoke))) throw notFound("API key", input.id);
    return { success: true as const, message: "Key revoked" };
  });
