import { z } from "zod";
import { tokenProcedure } from "../../trpc";
import { getBooking } from "../../store/bookings";
import { serviceAvailability } from "../../store/service-availability";
import { availabilityOutput, availabilityQueryFields, toAvailabilityAnswer } from "../availability/schemas";
import { resolveToken, tokenParam } from "./schemas";

export const availability = tokenProcedure
  .meta({
    limit: "manage link",
    openapi: {
      // The token in the path is the credential: no API key.
      protect: false,
      method: "GET",
      path: "/v1/manage/{token}/availability",
      tags: ["Manage links"],
      summary: "Times the booking can be moved to",
      description:
        "The availability of the booking's service, as GET /v1/availability answers a customer (same dates, zone and rules), for " +
        "choosing a new time. The booking's own time is not offered back while it holds it. A call costs the client address's budget " +
        "one unit per 1,000 member-days asked (days times members offering the service, or 1 with `staffId`), at least one.",
    },
  })
  .input(z.object({ token: tokenParam, ...availabilityQueryFields }))
  .output(availabilityOutput)
  .query(async ({ ctx, input }) => {
    const now = ctx.now();
    const { token, ...query } = input;
    const resolved = await resolveToken(ctx.db, token, now);
    const booking = await getBooking(ctx.db, resolved.provider.id, resolved.bookingId);
    // Whoever holds a link sees no members but the one they named.
    const showStaff = query.staffId !== undefined;
    // The customer's link is bound by the provider's notice and horizon.
    const result = await serviceAvailability(
      ctx.db,
      resolved.asProvider,
      { ...query, serviceId: booking.service_id },
      now,
      resolved.asProvider.limits,
      { listMembers: showStaff },
    );
    return toAvailabilityAnswer(result, { showStaff });
  });
