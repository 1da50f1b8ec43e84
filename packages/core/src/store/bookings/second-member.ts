// The second member of a two-person booking (a couples massage, a bride with two stylists): held to
// the rules the first is held to (they offer the service and are active; hours, breaks, time off,
// busy time and closures for that date; no class of theirs over the time; processing time kept
// for the desk), checked with their row locked as every booking write of a member locks it, and
// written on the same booking (second_staff_id). The overlap itself is the database's: the
// booking's occupancy row for the second member meets the same exclusion constraint as the first's.
import { sql, type Transaction } from "kysely";
import type { Database } from "@booking/db";
import { badRequest, notFound } from "../../errors";
import { MINUTE_MS } from "../../domain/local-time";
import { freeMembersInAssignmentOrder, refusesOnlyThisMember } from "./assignment";
import type { Decision, MemberBooking, Placement } from "./creation-steps";
import { assertNoSessionOverlap } from "./sessions";
import { policiesForBooking } from "../calendars";
import {
  assertBookable,
  assertOutsideProcessingTime,
  BookingRuleViolation,
  lockedStaffRow,
  processingOverlapCheck,
  SlotTaken,
  type Provider,
} from "./write-guards";

/** The second member a two-person booking holds, as answers and events name them. */
export interface SecondMember {
  id: string;
  name: string;
}

/** 409: no second member who offers the service is free then (the first was). */
export class NoSecondMemberFree extends SlotTaken {
  constructor() {
    super(
      "No second staff member who offers this two-person service is free at that time",
      "no second staff member is free at this time",
      "no_member_free",
    );
  }
}

/**
 * The second member of `decision`'s two-person booking at `place`: `named` checked, or (none named)
 * the first free one in the provider's assignment order who passes. A booking of a one-person
 * service naming a second member is refused (400 naming staffIds).
 */
export async function secondMemberFor(
  trx: Transaction<Database>,
  provider: Provider,
  decision: Decision,
  input: MemberBooking,
  place: Placement,
  now: Date,
): Promise<SecondMember | null> {
  const named = input.secondStaffId ?? undefined;
  if (decision.service.staffCount !== 2) {
    if (named === undefined) return null;
    throw badRequest(`Service ${decision.service.id} takes one staff member`, [
      { path: "staffIds", message: "must name one staff member: the service is not a two-person service" },
    ]);
  }
  if (named !== undefined) {
    if (named === decision.staff.id) {
      throw badRequest("A two-person booking needs two different staff members", [
        { path: "staffIds.1", message: "names the same staff member as the first" },
      ]);
    }
    const second = await checkSecondMember(trx, provider, decision, place, named, "wait");
    if (!second) throw notFound("Staff member", named);
    return second;
  }
  // None named: the free ones in the assignment order, each under a savepoint. A member another
  // booking write holds is passed over rather than waited for (this write holds the first member:
  // waiting could close a circle with a write holding the second and waiting for the first).
  const intoGaps = !decision.keepsOutOfGaps;
  const free = await freeMembersInAssignmentOrder(trx, provider.id, decision.service.id, input.dateTime, now, intoGaps);
  for (const staffId of free) {
    if (staffId === decision.staff.id) continue;
    await sql`SAVEPOINT second_member`.execute(trx);
    try {
      const second = await checkSecondMember(trx, provider, decision, place, staffId, "skip if held");
      if (second) return second;
    } catch (error) {
      if (!refusesOnlyThisMember(error)) throw error;
    }
    await sql`ROLLBACK TO SAVEPOINT second_member`.execute(trx);
  }
  throw new NoSecondMemberFree();
}

/**
 * The member checked as the second of the booking, or null when there is no such member (or, with
 * "skip if held", another write holds them).
 */
async function checkSecondMember(
  trx: Transaction<Database>,
  provider: Provider,
  decision: Decision,
  place: Placement,
  staffId: string,
  locking: "wait" | "skip if held",
): Promise<SecondMember | null> {
  const { service } = decision;
  const staff = await lockedStaffRow(trx, provider.id, staffId, service.id, locking);
  if (!staff) return null;
  const start = place.startsAt.getTime();
  const end = start + service.duration * MINUTE_MS;
  const policies = await policiesForBooking(trx, provider.id, staff.id, place.startsAt, place.endsAt);
  try {
    assertBookable({ ...staff, ...policies.member }, decision.context, start, end);
  } catch (error) {
    if (!(error instanceof BookingRuleViolation)) throw error;
    // The same rule, said of the second member.
    const times = error.details?.[0];
    throw new BookingRuleViolation(error.rule, `${staff.name}: ${error.message}`, "staffIds.1", {
      from: times?.from === undefined ? undefined : Date.parse(times.from),
      to: times?.to === undefined ? undefined : Date.parse(times.to),
    });
  }
  await assertNoSessionOverlap(trx, provider.id, staff.id, place.from, place.until);
  if (decision.keepsOutOfGaps) {
    await assertOutsideProcessingTime(
      trx,
      processingOverlapCheck(provider.id, staff.id, place.from, place.until, new Date(decision.context.now ?? Date.now()), null),
    );
  }
  return { id: staff.id, name: staff.name };
}
