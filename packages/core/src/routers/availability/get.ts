import { z } from "zod";
import { anyKeyProcedure } from "../../trpc";
import { idParam } from "../../schemas/common";
import { availabilityOutput, availabilityQueryFields, toAvailabilityAnswer } from "./schemas";
import { serviceAvailability } from "../../store/service-availability";

export const get = anyKeyProcedure
  .meta({
    errors: ["NOT_FOUND"],
    openapi: {
      method: "GET",
      path: "/v1/availability",
      tags: ["Availability"],
      summary: "Start times a service can be booked at",
      description:
        "Any key of the provider (provider, customer and public keys). For the inclusive local dates `from` (default today) to `to` " +
        "(default 7 days later, at most 31 days) in `timezone` (default the provider's; every date is listed, and each slot under its " +
        "local date in that zone): " +
        "every start time, on each member's grid of `slotMinutes` from the start of their hours that day, where the whole service fits for " +
        "at least one active member who offers it (or for `staffId`): inside their hours for that date (date override first; narrowed " +
        "to the salon's business hours of that weekday when it has any, the grid then starting at the later start), outside " +
        "breaks, time off and closures, with the range it occupies (the service's buffers before and after included) free of their " +
        "other bookings' ranges, and not in the past; for customer and public keys also no sooner than the provider's minimum notice and " +
        "no later than its booking horizon. `staffIds` lists the members free at that time (public keys: only the member named by " +
        "`staffId`, else none). An answer holds at most 512 KB: beyond, `staffIds` are left out (`staffIdsOmitted`) and then the last " +
        "days (`nextFrom` names the first one not listed). Every time listed can be booked by the caller. A call costs one unit of the " +
        "key's rate limit (public keys: and of the client address's budget) per 1,000 member-days asked (the days from `from` to `to` " +
        "times the active members who offer the service, or 1 with `staffId`), at least one.",
    },
  })
  .input(z.object({ serviceId: idParam("serviceId"), ...availabilityQueryFields }))
  .output(availabilityOutput)
  .query(async ({ ctx, input }) => {
    const { caller } = ctx;
    // Notice and horizon bind everyone but the provider (cached with the caller, as its zone and grid are).
    const limits = caller.audience === "provider" ? null : caller.provider.limits;
    // A public key sits in a web page: its answers name no members but the one it asked about.
    const showStaff = caller.audience !== "public" || input.staffId !== undefined;
    const result = await serviceAvailability(ctx.db, caller.provider, input, ctx.now(), limits, { listMembers: showStaff });
    return toAvailabilityAnswer(result, { showStaff });
  });
