// What a signed-in console member may do to another member, as the service judges it, so the
// console offers only what the service will do. An invite link sets the member's password, so it is
// judged as a password change: admins may invite anyone; managers anyone but an admin (the
// service answers 403 there); the `staff` role no one (the Staff view is not theirs).

type Role = "admin" | "manager" | "staff";

/** Whether a member with `actorRole` may make an invite link for `member`. */
export function mayInvite(actorRole: Role, member: { role: Role }): boolean {
  if (actorRole === "admin") return true;
  if (actorRole === "manager") return member.role !== "admin";
  return false;
}
