import type { Generated } from "kysely";
import type { CreatedAt, JsonWithDefault } from "./foundation";

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
  id: Generated<number>;
  provider_id: string;
  /** The booking holding the unit, or (for a class) the session; exactly one of the two. */
  booking_id: string | null;
  session_id: string | null;
  resource_id: string;
  /** 1..the resource's quantity. */
  unit: number;
  /** The booking's occupied range, as a tstzrange literal. */
  occupied: string;
  /** false once the booking no longer occupies time (cancelled, completed, no-show): set by a trigger. */
  active: Generated<boolean>;
}

/** A class session: the bookings of one service, member and start share it and its seats. */
export interface SessionsTable {
  provider_id: string;
  id: string;
  service_id: string;
  staff_id: string;
  starts_at: Date;
  ends_at: Date;
  /** The member and resources are occupied over this range (the service's buffers included). */
  occupied_from: Date;
  occupied_until: Date;
  capacity: number;
  seats_taken: Generated<number>;
  /** Published by the provider (kept, and offered, without bookings); unpublished ones close when left empty. */
  published: Generated<boolean>;
  status: Generated<"open" | "closed" | "cancelled">;
  resources: JsonWithDefault<HeldResource[]>;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface ResourceTables {
  resources: ResourcesTable;
  booking_units: BookingUnitsTable;
  sessions: SessionsTable;
}
