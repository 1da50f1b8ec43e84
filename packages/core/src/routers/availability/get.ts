import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { dateInput, envelope, idParam, iso } from "../../schemas/common";
import { serviceAvailability } from "../../store/service-availability";

export const get = providerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/v1/availability",
      tags: ["Availability"],
      summary: "Start times a service can be booked at",
      description:
        "For the inclusive local dates `from` (default today) to `to` (default 7 days later, at most 31 days) in the provider's time zone: " +
        "every start time, on each member's grid of `slotMinutes` from the start of their hours that day, where the whole service fits for " +
        "at least one active member who offers it (or for `staffId`): inside their hours for that date (date override first), outside " +
        "breaks, time off and closures, with the range it occupies (the service's buffers before and after included) free of their " +
        "other bookings' ranges, and not in the past. `staffIds` lists the members free at that time. Every time listed can be booked.",
    },
  })
  .input(
    z.object({
      serviceId: idParam("serviceId"),
      staffId: idParam("staffId").optional(),
      from: dateInput("from").optional(),
      to: dateInput("to").optional(),
    }),
  )
  .output(
    envelope(
      z.object({
        serviceId: z.string(),
        timezone: z.string().meta({ example: "Europe/Berlin" }),
        days: z.array(
          z.object({
            date: z.string().meta({ example: "2026-11-23" }),
            slots: z.array(
              z.object({
                start: z
                  .string()
                  .meta({ description: "Start instant (UTC); send it as the booking's dateTime", example: "2026-11-23T08:00:00.000Z" }),
                end: z
                  .string()
                  .meta({ description: "End of the service (UTC), buffers not included", example: "2026-11-23T08:45:00.000Z" }),
                staffIds: z.array(z.string()).meta({ description: "Members free at this time" }),
              }),
            ),
          }),
        ),
      }),
    ),
  )
  .query(async ({ ctx, input }) => {
    const result = await serviceAvailability(ctx.db, ctx.caller.provider, input, ctx.now(), null);
    return {
      success: true as const,
      data: {
        serviceId: result.serviceId,
        timezone: result.timezone,
        days: result.days.map((day) => ({
          date: day.date,
          slots: day.slots.map((slot) => ({ start: iso(new Date(slot.start)), end: iso(new Date(slot.end)), staffIds: slot.staffIds })),
        })),
      },
    };
  });
