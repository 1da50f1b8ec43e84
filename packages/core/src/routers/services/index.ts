import type { TRPCRouterRecord } from "@trpc/server";
import { create } from "./create";
import { get } from "./get";
import { list } from "./list";
import { update } from "./update";

export const servicesRouter = { list, get, create, update } satisfies TRPCRouterRecord;
