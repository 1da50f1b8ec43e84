import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { listProviderKeys } from "../../auth/api-keys";
import { createKeyForProvider } from "../../store/providers";
import { presentOrThrow } from "../../errors";
import { apiKey, originsInput, toApiKey } from "./schemas";

export const create = providerProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/v1/keys",
      tags: ["Keys"],
      summary: "Create an API key",
      description:
        "A public key (pk_) for the salon's booking page, with the sites (`origins`) whose pages may call with it and frame the page, or a " +
        "provider key (sk_) for an integration. The answer carries the key itself (`key`) this once: it is stored only as a digest. " +
        "Customer keys are made with the CLI.",
    },
    successStatus: 201,
  })
  .input(
    z
      .strictObject({
        audience: z.enum(["public", "provider"], { error: "must be public or provider" }),
        origins: originsInput.optional(),
      })
      .refine((body) => body.audience === "public" || !body.origins?.length, {
        message: "only public keys have origins",
        path: ["origins"],
      }),
  )
  .output(envelope(apiKey.extend({ key: z.string().meta({ description: "The key itself, shown this once", example: "pk_8fKq2…" }) })))
  .mutation(async ({ ctx, input }) => {
    const { providerId } = ctx.caller;
    // On the provider's plan (a console session has no key of its own to take one from).
    const created = await createKeyForProvider(ctx.db, { providerId, audience: input.audience, origins: input.origins ?? [] });
    const row = presentOrThrow(
      (await listProviderKeys(ctx.db, providerId)).find((k) => k.id === created.id),
      "a key just created is in force",
    );
    return {
      success: true as const,
      data: { ...toApiKey(row), key: created.apiKey },
      message: "Key created: copy it now, it is not shown again",
    };
  });
