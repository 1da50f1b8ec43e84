import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { boundary, dateOrDateTime, idParam, listEnvelope, pagination, paginationInput } from "../../schemas/common";
import { listSessions } from "../../store/sessions";
import { session, toSession } from "./schemas";

export const list = providerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/v1/sessions",
      tags: ["Sessions"],
      summary: "List class sessions",
      description:
        "Open sessions (published, or opened by a first booking) by start, earliest first, with `seatsTaken` and `seatsLeft`. " +
        "`from`/`to` bound the start inclusively; a date alone means that whole day in the provider's time zone.",
    },
  })
  .input(
    z.object({
      ...paginationInput,
      serviceId: idParam("serviceId").optional(),
      staffId: idParam("staffId").optional(),
      from: dateOrDateTime("from").optional(),
      to: dateOrDateTime("to").optional(),
    }),
  )
  .output(listEnvelope(session))
  .query(async ({ ctx, input }) => {
    const zone = ctx.caller.provider.timezone;
    const { rows, total } = await listSessions(ctx.db, ctx.caller.providerId, {
      page: input.page,
      limit: input.limit,
      serviceId: input.serviceId,
      staffId: input.staffId,
      from: boundary(input.from, zone, "start"),
      to: boundary(input.to, zone, "end"),
    });
    return { success: true as const, data: rows.map(toSession), pagination: pagination(input.page, input.limit, total) };
  });
