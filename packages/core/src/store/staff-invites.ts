// Staff invites (domain/staff-invites.ts has the rules): making one for a member, which replaces
// the member's unused older ones, and reading one by its token's digest.
import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database, StaffRole } from "@booking/db";
import { inviteExpiry, inviteLink } from "../domain/staff-invites";
import { newId, randomBase62 } from "../ids";
import { badRequest, notFound } from "../errors";
import { staffWritable } from "../routers/staff/schemas";
import { DEFAULT_WEEKLY_SCHEDULE } from "../domain/weekly-schedule";
import { recordEvent } from "./events";
import { insertProviderWithKey, validateProviderInput, type CreateProviderInput } from "./providers";

/** The digest an invite is stored and found by. */
export const inviteDigest = (token: string) => createHash("sha256").update(token).digest("hex");

export interface MadeInvite {
  id: string;
  staffId: string;
  /** The link's token: given once, never stored. */
  token: string;
  /** The console's page that takes it. */
  url: string;
  expiresAt: Date;
}

/**
 * Makes a one-time invite for the member `staffId` of `providerId` (404 when there is no such
 * member), by `createdBy` (a member's id, or null for a key or the operator). The member's unused
 * invites made before stop working: only the newest link counts.
 */
export async function createStaffInvite(
  db: Kysely<Database> | Transaction<Database>,
  p: { providerId: string; staffId: string; createdBy: string | null; now: Date; publicUrl: string },
): Promise<MadeInvite> {
  const member = await db
    .selectFrom("staff")
    .select("id")
    .where("provider_id", "=", p.providerId)
    .where("id", "=", p.staffId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!member) throw notFound("Staff member", p.staffId);
  const token = `iv_${randomBase62(40)}`;
  const id = newId("inv");
  const expiresAt = inviteExpiry(p.now);
  await db
    .updateTable("staff_invites")
    .set({ revoked_at: p.now })
    .where("provider_id", "=", p.providerId)
    .where("staff_id", "=", p.staffId)
    .where("used_at", "is", null)
    .where("revoked_at", "is", null)
    .execute();
  await db
    .insertInto("staff_invites")
    .values({
      provider_id: p.providerId,
      id,
      staff_id: p.staffId,
      token_hash: inviteDigest(token),
      created_by: p.createdBy,
      created_at: p.now,
      expires_at: expiresAt,
    })
    .execute();
  return { id, staffId: p.staffId, token, url: inviteLink(p.publicUrl, token), expiresAt };
}

/** An invite with its member, as the console's invite page uses it. */
export interface InviteRow {
  provider_id: string;
  id: string;
  staff_id: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  name: string;
  role: StaffRole;
  member_active: boolean;
}

/** The invite of this digest with its member (undefined: none, or its member was deleted); `lock` holds it for the transaction. */
export async function findInvite(
  db: Kysely<Database> | Transaction<Database>,
  digest: string,
  lock = false,
): Promise<InviteRow | undefined> {
  let query = db
    .selectFrom("staff_invites as i")
    .innerJoin("staff as s", (join) => join.onRef("s.provider_id", "=", "i.provider_id").onRef("s.id", "=", "i.staff_id"))
    .select([
      "i.provider_id",
      "i.id",
      "i.staff_id",
      "i.expires_at",
      "i.used_at",
      "i.revoked_at",
      "s.name",
      "s.role",
      "s.is_active as member_active",
    ])
    .where("i.token_hash", "=", digest)
    .where("s.deleted_at", "is", null);
  if (lock) query = query.forUpdate("i");
  return query.executeTakeFirst();
}

/** The owner's name and email as provider:create takes them (trimmed), or a 400 naming the flag. */
export function validateOwnerInput(owner: { name: string; email: string }): { name: string; email: string } {
  const email = staffWritable.email.safeParse(owner.email.trim());
  if (!email.success) throw badRequest("--owner-email must be an email address");
  const name = staffWritable.name.safeParse(owner.name);
  if (!name.success) throw badRequest(`--owner-name ${name.error.issues[0]?.message ?? "is not a name"}`);
  return { name: name.data, email: email.data };
}

/**
 * A new provider with its first provider key and its owner: an admin member without a password,
 * invited to the console (the operator hands the owner the link, which sets their password). One
 * transaction: all of it or nothing.
 */
export async function createProviderWithOwner(
  db: Kysely<Database>,
  input: CreateProviderInput,
  owner: { name: string; email: string },
  p: { now: Date; publicUrl: string },
) {
  validateProviderInput(input);
  const member = validateOwnerInput(owner);
  return db.transaction().execute(async (trx) => {
    const { provider, key } = await insertProviderWithKey(trx, input);
    const made = await trx
      .insertInto("staff")
      .values({
        provider_id: provider.id,
        id: newId("staff"),
        name: member.name,
        email: member.email,
        role: "admin",
        password_hash: null,
        schedule: JSON.stringify(DEFAULT_WEEKLY_SCHEDULE),
      })
      .returning(["id", "name", "email", "role"])
      .executeTakeFirstOrThrow();
    await recordEvent(trx, "staff.created", { staffId: made.id, providerId: provider.id, role: made.role });
    const invite = await createStaffInvite(trx, {
      providerId: provider.id,
      staffId: made.id,
      createdBy: null,
      now: p.now,
      publicUrl: p.publicUrl,
    });
    return { provider, key, owner: made, invite };
  });
}
