import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { getStaff } from "../../store/staff";
import { staffDetail, toStaffDetail } from "./schemas";

export const get = providerProcedure
  .meta({ staffRole: "own member", openapi: { method: "GET", path: "/v1/staff/{id}", tags: ["Staff"], summary: "Get a staff member" } })
  .input(z.object({ id: idParam("id") }))
  .output(envelope(staffDetail))
  .query(async ({ ctx, input }) => ({
    success: true as const,
    data: toStaffDetail(
      await getStaff(ctx.db, ctx.caller.providerId, input.id, { timezone: ctx.caller.provider.timezone, now: ctx.now() }),
    ),
  }));
