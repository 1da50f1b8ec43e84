import type { TRPCRouterRecord } from "@trpc/server";
import { bookings } from "./bookings";
import { customers } from "./customers";
import { revenue } from "./revenue";
import { utilisation } from "./utilisation";

export const reportsRouter = { bookings, revenue, utilisation, customers } satisfies TRPCRouterRecord;
