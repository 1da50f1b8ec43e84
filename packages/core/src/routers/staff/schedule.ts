import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam, timestamp } from "../../schemas/common";
import { staffSchedule } from "../../store/staff-schedule";

const date = (label: string) => z.iso.date({ error: `${label} must be an ISO 8601 date, e.g. 2026-11-23` });

const slot = z.object({
  time: z.string().meta({
    description:
      "Local time HH:MM in the provider's time zone. On a day the clocks go back, two slots can share it; `dateTime` tells them apart.",
    example: "09:30",
  }),
  dateTime: timestamp.meta({
    description: "The slot's start instant (UTC). Send it as a booking's `dateTime` to book the slot.",
    example: "2026-11-23T08:30:00.000Z",
  }),
  available: z.boolean(),
  bookingId: z.string().optional().meta({ description: "Present when a pending or confirmed booking (with its buffers) takes the slot" }),
  break: z.boolean(),
  timeOff: z.boolean().meta({ description: "The member has time off during the slot" }),
  busy: z.boolean().meta({ description: "The member's own calendar (a calendar connection) shows them busy during the slot" }),
  closed: z.boolean().meta({ description: "The provider is closed that date" }),
});

export const schedule = providerProcedure
  .meta({
    staffRole: "own member",
    openapi: {
      method: "GET",
      path: "/v1/staff/{id}/schedule",
      tags: ["Staff"],
      summary: "Daily availability of a staff member",
      description:
        "Slots every `slotMinutes` (provider setting, default 30) of each working day in the provider's time zone, for the inclusive dates " +
        "`from` (default today) to `to` (default 7 days later), at most 31 days. A slot is available when a booking of slotMinutes could start " +
        "there: inside the member's hours for that date (its date override, else the weekly schedule; narrowed to the salon's business " +
        "hours of that weekday when it has any, a break of the salon's being a break too), not in a break (break: true), not " +
        "during time off (timeOff: true), not busy in the member's own calendars (busy: true), not on a closure (closed: true), not overlapping the range a pending or confirmed booking occupies " +
        "with its buffers (bookingId), not in the past, and the member is active. Each slot carries its local `time` and its start instant `dateTime`. DST days keep the same local working " +
        "hours, and slots follow real time: a local time the clocks skip (spring forward) has no slot, a local time they repeat (fall back) " +
        "has one slot at each of its two instants, and slots never overlap, so a day holds no more slots than its working hours last.",
    },
  })
  .input(z.object({ id: idParam("id"), from: date("from").optional(), to: date("to").optional() }))
  .output(
    envelope(
      z.object({
        staffId: z.string(),
        schedule: z.array(z.object({ date: z.string().meta({ example: "2026-11-23" }), slots: z.array(slot) })),
      }),
    ),
  )
  .query(async ({ ctx, input }) => ({
    success: true as const,
    data: await staffSchedule(ctx.db, ctx.caller.provider, input.id, input, ctx.now()),
  }));
