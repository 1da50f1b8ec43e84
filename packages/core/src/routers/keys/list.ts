import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { listProviderKeys } from "../../auth/api-keys";
import { apiKey, toApiKey } from "./schemas";

export const list = providerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/v1/keys",
      tags: ["Keys"],
      summary: "The provider's API keys",
      description:
        "Every key in force (not revoked), newest first: its audience, first characters and origins. A key itself is shown only once, when created.",
    },
  })
  .input(z.object({}))
  .output(envelope(z.array(apiKey)))
  .query(async ({ ctx }) => ({ success: true as const, data: (await listProviderKeys(ctx.db, ctx.caller.providerId)).map(toApiKey) }));
