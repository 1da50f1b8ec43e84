import { z } from "zod";
import { anyKeyProcedure } from "../../trpc";
import { invalidInput, notFound } from "../../errors";
import { envelope, idParam } from "../../schemas/common";
import { joinWaitlist } from "../../store/waitlist";
import { audienceProblems, bookedFor, customerContextInput, manageLinkOutput, visitorInput } from "../bookings/schemas";
import { toWaitlistEntry, waitlistEntry, waitlistWindows } from "./schemas";

export const create = anyKeyProcedure
  .meta({
    limit: "booking",
    errors: ["NOT_FOUND", "CONFLICT"],
    openapi: {
      method: "POST",
      path: "/v1/waitlist",
      tags: ["Waitlist"],
      summary: "Join a service's waitlist",
      description:
        "Puts a customer in the service's line, oldest first, for a time within one of 1-5 windows (local dates from and to, " +
        "optionally weekdays and the earliest start and latest end on those days, on the provider's clock), with a member or " +
        "any, for `seats` of a class (1 for other services), until `expiresAt` (at most 90 days ahead; default the midnight " +
        "after the last window). Answers the entry with its place in the line. A window ending before today, an expiry past 90 " +
        "days or seats for a service of one customer at a time are 400 naming the field; a customer already waiting for the " +
        "same service and member is 409 (naming the entry to provider and customer keys, not to public keys). Provider keys send customerId; customer keys join for their own customer; public keys " +
        "send the visitor's details (found by email among the provider's customers, else added), under the booking page's limits: " +
        "a join counts against the provider's `publicBookingsPerHour` like an online booking, and one email waits in at most " +
        "`publicMaxUpcomingPerEmail` lines joined online at once (429 naming the limit, with Retry-After). Where the provider " +
        "verifies visitors by email (`publicVerification: email`), a public key's join answers 202 with status `unverified`: the " +
        "entry is not in the line (never offered a time) until the visitor follows the link emailed to them (POST " +
        "/v1/waitlist/entries/manage/{entryToken}/verify), within the provider's `holdMinutes`; unverified by then, it is removed. " +
        "Customer and public " +
        "keys get the entry's own link in `manage` (GET and DELETE /v1/waitlist/entries/manage/{entryToken}): the customer's way to see the " +
        "entry and leave the line without a key.",
    },
    successStatus: 201,
    accepted: {
      when: (output) => (output as { data: { status: string } }).data.status === "unverified",
      description:
        "Public keys of a provider that verifies visitors by email: the entry waits for the visitor's verification (status unverified)",
    },
  })
  .input(
    z.strictObject({
      serviceId: idParam("serviceId"),
      staffId: idParam("staffId").optional().meta({ description: "The member to wait for (omitted: any member offering the service)" }),
      seats: z
        .number({ error: "must be a whole number of seats" })
        .int("must be a whole number of seats")
        .min(1, "must be at least 1")
        .max(1000, "must be at most 1000")
        .default(1)
        .meta({ description: "Seats of a class wanted together (1 for other services)" }),
      windows: waitlistWindows,
      expiresAt: z.iso
        .datetime({ offset: true, error: "must be an ISO 8601 date-time with an offset" })
        .transform((value) => new Date(value))
        .optional()
        .meta({ description: "Until when the customer waits (at most 90 days ahead)", example: "2027-06-30T22:00:00Z" }),
      customerId: idParam("customerId").optional().meta({ description: "Provider keys: the customer in line (required)" }),
      customer: visitorInput.optional().meta({ description: "Public keys: the visitor's details (required)" }),
      ...customerContextInput,
    }),
  )
  .output(
    envelope(
      waitlistEntry.extend({
        manage: manageLinkOutput
          .optional()
          .meta({ description: "Customer and public keys: the entry's own link (see the entry, leave the line)" }),
      }),
    ),
  )
  .mutation(async ({ ctx, input }) => {
    const { caller } = ctx;
    if (caller.audience === "customer" && input.customerId !== undefined && input.customerId !== caller.customerId) {
      throw notFound("Customer", input.customerId);
    }
    const problems = audienceProblems(caller, input, { staffRequired: false });
    if (problems.length > 0) throw invalidInput(problems);
    const who = bookedFor(caller, input);
    const entry = await joinWaitlist(
      ctx.db,
      caller.provider,
      {
        serviceId: input.serviceId,
        staffId: input.staffId,
        seats: input.seats,
        windows: input.windows,
        expiresAt: input.expiresAt,
        customer: who.customer,
        joinedBy: who.booker,
        locale: input.locale,
        customerTimezone: input.timezone,
        linkBase: caller.audience === "provider" ? undefined : ctx.publicUrl,
      },
      ctx.now(),
    );
    return {
      success: true as const,
      data: { ...toWaitlistEntry(entry), manage: entry.link ?? undefined },
      message: entry.status === "unverified" ? "Waitlist entry waiting for its email to be verified" : "Waitlist joined",
    };
  });
