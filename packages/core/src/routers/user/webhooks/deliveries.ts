import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { pageFields, pageOf, paginationInput } from "../../../schemas/common";
import { listDeliveries } from "../../../store/webhooks";
import { deliveryOutput, toDelivery, webhookIdInput } from "./schemas";

export const deliveries = providerProcedure
  .meta({
    errors: ["NOT_FOUND"],
    openapi: {
      method: "GET",
      path: "/api/rpc/user/webhooks/deliveries",
      tags: ["Webhooks"],
      summary: "Deliveries of a webhook, newest first",
      description:
        "Provider keys only. One delivery per event (and per test), with every attempt: HTTP status (null when no answer came), " +
        "duration and error.",
    },
  })
  .input(z.object({ id: webhookIdInput, ...paginationInput }))
  .output(
    z.object({
      deliveries: z.array(deliveryOutput),
      ...pageFields,
    }),
  )
  .query(async ({ ctx, input }) => {
    const { rows, total } = await listDeliveries(ctx.db, ctx.caller.providerId, input.id, input.page, input.limit);
    return { deliveries: rows.map(toDelivery), ...pageOf(input, total) };
  });
