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
import * as publicBooking from "./2026-11-25T0900_public_booking";
import * as webhookRedelivery from "./2026-11-25T1000_webhook_redelivery";
import * as deliveryBacklogIndex from "./2026-11-26T0900_delivery_backlog_index";
import * as publicSurfaceLimits from "./2026-11-26T1000_public_surface_limits";
import * as notificationSendsUnknown from "./2026-11-26T1100_notification_sends_unknown";
import * as resources from "./2026-11-26T1200_resources";
import * as resourceRequirements from "./2026-11-26T1300_resource_requirements";
import * as classSessions from "./2026-11-26T1400_class_sessions";
import * as messagesAndLanguages from "./2026-11-26T1500_messages_and_languages";
import * as calendarSync from "./2026-11-26T1600_calendar_sync";
import * as busyTimeIndex from "./2026-11-26T1700_busy_time_index";
import * as consoleSessions from "./2026-11-27T0900_console_sessions";
import * as bookingHistory from "./2026-11-27T1000_booking_history";
import * as unitClaims from "./2026-11-27T1100_unit_claims";
import * as memberUnchanged from "./2026-11-27T1200_member_unchanged";
import * as serviceMaxSeatsPerBooking from "./2026-11-28T1340_service_max_seats_per_booking";
import * as consoleDevices from "./2026-11-28T1500_console_devices";
import * as noticeKindNames from "./2026-11-28T1710_notice_kind_names";
import * as staffInvites from "./2026-11-28T2100_staff_invites";
import * as bookingRestore from "./2026-11-28T2110_booking_restore";
import * as reminderSettings from "./2026-11-28T2120_reminder_settings";
import * as walkInsAndCheckIn from "./2026-11-28T2130_walk_ins_and_check_in";
import * as reportIndexes from "./2026-11-28T2140_report_indexes";
import * as providerContact from "./2026-11-28T2150_provider_contact";
import * as businessHours from "./2026-11-29T0100_business_hours";
import * as processingTime from "./2026-11-29T0900_processing_time";
import * as visits from "./2026-11-29T1000_visits";
import * as memberOccupancy from "./2026-11-29T1100_member_occupancy";
import * as secondMemberSequence from "./2026-11-29T1200_second_member_sequence";
import * as series from "./2026-11-29T1300_series";
import * as waitlist from "./2026-11-29T1500_waitlist";
import * as waitlistOffers from "./2026-11-29T1600_waitlist_offers";
import * as waitlistOpenings from "./2026-11-29T1800_waitlist_openings";
import * as waitlistLinks from "./2026-11-29T1900_waitlist_links";
import * as paymentPolicy from "./2026-11-29T2000_payment_policy";
import * as payments from "./2026-11-29T2100_payments";
import * as waitlistVerification from "./2026-11-30T1300_waitlist_verification";
import * as paymentResumePace from "./2026-11-30T1400_payment_resume_pace";
import * as customerPaymentReference from "./2026-12-01T0900_customer_payment_reference";
import * as bookingRowsWrittenLeaner from "./2026-12-03T1400_booking_rows_written_leaner";

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
  "2026-11-25T0900_public_booking": publicBooking,
  "2026-11-25T1000_webhook_redelivery": webhookRedelivery,
  "2026-11-26T0900_delivery_backlog_index": deliveryBacklogIndex,
  "2026-11-26T1000_public_surface_limits": publicSurfaceLimits,
  "2026-11-26T1100_notification_sends_unknown": notificationSendsUnknown,
  "2026-11-26T1200_resources": resources,
  "2026-11-26T1300_resource_requirements": resourceRequirements,
  "2026-11-26T1400_class_sessions": classSessions,
  "2026-11-26T1500_messages_and_languages": messagesAndLanguages,
  "2026-11-26T1600_calendar_sync": calendarSync,
  "2026-11-26T1700_busy_time_index": busyTimeIndex,
  "2026-11-27T0900_console_sessions": consoleSessions,
  "2026-11-27T1000_booking_history": bookingHistory,
  "2026-11-27T1100_unit_claims": unitClaims,
  "2026-11-27T1200_member_unchanged": memberUnchanged,
  "2026-11-28T1340_service_max_seats_per_booking": serviceMaxSeatsPerBooking,
  "2026-11-28T1500_console_devices": consoleDevices,
  "2026-11-28T1710_notice_kind_names": noticeKindNames,
  "2026-11-28T2100_staff_invites": staffInvites,
  "2026-11-28T2110_booking_restore": bookingRestore,
  "2026-11-28T2120_reminder_settings": reminderSettings,
  "2026-11-28T2130_walk_ins_and_check_in": walkInsAndCheckIn,
  "2026-11-28T2140_report_indexes": reportIndexes,
  "2026-11-28T2150_provider_contact": providerContact,
  "2026-11-29T0100_business_hours": businessHours,
  "2026-11-29T0900_processing_time": processingTime,
  "2026-11-29T1000_visits": visits,
  "2026-11-29T1100_member_occupancy": memberOccupancy,
  "2026-11-29T1200_second_member_sequence": secondMemberSequence,
  "2026-11-29T1300_series": series,
  "2026-11-29T1500_waitlist": waitlist,
  "2026-11-29T1600_waitlist_offers": waitlistOffers,
  "2026-11-29T1800_waitlist_openings": waitlistOpenings,
  "2026-11-29T1900_waitlist_links": waitlistLinks,
  "2026-11-29T2000_payment_policy": paymentPolicy,
  "2026-11-29T2100_payments": payments,
  "2026-11-30T1300_waitlist_verification": waitlistVerification,
  "2026-11-30T1400_payment_resume_pace": paymentResumePace,
  "2026-12-01T0900_customer_payment_reference": customerPaymentReference,
  "2026-12-03T1400_booking_rows_written_leaner": bookingRowsWrittenLeaner,
};
