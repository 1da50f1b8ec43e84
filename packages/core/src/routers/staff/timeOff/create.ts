import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { envelope, idParam, optionalText } from "../../../schemas/common";
import { createTimeOff } from "../../../store/staff-policies";
import { timeOff, toTimeOff } from "./schemas";

/** An instant with an offset or Z, with its own example (start and end must differ in the docs). */
const instantInput = (example: string) =>
  z.iso
    .datetime({ offset: true, error: "must be an ISO 8601 date-time with an offset or Z, e.g. 2026-11-23T10:00:00Z" })
    .meta({ example })
    .transform((text) => new Date(text));

export const create = providerProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/v1/staff/{id}/time-off",
      tags: ["Staff"],
      summary: "Give a staff member time off",
      description:
        "Any stretch of time, `start` before `end` (instants with an offset or Z). The member cannot be booked during it. If pending or " +
        "confirmed bookings of the member fall in it, nothing is stored and the answer is 409 with one `details` entry per booking " +
        "(`path` `bookings.<booking id>`): move or cancel them first. Time off is the provider's own data: no webhook event.",
    },
    successStatus: 201,
  })
  .input(
    z
      .strictObject({
        id: idParam("id"),
        start: instantInput("2026-12-21T00:00:00+01:00"),
        end: instantInput("2027-01-04T00:00:00+01:00"),
        reason: optionalText(500).nullable().optional().meta({ example: "Holiday" }),
      })
      .superRefine((body, ctx) => {
        // Only when both are valid instants (else their own errors say what is wrong).
        if (body.start instanceof Date && body.end instanceof Date && body.end <= body.start) {
          ctx.addIssue({ code: "custom", path: ["end"], message: "must be after start" });
        }
      }),
  )
  .output(envelope(timeOff))
  .mutation(async ({ ctx, input }) => {
    const row = await createTimeOff(ctx.db, ctx.caller.providerId, input.id, input);
    return { success: true as const, data: toTimeOff(row), message: "Time off added" };
  });
