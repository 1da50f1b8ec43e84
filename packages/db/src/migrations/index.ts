// Every migration, in order. Listed statically (not read from a folder) so bundled builds and
// tests run exactly the same set. Migrations are frozen once merged: add a new file to change
// the schema.
import type { Migration } from "kysely";
import * as foundation from "./2026-11-22T0900_foundation";
import * as bookings from "./2026-11-22T1000_bookings";
import * as reviewsSearchNotifications from "./2026-11-22T1100_reviews_search_notifications";
import * as webhooks from "./2026-11-22T1200_webhooks";
import * as idempotency from "./2026-11-22T1300_idempotency";
import * as searchRelevanceTiers from "./2026-11-22T1400_search_relevance_tiers";
import * as webhookSecretsSealed from "./2026-11-23T0900_webhook_secrets_sealed";
import * as eventNotices from "./2026-11-23T1000_event_notices";
import * as bookingPolicies from "./2026-11-24T0900_booking_policies";
import * as fleetSettings from "./2026-11-24T1000_fleet_settings";

export const migrations: Record<string, Migration> = {
  "2026-11-22T0900_foundation": foundation,
  "2026-11-22T1000_bookings": bookings,
  "2026-11-22T1100_reviews_search_notifications": reviewsSearchNotifications,
  "2026-11-22T1200_webhooks": webhooks,
  "2026-11-22T1300_idempotency": idempotency,
  "2026-11-22T1400_search_relevance_tiers": searchRelevanceTiers,
  "2026-11-23T0900_webhook_secrets_sealed": webhookSecretsSealed,
  "2026-11-23T1000_event_notices": eventNotices,
  "2026-11-24T0900_booking_policies": bookingPolicies,
  "2026-11-24T1000_fleet_settings": fleetSettings,
};
