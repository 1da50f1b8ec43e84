// The one `Database` interface Kysely is typed with, assembled from per-domain table groups so
// each domain's tables live (and change) in their own file.
import type { BookingTables } from "./bookings";
import type { CalendarTables } from "./calendars";
import type { FoundationTables } from "./foundation";
import type { FleetTables } from "./fleet";
import type { InviteTables } from "./invites";
import type { PaymentTables } from "./payments";
import type { PolicyTables } from "./policies";
import type { ResourceTables } from "./resources";
import type { ReviewTables } from "./reviews";
import type { WebhookTables } from "./webhooks";

export interface Database
  extends
    FoundationTables,
    BookingTables,
    ReviewTables,
    WebhookTables,
    PolicyTables,
    FleetTables,
    ResourceTables,
    CalendarTables,
    InviteTables,
    PaymentTables {}

export * from "./foundation";
export * from "./bookings";
export * from "./reviews";
export * from "./webhooks";
export * from "./policies";
export * from "./fleet";
export * from "./resources";
export * from "./calendars";
export * from "./invites";
export * from "./payments";
