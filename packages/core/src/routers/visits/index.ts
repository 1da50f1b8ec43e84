import type { TRPCRouterRecord } from "@trpc/server";
import { confirm } from "./confirm";
import { create } from "./create";
import { remove } from "./delete";
import { get } from "./get";
import { update } from "./update";

export const visitsRouter = {
  get,
  create,
  update,
  confirm,
  delete: remove,
} satisfies TRPCRouterRecord;
