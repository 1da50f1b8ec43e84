// /api/rpc/search/...: marketplace-wide search over providers and services (issue 4).
import type { TRPCRouterRecord } from "@trpc/server";

export const searchRouter = {} satisfies TRPCRouterRecord;
