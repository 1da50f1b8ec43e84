import type { TRPCRouterRecord } from "@trpc/server";
import { create } from "./create";
import { remove } from "./delete";
import { list } from "./list";
import { update } from "./update";

export const keysRouter = { list, create, update, delete: remove } satisfies TRPCRouterRecord;
