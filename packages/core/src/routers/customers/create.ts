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
      description: "Requires name and at least one of email or phone. Email is unique per provider, case-insensitively (409).",
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
