// Announcements a provider sends to its customers. Each recipient gets a smart notification of
// type "announcement"; all of them are written by one INSERT … SELECT inside one transaction, so
// an announcement to thousands of customers is one statement and either fully sent or not at all.
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { notFound } from "../errors";
import { newId } from "../ids";
import { pageOf } from "./pagination";

export interface AnnouncementRow {
  id: string;
  title: string;
  body: string;
  audience: "all" | "selected";
  recipients: number;
  created_at: Date;
}

/**
 * Sends an announcement to the given customers of the provider (404 naming the first unknown
 * id), or to all of them when `customerIds` is omitted. Customers who turned their
 * push.newMessage preference off are skipped; `recipients` counts those notified.
 */
export async function sendAnnouncement(
  db: Kysely<Database>,
  providerId: string,
  input: { title: string; body: string; customerIds?: string[] },
): Promise<AnnouncementRow> {
  const customerIds = input.customerIds ? [...new Set(input.customerIds)] : undefined;
  return db.transaction().execute(async (trx) => {
    if (customerIds) {
      const found = await sql<{ id: string }>`
        SELECT id FROM customers WHERE provider_id = ${providerId} AND id = ANY (${customerIds}::text[])`.execute(trx);
      const known = new Set(found.rows.map((r) => r.id));
      const missing = customerIds.find((id) => !known.has(id));
      if (missing) throw notFound("Customer", missing);
    }
    const id = newId("ann");
    const selected = customerIds ? sql`AND c.id = ANY (${customerIds}::text[])` : sql``;
    const inserted = await sql<{ recipients: number }>`
      WITH sent AS (
        INSERT INTO smart_notifications (provider_id, id, recipient, type, title, body, data)
        SELECT c.provider_id, booking_random_id('ntf'), c.id, 'announcement', ${input.title}, ${input.body},
               jsonb_build_object('announcementId', ${id}::text)
        FROM customers c
        LEFT JOIN notification_preferences np ON np.provider_id = c.provider_id AND np.recipient = c.id
        WHERE c.provider_id = ${providerId} ${selected}
          AND coalesce((np.preferences -> 'push' ->> 'newMessage')::boolean, true)
        RETURNING 1
      )
      SELECT count(*)::int AS recipients FROM sent`.execute(trx);
    const recipients = inserted.rows[0]?.recipients ?? 0;
    return trx
      .insertInto("announcements")
      .values({
        provider_id: providerId,
        id,
        title: input.title,
        body: input.body,
        audience: customerIds ? "selected" : "all",
        recipients,
      })
      .returning(["id", "title", "body", "audience", "recipients", "created_at"])
      .executeTakeFirstOrThrow();
  });
}

export async function listAnnouncements(
  db: Kysely<Database>,
  providerId: string,
  filter: { page: number; limit: number },
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const base = db.selectFrom("announcements").where("provider_id", "=", providerId);
  return pageOf(
    base,
    (q) => q.select(["id", "title", "body", "audience", "recipients", "created_at"]).orderBy("created_at", "desc").orderBy("id", "desc"),
    filter,
  );
}
