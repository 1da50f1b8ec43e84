import type { TRPCRouterRecord } from "@trpc/server";
import { create } from "./create";
import { remove } from "./delete";
import { list } from "./list";
import { sync } from "./sync";
import { update } from "./update";

export const calendarsRouter = { create, list, update, delete: remove, sync } satisfies TRPCRouterRecord;
