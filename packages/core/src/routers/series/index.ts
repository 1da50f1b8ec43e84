import type { TRPCRouterRecord } from "@trpc/server";
import { cancel } from "./cancel";
import { confirm } from "./confirm";
import { create } from "./create";
import { get } from "./get";
import { list } from "./list";
import { update } from "./update";

export const seriesRouter = {
  list,
  get,
  create,
  update,
  confirm,
  cancel,
} satisfies TRPCRouterRecord;
