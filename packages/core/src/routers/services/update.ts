import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam, toCents } from "../../schemas/common";
import { updateService } from "../../store/services";
import { paymentToStore, service, serviceWritable, toService } from "./schemas";

export const update = providerProcedure
  .meta({
    openapi: { method: "PATCH", path: "/v1/services/{id}", tags: ["Services"], summary: "Update a service" },
  })
  .input(
    z.strictObject({
      id: idParam("id"),
      name: serviceWritable.name.optional(),
      duration: serviceWritable.duration.optional(),
      price: serviceWritable.price.optional(),
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
    const row = await updateService(
      ctx.db,
      ctx.caller.providerId,
      input.id,
      {
        name: input.name,
        description: input.description,
        category: input.category,
        durationMinutes: input.duration,
        priceCents: input.price === undefined ? undefined : toCents(input.price),
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
      },
      ctx.now(),
    );
    return { success: true as const, data: toService(row, ctx.caller.provider.currency), message: "Service updated" };
  });
