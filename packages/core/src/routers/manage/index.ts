import type { TRPCRouterRecord } from "@trpc/server";
import { availability } from "./availability";
import { cancel } from "./cancel";
import { claim } from "./claim";
import { decline } from "./decline";
import { get } from "./get";
import { payment } from "./payment";
import { reschedule } from "./reschedule";
import { verify } from "./verify";

/** /v1/manage/{token}…: a booking managed with its manage link, no API key. */
export const manageRouter = { get, availability, cancel, reschedule, verify, claim, decline, payment } satisfies TRPCRouterRecord;
