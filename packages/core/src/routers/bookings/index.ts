import type { TRPCRouterRecord } from "@trpc/server";

export const bookingsRouter = {} satisfies TRPCRouterRecord;
