export * from "./schema/index";
export * from "./connect";
export * from "./migrate";
export * from "./pg-errors";
export * from "./embedded";
export * from "./open";
export { sql } from "kysely";
export type { Kysely, Transaction, Selectable, Insertable, Updateable } from "kysely";
export * from "./prepared";
