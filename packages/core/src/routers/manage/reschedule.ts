import { z } from "zod";
import { tokenProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { rescheduleOwnBooking } from "../../store/bookings";
import { moveVisit, visitOfBooking } from "../../store/visits";
import { badRequest } from "../../errors";
import { customerContextInput, dateTimeInput } from "../bookings/schemas";
import { managedBooking, managedBookingAnswer, resolveToken, tokenParam } from "./schemas";

export const reschedule = tokenProcedure
  .meta({
    limit: "manage link",
    errors: ["CONFLICT"],
    openapi: {
      // The token in the path is the credential: no API key.
      protect: false,
      method: "POST",
      path: "/v1/manage/{token}/reschedule",
      tags: ["Manage links"],
      summary: "Move the booking to another time (and member)",
      description:
        "Moves the booking to `dateTime` (a start listed by this link's availability), keeping its service, length and buffers; with " +
        "`staffId`, to that member (who must offer the service); without, it keeps its member when they are free then, else the " +
        "provider's assignment rule gives it to another free member who offers the service. The new time must pass every rule of a customer's booking (hours, " +
        "breaks, time off, closures, minimum notice, horizon: 400 naming the rule); 409 when it is taken, or later than the provider's " +
        "cancellation notice before the current start. Sends booking.rescheduled. `timezone` and `locale` (what the page showed) replace " +
        "the booking's: the customer's emails follow them. The link of a visit moves every open item of the visit by one shift " +
        "(`dateTime`: the first item's new start; each keeps its member; `staffId` is refused), all or nothing (409 naming each item).",
    },
  })
  .input(z.strictObject({ token: tokenParam, dateTime: dateTimeInput, staffId: idParam("staffId").optional(), ...customerContextInput }))
  .output(envelope(managedBooking))
  .mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const resolved = await resolveToken(ctx.db, input.token, now);
    const visitId = await visitOfBooking(ctx.db, resolved.provider.id, resolved.bookingId);
    if (visitId !== null) {
      // A visit's link moves every item by one shift, each keeping its member.
      if (input.staffId !== undefined) {
        throw badRequest("A visit is moved as a whole, each service keeping its member", [
          { path: "staffId", message: "is not allowed for a visit" },
        ]);
      }
      await moveVisit(ctx.db, resolved.asProvider, visitId, input.dateTime, now, { booker: "customer", calendars: ctx.calendars });
      return { ...(await managedBookingAnswer(ctx.db, resolved)), message: "Visit moved" };
    }
    await rescheduleOwnBooking(
      ctx.db,
      resolved.asProvider,
      resolved.bookingId,
      {
        dateTime: input.dateTime,
        staffId: input.staffId,
        customerTimezone: input.timezone,
        locale: input.locale,
      },
      now,
      ctx.calendars,
    );
    return { ...(await managedBookingAnswer(ctx.db, resolved)), message: "Booking moved" };
  });
