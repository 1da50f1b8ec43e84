// Smart notifications that domain events create for the parties concerned, in the event's own
// transaction (issue 4 defines the rules: the provider for a new booking; the customer for
// confirmation and cancellation, according to their preferences).
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import type { DomainEvent } from "./events";

export async function notificationsForEvent(_trx: Kysely<Database>, _event: DomainEvent): Promise<void> {
  // Filled in by the notifications work (issue 4).
}
