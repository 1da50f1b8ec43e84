export * from "./schema/index";
export * from "./connect";
export * from "./migrate";
export * from "./pg-errors";
export * from "./embedded";
export * from "./open";
export { sql } from "kysely";
export type { Kysely, Transaction, Selectable, Insertable, Updateable } from "kysely";
export * from "./prepared";
export * from "./rows-of";
export * from "./listen";
export * from "./wal-position";
export * from "./replicas";
// Run by its migration; exported for the test of bookings made before history was kept.
export { backfillBookingHistory } from "./migrations/2026-11-27T1000_booking_history";
