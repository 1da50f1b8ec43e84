import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { idParam } from "../../../schemas/common";
import { presentOrThrow } from "../../../errors";
import { MAX_RESPONSE_LENGTH, respondToReview } from "../../../store/reviews";
import { review, toReview } from "./schemas";

export const respond = providerProcedure
  .meta({
    errors: ["NOT_FOUND"],
    openapi: {
      method: "POST",
      path: "/api/rpc/provider/reviews/respond",
      tags: ["Reviews"],
      summary: "Respond to a review (provider keys)",
      description:
        "Provider keys only (customer keys get 403); only the provider's own reviews (others answer 404). " +
        "Send exactly one of `response` (the text, 1 to 5000 characters) or `templateId` (a review response template of the provider; " +
        "`{{customerName}}` and `{{rating}}` are filled in, and the template's rating range must include the review's rating, else 400). " +
        "Responding again replaces the response. Answers the review with `response` and `respondedAt`.",
    },
  })
  .input(
    z
      .strictObject({
        reviewId: idParam("reviewId"),
        response: z
          .string({ error: "must be a string" })
          .trim()
          .min(1, "must not be empty")
          .max(MAX_RESPONSE_LENGTH, `must be at most ${MAX_RESPONSE_LENGTH} characters`)
          .optional(),
        templateId: idParam("templateId").optional(),
      })
      .superRefine((value, ctx) => {
        if (value.response === undefined && value.templateId === undefined) {
          ctx.addIssue({ code: "custom", path: ["response"], message: "send either response or templateId" });
        } else if (value.response !== undefined && value.templateId !== undefined) {
          ctx.addIssue({ code: "custom", path: ["templateId"], message: "send either response or templateId, not both" });
        }
      }),
  )
  .output(review)
  .mutation(async ({ ctx, input }) => {
    const source =
      input.templateId !== undefined
        ? { templateId: input.templateId }
        : { response: presentOrThrow(input.response, "the input has response or templateId (superRefine)") };
    return toReview(await respondToReview(ctx.db, ctx.caller.providerId, input.reviewId, source));
  });
