// /api/rpc/provider/...: reviews, review response templates, provider notifications (issue 4).
import type { TRPCRouterRecord } from "@trpc/server";

export const providerRouter = {} satisfies TRPCRouterRecord;
