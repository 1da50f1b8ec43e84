import type { TRPCRouterRecord } from "@trpc/server";
import { list } from "./list";
import { send } from "./send";

export const notificationsRouter = {
  list,
  send,
} satisfies TRPCRouterRecord;
