import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, toCents } from "../../schemas/common";
import { createService } from "../../store/services";
import { paymentToStore, service, serviceWritable, toService } from "./schemas";

export const create = providerProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/v1/services",
      tags: ["Services"],
      summary: "Create a service",
      description:
        "Requires name, duration (minutes) and price (major units of the provider's currency, at most 2 decimals). `requirements` " +
        "names the resources (rooms, chairs, equipment) each booking needs besides its staff member.",
    },
    successStatus: 201,
    errors: ["NOT_FOUND"],
  })
  .input(
    z.strictObject({
      name: serviceWritable.name,
      duration: serviceWritable.duration,
      price: serviceWritable.price,
      description: serviceWritable.description.optional(),
      category: serviceWritable.category.optional(),
      bufferBeforeMinutes: serviceWritable.bufferMinutes.optional(),
      bufferAfterMinutes: serviceWritable.bufferMinutes.optional(),
      requirements: serviceWritable.requirements.optional(),
      capacity: serviceWritable.capacity.optional(),
      maxSeatsPerBooking: serviceWritable.maxSeatsPerBooking.optional(),
      sessions: serviceWritable.sessions.optional(),
      segments: serviceWritable.segments.optional(),
      staffCount: serviceWritable.staffCount.optional(),
      payment: serviceWritable.payment.optional(),
      isActive: serviceWritable.isActive.optional(),
    }),
  )
  .output(envelope(service))
  .mutation(async ({ ctx, input }) => {
    const row = await createService(ctx.db, ctx.caller.providerId, {
      name: input.name,
      description: input.description,
      category: input.category,
      durationMinutes: input.duration,
      priceCents: toCents(input.price),
      bufferBeforeMinutes: input.bufferBeforeMinutes,
      bufferAfterMinutes: input.bufferAfterMinutes,
      requirements: input.requirements,
      capacity: input.capacity,
      maxSeatsPerBooking: input.maxSeatsPerBooking,
      sessions: input.sessions,
      segments: input.segments,
      staffCount: input.staffCount,
      payment: input.payment && paymentToStore(input.payment),
      isActive: input.isActive,
    });
    return { success: true as const, data: toService(row, ctx.caller.provider.currency), message: "Service created" };
  });
