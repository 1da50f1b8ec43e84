// The availability answer, shared by the booking page's two views of it (a key's, a manage link's).
import { IANAZone } from "luxon";
import { z } from "zod";
import { dateInput, envelope, idParam, iso } from "../../schemas/common";
import type { serviceAvailability } from "../../store/service-availability";
import { AVAILABILITY_MAX_BYTES, boundAvailability } from "../../domain/availability-answer";

export const availabilityOutput = envelope(
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
            end: z.string().meta({ description: "End of the service (UTC), buffers not included", example: "2026-11-23T08:45:00.000Z" }),
            seatsLeft: z
              .number()
              .int()
              .optional()
              .meta({
                description:
                  "Class services: the most seats one booking can take at this time (the seats left in a session, or the capacity where a new " +
                  "session would open)",
                example: 12,
              }),
            staffIds: z
              .array(z.string())
              .optional()
              .meta({
                description:
                  "Members free at this time. Public keys and manage links see only the member they named (staffId), else none; " +
                  "left out when listing them would make the answer larger than 512 KB (see staffIdsOmitted)",
              }),
          }),
        ),
      }),
    ),
    staffIdsOmitted: z.literal(true).optional().meta({
      description: "The members free at each time were left out to keep the answer within 512 KB: ask for fewer days, or name a staffId",
    }),
    nextFrom: z.string().optional().meta({
      description: "The answer stops before `to` to stay within 512 KB: the days from this date on are not listed; ask again from it",
      example: "2026-12-10",
    }),
  }),
);

export const toAvailabilityAnswer = (
  result: Awaited<ReturnType<typeof serviceAvailability>>,
  options: { showStaff: boolean; maxBytes?: number },
) => {
  const plan = boundAvailability(result.days, { showStaff: options.showStaff, maxBytes: options.maxBytes ?? AVAILABILITY_MAX_BYTES });
  const firstLeftOut = result.days[plan.days];
  return {
    success: true as const,
    data: {
      serviceId: result.serviceId,
      timezone: result.timezone,
      days: result.days.slice(0, plan.days).map((day) => ({
        date: day.date,
        slots: day.slots.map((slot) => {
          const answer: { start: string; end: string; seatsLeft?: number; staffIds?: string[] } = {
            start: iso(new Date(slot.start)),
            end: iso(new Date(slot.end)),
          };
          if (slot.seatsLeft !== undefined) answer.seatsLeft = slot.seatsLeft;
          if (plan.staffIds) answer.staffIds = slot.staffIds;
          return answer;
        }),
      })),
      ...(options.showStaff && !plan.staffIds ? { staffIdsOmitted: true as const } : {}),
      ...(firstLeftOut ? { nextFrom: firstLeftOut.date } : {}),
    },
  };
};

/** The zone a visitor reads dates and times in. */
export const viewerZone = z
  .string()
  .refine((zone) => IANAZone.isValidZone(zone), "timezone must be an IANA time zone such as Europe/Berlin")
  .optional()
  .meta({ description: "IANA zone the dates are told in; default the provider's", example: "America/New_York" });

/** The dates, zone and member an availability query may name (the service comes from the caller or the link). */
export const availabilityQueryFields = {
  staffId: idParam("staffId").optional(),
  from: dateInput("from").optional(),
  to: dateInput("to").optional(),
  timezone: viewerZone,
};
