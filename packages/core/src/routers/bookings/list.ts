import { z } from "zod";
import { authedProcedure } from "../../trpc";
import { boundary, dateOrDateTime, idParam, listEnvelope, pagination, paginationInput } from "../../schemas/common";
import { listBookings } from "../../store/bookings";
import { presentOrThrow } from "../../errors";
import { bookingListItem, bookingStatus, toBookingListItem } from "./schemas";

export const list = authedProcedure
  .meta({
    staffRole: "own bookings list",
    openapi: {
      method: "GET",
      path: "/v1/bookings",
      tags: ["Bookings"],
      summary: "List bookings",
      description:
        "Ordered by dateTime, earliest first. `from`/`to` bound dateTime inclusively; a date alone means that whole day in the provider's time zone. " +
        "`status` takes one status or several separated by commas (pending,confirmed). Customer keys list only their own customer's " +
        "bookings (customerId is theirs whatever is sent).",
    },
  })
  .input(
    z.object({
      ...paginationInput,
      // A list: on the REST path one comma-separated value, or the parameter repeated.
      status: z.array(bookingStatus).min(1).max(5).optional(),
      from: dateOrDateTime("from").optional(),
      to: dateOrDateTime("to").optional(),
      customerId: idParam("customerId").optional(),
      serviceId: idParam("serviceId").optional(),
      staffId: idParam("staffId").optional(),
    }),
  )
  .output(listEnvelope(bookingListItem))
  .query(async ({ ctx, input }) => {
    const zone = ctx.caller.provider.timezone;
    const { rows, total } = await listBookings(ctx.db, ctx.caller.providerId, {
      page: input.page,
      limit: input.limit,
      now: ctx.now(),
      statuses: input.status,
      from: boundary(input.from, zone, "start"),
      to: boundary(input.to, zone, "end"),
      customerId:
        ctx.caller.audience === "customer" ? presentOrThrow(ctx.caller.customerId, "a customer key has a customer") : input.customerId,
      serviceId: input.serviceId,
      staffId: input.staffId,
    });
    return { success: true as const, data: rows.map(toBookingListItem), pagination: pagination(input.page, input.limit, total) };
  });
