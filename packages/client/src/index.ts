// @booking/client: a typed client of the booking service for TypeScript frontends and servers.
// - createBookingClient: native tRPC, every procedure typed from the router (types only at run time).
// - createRestClient: the documented /v1 and /api/rpc paths with openapi-fetch and generated types.
// - verifyWebhook / readWebhook: check a webhook delivery's signature; WebhookEvent types its data by
//   event name (EventPayloads, WebhookPayloads).
// - localTimeToInstant / todayIn: local dates and times in the provider's time zone (a slot carries its
//   own instant, `dateTime`; book with that).
export {
  createBookingClient,
  errorInfo,
  isBookingClientError,
  type BookingClient,
  type BookingClientError,
  type BookingClientOptions,
  type ErrorInfo,
} from "./trpc";
export {
  createRestClient,
  type RestClient,
  type RestClientOptions,
  type RestComponents,
  type RestOperations,
  type RestPaths,
  type RpcComponents,
  type RpcOperations,
  type RpcPaths,
} from "./rest";
export { readWebhook, verifyWebhook, type WebhookBody, type WebhookEvent } from "./webhooks";
export type { BookingStatusData, EventName, EventPayloads, WebhookEventName, WebhookPayloads, WebhookTestData } from "./events";
export { EVENT_NAMES } from "./events";
export { localTimeToInstant, todayIn } from "./time";
export type { AppRouter, RouterInputs, RouterOutputs } from "./service-types";
