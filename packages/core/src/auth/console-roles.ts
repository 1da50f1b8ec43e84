// What a staff member signed in to the console may do, by role. Admins act as the provider in
// everything, like a provider key. Managers too, except for what would make them admins: they
// give no one the admin role, change neither their own role nor an admin's sign-in or standing,
// and make or revoke no provider key (a provider key acts as the salon in everything). Members
// with the `staff` role see their own schedule (hours, overrides, time off) and their own
// bookings, read the services, and may confirm, complete or mark no-show their own bookings;
// nothing else. Which procedure allows what to the `staff` role is said in its meta (`staffRole`),
// and judged on the procedure's parsed input: the ids it will use, not the text that was sent.
import type { StaffRole } from "@booking/db";

/**
 * What a `staff`-role member may do with a procedure, set in its meta; a procedure without one
 * is for admins, managers and keys alone.
 * - `open`: anything (who they are, the catalogue their bookings refer to);
 * - `own member`: when its `id` is their own staff id;
 * - `own bookings list`: when its `staffId` is their own;
 * - `own booking`: when its `id` names a booking with them (or none: 404 as for anyone);
 * - `own booking status`: as `own booking`, changing nothing but `status`, to confirmed, completed or no_show
 *   (a no-show with its word to the customer: `reason`, `notifyCustomer`).
 */
export type StaffRolePolicy = "open" | "own member" | "own bookings list" | "own booking" | "own booking status";

/** What a call of a `staff`-role member needs before it may run. */
export type StaffRoleAccess =
  | { kind: "allowed" }
  /** Allowed when the booking named is the member's own (only the database can tell). */
  | { kind: "own booking"; bookingId: string }
  | { kind: "denied"; message: string };

export const STAFF_ROLE_MAY =
  "Staff members may see their own schedule and bookings, and confirm, complete or mark no-show their own bookings; an admin or manager can do the rest";

const NO_SHOW_FIELDS: ReadonlySet<string> = new Set(["reason", "notifyCustomer"]);
const NO_FIELDS: ReadonlySet<string> = new Set();

/** Statuses a `staff`-role member may set on their own bookings. */
const MEMBER_STATUSES: ReadonlySet<unknown> = new Set(["confirmed", "completed", "no_show"]);

/** Whether a policy needs the call's input to decide (the others decide on the policy alone). */
export const needsInput = (policy: StaffRolePolicy | undefined): policy is Exclude<StaffRolePolicy, "open"> =>
  policy !== undefined && policy !== "open";

const fieldOf = (input: unknown, name: string): unknown =>
  typeof input === "object" && input !== null ? (input as Record<string, unknown>)[name] : undefined;

/**
 * Whether a `staff`-role member (`staffId`) may make a call to a procedure with this policy and
 * this input, as the procedure's own input schema parsed it (trimmed, defaults applied).
 */
export function accessOfStaffRole(policy: StaffRolePolicy | undefined, input: unknown, staffId: string): StaffRoleAccess {
  switch (policy) {
    case "open":
      return { kind: "allowed" };
    case "own member":
      return fieldOf(input, "id") === staffId ? { kind: "allowed" } : { kind: "denied", message: STAFF_ROLE_MAY };
    case "own bookings list":
      return fieldOf(input, "staffId") === staffId
        ? { kind: "allowed" }
        : { kind: "denied", message: `${STAFF_ROLE_MAY}: list bookings with staffId set to your own id` };
    case "own booking":
    case "own booking status": {
      const bookingId = fieldOf(input, "id");
      if (typeof bookingId !== "string") return { kind: "denied", message: STAFF_ROLE_MAY };
      if (policy === "own booking") return { kind: "own booking", bookingId };
      const changes = Object.entries(input as object).filter(([name, value]) => name !== "id" && value !== undefined);
      // A no-show may carry its word to the customer.
      const extra = fieldOf(input, "status") === "no_show" ? NO_SHOW_FIELDS : NO_FIELDS;
      const statusOnly = changes.some(([name]) => name === "status") && changes.every(([name]) => name === "status" || extra.has(name));
      return statusOnly && MEMBER_STATUSES.has(fieldOf(input, "status"))
        ? { kind: "own booking", bookingId }
        : { kind: "denied", message: STAFF_ROLE_MAY };
    }
    case undefined:
      return { kind: "denied", message: STAFF_ROLE_MAY };
  }
}

/** A staff member as a change to them is judged: who, and what they are now (undefined: a new member). */
export interface StaffMemberNow {
  id: string;
  role: StaffRole;
  email: string;
  isActive: boolean;
}

/** A change of a staff member (create, update or delete), by the fields that decide who may make it. */
export interface StaffChange {
  role?: StaffRole;
  email?: string;
  password?: string;
  isActive?: boolean;
  deleted?: true;
}

const ONLY_ADMINS = "an admin can";

/**
 * Why a console member with `actorRole` (`actorId`) may not make this change to `target`
 * (undefined: a member being created); undefined when they may. Admins may make any; the
 * `staff` role makes none (held before the procedure runs). A manager gives no one the admin
 * role and does not change their own role; an admin's role, email, password, standing (active)
 * and existence are left to admins. A value sent unchanged is no change.
 */
export function refusalOfStaffChange(
  actor: { staffId: string; role: StaffRole },
  target: StaffMemberNow | undefined,
  change: StaffChange,
): string | undefined {
  if (actor.role !== "manager") return undefined;
  const roleChanges = change.role !== undefined && change.role !== target?.role;
  if (roleChanges && change.role === "admin") return `Managers cannot make a member an admin; ${ONLY_ADMINS}`;
  if (!target) return undefined;
  if (roleChanges && target.id === actor.staffId) return `Managers cannot change their own role; ${ONLY_ADMINS}`;
  if (target.role !== "admin") return undefined;
  const emailChanges = change.email !== undefined && change.email.toLowerCase() !== target.email.toLowerCase();
  const activeChanges = change.isActive !== undefined && change.isActive !== target.isActive;
  if (roleChanges || emailChanges || change.password !== undefined || activeChanges || change.deleted) {
    return `Managers cannot change an admin's role, email, password or whether they work here, nor delete an admin; ${ONLY_ADMINS}`;
  }
  return undefined;
}

/** Why a console member may not make or revoke a key of this audience (undefined: they may). */
export function refusalOfKeyChange(actor: { role: StaffRole } | null, audience: string): string | undefined {
  if (actor?.role !== "manager" || audience === "public") return undefined;
  return `Managers may make and revoke public keys only; provider and customer keys are for admins (a provider key acts as the salon in everything)`;
}
