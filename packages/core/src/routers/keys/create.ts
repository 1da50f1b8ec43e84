import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { listProviderKeys, MAX_LIVE_KEYS_PER_AUDIENCE, mintProviderKey } from "../../auth/api-keys";
import { refusalOfKeyChange } from "../../auth/console-roles";
import { forbidden, presentOrThrow } from "../../errors";
import { apiKey, originsInput, toApiKey } from "./schemas";

export const create = providerProcedure
  .meta({
    errors: ["CONFLICT"],
    openapi: {
      method: "POST",
      path: "/v1/keys",
      tags: ["Keys"],
      summary: "Create an API key",
      description:
        "A public key (pk_) for the salon's booking page, with the sites (`origins`) whose pages may call with it and frame the page, or a " +
        "provider key (sk_) for an integration. The answer carries the key itself (`key`) this once: it is stored only as a digest. " +
        `A provider holds at most ${MAX_LIVE_KEYS_PER_AUDIENCE} keys in force of each audience: beyond, 409 until one is revoked. ` +
        "A new key gets no more than the key that makes it: the lower of that key's plan and the provider's, and that key's " +
        "own rate limit when it is lower than the new key's would be (`rateLimit` in the answer). Customer keys are made with the CLI.",
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
    const { caller } = ctx;
    const { providerId } = caller;
    const refusal = caller.staffMember && refusalOfKeyChange(caller.staffMember, input.audience);
    if (refusal) throw forbidden(refusal);
    const created = await mintProviderKey(ctx.db, { maker: caller, audience: input.audience, origins: input.origins ?? [] });
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
