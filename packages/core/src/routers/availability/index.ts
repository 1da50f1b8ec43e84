import type { TRPCRouterRecord } from "@trpc/server";
import { get } from "./get";

export const availabilityRouter = { get } satisfies TRPCRouterRecord;
