import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { getBookingDetail } from "../../store/bookings";
import { bookingDetail, toBookingDetail } from "./schemas";

export const get = providerProcedure
  .meta({
    staffRole: "own booking",
    openapi: { method: "GET", path: "/v1/bookings/{id}", tags: ["Bookings"], summary: "Get a booking with its payment" },
  })
  .input(z.object({ id: idParam("id") }))
  .output(envelope(bookingDetail))
  .query(async ({ ctx, input }) => {
    // One statement: the booking and its ledger as of one moment.
    const { row, ledger } = await getBookingDetail(ctx.db, ctx.caller.providerId, input.id);
    return { success: true as const, data: toBookingDetail(row, ledger) };
  });
