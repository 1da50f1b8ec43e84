import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { createCustomer } from "../../store/customers";
import { customer, customerWritable, toCustomer } from "./schemas";

export const create = providerProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/v1/customers",
      tags: ["Customers"],
      summary: "Create a customer",
      description:
        "Requires name; email and phone are optional. A customer booked by phone gives a phone (or an email), a walk-in may give " +
        "neither: messages about their bookings go to the addresses they have (SMS to the phone, email to the email) and none is " +
        "sent to a customer without either. Email is unique per provider, case-insensitively (409).",
    },
    successStatus: 201,
  })
  .input(
    z.strictObject({
      name: customerWritable.name,
      email: customerWritable.email.optional(),
      phone: customerWritable.phone.optional(),
      notes: customerWritable.notes.optional(),
    }),
  )
  .output(envelope(customer))
  .mutation(async ({ ctx, input }) => {
    const row = await createCustomer(ctx.db, ctx.caller.providerId, input);
    return { success: true as const, data: toCustomer(row), message: "Customer created" };
  });
