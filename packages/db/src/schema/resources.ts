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

export interface ResourceTables {
  resources: ResourcesTable;
}
