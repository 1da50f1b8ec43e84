import type { TRPCRouterRecord } from "@trpc/server";
import { calendarsRouter } from "./calendars";
import { create } from "./create";
import { remove } from "./delete";
import { get } from "./get";
import { invite } from "./invite";
import { list } from "./list";
import { overridesRouter } from "./overrides";
import { schedule } from "./schedule";
import { timeOffRouter } from "./timeOff";
import { update } from "./update";

export const staffRouter = {
  list,
  get,
  create,
  update,
  delete: remove,
  invite,
  schedule,
  timeOff: timeOffRouter,
  overrides: overridesRouter,
  calendars: calendarsRouter,
} satisfies TRPCRouterRecord;
