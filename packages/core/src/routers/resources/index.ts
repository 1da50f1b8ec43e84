import type { TRPCRouterRecord } from "@trpc/server";
import { create } from "./create";
import { remove } from "./delete";
import { get } from "./get";
import { list } from "./list";
import { update } from "./update";

export const resourcesRouter = { list, get, create, update, delete: remove } satisfies TRPCRouterRecord;
