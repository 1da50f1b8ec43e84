import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam, iso, timestamp } from "../../schemas/common";
import { updateStaff } from "../../store/staff";
import { assertMayChangeStaff } from "../../store/staff-changes";
import { staffWritable } from "./schemas";

export const update = providerProcedure
  .meta({
    errors: ["CONFLICT"],
    openapi: {
      method: "PATCH",
      path: "/v1/staff/{id}",
      tags: ["Staff"],
      summary: "Update a staff member",
      description: "Any subset of the fields. `services` and `schedule` replace the whole list and week.",
    },
  })
  .input(
    z.strictObject({
      id: idParam("id"),
      name: staffWritable.name.optional(),
      email: staffWritable.email.optional(),
      phone: staffWritable.phone.optional(),
      role: staffWritable.role.optional(),
      password: staffWritable.password.optional(),
      services: staffWritable.services.optional(),
      schedule: staffWritable.schedule.optional(),
      isActive: z.boolean({ error: "must be true or false" }).optional(),
      avatar: staffWritable.avatar.optional(),
      bio: staffWritable.bio.optional(),
    }),
  )
  .output(envelope(z.object({ id: z.string(), name: z.string(), updatedAt: timestamp })))
  .mutation(async ({ ctx, input }) => {
    const { id, ...changes } = input;
    await assertMayChangeStaff(ctx.db, ctx.caller, id, changes);
    const row = await updateStaff(ctx.db, ctx.caller.providerId, id, changes, ctx.now());
    return {
      success: true as const,
      data: { id: row.id, name: row.name, updatedAt: iso(row.updated_at) },
      message: "Staff member updated",
    };
  });
