import type { TRPCRouterRecord } from "@trpc/server";
import { get } from "./get";
import { update } from "./update";

export const notificationPreferencesRouter = {
  get,
  update,
} satisfies TRPCRouterRecord;
