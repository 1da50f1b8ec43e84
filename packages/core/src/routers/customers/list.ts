import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { listEnvelope, pagination, paginationInput } from "../../schemas/common";
import { listCustomers } from "../../store/customers";
import { customer, toCustomer } from "./schemas";

export const list = providerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/v1/customers",
      tags: ["Customers"],
      summary: "List customers",
      description: "`q` matches a case-insensitive part of the name, email or phone.",
    },
  })
  .input(z.object({ ...paginationInput, q: z.string().trim().max(200, "q must be at most 200 characters").optional() }))
  .output(listEnvelope(customer))
  .query(async ({ ctx, input }) => {
    const { rows, total } = await listCustomers(ctx.db, ctx.caller.providerId, input);
    return { success: true as const, data: rows.map(toCustomer), pagination: pagination(input.page, input.limit, total) };
  });
