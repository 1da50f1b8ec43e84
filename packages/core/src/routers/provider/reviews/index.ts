import type { TRPCRouterRecord } from "@trpc/server";
import { create } from "./create";
import { list } from "./list";
import { respond } from "./respond";

export const reviewsRouter = {
  list,
  create,
  respond,
} satisfies TRPCRouterRecord;
