// API keys as the API speaks of them: what each is for, never the key (shown once, when created).
import { z } from "zod";
import { KEY_AUDIENCES } from "@booking/db";
import { parseOrigin } from "../../domain/origins";
import { iso, timestamp } from "../../schemas/common";
import type { ProviderKeyRow } from "../../auth/api-keys";

export const apiKey = z.object({
  id: z.string().meta({ example: "key_1c7fQ2mN9pL4vR6xY8wB" }),
  audience: z.enum(KEY_AUDIENCES).meta({
    description:
      "provider (sk_: everything), customer (ck_: one customer's own bookings) or public (pk_: the booking page's catalogue and booking)",
  }),
  prefix: z.string().meta({ description: "The key's first characters, to tell keys apart", example: "pk_8fKq2" }),
  origins: z
    .array(z.string())
    .meta({ description: "Public keys: the sites whose pages may call with the key (CORS) and frame the booking page" }),
  customerId: z.string().nullable(),
  rateLimit: z.number().int().nullable().meta({ description: "Requests per minute of the key's own; null: its plan's" }),
  createdAt: timestamp,
});

export const toApiKey = (row: ProviderKeyRow): z.infer<typeof apiKey> => ({
  id: row.id,
  audience: row.audience,
  prefix: row.prefix,
  origins: row.origins,
  customerId: row.customer_id,
  rateLimit: row.rate_limit,
  createdAt: iso(row.created_at),
});

/** Browser origins (scheme://host[:port]), each normalised, at most 20, no repeats. */
export const originsInput = z
  .array(z.string().max(2048))
  .max(20, "at most 20 origins")
  .transform((texts, ctx) => {
    const origins: string[] = [];
    for (const [index, text] of texts.entries()) {
      const parsed = parseOrigin(text);
      if ("error" in parsed) ctx.addIssue({ code: "custom", path: [index], message: parsed.error });
      else if (!origins.includes(parsed.origin)) origins.push(parsed.origin);
    }
    return origins;
  })
  .meta({ example: ["https://salon-nord.example"] });
