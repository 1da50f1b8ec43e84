import { z } from "zod";
import { anyKeyProcedure } from "../../trpc";
import { invalidInput } from "../../errors";
import { envelope, idParam, optionalText } from "../../schemas/common";
import { MAX_VISIT_ITEMS } from "../../domain/visits";
import { createVisit, type CreateVisitInput } from "../../store/visits";
import type { Caller } from "../../auth/api-keys";
import {
  audienceProblems,
  bookedFor,
  bookingSource,
  customerContextInput,
  dateTimeInput,
  manageLinkOutput,
  visitorInput,
} from "../bookings/schemas";
import { toVisit, visit } from "./schemas";

const input = z.strictObject({
  items: z
    .array(
      z.strictObject({
        serviceId: idParam("serviceId"),
        staffId: idParam("staffId")
          .optional()
          .meta({ description: "Omitted: the member of the item before if free, else the provider's assignment rule" }),
      }),
      { error: "must be a list of {serviceId, staffId?}" },
    )
    .min(1, "must list at least one service")
    .max(MAX_VISIT_ITEMS, `must list at most ${MAX_VISIT_ITEMS} services`)
    .meta({
      description: "The services in the order they are done, each starting where the one before ends (the buffers between them kept)",
      example: [{ serviceId: "svc_2bX9kLmQ4rT6vW8yZ1aC", staffId: "staff_9xK2mP4qR7sT1vW3yZ5b" }],
    }),
  start: dateTimeInput.meta({
    description: "The first item's start (customer and public keys: a start availability offers)",
    example: "2027-05-04T10:00:00+02:00",
  }),
  customerId: idParam("customerId")
    .optional()
    .meta({ description: "Provider keys: the customer booked for (required). Customer and public keys leave it out." }),
  customer: visitorInput
    .optional()
    .meta({ description: "Public keys only (required there): the visitor's details, as for POST /v1/bookings" }),
  notes: optionalText(5000).nullable().optional(),
  source: bookingSource.optional(),
  ...customerContextInput,
});

/** Who the visit is for, as each audience must say it (every problem at once; no member is required). */
function visitFor(caller: Caller, body: z.infer<typeof input>): Pick<CreateVisitInput, "customer" | "booker"> {
  const problems = audienceProblems(caller, body, { staffRequired: false });
  if (problems.length > 0) throw invalidInput(problems);
  return bookedFor(caller, body);
}

export const create = anyKeyProcedure
  .meta({
    limit: "booking",
    errors: ["NOT_FOUND", "CONFLICT"],
    openapi: {
      method: "POST",
      path: "/v1/visits",
      tags: ["Visits"],
      summary: "Book several services back to back",
      description:
        "Books 1-5 services for one customer as one visit: each item is a booking (with every rule of POST /v1/bookings) starting " +
        "where the one before ends, the previous service's buffer after and this one's buffer before kept between them. An item " +
        "without `staffId` goes to the member of the item before when free, else to the provider's assignment rule. All items are " +
        "written in one transaction or none: 409 with `details` naming every item that does not fit (`path` `items.<n>`, its `rule`). " +
        "Later items need not start on the offered grid. Class services cannot be part of a visit (400). Audiences as for bookings: " +
        "provider keys send customerId, customer keys book for their own customer, public keys send `customer` (not while the provider " +
        "verifies public bookings by email: 400) and count each item against their limits. Customer and public keys get one manage " +
        "link for the whole visit: moving or cancelling through it moves or cancels every item.",
    },
    successStatus: 201,
  })
  .input(input)
  .output(
    envelope(
      visit.extend({
        manage: manageLinkOutput
          .optional()
          .meta({ description: "Customer and public keys: the visit's manage link (view, move, cancel every item)" }),
      }),
    ),
  )
  .mutation(async ({ ctx, input: body }) => {
    const { caller } = ctx;
    const who = visitFor(caller, body);
    const made = await createVisit(
      ctx.db,
      caller.provider,
      {
        ...who,
        items: body.items,
        start: body.start,
        notes: body.notes,
        source: body.source,
        customerTimezone: body.timezone,
        locale: body.locale,
        manageLinkBase: caller.audience === "provider" ? undefined : ctx.publicUrl,
      },
      ctx.now(),
      ctx.calendars,
    );
    const rows = made.items;
    const shown = made.visitor ? { name: made.visitor.name, email: made.visitor.email, phone: made.visitor.phone ?? null } : undefined;
    return {
      success: true as const,
      data: { ...toVisit(made.id, rows, shown), manage: made.manage ?? undefined },
      message: "Visit booked",
    };
  });
