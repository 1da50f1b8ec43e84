import type { TRPCRouterRecord } from "@trpc/server";
import { create } from "./create";
import { remove } from "./delete";
import { list } from "./list";
import { offer } from "./offer";
import { manage } from "./manage";
import { manageLeave } from "./manage-leave";
import { manageVerify } from "./manage-verify";

export const waitlistRouter = {
  list,
  create,
  delete: remove,
  offer,
  manage,
  manageLeave,
  manageVerify,
} satisfies TRPCRouterRecord;
