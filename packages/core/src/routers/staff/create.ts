import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, iso, timestamp } from "../../schemas/common";
import { createStaff } from "../../store/staff";
import { assertMayChangeStaff } from "../../store/staff-changes";
import { staffRole, staffWritable } from "./schemas";

export const create = providerProcedure
  .meta({
    errors: ["NOT_FOUND"],
    openapi: {
      method: "POST",
      path: "/v1/staff",
      tags: ["Staff"],
      summary: "Add a staff member",
      description:
        "Requires name, email and role. The email is unique among the provider's members (409 otherwise). " +
        "The password is stored as an argon2id hash and never returned. Without a schedule the member works Monday to Friday, 09:00-17:00.",
    },
    successStatus: 201,
  })
  .input(
    z.strictObject({
      name: staffWritable.name,
      email: staffWritable.email,
      role: staffWritable.role,
      phone: staffWritable.phone.optional(),
      password: staffWritable.password.optional(),
      services: staffWritable.services.optional(),
      schedule: staffWritable.schedule.optional(),
      avatar: staffWritable.avatar.optional(),
      bio: staffWritable.bio.optional(),
    }),
  )
  .output(envelope(z.object({ id: z.string(), name: z.string(), email: z.string(), role: staffRole, createdAt: timestamp })))
  .mutation(async ({ ctx, input }) => {
    await assertMayChangeStaff(ctx.db, ctx.caller, undefined, input);
    const row = await createStaff(ctx.db, ctx.caller.providerId, input);
    return {
      success: true as const,
      data: { id: row.id, name: row.name, email: row.email, role: row.role, createdAt: iso(row.created_at) },
      message: "Staff member created",
    };
  });
