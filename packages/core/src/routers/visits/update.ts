import { z } from "zod";
import { authedProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { getVisit, moveVisit } from "../../store/visits";
import { dateTimeInput } from "../bookings/schemas";
import { toVisit, visit } from "./schemas";

export const update = authedProcedure
  .meta({
    errors: ["NOT_FOUND", "CONFLICT"],
    openapi: {
      method: "PATCH",
      path: "/v1/visits/{id}",
      tags: ["Visits"],
      summary: "Move a visit",
      description:
        "Moves every open item of the visit by the same shift, so that the first starts at `start`; each keeps its member. All or " +
        "nothing: 409 with `details` naming every item that does not fit at its new time (`path` `items.<n>`, its `rule`), and 400 for " +
        "a rule of the time, as a booking's move. Customer keys move only their own visits, within the provider's cancellation notice.",
    },
  })
  .input(
    z.object({
      id: idParam("id"),
      start: dateTimeInput.meta({ description: "The first open item's new start", example: "2027-05-04T14:00:00+02:00" }),
    }),
  )
  .output(envelope(visit))
  .mutation(async ({ ctx, input }) => {
    const { caller } = ctx;
    const customerId = caller.audience === "customer" ? (caller.customerId ?? "") : undefined;
    await moveVisit(ctx.db, caller.provider, input.id, input.start, ctx.now(), {
      booker: caller.audience === "customer" ? "customer" : "provider",
      customerId,
      calendars: ctx.calendars,
    });
    return {
      success: true as const,
      data: toVisit(input.id, await getVisit(ctx.db, caller.providerId, input.id, customerId)),
      message: "Visit moved",
    };
  });
