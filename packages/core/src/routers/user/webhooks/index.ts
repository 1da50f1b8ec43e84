import type { TRPCRouterRecord } from "@trpc/server";
import { create } from "./create";
import { remove } from "./delete";
import { deliveries } from "./deliveries";
import { list } from "./list";
import { redeliver } from "./redeliver";
import { test } from "./test";
import { update } from "./update";

export const webhooksRouter = {
  list,
  create,
  update,
  delete: remove,
  test,
  deliveries,
  redeliver,
} satisfies TRPCRouterRecord;
