import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { getCustomer } from "../../store/customers";
import { customer, toCustomer } from "./schemas";

export const get = providerProcedure
  .meta({ openapi: { method: "GET", path: "/v1/customers/{id}", tags: ["Customers"], summary: "Get a customer" } })
  .input(z.object({ id: idParam("id") }))
  .output(envelope(customer))
  .query(async ({ ctx, input }) => ({
    success: true as const,
    data: toCustomer(await getCustomer(ctx.db, ctx.caller.providerId, input.id)),
  }));
