import type { TRPCRouterRecord } from "@trpc/server";
import { create } from "./create";
import { remove } from "./delete";
import { get } from "./get";
import { list } from "./list";
import { roster } from "./roster";

export const sessionsRouter = { list, get, roster, create, delete: remove } satisfies TRPCRouterRecord;
