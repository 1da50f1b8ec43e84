import type { Selectable } from "kysely";
import type { CreatedAt, DaySchedule, Json } from "./foundation";

/** A stretch of time (any length, in instants) a staff member is away. */
export interface StaffTimeOffTable {
  provider_id: string;
  /** `off_…` */
  id: string;
  staff_id: string;
  starts_at: Date;
  ends_at: Date;
  reason: string | null;
  created_at: CreatedAt;
}

/** Other hours for one staff member on one local date, replacing the weekly schedule's day. */
export interface StaffDateOverridesTable {
  provider_id: string;
  staff_id: string;
  /** Local date `YYYY-MM-DD` in the provider's time zone. */
  date: string;
  /** The day's hours, or null: not working that day. */
  hours: Json<DaySchedule> | null;
  updated_at: CreatedAt;
}

/** Local dates (inclusive) on which the whole provider is closed. */
export interface ClosuresTable {
  provider_id: string;
  /** `cls_…` */
  id: string;
  start_date: string;
  end_date: string;
  reason: string | null;
  created_at: CreatedAt;
}

export interface PolicyTables {
  staff_time_off: StaffTimeOffTable;
  staff_date_overrides: StaffDateOverridesTable;
  closures: ClosuresTable;
}

export type StaffTimeOff = Selectable<StaffTimeOffTable>;
export type StaffDateOverride = Selectable<StaffDateOverridesTable>;
export type Closure = Selectable<ClosuresTable>;
