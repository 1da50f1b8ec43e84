import { z } from "zod";
import { authedProcedure } from "../../trpc";
import { invalidInput } from "../../errors";
import { envelope, idParam } from "../../schemas/common";
import { seriesOfCustomer } from "../../store/series";
import { series, toSeries } from "./schemas";

export const list = authedProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/v1/series",
      tags: ["Series"],
      summary: "List a customer's series",
      description:
        "A customer's series, newest first (100 at most), each with its occurrences. Provider keys name the customer " +
        "(customerId, required); customer keys see their own (customerId is theirs whatever is sent).",
    },
  })
  .input(z.object({ customerId: idParam("customerId").optional() }))
  .output(envelope(z.array(series)))
  .query(async ({ ctx, input }) => {
    const { caller } = ctx;
    let customerId: string;
    if (caller.audience === "customer") {
      customerId = caller.customerId ?? "";
    } else {
      if (input.customerId === undefined) throw invalidInput([{ path: "customerId", message: "is required with a provider key" }]);
      customerId = input.customerId;
    }
    const found = await seriesOfCustomer(ctx.db, caller.providerId, customerId);
    return { success: true as const, data: found.map(toSeries) };
  });
