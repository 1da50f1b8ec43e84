import type { TRPCRouterRecord } from "@trpc/server";
import { explain } from "./explain";
import { get } from "./get";

export const availabilityRouter = { get, explain } satisfies TRPCRouterRecord;
