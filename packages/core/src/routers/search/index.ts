// /api/rpc/search/...: marketplace-wide search over providers and services.
import type { TRPCRouterRecord } from "@trpc/server";
import { providers } from "./providers";
import { services } from "./services";
import { suggestions } from "./suggestions";

export const searchRouter = {
  providers,
  services,
  suggestions,
} satisfies TRPCRouterRecord;
