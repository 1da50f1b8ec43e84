import { z } from "zod";
import { authedProcedure } from "../../trpc";
import { forbidden } from "../../errors";
import { envelope, idParam } from "../../schemas/common";
import { getSeries, updateSeries } from "../../store/series";
import { dateTimeInput } from "../bookings/schemas";
import { occurrenceKey, seriesScope, series, toSeries } from "./schemas";

export const update = authedProcedure
  .meta({
    errors: ["NOT_FOUND", "CONFLICT"],
    openapi: {
      method: "PATCH",
      path: "/v1/series/{id}",
      tags: ["Series"],
      summary: "Move occurrences of a series, or give them another member",
      description:
        "Changes, in one transaction, the occurrence named by `key` (scope this), it and every later one (following), or every " +
        "occurrence that has not started (all). `start` is the named occurrence's new start: with following and all every other " +
        "occurrence changed moves by the same number of days to the same new local time (weekdays of a weekly rule shift with it; " +
        "a move the rule cannot repeat, such as a monthly series onto a day some months lack, is 400: move those one at a time). " +
        "`staffId` gives every occurrence changed to that member. With following (and all, once an occurrence has started) the " +
        "series ends before the first occurrence changed and those changed form a new series, keyed by their new local starts; " +
        "the answer is the series holding the changed occurrences (its id is new after such a split). With this, the occurrence " +
        "keeps its key. Every occurrence moved meets every rule of moving a booking; one that does not fit refuses the whole " +
        "change (409, `details` naming each, `path` `occurrences.<n>`). Occurrences that have started never change (naming one: " +
        "409); cancelled, completed and missed ones keep their time. Customer keys move only their own series (start alone), " +
        "within the provider's cancellation notice.",
    },
  })
  .input(
    z
      .strictObject({
        id: idParam("id"),
        scope: seriesScope,
        key: occurrenceKey,
        start: dateTimeInput.optional().meta({
          description: "The named occurrence's new start; the others changed keep the same local time and shift by the same days",
          example: "2027-05-19T11:00:00+02:00",
        }),
        staffId: idParam("staffId").optional().meta({ description: "The member every occurrence changed goes to" }),
      })
      .refine((v) => v.start !== undefined || v.staffId !== undefined, { message: "send start, staffId or both", path: ["start"] }),
  )
  .output(envelope(series))
  .mutation(async ({ ctx, input }) => {
    const { caller } = ctx;
    const customerId = caller.audience === "customer" ? (caller.customerId ?? "") : undefined;
    if (customerId !== undefined && input.staffId !== undefined) {
      throw forbidden("Customer keys move their series' occurrences (start); the provider assigns members");
    }
    const changed = await updateSeries(
      ctx.db,
      caller.provider,
      input.id,
      {
        scope: input.scope,
        key: input.key,
        start: input.start,
        staffId: input.staffId,
        booker: customerId === undefined ? "provider" : "customer",
        customerId,
      },
      ctx.now(),
      ctx.calendars,
    );
    return {
      success: true as const,
      data: toSeries(await getSeries(ctx.db, caller.providerId, changed, customerId)),
      message: "Series changed",
    };
  });
