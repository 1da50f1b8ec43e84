import { z } from "zod";
import { anyKeyProcedure } from "../../trpc";
import { listEnvelope, paginationInput, pagination, queryBoolean } from "../../schemas/common";
import { listStaff } from "../../store/staff";
import { staffListItem, staffRole, toPublicStaffListItem, toStaffListItem } from "./schemas";

export const list = anyKeyProcedure
  .meta({
    // Served by a read replica when there is one: a search, catalog or review list may trail
    // the primary by the replica's lag (the caller's own writes excepted, docs/scaling.md).
    replicaRead: true,
    openapi: {
      method: "GET",
      path: "/v1/staff",
      tags: ["Staff"],
      summary: "List staff members",
      description:
        "Active members by default; `active=false` lists active and inactive members. Deleted members are never listed. Customer and " +
        "public keys see only active members and only their public fields (id, name, role, avatar, bio, services, rating).",
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
    const asProvider = ctx.caller.audience === "provider";
    const { rows, total } = await listStaff(ctx.db, ctx.caller.providerId, {
      page: input.page,
      limit: input.limit,
      role: input.role,
      activeOnly: asProvider ? input.active : true,
    });
    return {
      success: true as const,
      data: rows.map(asProvider ? toStaffListItem : toPublicStaffListItem),
      pagination: pagination(input.page, input.limit, total),
    };
  });
