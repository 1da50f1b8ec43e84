import { z } from "zod";
import { authedProcedure } from "../../trpc";
import { invalidInput, notFound } from "../../errors";
import { envelope, idParam, optionalText } from "../../schemas/common";
import { createSeries } from "../../store/series";
import {
  audienceProblems,
  bookedFor,
  bookingSource,
  customerContextInput,
  dateTimeInput,
  namedMembers,
  staffIdsInput,
} from "../bookings/schemas";
import { series, seriesRule, toSeries } from "./schemas";

const input = z.strictObject({
  serviceId: idParam("serviceId"),
  staffId: idParam("staffId")
    .optional()
    .meta({ description: "Omitted: one member who fits every occurrence, else each occurrence by the provider's assignment rule" }),
  staffIds: staffIdsInput.meta({
    description:
      "Two-person services (`staffCount` 2): the two members of every occurrence, the first as `staffId` (send either, or both " +
      "alike). One named: each occurrence's second by the provider's assignment rule. 400 naming `staffIds` for two members on " +
      "a one-person service or the same member twice; an occurrence one of them cannot take is one that does not fit.",
    example: ["staff_4nR8vT2kLmP6qW9xZ3bD", "staff_8kT3vN6pQ2wR5xY9zB4c"],
  }),
  customerId: idParam("customerId")
    .optional()
    .meta({ description: "Provider keys: the customer booked for (required). Customer keys leave it out (their own customer)." }),
  start: dateTimeInput.meta({
    description: "The first occurrence's start: every later one starts at its local wall-clock time in the provider's zone",
    example: "2027-05-11T10:00:00+02:00",
  }),
  rule: seriesRule,
  mode: z
    .enum(["all", "skip"], { error: "must be all or skip" })
    .default("all")
    .meta({ description: "all: every occurrence or none (409 naming each that does not fit); skip: book those that fit, skip the rest" }),
  dryRun: z.boolean().default(false).meta({ description: "Answer what would be booked, writing nothing" }),
  seats: z
    .number({ error: "must be a number of seats" })
    .int("must be a whole number of seats")
    .min(1, "must be at least 1")
    .max(500, "must be at most 500")
    .default(1)
    .meta({
      description:
        "Class services: seats to take in each occurrence's session (default 1; a customer key at most the service's " +
        "`maxSeatsPerBooking`), a session with too few seats left being an occurrence that does not fit; other services take 1",
    }),
  notes: optionalText(5000).nullable().optional(),
  source: bookingSource.optional(),
  ...customerContextInput,
});

export const create = authedProcedure
  .meta({
    limit: "booking",
    errors: ["NOT_FOUND", "CONFLICT"],
    openapi: {
      method: "POST",
      path: "/v1/series",
      tags: ["Series"],
      summary: "Book a recurring series",
      description:
        "Books the same service at the same local time by a rule (daily, weekly on weekdays, or monthly on the start's day of the " +
        "month; every `interval`; `count` 2-52 occurrences or `until` a date within 12 months, 52 occurrences at most). Every " +
        "occurrence starts at the first one's local wall-clock time in the provider's zone across clock changes (a time the clocks " +
        "skip moves forward by the gap, one shown twice takes its first instant); a month without the start's day has none. Each " +
        "occurrence is an ordinary booking (seriesId, occurrenceKey) under every rule of POST /v1/bookings, written in one " +
        "transaction. mode all: every occurrence or none, 409 with `details` naming each that does not fit (`path` " +
        "`occurrences.<n>`, its key and `rule`). mode skip: occurrences that do not fit are answered `skipped` with their rules " +
        "(409 when none fits). dryRun answers the same and writes nothing. Without staffId the series goes to one member who fits " +
        "every occurrence where there is one; a two-person service's `staffIds` are the same two for every occurrence. Provider keys send customerId; customer keys book for their own customer (another " +
        "customer's id answers 404); public keys cannot book series (403).",
    },
    successStatus: 201,
  })
  .input(input)
  .output(envelope(series))
  .mutation(async ({ ctx, input: body }) => {
    const { caller } = ctx;
    // To a customer key, the provider's other customers do not exist.
    if (caller.audience === "customer" && body.customerId !== undefined && body.customerId !== caller.customerId) {
      throw notFound("Customer", body.customerId);
    }
    const members = namedMembers(body);
    const problems = [...audienceProblems(caller, body, { staffRequired: false }), ...members.problems];
    if (problems.length > 0) throw invalidInput(problems);
    const who = bookedFor(caller, body);
    const customerId = "id" in who.customer ? who.customer.id : "";
    const made = await createSeries(
      ctx.db,
      caller.provider,
      {
        customerId,
        serviceId: body.serviceId,
        staffId: members.staffId,
        secondStaffId: members.secondStaffId,
        start: body.start,
        rule: body.rule,
        mode: body.mode,
        dryRun: body.dryRun,
        seats: body.seats,
        notes: body.notes,
        source: body.source,
        booker: caller.audience === "provider" ? "provider" : "customer",
        customerTimezone: body.timezone,
        locale: body.locale,
      },
      ctx.now(),
      ctx.calendars,
    );
    return {
      success: true as const,
      data: toSeries(made),
      message: body.dryRun ? "Series checked (nothing booked)" : "Series booked",
    };
  });
