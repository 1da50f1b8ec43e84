// A provider's webhooks as the procedures manage them: create, read, update, delete, and the
// log of their deliveries.
import { sql, type Kysely } from "kysely";
import type { Database, Webhook } from "@booking/db";
import { notFound } from "../../errors";
import { newId } from "../../ids";
import { offsetOf } from "../../schemas/common";
import type { SecretBox } from "../../secret-box";
import { generateWebhookSecret, sealWebhookSecret } from "./secrets";

export interface WebhookInput {
  url: string;
  events: string[];
  secret?: string;
}

/** A new webhook's row, and its signing secret in the clear (for the client, once). */
export type CreatedWebhook = Webhook & { signingSecret: string };

export async function createWebhook(
  db: Kysely<Database>,
  providerId: string,
  input: WebhookInput,
  secrets: SecretBox,
): Promise<CreatedWebhook> {
  const id = newId("wh");
  const signingSecret = input.secret ?? generateWebhookSecret();
  const row = await db
    .insertInto("webhooks")
    .values({
      provider_id: providerId,
      id,
      url: input.url,
      events: [...new Set(input.events)],
      secret: sealWebhookSecret(id, signingSecret, secrets),
      last_status: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, signingSecret };
}

export async function listWebhooks(db: Kysely<Database>, providerId: string): Promise<Webhook[]> {
  return db.selectFrom("webhooks").selectAll().where("provider_id", "=", providerId).orderBy("created_at").orderBy("id").execute();
}

export async function getWebhook(db: Kysely<Database>, providerId: string, id: string): Promise<Webhook> {
  const row = await db.selectFrom("webhooks").selectAll().where("provider_id", "=", providerId).where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("Webhook", id);
  return row;
}

export interface WebhookPatch {
  url?: string;
  events?: string[];
  secret?: string;
  isActive?: boolean;
}

export async function updateWebhook(
  db: Kysely<Database>,
  providerId: string,
  id: string,
  patch: WebhookPatch,
  secrets: SecretBox,
): Promise<Webhook> {
  const row = await db
    .updateTable("webhooks")
    .set((eb) => ({
      ...(patch.url !== undefined ? { url: patch.url } : {}),
      ...(patch.events !== undefined ? { events: [...new Set(patch.events)] } : {}),
      ...(patch.secret !== undefined ? { secret: sealWebhookSecret(id, patch.secret, secrets) } : {}),
      ...(patch.isActive !== undefined
        ? {
            is_active: patch.isActive,
            // Re-enabling starts the failure count afresh.
            consecutive_failures: patch.isActive ? 0 : eb.ref("consecutive_failures"),
            disabled_at: patch.isActive ? null : eb.ref("disabled_at"),
          }
        : {}),
      updated_at: sql<Date>`now()`,
    }))
    .where("provider_id", "=", providerId)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound("Webhook", id);
  return row;
}

export async function deleteWebhook(db: Kysely<Database>, providerId: string, id: string): Promise<void> {
  const result = await db.deleteFrom("webhooks").where("provider_id", "=", providerId).where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound("Webhook", id);
}

export async function listDeliveries(db: Kysely<Database>, providerId: string, webhookId: string, page: number, limit: number) {
  await getWebhook(db, providerId, webhookId);
  const base = db.selectFrom("webhook_deliveries").where("provider_id", "=", providerId).where("webhook_id", "=", webhookId);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).offset(offsetOf(page, limit)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  const attempts = rows.length
    ? await db
        .selectFrom("webhook_delivery_attempts")
        .selectAll()
        .where("provider_id", "=", providerId)
        .where(
          "delivery_id",
          "in",
          rows.map((r) => r.id),
        )
        .orderBy("attempt")
        .execute()
    : [];
  return {
    rows: rows.map((row) => ({ ...row, attemptLog: attempts.filter((a) => a.delivery_id === row.id) })),
    total: count.total,
  };
}
