// One booking of one member, step by step: read (creation-read.ts), decide, claim units, insert
// and record the event (creation-steps.ts). Either inside the booking's transaction with the
// member's row locked, or, for a plain booking, on a connection outside one: the same read without
// the lock, then an insert that takes the lock itself and goes ahead only if the member's row is
// still the one read (two round trips instead of four). A booking found then to need a
// transaction (a class, resources) answers so, and is booked in one instead.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "@booking/db";
import { readForCreation } from "./creation-read";
import { claimPlacement, decideBooking, insertBooking, placeWithoutClaims, type BookedMember, type MemberBooking } from "./creation-steps";
import type { Provider, UnitClaims } from "./write-guards";

/** Where a member is booked: in a transaction under the member's row lock, or outside one (see MemberGuard). */
export type MemberWrite =
  { guard: "row locked"; trx: Transaction<Database>; claims: UnitClaims } | { guard: "unchanged since read"; db: Kysely<Database> };

/** What bookMember answers outside a transaction for a service only a transaction can book. */
export const NEEDS_TRANSACTION = { needsTransaction: true } as const;

export async function bookMember(
  write: MemberWrite & { guard: "row locked" },
  provider: Provider,
  input: MemberBooking,
  staffId: string,
  now: Date,
): Promise<BookedMember>;
export async function bookMember(
  write: MemberWrite,
  provider: Provider,
  input: MemberBooking,
  staffId: string,
  now: Date,
): Promise<BookedMember | typeof NEEDS_TRANSACTION>;
export async function bookMember(
  write: MemberWrite,
  provider: Provider,
  input: MemberBooking,
  staffId: string,
  now: Date,
): Promise<BookedMember | typeof NEEDS_TRANSACTION> {
  const db = write.guard === "row locked" ? write.trx : write.db;
  const read = await readForCreation(db, provider.id, input, staffId, write.guard);
  const decision = decideBooking(read, input, staffId, provider, now);
  rememberServiceNeeds(decision.service.id, decision.needsTransaction);
  if (write.guard === "row locked") {
    const place = await claimPlacement(write.trx, provider, decision, input, write.claims, now);
    return insertBooking(write.trx, write.guard, provider, decision, input, place);
  }
  if (decision.needsTransaction) return NEEDS_TRANSACTION;
  return insertBooking(write.db, write.guard, provider, decision, input, placeWithoutClaims(decision, input.dateTime));
}

/**
 * Services this process found needing a transaction (classes, resources): their creates skip the
 * try without one. Only a hint for choosing the path, never for correctness (each path checks the
 * service it reads); bounded, as services come and go.
 */
const servicesNeedingTransaction = new Set<string>();
const SERVICES_REMEMBERED = 10_000;

function rememberServiceNeeds(serviceId: string, transaction: boolean) {
  if (!transaction) {
    servicesNeedingTransaction.delete(serviceId);
    return;
  }
  if (servicesNeedingTransaction.size >= SERVICES_REMEMBERED) servicesNeedingTransaction.clear();
  servicesNeedingTransaction.add(serviceId);
}

/** Whether this process found the service needing a transaction the last time it was booked. */
export const knownToNeedTransaction = (serviceId: string) => servicesNeedingTransaction.has(serviceId);
