import type { TRPCRouterRecord } from "@trpc/server";
import { checkIn } from "./checkIn";
import { create } from "./create";
import { remove } from "./delete";
import { get } from "./get";
import { history } from "./history";
import { list } from "./list";
import { pay } from "./payment";
import { refund } from "./refund";
import { restore } from "./restore";
import { update } from "./update";

export const bookingsRouter = {
  list,
  get,
  create,
  update,
  delete: remove,
  payment: pay,
  refund,
  history,
  restore,
  checkIn,
} satisfies TRPCRouterRecord;
