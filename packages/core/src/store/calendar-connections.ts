// Staff members' connections to their own calendars (CalDAV), as provider keys manage them. The
// password is sealed with SECRETS_KEY, bound to its connection (a sealed password copied to
// another row does not open), and never leaves the service again. Changing where or as whom a
// connection reads starts it afresh (what was read before is forgotten); turning busy import off
// drops its busy time at once. Every change tells the API processes that the provider changed:
// their cached callers carry whether it imports calendars (bookings re-check them only then).
import { sql, type Kysely } from "kysely";
import type { CalendarConnection, Database } from "@booking/db";
import { notifyProviderChanged } from "../auth/api-keys";
import { badRequest, notFound } from "../errors";
import { newId } from "../ids";
import type { SecretBox } from "../secret-box";
import { memberExists } from "./staff-policies";

export interface CalendarConnectionInput {
  url: string;
  username: string;
  password: string;
  importBusy?: boolean;
  exportBookings?: boolean;
}

const passwordContext = (connectionId: string) => `calendars.password:${connectionId}`;

/** A connection's password from its stored form (throws SecretBoxError when it does not open). */
export const calendarPassword = (connectionId: string, stored: string, secrets: SecretBox): string =>
  secrets.open(stored, passwordContext(connectionId));

export async function createCalendarConnection(
  db: Kysely<Database>,
  providerId: string,
  staffId: string,
  input: CalendarConnectionInput,
  secrets: SecretBox,
): Promise<CalendarConnection> {
  await memberExists(db, providerId, staffId);
  const id = newId("cal");
  return db.transaction().execute(async (trx) => {
    const connection = await trx
      .insertInto("calendar_connections")
      .values({
        provider_id: providerId,
        id,
        staff_id: staffId,
        url: input.url,
        username: input.username,
        password: secrets.seal(input.password, passwordContext(id)),
        import_busy: input.importBusy ?? true,
        export_bookings: input.exportBookings ?? false,
        error: null,
        last_synced_at: null,
        sync_token: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await notifyProviderChanged(trx, providerId);
    return connection;
  });
}

export async function listCalendarConnections(db: Kysely<Database>, providerId: string, staffId: string): Promise<CalendarConnection[]> {
  await memberExists(db, providerId, staffId);
  return db
    .selectFrom("calendar_connections")
    .selectAll()
    .where("provider_id", "=", providerId)
    .where("staff_id", "=", staffId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export type CalendarConnectionPatch = Partial<CalendarConnectionInput>;

export async function updateCalendarConnection(
  db: Kysely<Database>,
  providerId: string,
  staffId: string,
  id: string,
  patch: CalendarConnectionPatch,
  secrets: SecretBox,
): Promise<CalendarConnection> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("calendar_connections")
      .selectAll()
      .where("provider_id", "=", providerId)
      .where("staff_id", "=", staffId)
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound("Calendar connection", id);
    // The stored password was given for the server at the stored url: it is never sent elsewhere.
    if (patch.url !== undefined && patch.url !== current.url && patch.password === undefined) {
      const message = "a new url needs the account's password again (the stored one is only ever sent to the url it was given for)";
      throw badRequest(`Invalid input: password: ${message}`, [{ path: "password", message }]);
    }
    const elsewhere =
      (patch.url !== undefined && patch.url !== current.url) ||
      (patch.username !== undefined && patch.username !== current.username) ||
      patch.password !== undefined;
    // Another calendar (or another account's view of it): what was read before says nothing of it.
    if (elsewhere || patch.importBusy === false) {
      await trx.deleteFrom("calendar_objects").where("provider_id", "=", providerId).where("connection_id", "=", id).execute();
    }
    if (patch.importBusy !== undefined && patch.importBusy !== current.import_busy) await notifyProviderChanged(trx, providerId);
    return trx
      .updateTable("calendar_connections")
      .set({
        ...(patch.url !== undefined ? { url: patch.url } : {}),
        ...(patch.username !== undefined ? { username: patch.username } : {}),
        ...(patch.password !== undefined ? { password: secrets.seal(patch.password, passwordContext(id)) } : {}),
        ...(patch.importBusy !== undefined ? { import_busy: patch.importBusy } : {}),
        ...(patch.exportBookings !== undefined ? { export_bookings: patch.exportBookings } : {}),
        ...(elsewhere || patch.importBusy === true ? { status: "syncing" as const, sync_token: null, error: null } : {}),
        next_sync_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where("provider_id", "=", providerId)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Deletes the connection and the busy time read through it. */
export async function deleteCalendarConnection(db: Kysely<Database>, providerId: string, staffId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("calendar_connections")
      .where("provider_id", "=", providerId)
      .where("staff_id", "=", staffId)
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound("Calendar connection", id);
    await notifyProviderChanged(trx, providerId);
  });
}

/** Asks the worker to sync the connection now (it is due at once). */
export async function requestCalendarSync(
  db: Kysely<Database>,
  providerId: string,
  staffId: string,
  id: string,
): Promise<CalendarConnection> {
  const row = await db
    .updateTable("calendar_connections")
    .set({ next_sync_at: sql<Date>`now()` })
    .where("provider_id", "=", providerId)
    .where("staff_id", "=", staffId)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound("Calendar connection", id);
  return row;
}

/** What resealing calendar passwords did: how many were sealed anew, and which did not open. */
export interface CalendarResealReport {
  resealed: number;
  failed: { providerId: string; connectionId: string; error: string }[];
}

/**
 * Seals every calendar password not sealed with the current key yet (key rotation: `pnpm cli
 * secrets:reencrypt`). A row changed meanwhile (a new password) is left to its new value.
 */
export async function resealCalendarPasswords(db: Kysely<Database>, secrets: SecretBox): Promise<CalendarResealReport> {
  const report: CalendarResealReport = { resealed: 0, failed: [] };
  const rows = await db
    .selectFrom("calendar_connections")
    .select(["provider_id", "id", "password"])
    .where("password", "not like", `v1:${secrets.currentKeyId}:%`)
    .execute();
  for (const row of rows) {
    let sealed: string;
    try {
      sealed = secrets.seal(calendarPassword(row.id, row.password, secrets), passwordContext(row.id));
    } catch (error) {
      report.failed.push({ providerId: row.provider_id, connectionId: row.id, error: (error as Error).message });
      continue;
    }
    const changed = await db
      .updateTable("calendar_connections")
      .set({ password: sealed })
      .where("provider_id", "=", row.provider_id)
      .where("id", "=", row.id)
      .where("password", "=", row.password)
      .executeTakeFirst();
    report.resealed += Number(changed.numUpdatedRows);
  }
  return report;
}
