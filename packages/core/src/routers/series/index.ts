import type { TRPCRouterRecord } from "@trpc/server";
import { cancel } from "./cancel";
import { create } from "./create";
import { get } from "./get";
import { list } from "./list";

export const seriesRouter = {
  list,
  get,
  create,
  cancel,
} satisfies TRPCRouterRecord;
