import type { Generated } from "kysely";
import type { Json } from "./foundation";

/** Settings the whole worker fleet shares, by name (e.g. `webhook_delivery`). */
export interface FleetSettingsTable {
  name: string;
  value: Json<Record<string, unknown>>;
  updated_at: Generated<Date>;
}

export interface FleetTables {
  fleet_settings: FleetSettingsTable;
}
