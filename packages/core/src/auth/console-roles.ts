// What a staff member signed in to the console may do, by role. Admins and managers act as the
// provider in everything, like a provider key. Members with the `staff` role see their own
// schedule (hours, overrides, time off) and their own bookings, read the services, and may
// confirm, complete or mark no-show their own bookings; nothing else.

/** What a call of a `staff`-role member needs before it may run. */
export type StaffRoleAccess =
  | { kind: "allowed" }
  /** Allowed when the booking named is the member's own (only the database can tell). */
  | { kind: "own booking"; bookingId: string }
  | { kind: "denied"; message: string };

export const STAFF_ROLE_MAY =
  "Staff members may see their own schedule and bookings, and confirm, complete or mark no-show their own bookings; an admin or manager can do the rest";

/** Statuses a `staff`-role member may set on their own bookings. */
const MEMBER_STATUSES: ReadonlySet<unknown> = new Set(["confirmed", "completed", "no_show"]);

/** Reads for everyone signed in: who they are, and the catalogue their bookings refer to. */
const OPEN_TO_STAFF: ReadonlySet<string> = new Set(["user.me", "services.list", "services.get"]);

/** Procedures whose `id` names a staff member: only the member's own. */
const OWN_MEMBER: ReadonlySet<string> = new Set(["staff.get", "staff.schedule", "staff.timeOff.list", "staff.overrides.list"]);

const fieldOf = (input: unknown, name: string): unknown =>
  typeof input === "object" && input !== null ? (input as Record<string, unknown>)[name] : undefined;

/**
 * Whether a `staff`-role member (`staffId`) may call the procedure at `path` with this raw input.
 * Input that fails the procedure's own validation is let through to it when allowed at all: the
 * member then gets the same 400 as anyone.
 */
export function accessOfStaffRole(path: string, input: unknown, staffId: string): StaffRoleAccess {
  if (OPEN_TO_STAFF.has(path)) return { kind: "allowed" };
  if (OWN_MEMBER.has(path)) {
    return fieldOf(input, "id") === staffId ? { kind: "allowed" } : { kind: "denied", message: STAFF_ROLE_MAY };
  }
  if (path === "bookings.list") {
    return fieldOf(input, "staffId") === staffId
      ? { kind: "allowed" }
      : { kind: "denied", message: `${STAFF_ROLE_MAY}: list bookings with staffId set to your own id` };
  }
  const bookingId = fieldOf(input, "id");
  if ((path === "bookings.get" || path === "bookings.history") && typeof bookingId === "string") return { kind: "own booking", bookingId };
  if (path === "bookings.update" && typeof bookingId === "string") {
    const changes = Object.keys(input as object).filter((name) => name !== "id");
    const statusOnly = changes.length === 1 && changes[0] === "status";
    if (statusOnly && MEMBER_STATUSES.has(fieldOf(input, "status"))) return { kind: "own booking", bookingId };
  }
  return { kind: "denied", message: STAFF_ROLE_MAY };
}
