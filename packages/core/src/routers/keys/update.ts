import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { setPublicKeyOrigins } from "../../auth/api-keys";
import { notFound } from "../../errors";
import { apiKey, originsInput, toApiKey } from "./schemas";

export const update = providerProcedure
  .meta({
    openapi: {
      method: "PATCH",
      path: "/v1/keys/{id}",
      tags: ["Keys"],
      summary: "Change the sites a public key works from",
      description: "Replaces a public key's `origins`. Other keys have none (404 names only public keys in force).",
    },
  })
  .input(z.strictObject({ id: idParam("id").meta({ example: "key_1c7fQ2mN9pL4vR6xY8wB" }), origins: originsInput }))
  .output(envelope(apiKey))
  .mutation(async ({ ctx, input }) => {
    const row = await setPublicKeyOrigins(ctx.db, ctx.caller.providerId, input.id, input.origins);
    if (!row) throw notFound("Public key", input.id);
    return { success: true as const, data: toApiKey(row), message: "Origins saved" };
  });
