// /api/rpc/user/...: acts on the caller (provider or customer): notification preferences and
// smart notifications, webhooks and the events they deliver (provider keys only).
import type { TRPCRouterRecord } from "@trpc/server";
import { events } from "./events";
import { me } from "./me";
import { notificationPreferencesRouter } from "./notificationPreferences";
import { smartNotificationsRouter } from "./smartNotifications";
import { webhooksRouter } from "./webhooks";

export const userRouter = {
  me,
  notificationPreferences: notificationPreferencesRouter,
  smartNotifications: smartNotificationsRouter,
  webhooks: webhooksRouter,
  events,
} satisfies TRPCRouterRecord;
