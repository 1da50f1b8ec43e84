// Settings the whole worker fleet must share, kept in one place (the `fleet_settings` table) so
// that no worker judges deliveries by its own rules: one worker with a shorter timeout would mark
// deliveries failed for good that the receiver in fact got. The first worker to start records its
// environment's values; every worker after adopts the recorded ones and names each variable of
// its own environment that differs. `pnpm cli fleet:webhooks` changes them (workers pick the
// change up when they start).
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { configSchema, type Config } from "../config";
import { badRequest } from "../errors";

/** The webhook delivery settings that must agree across workers. */
export const FLEET_WEBHOOK_SETTINGS = [
  "WEBHOOK_TIMEOUT_MS",
  "WEBHOOK_MAX_ATTEMPTS",
  "WEBHOOK_BACKOFF_BASE_MS",
  "WEBHOOK_DISABLE_AFTER",
  "WEBHOOK_DELIVERY_QUEUES",
] as const;
export type FleetWebhookSettings = Pick<Config, (typeof FLEET_WEBHOOK_SETTINGS)[number]>;

const ROW = "webhook_delivery";
const schema = configSchema.pick({
  WEBHOOK_TIMEOUT_MS: true,
  WEBHOOK_MAX_ATTEMPTS: true,
  WEBHOOK_BACKOFF_BASE_MS: true,
  WEBHOOK_DISABLE_AFTER: true,
  WEBHOOK_DELIVERY_QUEUES: true,
});

const pick = (config: FleetWebhookSettings): FleetWebhookSettings => ({
  WEBHOOK_TIMEOUT_MS: config.WEBHOOK_TIMEOUT_MS,
  WEBHOOK_MAX_ATTEMPTS: config.WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_BACKOFF_BASE_MS: config.WEBHOOK_BACKOFF_BASE_MS,
  WEBHOOK_DISABLE_AFTER: config.WEBHOOK_DISABLE_AFTER,
  WEBHOOK_DELIVERY_QUEUES: config.WEBHOOK_DELIVERY_QUEUES,
});

export interface AdoptedFleetSettings {
  /** The process's configuration with the fleet's values in place of its own. */
  config: Config;
  fleet: FleetWebhookSettings;
  /** Variables of this process's environment that differ from the fleet's (ignored here). */
  differences: { name: (typeof FLEET_WEBHOOK_SETTINGS)[number]; here: number; fleet: number }[];
}

/** Records this process's values if none are recorded yet, and adopts the recorded ones. */
export async function adoptFleetSettings(db: Kysely<Database>, config: Config): Promise<AdoptedFleetSettings> {
  const own = pick(config);
  // Recorded unless a record exists; a record of an older version that lacks a setting gets this
  // process's value for it (jsonb `||`: the recorded values win), so that every later worker
  // adopts that one instead of each using its own.
  await db
    .insertInto("fleet_settings")
    .values({ name: ROW, value: JSON.stringify(own) })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value: sql`excluded.value || fleet_settings.value` }))
    .execute();
  const row = await db.selectFrom("fleet_settings").select("value").where("name", "=", ROW).executeTakeFirstOrThrow();
  const fleet = schema.parse({ ...own, ...row.value });
  const differences = FLEET_WEBHOOK_SETTINGS.filter((name) => own[name] !== fleet[name]).map((name) => ({
    name,
    here: own[name],
    fleet: fleet[name],
  }));
  return { config: { ...config, ...fleet }, fleet, differences };
}

export async function readFleetSettings(db: Kysely<Database>): Promise<FleetWebhookSettings | null> {
  const row = await db.selectFrom("fleet_settings").select("value").where("name", "=", ROW).executeTakeFirst();
  // A setting missing from an older record takes its default.
  return row ? schema.parse(row.value) : null;
}

/** Changes some of the fleet's settings (validated like the environment variables); returns them all. */
export async function changeFleetSettings(db: Kysely<Database>, change: Partial<Record<(typeof FLEET_WEBHOOK_SETTINGS)[number], string>>) {
  const current = (await readFleetSettings(db)) ?? schema.parse({});
  const parsed = schema.safeParse({ ...current, ...change });
  if (!parsed.success) throw badRequest(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  const next = parsed.data;
  await db
    .insertInto("fleet_settings")
    .values({ name: ROW, value: JSON.stringify(next) })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value: JSON.stringify(next), updated_at: new Date() }))
    .execute();
  return next;
}
