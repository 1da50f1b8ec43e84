// The events a webhook subscription may choose: the service's own list, as the client package
// publishes it (EVENT_NAMES, typed over the events of the service's document and tested against
// the service's list), so a new event is offered here without a change of the console.
import { EVENT_NAMES } from "@booking/client";
import type { RouterInputs } from "@booking/client/react";

/** An event name the API accepts in a webhook's `events`. */
export type WebhookEvent = RouterInputs["user"]["webhooks"]["create"]["events"][number];

/** Every event the API accepts for a webhook, in the order it lists them. */
export const WEBHOOK_EVENT_CHOICES: readonly WebhookEvent[] = EVENT_NAMES;
