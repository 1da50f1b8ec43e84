// What only the worker uses of core (notification sends, webhook deliveries, reminders, holds),
// apart from the main entry so the API's import list stays what the API needs. Its tests seed
// bookings through the same functions the API calls.
export { getPreferences, PROVIDER_RECIPIENT } from "./store/notifications";
export {
  claimNotice,
  existingClaims,
  finishSend,
  markStuckSendsUnknown,
  pendingSendsOf,
  resolveEventNotice,
  stalePendingClaims,
  stalePendingNotices,
  takeSend,
} from "./store/notification-sends";
export { bookingSchedule, loadNoticeBooking } from "./store/event-notifications";
export { deliveryIsPending, outboxEvent, pruneRelayedRecords } from "./store/outbox";
export { liveOfferExpiry, offerReleasedTimes } from "./store/waitlist-offers";
export { expandOpenings } from "./store/waitlist-openings";
export { bookingsToRemind, reminderHorizonMinutes, remindersSent } from "./store/reminders";
export {
  causedByVisitor,
  emailExtrasOf,
  ENTRY_VERIFICATION_NOTICE,
  eventNoticeClaimKey,
  planProviderAlert,
  type MessageChannel,
  planEventNotice,
  type PlannedMessage,
  planNotice,
  visitNoticeItems,
  seriesNoticeItems,
  workerNoticeOfEvent,
} from "./domain/notification-plan";
export {
  type AttemptOutcome,
  type AttemptRecord,
  beginDeliveryAttempt,
  claimDeliveryAttempts,
  createWebhook,
  type DeliveryAttempt,
  type DeliveryKey,
  insertDeliveries,
  overdueDeliveries,
  recordDeliveryAttempt,
  recordDeliveryAttempts,
  reopenFinishedDelivery,
  requeueDone,
  requeueRequests,
} from "./store/webhooks";
export { retryDelay } from "./domain/webhook-backoff";
export { publicAttemptError } from "./domain/webhook-failures";
export { dueReminders, isReminderType, reminderClaimKey, REMINDERS, reminderStillDue } from "./domain/reminders";
export { sendWebhook } from "./webhooks/send";
export {
  createBooking,
  expireUnconfirmedBookings,
  releaseLapsedHolds,
  rescheduleOwnBooking,
  updateBooking,
  verifyHold,
} from "./store/bookings";
export { type AdoptedFleetSettings, adoptFleetSettings } from "./store/fleet-settings";
export { customerEmailExtras, offerLinks } from "./store/manage-links";
export { renderEntryVerificationEmail, withLink } from "./messages";
export { dropLapsedUnverifiedEntries, entryVerificationEmailFacts, entryVerificationLink } from "./store/waitlist-verification";
export { admitVisitorMessage } from "./store/visitor-messages";
export { CALENDAR_READ_LIMITS, syncConnection, type CalendarReadDeps } from "./calendar-sync/read-connection";
export { CALENDAR_NO_ANSWER } from "./calendar-sync/failures";
export { threadCalendarReader, type CalendarReader } from "./calendar-sync/reader";
export { claimDueConnections, releaseCalendarClaim, type DueConnection } from "./store/calendar-sync";
export { runPaymentTasks, type TaskRun } from "./store/payments/tasks";
export { paymentProviderFromConfig, type PaymentProvider } from "./payments";
