// /api/rpc/provider/...: reviews, review response templates, provider notifications.
import type { TRPCRouterRecord } from "@trpc/server";
import { notificationsRouter } from "./notifications";
import { reviewResponseTemplatesRouter } from "./reviewResponseTemplates";
import { reviewsRouter } from "./reviews";

export const providerRouter = {
  reviews: reviewsRouter,
  reviewResponseTemplates: reviewResponseTemplatesRouter,
  notifications: notificationsRouter,
} satisfies TRPCRouterRecord;
