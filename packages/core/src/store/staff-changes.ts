// Whether the console member making a change of a staff member may make it: the member changed is
// read as they are now, and judged by the roles' rule (auth/console-roles.ts). Keys and admins
// are not held here; a `staff`-role member never reaches these procedures.
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import type { Caller } from "../auth/api-keys";
import { refusalOfStaffChange, type StaffChange } from "../auth/console-roles";
import { forbidden } from "../errors";

/**
 * 403 when the caller, a console member, may not make `change` to the member `staffId`
 * (undefined: a member being created). An unknown member is left to the change itself (404).
 */
export async function assertMayChangeStaff(
  db: Kysely<Database>,
  caller: Caller,
  staffId: string | undefined,
  change: StaffChange,
): Promise<void> {
  const actor = caller.staffMember;
  if (actor?.role !== "manager") return;
  const row =
    staffId === undefined
      ? undefined
      : await db
          .selectFrom("staff")
          .select(["id", "role", "email", "is_active"])
          .where("provider_id", "=", caller.providerId)
          .where("id", "=", staffId)
          .where("deleted_at", "is", null)
          .executeTakeFirst();
  if (staffId !== undefined && !row) return;
  const target = row && { id: row.id, role: row.role, email: row.email, isActive: row.is_active };
  const refusal = refusalOfStaffChange(actor, target, change);
  if (refusal) throw forbidden(refusal);
}
