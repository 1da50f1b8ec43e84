import type { TRPCRouterRecord } from "@trpc/server";
import { list } from "./list";
import { markRead } from "./markRead";

export const smartNotificationsRouter = {
  list,
  markRead,
} satisfies TRPCRouterRecord;
