import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam, timestamp } from "../../schemas/common";
import { computeAvailability } from "../../domain/availability";
import { addDays, daysBetween, localTimeToInstantLenient, todayIn } from "../../domain/local-time";
import { badRequest } from "../../errors";
import { busyIntervals } from "../../store/bookings";
import { getStaffSchedule } from "../../store/staff";

export const MAX_SCHEDULE_DAYS = 31;
const RANGE_MARGIN_MS = 3 * 3_600_000;

const date = (label: string) => z.iso.date({ error: `${label} must be an ISO 8601 date, e.g. 2026-11-23` });

const slot = z.object({
  time: z.string().meta({
    description: "Local time HH:MM in the provider's time zone. On a day the clocks go back, two slots can share it; `dateTime` tells them apart.",
    example: "09:30",
  }),
  dateTime: timestamp.meta({
    description: "The slot's start instant (UTC). Send it as a booking's `dateTime` to book the slot.",
    example: "2026-11-23T08:30:00.000Z",
  }),
  available: z.boolean(),
  bookingId: z.string().optional().meta({ description: "Present when a pending or confirmed booking takes the slot" }),
  break: z.boolean(),
});

export const schedule = providerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/v1/staff/{id}/schedule",
      tags: ["Staff"],
      summary: "Daily availability of a staff member",
      description:
        "Slots every `slotMinutes` (provider setting, default 30) of each working day in the provider's time zone, for the inclusive dates " +
        "`from` (default today) to `to` (default 7 days later), at most 31 days. A slot is available when a booking of slotMinutes could start " +
        "there: inside working hours, not in a break (break: true), not overlapping a pending or confirmed booking (bookingId), not in the past, " +
        "and the member is active. Each slot carries its local `time` and its start instant `dateTime`. DST days keep the same local working " +
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
  .query(async ({ ctx, input }) => {
    const { timezone, slotMinutes } = ctx.caller.provider;
    const now = ctx.now();
    const from = input.from ?? todayIn(timezone, now);
    const to = input.to ?? addDays(from, 7);
    const span = daysBetween(from, to) + 1;
    if (span < 1) throw badRequest("to must not be before from", [{ path: "to", message: "is before from" }]);
    if (span > MAX_SCHEDULE_DAYS) {
      throw badRequest(`The range covers ${span} days; at most ${MAX_SCHEDULE_DAYS} are allowed`, [
        { path: "to", message: `must be at most ${MAX_SCHEDULE_DAYS - 1} days after from` },
      ]);
    }
    const member = await getStaffSchedule(ctx.db, ctx.caller.providerId, input.id);
    // Some hours wider than the local dates: where the clocks go back at midnight, the first
    // midnight comes an hour before the one a conversion picks. Bookings outside the days' slots
    // take none.
    const bookings = await busyIntervals(
      ctx.db,
      ctx.caller.providerId,
      input.id,
      new Date(localTimeToInstantLenient(from, 0, timezone) - RANGE_MARGIN_MS),
      new Date(localTimeToInstantLenient(to, 1440, timezone) + RANGE_MARGIN_MS),
    );
    const days = computeAvailability({
      schedule: member.schedule,
      timezone,
      slotMinutes,
      from,
      to,
      bookings,
      // An inactive member can be booked at no time: every slot is as good as past.
      now: member.is_active ? now.getTime() : Number.POSITIVE_INFINITY,
    });
    return { success: true as const, data: { staffId: member.id, schedule: days } };
  });
