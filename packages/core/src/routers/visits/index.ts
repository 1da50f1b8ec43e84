import type { TRPCRouterRecord } from "@trpc/server";
import { create } from "./create";
import { remove } from "./delete";
import { get } from "./get";
import { update } from "./update";

export const visitsRouter = {
  get,
  create,
  update,
  delete: remove,
} satisfies TRPCRouterRecord;
