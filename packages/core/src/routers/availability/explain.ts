import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { dateInput, envelope, idParam } from "../../schemas/common";
import { isoOfInstant } from "../../domain/local-time";
import { EXPLAIN_RULES } from "../../domain/availability-explain";
import { explainAvailability } from "../../store/availability-explain";

const rule = z.enum(EXPLAIN_RULES);

const start = z.object({
  start: z.string().meta({ description: "Start instant (UTC); send it as the booking's dateTime", example: "2026-11-23T08:00:00.000Z" }),
  time: z.string().meta({
    description: "Local time HH:MM in the provider's time zone (on a day the clocks go back, two starts can share it)",
    example: "09:00",
  }),
  available: z
    .boolean()
    .meta({ description: "Offered by GET /v1/availability to this member, as `as` says (a provider key's view by default)" }),
  rules: z
    .array(rule)
    .optional()
    .meta({ description: "Every rule that keeps the start out (only when not available)", example: ["in_break", "booked"] }),
  bookingIds: z
    .array(z.string())
    .optional()
    .meta({
      description: "The member's bookings in the way of this start (with `booked` or `processing`)",
      example: ["bk_7fQ2mN9pL4vR6xY8wB1c"],
    }),
  sessionIds: z
    .array(z.string())
    .optional()
    .meta({
      description: "The member's class sessions whose occupied ranges meet this start's (with `session_overlap`)",
      example: ["ses_7hR2kN5pQ8wT3vX6zB1d"],
    }),
});

export const explain = providerProcedure
  .meta({
    errors: ["NOT_FOUND"],
    openapi: {
      method: "GET",
      path: "/v1/availability/explain",
      tags: ["Availability"],
      summary: "Why a time is not offered",
      description:
        "Provider keys only. For one local `date` in the provider's time zone, each active member who offers the service (or `staffId`) " +
        "with every start of their grid that day (every `slotMinutes` from the start of their hours, narrowed to the salon's business hours, " +
        "as GET /v1/availability walks it), each `available` exactly when GET /v1/availability offers it to that member with a provider key, " +
        "else naming every rule that keeps it out, with the names a booking's refusal uses in `details[].rule`: `in_break` (the member's " +
        "break), `outside_business_hours` (the salon's break), `in_past`, `time_off`, `busy` (the member's own calendar), `booked` (another " +
        "booking of the member, its occupied range with buffers meeting this one's; `bookingIds` names them), `processing` (with " +
        "`as=online` while processing gaps are not offered online: another booking met only inside a processing gap, its own or this " +
        "service's), `session_overlap` (a class " +
        "session the member teaches; `sessionIds`) and `resources` (a resource the service needs has no free unit). A date without a grid " +
        "has no starts, and the member's `rules` say why: `closed` (a closure), `day_off` (the member does not work that date), " +
        "`outside_business_hours` (the salon is closed that weekday or not open during the member's hours). By default the view is a " +
        "provider key's, which notice and horizon do not bind; `as=online` explains what the booking page and customer keys are offered, " +
        "naming `notice` and `horizon` too. Class services (capacity above 1 or published sessions) are not explained: 400.",
    },
  })
  .input(
    z.object({
      serviceId: idParam("serviceId"),
      date: dateInput("date").meta({ description: "Local date in the provider's time zone" }),
      staffId: idParam("staffId").optional(),
      as: z
        .enum(["provider", "online"])
        .default("provider")
        .meta({ description: "Whose view: `provider` (the front desk) or `online` (the booking page and customer keys)" }),
    }),
  )
  .output(
    envelope(
      z.object({
        date: z.string().meta({ example: "2026-11-23" }),
        serviceId: z.string(),
        timezone: z.string().meta({ example: "Europe/Berlin" }),
        members: z.array(
          z.object({
            staffId: z.string(),
            name: z.string(),
            rules: z
              .array(rule)
              .optional()
              .meta({ description: "Why the whole date is out (no starts at all)", example: ["day_off"] }),
            starts: z.array(start),
          }),
        ),
      }),
    ),
  )
  .query(async ({ ctx, input }) => {
    const result = await explainAvailability(ctx.db, ctx.caller.provider, { ...input, view: input.as }, ctx.now());
    return {
      success: true as const,
      data: {
        date: result.date,
        serviceId: result.serviceId,
        timezone: result.timezone,
        members: result.members.map((m) => ({
          staffId: m.staffId,
          name: m.name,
          ...(m.rules.length > 0 ? { rules: m.rules } : {}),
          starts: m.starts.map((s) => ({
            start: isoOfInstant(s.start),
            time: s.time,
            available: s.available,
            ...(s.available ? {} : { rules: s.rules }),
            ...(s.bookingIds.length > 0 ? { bookingIds: s.bookingIds } : {}),
            ...(s.sessionIds.length > 0 ? { sessionIds: s.sessionIds } : {}),
          })),
        })),
      },
    };
  });
