import type { TRPCRouterRecord } from "@trpc/server";
import { create } from "./create";
import { remove } from "./delete";
import { get } from "./get";
import { list } from "./list";

export const sessionsRouter = { list, get, create, delete: remove } satisfies TRPCRouterRecord;
