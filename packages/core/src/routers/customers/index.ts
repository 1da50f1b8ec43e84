import type { TRPCRouterRecord } from "@trpc/server";
import { create } from "./create";
import { get } from "./get";
import { list } from "./list";
import { profile } from "./profile";
import { update } from "./update";

export const customersRouter = { list, get, profile, create, update } satisfies TRPCRouterRecord;
