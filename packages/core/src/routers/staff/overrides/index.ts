import type { TRPCRouterRecord } from "@trpc/server";
import { remove } from "./delete";
import { list } from "./list";
import { put } from "./put";

export const overridesRouter = { put, list, delete: remove } satisfies TRPCRouterRecord;
