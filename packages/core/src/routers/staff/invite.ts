import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam, timestamp, iso } from "../../schemas/common";
import { INVITE_HOURS } from "../../domain/staff-invites";
import { createStaffInvite } from "../../store/staff-invites";
import { assertMayChangeStaff } from "../../store/staff-changes";

export const invite = providerProcedure
  .meta({
    errors: ["NOT_FOUND"],
    openapi: {
      method: "POST",
      path: "/v1/staff/{id}/invite",
      tags: ["Staff"],
      summary: "Invite a staff member to the console",
      description:
        `Makes a one-time link to the console (\`url\`, \`/console/#/invite/<token>\`) where the member sets their password and is signed in. ` +
        `It works for ${INVITE_HOURS} hours and once; a newer invite of the same member replaces an unused older one. ` +
        "Only the token's digest is stored: the link is answered here once. A member of another provider answers 404. " +
        "Managers cannot invite an admin (the link sets the admin's password); an admin can.",
    },
    successStatus: 201,
  })
  .input(z.strictObject({ id: idParam("id") }))
  .output(
    envelope(
      z.object({
        id: z.string(),
        staffId: z.string(),
        url: z.string().meta({ description: "The console's page that takes the invite; give it to the member only" }),
        expiresAt: timestamp,
      }),
    ),
  )
  .mutation(async ({ ctx, input }) => {
    // The link sets the member's password: judged as a password change.
    await assertMayChangeStaff(ctx.db, ctx.caller, input.id, { password: "" });
    const made = await createStaffInvite(ctx.db, {
      providerId: ctx.caller.providerId,
      staffId: input.id,
      createdBy: ctx.caller.staffMember?.staffId ?? null,
      now: ctx.now(),
      publicUrl: ctx.publicUrl,
    });
    return {
      success: true as const,
      data: { id: made.id, staffId: made.staffId, url: made.url, expiresAt: iso(made.expiresAt) },
      message: "Invite link made",
    };
  });
