import { z } from "zod";
import { anyKeyProcedure } from "../../trpc";
import { idParam } from "../../schemas/common";
import { availabilityOutput, availabilityQueryFields, toAvailabilityAnswer } from "./schemas";
import { serviceAvailability, visitAvailabilityOf } from "../../store/service-availability";
import { invalidInput } from "../../errors";
import { MAX_VISIT_ITEMS } from "../../domain/visits";

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
        "times the active members who offer the service, or 1 with `staffId`), at least one. " +
        "A visit (several services back to back for one customer): `serviceIds` instead of `serviceId`, 1 to " +
        `${MAX_VISIT_ITEMS} ids in the visit's order (one may repeat). Each item starts where the one before ends, the previous ` +
        "service's buffer after and this one's buffer before kept between them; a start is listed where the first item starts on the grid " +
        "and every later item, at its own start (on no grid), has a member free for it under every rule above (members may differ " +
        "from item to item; with `staffId` that member does every item and must offer each). `end` is the visit's end, `staffIds` " +
        "the members free for the first item, and `items` each service's start, end and free members. Class services cannot be in a " +
        "visit (400). A visit is charged for the member-days of each of its items.",
    },
  })
  .input(
    z.object({
      serviceId: idParam("serviceId").meta({ description: "The service; or serviceIds for a visit (exactly one of the two)" }).optional(),
      // On the REST path one comma-separated value, or the parameter repeated. No example: the
      // documented request asks for one service (examples.ts leaves alternatives without one).
      serviceIds: z
        .array(idParam("serviceIds"))
        .min(1, "serviceIds needs at least one service")
        .max(MAX_VISIT_ITEMS, `a visit holds at most ${MAX_VISIT_ITEMS} services`)
        .meta({
          description:
            `A visit: its services in order, comma-separated (1 to ${MAX_VISIT_ITEMS}; one may repeat), instead of serviceId; ` +
            "each slot then lists the visit's items",
        })
        .optional(),
      ...availabilityQueryFields,
    }),
  )
  .output(availabilityOutput)
  .query(async ({ ctx, input }) => {
    const { caller } = ctx;
    // Notice and horizon bind everyone but the provider (cached with the caller, as its zone and grid are).
    const limits = caller.audience === "provider" ? null : caller.provider.limits;
    // A public key sits in a web page: its answers name no members but the one it asked about.
    const showStaff = caller.audience !== "public" || input.staffId !== undefined;
    const { serviceId, serviceIds, ...query } = input;
    if (serviceIds !== undefined && serviceId !== undefined)
      throw invalidInput([{ path: "serviceIds", message: "send serviceId or serviceIds, not both" }]);
    if (serviceIds !== undefined) {
      const visit = await visitAvailabilityOf(ctx.db, caller.provider, { ...query, serviceIds }, ctx.now(), limits, {
        listMembers: showStaff,
      });
      return toAvailabilityAnswer(visit, { showStaff });
    }
    if (serviceId === undefined) throw invalidInput([{ path: "serviceId", message: "serviceId (or serviceIds) is required" }]);
    const result = await serviceAvailability(ctx.db, caller.provider, { ...query, serviceId }, ctx.now(), limits, {
      listMembers: showStaff,
    });
    return toAvailabilityAnswer(result, { showStaff });
  });
