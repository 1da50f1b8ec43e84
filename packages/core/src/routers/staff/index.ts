import type { TRPCRouterRecord } from "@trpc/server";
import { create } from "./create";
import { remove } from "./delete";
import { get } from "./get";
import { list } from "./list";
import { schedule } from "./schedule";
import { update } from "./update";

export const staffRouter = {
  list,
  get,
  create,
  update,
  delete: remove,
  schedule,
} satisfies TRPCRouterRecord;
