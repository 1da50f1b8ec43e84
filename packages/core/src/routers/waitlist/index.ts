import type { TRPCRouterRecord } from "@trpc/server";
import { create } from "./create";
import { remove } from "./delete";
import { list } from "./list";

export const waitlistRouter = {
  list,
  create,
  delete: remove,
} satisfies TRPCRouterRecord;
