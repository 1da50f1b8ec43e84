// Every migration, in order. Listed statically (not read from a folder) so bundled builds and
// tests run exactly the same set. Migrations are frozen once merged: add a new file to change
// the schema.
import type { Migration } from "kysely";
import * as foundation from "./2026-11-22T0900_foundation";

export const migrations: Record<string, Migration> = {
  "2026-11-22T0900_foundation": foundation,
};
