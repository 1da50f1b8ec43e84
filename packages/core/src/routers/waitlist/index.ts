import type { TRPCRouterRecord } from "@trpc/server";
import { create } from "./create";
import { remove } from "./delete";
import { list } from "./list";
import { offer } from "./offer";

export const waitlistRouter = {
  list,
  create,
  delete: remove,
  offer,
} satisfies TRPCRouterRecord;
