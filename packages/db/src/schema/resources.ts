import type { Generated } from "kysely";
import type { CreatedAt } from "./foundation";

/** A room, chair or piece of equipment: `quantity` identical units a booking may need. */
export interface ResourcesTable {
  provider_id: string;
  id: string;
  name: string;
  /** Free text the provider groups by ("room", "chair", "dryer"); null when not given. */
  kind: string | null;
  /** Identical units, 1–100 (a pool of three dryers is one resource of quantity 3). */
  quantity: Generated<number>;
  /** false retires the resource: kept, no longer offered. */
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** One thing a service needs besides its member: `quantity` units of any one of `resourceIds` (tried in that order). */
export interface ResourceRequirement {
  resourceIds: string[];
  quantity: number;
}

/** The units of a resource one booking holds, as answers and events tell them. */
export interface HeldResource {
  resourceId: string;
  units: number;
}

/** One unit of a resource held by one booking over its occupied range (the exclusion constraint's rows). */
export interface BookingUnitsTable {
  provider_id: string;
  booking_id: string;
  resource_id: string;
  /** 1..the resource's quantity. */
  unit: number;
  /** The booking's occupied range, as a tstzrange literal. */
  occupied: string;
  /** false once the booking no longer occupies time (cancelled, completed, no-show): set by a trigger. */
  active: Generated<boolean>;
}

export interface ResourceTables {
  resources: ResourcesTable;
  booking_units: BookingUnitsTable;
}
