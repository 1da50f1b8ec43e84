import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { getSettings } from "../../store/settings";
import { settings } from "./schemas";

export const get = providerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/v1/settings",
      tags: ["Settings"],
      summary: "The provider's settings",
      description:
        "Profile, time zone, currency, slot length, the booking policies (notice, horizon, cancellation notice, assignment) and the " +
        "limits of bookings made with public keys (email verification and holds, per email, per hour), the owner's emails, and when " +
        "and in which words customers are reminded.",
    },
  })
  .input(z.object({}))
  .output(envelope(settings))
  .query(async ({ ctx }) => ({ success: true as const, data: await getSettings(ctx.db, ctx.caller.providerId) }));
