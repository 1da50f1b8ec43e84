// What the API, the CLI, the published client, the OpenAPI package and the test helpers use of
// core, named one by one so a module's other exports stay internal. The worker's own needs are
// in "@booking/core/worker"; "@booking/core/config" is
// the configuration alone, for the launcher behind `pnpm start`.
export { appRouter, type AppRouter, type RouterInputs, type RouterOutputs } from "./routers/index";
export { createCallerFactory, type Meta, type ProcedureLimit } from "./trpc";
export { type Context, createContextFactory, type ReplicaReads, type ServiceDeps } from "./context";
export { AppError, badRequest, conflict, describeError, ERROR_CODES, errorBody, type ErrorCode, type ErrorDescription } from "./errors";
export { createLogger, type Logger, redactSecrets, silentLogger } from "./logger";
export { newId } from "./ids";
export {
  type Caller,
  createApiKey,
  findCallerByHash,
  findCallerByKey,
  hashApiKey,
  originHasPublicKey,
  parseBearer,
  revokeApiKey,
} from "./auth/api-keys";
export {
  CONSOLE_DEVICE_DAYS,
  CONSOLE_SESSION_HOURS,
  consoleSessionDigest,
  findCallerBySession,
  parseSignIn,
  revokeMemberSessions,
  SIGN_IN_LIMITS,
  signIn,
  type SignInBudget,
  type SignedIn,
  signOut,
} from "./auth/console-sessions";
export { describeInvite, parseInviteCheck, parseInviteUse, useInvite } from "./auth/staff-invites";
export { createProviderWithOwner, createStaffInvite, validateOwnerInput } from "./store/staff-invites";
export { originAllowed, parseOrigin } from "./domain/origins";
export { REFUSAL_RULES, type RefusalRule } from "./domain/refusals";
export { CALENDAR_FILE_PATH, calendarFileOfToken } from "./routers/manage/calendarFile";
export {
  createKeyForProvider,
  type CreateProviderInput,
  createProviderWithKey,
  listApiKeys,
  providerJson,
  validateProviderInput,
} from "./store/providers";
export { type Config, ConfigError, configSchema, databaseTimeouts, loadConfig, publicUrlOf } from "./config";
export { ensureDemoProvider } from "./store/demo";
export {
  type EventName,
  type EventPayloads,
  EXAMPLE_EVENT_TIME,
  WEBHOOK_EVENTS,
  WEBHOOK_PAYLOAD_SCHEMAS,
  type WebhookEventName,
  type WebhookPayloads,
} from "./events";
export { OUTBOX_CHANNEL, recordEvent } from "./store/events";
export { resendUnknown, unknownSends } from "./store/notification-sends";
export { relayOutboxBatch } from "./store/outbox";
export { bookedMinutesSql, bookingCountsSql, customersSql, type ReportScope, revenueSql } from "./store/reports";
export { readBacklog } from "./store/backlog";
export { resealWebhookSecrets, webhookSigningSecret } from "./store/webhooks";
export { signWebhookPayload, verifyWebhookBody, webhookBodyText, webhookPayloadText } from "./domain/webhook-signature";
export { NO_ANSWER } from "./domain/webhook-failures";
export { type Resolver, systemResolver } from "./outbound/guard";
export { WEBHOOK_USER_AGENT } from "./webhooks/send";
export { webhookSettings } from "./webhooks/settings";
export { calendarSettings, type CalendarSettings } from "./calendar-sync/freshness";
export { beginIdempotentRequest, type IdempotencyScope, type IdempotentRequest, purgeExpiredIdempotencyKeys } from "./store/idempotency";
export { CallerCache, KEY_REVOCATION_CHANNEL } from "./auth/caller-cache";
export { keyIdOf, parseSecretsKey, SecretBox, secretBoxFromEnv } from "./secret-box";
export { changeFleetSettings, readFleetSettings } from "./store/fleet-settings";
export { bookingOfToken, issueManageLink, verificationLink } from "./store/manage-links";
export { membersOfferingCount, serviceOfManageLink } from "./store/availability-work";
export { addressBucket } from "./domain/client-address";
export { createCalendarConnection, resealCalendarPasswords } from "./store/calendar-connections";
export { BookingUnitRefused, writeBookingUnit, type UnitItem, type UnitRefusal } from "./store/bookings/booking-unit";
export { providerOfRow } from "./store/bookings/write-guards";

export { joinWaitlist } from "./store/waitlist";
export { suitsWindows, type WaitlistWindow } from "./domain/waitlist";

export * from "./payments";
export { applyPaymentEvent, type EventOutcome } from "./store/payments/provider-events";
