import type { TRPCRouterRecord } from "@trpc/server";
import { create } from "./create";
import { list } from "./list";

export const reviewResponseTemplatesRouter = {
  list,
  create,
} satisfies TRPCRouterRecord;
