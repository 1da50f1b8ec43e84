// Operator commands. Each checks its arguments (UsageError: exit 2) before any database work, then
// runs against the database, prints JSON to stdout and throws AppError for bad data (exit 1).
import { parseArgs, type ParseArgsConfig } from "node:util";
import type { Kysely } from "kysely";
import { migrateToLatest, type Database, type Plan } from "@booking/db";
import {
  changeFleetSettings,
  createKeyForProvider,
  createProviderWithKey,
  createProviderWithOwner,
  listApiKeys,
  loadConfig,
  providerJson,
  publicUrlOf,
  readFleetSettings,
  resealCalendarPasswords,
  resealWebhookSecrets,
  resendUnknown,
  revokeApiKey,
  secretBoxFromEnv,
  unknownSends,
  validateOwnerInput,
  validateProviderInput,
  type CreateProviderInput,
} from "@booking/core";
import { seedCommand } from "./seed";

export class UsageError extends Error {}

export const USAGE = `Usage: pnpm cli <command> [options]

Commands:
  migrate                                   apply pending database migrations
  provider:create --name N --category C --location L
                  [--owner-email E [--owner-name N]]
                  [--timezone Z] [--currency X] [--slot-minutes M]
                  [--plan default|enterprise] [--rate-limit N]
                                            create a provider and its first provider key; with
                                            --owner-email also its owner, an admin, and a one-time
                                            link (72 h) where they set their console password
  key:create --provider ID [--audience provider|customer|public] [--customer CUS_ID]
             [--origin https://shop.example]… [--plan default|enterprise] [--rate-limit N]
                                            create an API key (printed once); public keys
                                            (pk_…) sit in web pages, --origin names each site
                                            allowed to call with one from a browser
  key:revoke KEY_ID                         revoke an API key
  key:list --provider ID                    list a provider's keys (never the secrets)
  secrets:reencrypt                         seal every webhook secret and calendar password with SECRETS_KEY (after
                                            a key rotation: the old key in SECRETS_KEY_PREVIOUS)
  fleet:webhooks [--timeout-ms N] [--max-attempts N] [--backoff-base-ms N] [--disable-after N]
                 [--delivery-queues N]
                                            show (or change) the webhook delivery settings every
                                            worker uses; workers adopt a change when they start
  notifications:unknown [--limit N]         list customer messages whose worker stopped while
                                            sending them (they may or may not have gone out)
  notifications:resend --provider ID --claim KEY --channel email|sms
                                            send such a message again (the next rescue pass of a
                                            worker sends it)
  seed [--base-url URL]                     add the demo marketplace (six providers with staff,
                                            services, customers, bookings, reviews); prints
                                            their ids and keys; skips providers it made before

Every command prints JSON on stdout. The database is DATABASE_URL, else the embedded one
under ./.data (shared with a running service).`;

type Output = (value: unknown) => void;

type Values = Record<string, string | boolean | string[] | undefined>;

function parse(args: string[], options: ParseArgsConfig["options"], positionals = 0): { values: Values; positionals: string[] } {
  try {
    const parsed = parseArgs({ args, options, allowPositionals: positionals > 0, strict: true });
    if (parsed.positionals.length > positionals) throw new UsageError(`unexpected argument: ${parsed.positionals[positionals]}`);
    return { values: parsed.values, positionals: parsed.positionals };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError((error as Error).message);
  }
}

function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== "string" || value.trim() === "") throw new UsageError(`--${name} is required`);
  return value;
}

function plan(value: unknown): Plan | undefined {
  if (value === undefined) return undefined;
  if (value !== "default" && value !== "enterprise") throw new UsageError("--plan must be default or enterprise");
  return value;
}

function positiveInt(value: unknown, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (typeof value !== "string" || !/^\d+$/.test(value) || !Number.isSafeInteger(n) || n <= 0) {
    throw new UsageError(`${flag} must be a positive whole number`);
  }
  return n;
}

/** The owner provider:create makes an admin and invites to the console: --owner-email, --owner-name (default "Owner"). */
function ownerOf(values: Values): { name: string; email: string } | undefined {
  const email = values["owner-email"];
  const name = values["owner-name"];
  if (email === undefined) {
    if (name !== undefined) throw new UsageError("--owner-name needs --owner-email");
    return undefined;
  }
  try {
    return validateOwnerInput({ email: String(email), name: name === undefined ? "Owner" : String(name) });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Runs a command whose arguments were already validated. */
export type Run = (db: Kysely<Database>, out: Output) => Promise<void>;

/**
 * Each command checks its arguments first, without a database (bad arguments exit 2 even when the
 * database is down, and never wait for the embedded one to start), and returns what to run.
 */
export const commands: Record<string, (args: string[]) => Run> = {
  migrate(args) {
    parse(args, {});
    return async (db, out) => {
      const applied = await migrateToLatest(db);
      out({ applied });
    };
  },

  "provider:create"(args) {
    const { values } = parse(args, {
      name: { type: "string" },
      category: { type: "string" },
      location: { type: "string" },
      timezone: { type: "string" },
      currency: { type: "string" },
      "slot-minutes": { type: "string" },
      plan: { type: "string" },
      "rate-limit": { type: "string" },
      "owner-email": { type: "string" },
      "owner-name": { type: "string" },
    });
    const owner = ownerOf(values);
    const input: CreateProviderInput = {
      name: required(values, "name"),
      category: required(values, "category"),
      location: required(values, "location"),
      timezone: values.timezone as string | undefined,
      currency: (values.currency as string | undefined)?.toUpperCase(),
      slotMinutes: positiveInt(values["slot-minutes"], "--slot-minutes"),
      plan: plan(values.plan),
      rateLimit: positiveInt(values["rate-limit"], "--rate-limit"),
    };
    try {
      validateProviderInput(input);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    return async (db, out) => {
      if (!owner) {
        const { provider, key } = await createProviderWithKey(db, input);
        out({ provider: providerJson(provider), apiKey: key.apiKey, keyId: key.id });
        return;
      }
      const made = await createProviderWithOwner(db, input, owner, { now: new Date(), publicUrl: publicUrlOf(loadConfig()) });
      out({
        provider: providerJson(made.provider),
        apiKey: made.key.apiKey,
        keyId: made.key.id,
        owner: { id: made.owner.id, name: made.owner.name, email: made.owner.email, role: made.owner.role },
        consoleInvite: { url: made.invite.url, expiresAt: made.invite.expiresAt.toISOString() },
      });
    };
  },

  "key:create"(args) {
    const { values } = parse(args, {
      provider: { type: "string" },
      audience: { type: "string" },
      customer: { type: "string" },
      plan: { type: "string" },
      "rate-limit": { type: "string" },
      origin: { type: "string", multiple: true },
    });
    const audience = (values.audience as string | undefined) ?? "provider";
    if (audience !== "provider" && audience !== "customer" && audience !== "public") {
      throw new UsageError("--audience must be provider, customer or public");
    }
    const origins = (values.origin as string[] | undefined) ?? [];
    if (origins.length > 0 && audience !== "public") throw new UsageError("--origin is only for public keys (--audience public)");
    if (audience === "customer" && !values.customer) throw new UsageError("--audience customer needs --customer CUS_ID");
    if (audience !== "customer" && values.customer !== undefined) {
      throw new UsageError("--customer is only for customer keys (--audience customer)");
    }
    if (!/^[0-9a-f-]{36}$/i.test(required(values, "provider"))) throw new UsageError("--provider must be a provider id (UUID)");
    const options = {
      providerId: values.provider as string,
      audience,
      customerId: values.customer as string | undefined,
      plan: plan(values.plan),
      rateLimit: positiveInt(values["rate-limit"], "--rate-limit"),
      origins,
    } as const;
    return async (db, out) => {
      const key = await createKeyForProvider(db, options);
      out({ id: key.id, apiKey: key.apiKey });
    };
  },

  "key:revoke"(args) {
    const { positionals } = parse(args, {}, 1);
    const keyId = positionals[0];
    if (!keyId) throw new UsageError("key:revoke needs a key id, e.g. pnpm cli key:revoke key_…");
    return async (db, out) => {
      if (!(await revokeApiKey(db, keyId))) throw new UsageError(`no API key ${keyId}`);
      out({ id: keyId, revoked: true });
    };
  },

  "key:list"(args) {
    const { values } = parse(args, { provider: { type: "string" } });
    if (!/^[0-9a-f-]{36}$/i.test(required(values, "provider"))) throw new UsageError("--provider must be a provider id (UUID)");
    return async (db, out) => {
      out({ keys: await listApiKeys(db, values.provider as string) });
    };
  },

  "secrets:reencrypt"(args) {
    parse(args, {});
    return async (db, out) => {
      const secrets = secretBoxFromEnv(loadConfig());
      const report = await resealWebhookSecrets(db, secrets);
      const calendars = await resealCalendarPasswords(db, secrets);
      out({ keyId: secrets.currentKeyId, resealed: report.resealed, failed: report.failed, calendarPasswords: calendars });
      const failed = [
        report.failed.length ? `${report.failed.length} webhook secret(s)` : null,
        calendars.failed.length ? `${calendars.failed.length} calendar password(s)` : null,
      ].filter(Boolean);
      if (failed.length) {
        throw new Error(`${failed.join(" and ")} did not open; set SECRETS_KEY_PREVIOUS to the key they were sealed with and run again`);
      }
    };
  },

  "fleet:webhooks"(args) {
    const { values } = parse(args, {
      "timeout-ms": { type: "string" },
      "max-attempts": { type: "string" },
      "backoff-base-ms": { type: "string" },
      "disable-after": { type: "string" },
      "delivery-queues": { type: "string" },
    });
    const change = Object.fromEntries(
      (
        [
          ["timeout-ms", "WEBHOOK_TIMEOUT_MS"],
          ["max-attempts", "WEBHOOK_MAX_ATTEMPTS"],
          ["backoff-base-ms", "WEBHOOK_BACKOFF_BASE_MS"],
          ["disable-after", "WEBHOOK_DISABLE_AFTER"],
          ["delivery-queues", "WEBHOOK_DELIVERY_QUEUES"],
        ] as const
      )
        .filter(([flag]) => values[flag] !== undefined)
        .map(([flag, name]) => [name, values[flag] as string]),
    );
    return async (db, out) => {
      if (Object.keys(change).length === 0) {
        out({ settings: await readFleetSettings(db), note: "null: no worker has started yet; the first one records its own" });
        return;
      }
      out({ settings: await changeFleetSettings(db, change), note: "running workers keep their settings until they restart" });
    };
  },

  "notifications:unknown"(args) {
    const { values } = parse(args, { limit: { type: "string" } });
    const limit = positiveInt(values.limit, "--limit") ?? 100;
    return async (db, out) => {
      out({ unknown: await unknownSends(db, limit) });
    };
  },

  "notifications:resend"(args) {
    const { values } = parse(args, { provider: { type: "string" }, claim: { type: "string" }, channel: { type: "string" } });
    const providerId = required(values, "provider");
    if (!/^[0-9a-f-]{36}$/i.test(providerId)) throw new UsageError("--provider must be a provider id (UUID)");
    const claimKey = required(values, "claim");
    const channel = required(values, "channel");
    if (channel !== "email" && channel !== "sms") throw new UsageError("--channel must be email or sms");
    return async (db, out) => {
      if (!(await resendUnknown(db, { providerId, claimKey, channel }))) {
        throw new UsageError(`no message of unknown outcome: ${providerId} ${claimKey} ${channel} (see notifications:unknown)`);
      }
      out({ providerId, claimKey, channel, status: "pending", note: "a worker's next rescue pass sends it" });
    };
  },

  seed: seedCommand,
};
