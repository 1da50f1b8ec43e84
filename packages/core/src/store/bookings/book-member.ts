// One booking of one member, step by step: read (creation-read.ts), decide, claim units, insert
// and record the event (creation-steps.ts). Either inside the booking's transaction with the
// member's row locked, or, for a plain booking, on a connection outside one: the same read without
// the lock, then an insert that takes the lock itself and goes ahead only if the member's row is
// still the one read (two round trips instead of four). A booking found then to need a
// transaction (a class, resources) answers so, and is booked in one instead.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "@booking/db";
import { readForCreation, type MemberGuard } from "./creation-read";
import { claimPlacement, decideBooking, insertBooking, placeWithoutClaims, type BookedMember, type MemberBooking } from "./creation-steps";
import type { Provider, UnitClaims } from "./write-guards";
import { secondMemberFor } from "./second-member";

/** A booking inside its transaction, with the member's row locked; `claims` says how resources' units are claimed. */
export interface LockedWrite {
  trx: Transaction<Database>;
  claims: UnitClaims;
}

/** What bookMemberOutsideTransaction answers for a service only a transaction can book. */
export const NEEDS_TRANSACTION = { needsTransaction: true } as const;

/** Books member `staffId` inside the booking's transaction: read under the member's lock, decide, claim units, insert. */
export async function bookMember(
  write: LockedWrite,
  provider: Provider,
  input: MemberBooking,
  staffId: string,
  now: Date,
): Promise<BookedMember> {
  const decision = await readAndDecide(write.trx, "row locked", provider, input, staffId, now);
  const place = await claimPlacement(write.trx, provider, decision, input, write.claims, now);
  const second = await secondMemberFor(write.trx, provider, decision, input, place, now);
  return insertBooking(write.trx, "row locked", provider, decision, input, place, second);
}

/**
 * Books member `staffId` on a connection outside a transaction ("unchanged since read"), or
 * answers NEEDS_TRANSACTION for a class or a service needing resources (nothing is written then).
 */
export async function bookMemberOutsideTransaction(
  db: Kysely<Database>,
  provider: Provider,
  input: MemberBooking,
  staffId: string,
  now: Date,
): Promise<BookedMember | typeof NEEDS_TRANSACTION> {
  const decision = await readAndDecide(db, "unchanged since read", provider, input, staffId, now);
  if (decision.needsTransaction || input.secondStaffId) return NEEDS_TRANSACTION;
  return insertBooking(db, "unchanged since read", provider, decision, input, placeWithoutClaims(decision, input.dateTime));
}

async function readAndDecide(
  db: Kysely<Database>,
  guard: MemberGuard,
  provider: Provider,
  input: MemberBooking,
  staffId: string,
  now: Date,
) {
  const read = await readForCreation(db, provider.id, input, staffId, guard);
  const decision = decideBooking(read, input, staffId, provider, now);
  rememberServiceNeeds(decision.service.id, decision.needsTransaction);
  return decision;
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
