import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { dateInput, envelope, optionalText } from "../../schemas/common";
import { daysBetween } from "../../domain/local-time";
import { createClosure } from "../../store/staff-policies";
import { closure, toClosure } from "./schemas";

const MAX_CLOSURE_DAYS = 366;

export const create = providerProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/v1/closures",
      tags: ["Closures"],
      summary: "Close the whole provider on some dates",
      description:
        "Local dates `date` to `endDate` (inclusive; default `date`, at most 366 days) on which no member can be booked. If pending or " +
        "confirmed bookings start on those dates, nothing is stored and the answer is 409 with one `details` entry per booking (`path` " +
        "`bookings.<booking id>`): move or cancel them first. Closures are the provider's own data: no webhook event.",
    },
    successStatus: 201,
  })
  .input(
    z
      .strictObject({
        date: dateInput("date").meta({ example: "2026-12-25" }),
        endDate: dateInput("endDate").optional().meta({ example: "2026-12-26" }),
        reason: optionalText(500).nullable().optional().meta({ example: "Christmas" }),
      })
      .superRefine((body, ctx) => {
        if (body.endDate === undefined) return;
        const days = daysBetween(body.date, body.endDate) + 1;
        if (days < 1) ctx.addIssue({ code: "custom", path: ["endDate"], message: "must not be before date" });
        else if (days > MAX_CLOSURE_DAYS)
          ctx.addIssue({ code: "custom", path: ["endDate"], message: `must be at most ${MAX_CLOSURE_DAYS - 1} days after date` });
      }),
  )
  .output(envelope(closure))
  .mutation(async ({ ctx, input }) => {
    const row = await createClosure(ctx.db, ctx.caller.providerId, {
      date: input.date,
      endDate: input.endDate ?? input.date,
      reason: input.reason,
    });
    return { success: true as const, data: toClosure(row), message: "Closure added" };
  });
