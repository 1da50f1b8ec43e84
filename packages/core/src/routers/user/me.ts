import { z } from "zod";
import { authedProcedure } from "../../trpc";
import { getProvider, providerJson } from "../../store/providers";
import { getStaffMember } from "../../store/staff";
import { staffRole } from "../staff/schemas";
import { LANGUAGES, supportedLanguage } from "@booking/i18n";

export const me = authedProcedure
  .meta({
    staffRole: "open",
    openapi: {
      method: "GET",
      path: "/api/rpc/user/me",
      tags: ["Account"],
      summary: "The caller: its key's audience and its provider",
      description:
        "Any valid key. Tells a client what it acts as (`provider` or `customer`, with `customerId`) and the provider's settings it " +
        "needs to talk about time and money: `timezone` (schedules and slot times are local to it), `currency`, `slotMinutes` and " +
        "its default language `locale`. " +
        "In the provider's console (native tRPC with a staff member's session), `staffMember` names who signed in and their role.",
    },
  })
  .input(z.object({}))
  .output(
    z.object({
      audience: z.enum(["provider", "customer"]),
      customerId: z.string().nullable().meta({ description: "The customer a customer key acts as; null for provider keys" }),
      keyId: z.string().meta({ description: "The key's id (a console session's id when signed in)", example: "key_1c7fQ2mN9pL4vR6xY8wB" }),
      plan: z.enum(["default", "enterprise"]),
      rateLimit: z.number().int().meta({ description: "Requests per minute allowed to this key", example: 100 }),
      staffMember: z
        .object({ id: z.string(), name: z.string(), email: z.string(), role: staffRole })
        .nullable()
        .meta({ description: "The staff member signed in to the console; null for API keys" }),
      provider: z.object({
        id: z.string().meta({ example: "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32" }),
        name: z.string().meta({ example: "Salon Nord" }),
        category: z.string(),
        location: z.string(),
        timezone: z.string().meta({ description: "IANA time zone of schedules and slots", example: "Europe/Berlin" }),
        currency: z.string().meta({ description: "ISO 4217 currency of prices", example: "EUR" }),
        slotMinutes: z.number().int(),
        locale: z.enum(LANGUAGES).meta({
          description: `The provider's default language (${LANGUAGES.join(", ")}): its pages' and emails' when nothing else says which`,
          example: "de",
        }),
      }),
    }),
  )
  .query(async ({ ctx }) => {
    const { caller } = ctx;
    const provider = await getProvider(ctx.db, caller.providerId);
    const { id, name, category, location, timezone, currency, slotMinutes } = providerJson(provider);
    const member = caller.staffMember && (await getStaffMember(ctx.db, caller.providerId, caller.staffMember.staffId));
    return {
      audience: caller.audience,
      customerId: caller.customerId,
      keyId: caller.keyId,
      plan: caller.plan,
      rateLimit: caller.rateLimit,
      staffMember: member ? { id: member.id, name: member.name, email: member.email, role: member.role } : null,
      provider: { id, name, category, location, timezone, currency, slotMinutes, locale: supportedLanguage(provider.locale) },
    };
  });
