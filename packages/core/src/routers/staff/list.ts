import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { listEnvelope, paginationInput, pagination, queryBoolean } from "../../schemas/common";
import { listStaff } from "../../store/staff";
import { staffListItem, staffRole, toStaffListItem } from "./schemas";

export const list = providerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/v1/staff",
      tags: ["Staff"],
      summary: "List staff members",
      description: "Active members by default; `active=false` lists active and inactive members. Deleted members are never listed.",
    },
  })
  .input(
    z.object({
      ...paginationInput,
      role: staffRole.optional(),
      active: queryBoolean.default(true).meta({ description: "true: only active members; false: all members" }),
    }),
  )
  .output(listEnvelope(staffListItem))
  .query(async ({ ctx, input }) => {
    const { rows, total } = await listStaff(ctx.db, ctx.caller.providerId, {
      page: input.page,
      limit: input.limit,
      role: input.role,
      activeOnly: input.active,
    });
    return {
      success: true as const,
      data: rows.map(toStaffListItem),
      pagination: pagination(input.page, input.limit, total),
    };
  });
