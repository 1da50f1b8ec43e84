import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { requiredText } from "../../../schemas/common";
import { createTemplate, MAX_TEMPLATES_PER_PROVIDER } from "../../../store/reviews";
import { TEMPLATE_PLACEHOLDERS, unknownPlaceholders } from "../../../domain/review-templates";
import { ratingValue } from "../reviews/schemas";
import { template, toTemplate } from "./schemas";

const placeholders = TEMPLATE_PLACEHOLDERS.map((name) => `{{${name}}}`).join(", ");

export const create = providerProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/api/rpc/provider/reviewResponseTemplates/create",
      tags: ["Review response templates"],
      summary: "Create a review response template",
      description:
        `Provider keys only. \`name\` (1 to 100 characters) and \`body\` (1 to 4000 characters) are required; the body may hold ${placeholders}, ` +
        "which `reviews/respond` fills in (any other `{{…}}` is a 400). `minRating` and `maxRating` (whole numbers 1 to 5, default 1 and 5, " +
        "minRating ≤ maxRating) give the ratings the template suits. Names need not be unique. " +
        `A provider keeps at most ${MAX_TEMPLATES_PER_PROVIDER} templates (409 beyond). Answers the template (200).`,
    },
  })
  .input(
    z
      .strictObject({
        name: requiredText(100),
        body: requiredText(4000).superRefine((body, ctx) => {
          const unknown = unknownPlaceholders(body);
          if (unknown.length > 0) {
            ctx.addIssue({
              code: "custom",
              message: `unknown placeholder ${unknown.map((name) => `{{${name}}}`).join(", ")}; use ${placeholders}`,
            });
          }
        }),
        minRating: ratingValue("minRating").default(1),
        maxRating: ratingValue("maxRating").default(5),
      })
      .superRefine((value, ctx) => {
        if (value.minRating > value.maxRating) {
          ctx.addIssue({ code: "custom", path: ["minRating"], message: "minRating must not be greater than maxRating" });
        }
      }),
  )
  .output(template)
  .mutation(async ({ ctx, input }) => toTemplate(await createTemplate(ctx.db, ctx.caller.providerId, input)));
