// Webhook signing secrets at rest. They are stored sealed, bound to their webhook (a sealed
// secret copied to another row does not open). Rows from before sealing carry their plaintext
// marked `plain:` until the API's start or secrets:reencrypt seals them. The CRUD half seals,
// the delivery half opens (to sign), key rotation does both.
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import { randomBase62 } from "../../ids";
import { isSealed, SecretBoxError, type SecretBox } from "../../secret-box";

export const generateWebhookSecret = () => `whsec_${randomBase62(40)}`;

const LEGACY_PLAINTEXT = "plain:";
const secretContext = (webhookId: string) => `webhooks.secret:${webhookId}`;

/** A webhook's signing secret as stored. */
export const sealWebhookSecret = (webhookId: string, secret: string, secrets: SecretBox): string =>
  secrets.seal(secret, secretContext(webhookId));

/** A webhook's signing secret from its stored form (throws SecretBoxError when it does not open). */
export function webhookSigningSecret(webhookId: string, stored: string, secrets: SecretBox): string {
  if (isSealed(stored)) return secrets.open(stored, secretContext(webhookId));
  if (stored.startsWith(LEGACY_PLAINTEXT)) return stored.slice(LEGACY_PLAINTEXT.length);
  throw new SecretBoxError("the stored webhook secret has an unknown form");
}

export interface ResealReport {
  /** Secrets sealed anew with the current key. */
  resealed: number;
  /** Secrets that did not open (sealed with a key that is not configured, or altered). */
  failed: { providerId: string; webhookId: string; error: string }[];
}

/**
 * Seals stored webhook secrets with the current key: the legacy plaintext ones only
 * (`onlyLegacy`, at every API start), or every one not sealed with the current key yet (key
 * rotation: `pnpm cli secrets:reencrypt`). A row changed meanwhile (a rotated secret) is left to
 * its new value. Safe to run in several processes at once.
 */
export async function resealWebhookSecrets(
  db: Kysely<Database>,
  secrets: SecretBox,
  options: { onlyLegacy?: boolean; batchSize?: number } = {},
): Promise<ResealReport> {
  const report: ResealReport = { resealed: 0, failed: [] };
  const batchSize = options.batchSize ?? 500;
  let after: { providerId: string; id: string } | null = null;
  for (;;) {
    let query = db
      .selectFrom("webhooks")
      .select(["provider_id", "id", "secret"])
      .where("secret", "not like", `v1:${secrets.currentKeyId}:%`)
      .$if(Boolean(options.onlyLegacy), (qb) => qb.where("secret", "like", `${LEGACY_PLAINTEXT}%`))
      .orderBy("provider_id")
      .orderBy("id")
      .limit(batchSize);
    if (after) {
      const { providerId, id } = after;
      query = query.where((eb) => eb(eb.refTuple("provider_id", "id"), ">", eb.tuple(providerId, id)));
    }
    const rows = await query.execute();
    for (const row of rows) {
      let sealed: string;
      try {
        sealed = sealWebhookSecret(row.id, webhookSigningSecret(row.id, row.secret, secrets), secrets);
      } catch (error) {
        report.failed.push({ providerId: row.provider_id, webhookId: row.id, error: (error as Error).message });
        continue;
      }
      const changed = await db
        .updateTable("webhooks")
        .set({ secret: sealed })
        .where("provider_id", "=", row.provider_id)
        .where("id", "=", row.id)
        .where("secret", "=", row.secret)
        .executeTakeFirst();
      report.resealed += Number(changed.numUpdatedRows);
    }
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return report;
    after = { providerId: last.provider_id, id: last.id };
  }
}
