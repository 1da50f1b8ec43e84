// The availability answer, shared by the booking page's two views of it (a key's, a manage link's).
import { IANAZone } from "luxon";
import { z } from "zod";
import { dateInput, envelope, idParam } from "../../schemas/common";
import { isoOfInstant } from "../../domain/local-time";
import { AVAILABILITY_MAX_BYTES, boundAvailability } from "../../domain/availability-answer";
import type { ServiceSlot } from "../../domain/availability";
import type { VisitItemSlot } from "../../domain/visit-availability";

const visitItem = z.object({
  serviceId: z.string(),
  start: z
    .string()
    .meta({ description: "When this item starts (UTC): where the one before ends, buffers kept", example: "2026-11-23T08:45:00.000Z" }),
  end: z.string().meta({ description: "End of this item's service (UTC), buffers not included", example: "2026-11-23T10:15:00.000Z" }),
  staffIds: z.array(z.string()).optional().meta({
    description:
      "Members free for this item at its start (one of them may differ from the first item's). Shown and left out as the slot's staffIds are",
  }),
});

export const availabilityOutput = envelope(
  z.object({
    serviceId: z.string().meta({ description: "The service asked for; with serviceIds, the visit's first" }),
    serviceIds: z.array(z.string()).optional().meta({ description: "Visits (asked with serviceIds): the visit's services in order" }),
    timezone: z.string().meta({ example: "Europe/Berlin" }),
    days: z.array(
      z.object({
        date: z.string().meta({ example: "2026-11-23" }),
        slots: z.array(
          z.object({
            start: z
              .string()
              .meta({ description: "Start instant (UTC); send it as the booking's dateTime", example: "2026-11-23T08:00:00.000Z" }),
            end: z.string().meta({
              description: "End of the service (UTC), buffers not included; a visit's: its last item's end",
              example: "2026-11-23T08:45:00.000Z",
            }),
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
                  "Members free at this time (a visit: for its first item). Public keys and manage links see only the member they " +
                  "named (staffId), else none; left out when listing them would make the answer larger than 512 KB (see staffIdsOmitted)",
              }),
            items: z
              .array(visitItem)
              .optional()
              .meta({ description: "Visits (asked with serviceIds): each service of the visit in order, with its own start and end" }),
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

/** A service's starts (serviceAvailability) or a visit's (visitAvailabilityOf, with serviceIds and each slot's items). */
interface AvailabilityResult {
  serviceId: string;
  serviceIds?: string[];
  timezone: string;
  days: readonly { date: string; slots: readonly (ServiceSlot & { items?: readonly VisitItemSlot[] })[] }[];
}

interface VisitItemAnswer {
  serviceId: string;
  start: string;
  end: string;
  staffIds?: string[];
}

export const toAvailabilityAnswer = (result: AvailabilityResult, options: { showStaff: boolean; maxBytes?: number }) => {
  const plan = boundAvailability(result.days, { showStaff: options.showStaff, maxBytes: options.maxBytes ?? AVAILABILITY_MAX_BYTES });
  const firstLeftOut = result.days[plan.days];
  return {
    success: true as const,
    data: {
      serviceId: result.serviceId,
      ...(result.serviceIds ? { serviceIds: result.serviceIds } : {}),
      timezone: result.timezone,
      days: result.days.slice(0, plan.days).map((day) => ({
        date: day.date,
        slots: day.slots.map((slot) => {
          const answer: { start: string; end: string; seatsLeft?: number; staffIds?: string[]; items?: VisitItemAnswer[] } = {
            start: isoOfInstant(slot.start),
            end: isoOfInstant(slot.end),
          };
          if (slot.seatsLeft !== undefined) answer.seatsLeft = slot.seatsLeft;
          if (plan.staffIds) answer.staffIds = slot.staffIds;
          if (slot.items)
            answer.items = slot.items.map((item) => {
              const told: VisitItemAnswer = { serviceId: item.serviceId, start: isoOfInstant(item.start), end: isoOfInstant(item.end) };
              if (plan.staffIds) told.staffIds = item.staffIds;
              return told;
            });
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
