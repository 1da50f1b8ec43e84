// The availability answer, shared by the booking page's two views of it (a key's, a manage link's).
import { IANAZone } from "luxon";
import { z } from "zod";
import { dateInput, envelope, idParam, iso } from "../../schemas/common";
import type { serviceAvailability } from "../../store/service-availability";

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
            staffIds: z.array(z.string()).meta({ description: "Members free at this time" }),
          }),
        ),
      }),
    ),
  }),
);

export const toAvailabilityAnswer = (result: Awaited<ReturnType<typeof serviceAvailability>>) => ({
  success: true as const,
  data: {
    serviceId: result.serviceId,
    timezone: result.timezone,
    days: result.days.map((day) => ({
      date: day.date,
      slots: day.slots.map((slot) => ({ start: iso(new Date(slot.start)), end: iso(new Date(slot.end)), staffIds: slot.staffIds })),
    })),
  },
});

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
