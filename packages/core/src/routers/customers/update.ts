import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { updateCustomer } from "../../store/customers";
import { customer, customerWritable, toCustomer } from "./schemas";

export const update = providerProcedure
  .meta({
    errors: ["CONFLICT"],
    openapi: {
      method: "PATCH",
      path: "/v1/customers/{id}",
      tags: ["Customers"],
      summary: "Update a customer",
      description: "Any subset of the fields; null clears email, phone or notes (a customer left with neither is a walk-in: no messages).",
    },
  })
  .input(
    z.strictObject({
      id: idParam("id"),
      name: customerWritable.name.optional(),
      email: customerWritable.email.optional(),
      phone: customerWritable.phone.optional(),
      notes: customerWritable.notes.optional(),
    }),
  )
  .output(envelope(customer))
  .mutation(async ({ ctx, input }) => {
    const { id, ...changes } = input;
    const row = await updateCustomer(ctx.db, ctx.caller.providerId, id, changes);
    return { success: true as const, data: toCustomer(row), message: "Customer updated" };
  });
