import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { publishSession } from "../../store/sessions";
import { dateTimeInput } from "../bookings/schemas";
import { session, toSession } from "./schemas";

export const create = providerProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/v1/sessions",
      tags: ["Sessions"],
      summary: "Publish a class session",
      description:
        "A session of a class service (capacity above 1, or `sessions: published`) with a member at `start`: offered by availability " +
        "with its seats left until full, and kept while empty. It must meet the rules of a provider's booking (the member offers the " +
        "service and works then, within the salon's business hours if it has any, no time off or closure, not in the past) and occupies " +
        "the member and the service's resources once, whatever its seats: 409 when the member has a booking or another session then, " +
        "a resource has no free unit, or the time is outside the salon's business hours (`outside_business_hours`). A session the " +
        "service's first booking already opened at that start is published as it is.",
    },
    successStatus: 201,
    errors: ["NOT_FOUND", "CONFLICT"],
  })
  .input(
    z.strictObject({
      // A class service's and its teacher's example ids (the services' own example is a 1:1 service).
      serviceId: idParam("serviceId").meta({ example: "svc_4yOgAcLaSs8mN2pL5vRx" }),
      staffId: idParam("staffId").meta({ example: "staff_8TeAcHeR2kQ9mW4xT1vZ" }),
      start: dateTimeInput.meta({ example: "2027-05-03T18:00:00+02:00" }),
    }),
  )
  .output(envelope(session))
  .mutation(async ({ ctx, input }) => {
    const row = await publishSession(ctx.db, ctx.caller.provider, input, ctx.now());
    return { success: true as const, data: toSession(row), message: "Session published" };
  });
