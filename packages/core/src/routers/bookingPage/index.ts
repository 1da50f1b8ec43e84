import type { TRPCRouterRecord } from "@trpc/server";
import { get } from "./get";

export const bookingPageRouter = { get } satisfies TRPCRouterRecord;
