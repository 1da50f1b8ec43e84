import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { dateRangeInput, envelope, idParam } from "../../../schemas/common";
import { listOverrides } from "../../../store/staff-policies";
import { override, toOverride } from "./schemas";

export const list = providerProcedure
  .meta({
    staffRole: "own member",
    openapi: {
      method: "GET",
      path: "/v1/staff/{id}/overrides",
      tags: ["Staff"],
      summary: "A staff member's date overrides",
      description: "Overrides on the local dates `from` (default today) to `to` (default no end), by date.",
    },
  })
  .input(z.object({ id: idParam("id"), ...dateRangeInput }))
  .output(envelope(z.array(override)))
  .query(async ({ ctx, input }) => ({
    success: true as const,
    data: (await listOverrides(ctx.db, ctx.caller.providerId, input.id, input, ctx.now())).map(toOverride),
  }));
