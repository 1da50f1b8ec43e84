import { z } from "zod";
import { authedProcedure } from "../../trpc";
import { idParam, listEnvelope, pagination, paginationInput } from "../../schemas/common";
import { listWaitlist } from "../../store/waitlist";
import { toWaitlistEntry, waitlistEntry, waitlistStatus } from "./schemas";

export const list = authedProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/v1/waitlist",
      tags: ["Waitlist"],
      summary: "List waitlist entries",
      description:
        "Entries by service and, within a service, in line order (the oldest first), each with its place in the line while " +
        "waiting. Filter by serviceId and status (an entry past its expiry reads expired). Customer keys see their own entries.",
    },
  })
  .input(z.object({ ...paginationInput, serviceId: idParam("serviceId").optional(), status: waitlistStatus.optional() }))
  .output(listEnvelope(waitlistEntry))
  .query(async ({ ctx, input }) => {
    const { caller } = ctx;
    const customerId = caller.audience === "customer" ? (caller.customerId ?? "") : undefined;
    const { rows, total } = await listWaitlist(ctx.db, caller.providerId, { ...input, customerId }, ctx.now());
    return { success: true as const, data: rows.map(toWaitlistEntry), pagination: pagination(input.page, input.limit, total) };
  });
