import type { TRPCRouterRecord } from "@trpc/server";
import { get } from "./get";
import { update } from "./update";

export const settingsRouter = { get, update } satisfies TRPCRouterRecord;
