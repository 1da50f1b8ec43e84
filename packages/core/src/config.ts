// Configuration from the environment, validated once at start-up with messages an operator can act on.
import { z } from "zod";
import { replicaLabel } from "@booking/db";
import { KEY_HELP, parseSecretsKey } from "./secret-box";

const bool = z.enum(["true", "false", "1", "0", ""], { error: "must be true or false" }).transform((v) => v === "true" || v === "1");

/** true or false, or undefined when absent or empty (the caller decides the default). */
const optionalBool = z
  .enum(["true", "false", "1", "0", ""], { error: "must be true or false" })
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1"));

/** A 32-byte key, base64 or hex; absent or empty: undefined. */
const secretsKey = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined))
  .refine((v) => {
    if (v === undefined) return true;
    try {
      parseSecretsKey(v);
      return true;
    } catch {
      return false;
    }
  }, `must be ${KEY_HELP}`);

const POSTGRES_URL = /^postgres(?:ql)?:\/\//;

/** host:port of a postgres:// URL, or undefined when it is none. */
function serverOf(url: string): string | undefined {
  try {
    return POSTGRES_URL.test(url) ? replicaLabel(url) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Comma-separated postgres:// URLs of read replicas; absent or empty: none. Entries are named by
 * their position in messages, never quoted (they may hold passwords).
 */
const replicaUrls = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const entries = (text ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const servers = new Map<string, number>();
    entries.forEach((entry, index) => {
      const server = serverOf(entry);
      if (server === undefined) {
        ctx.addIssue({ code: "custom", message: `entry ${index + 1} is not a postgres:// connection URL` });
        return;
      }
      const earlier = servers.get(server);
      if (earlier !== undefined) {
        ctx.addIssue({ code: "custom", message: `entry ${index + 1} names the same server (${server}) as entry ${earlier}` });
      }
      servers.set(server, index + 1);
    });
    return entries;
  });

/** `host:port,host:port,…`: some nodes of a Redis Cluster (the client learns the rest from them). */
const clusterNodes = z
  .string()
  .optional()
  .transform((text, ctx) =>
    (text ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .flatMap((entry, index) => {
        const [, host, portText] = /^(\[[0-9a-f:.]+\]|[^:\s/]+):(\d{1,5})$/i.exec(entry) ?? [];
        const port = Number(portText);
        if (host === undefined || port < 1 || port > 65_535) {
          ctx.addIssue({ code: "custom", message: `entry ${index + 1} is not host:port` });
          return [];
        }
        return [{ host: host.replace(/^\[|\]$/g, ""), port }];
      }),
  );

/** The queues a worker process can take jobs from (WORKER_QUEUES). */
export const WORKER_QUEUE_NAMES = ["webhooks", "notifications", "reminders", "calendars"] as const;

const port = z.coerce
  .number({ error: "must be a port number" })
  .int("must be a port number")
  .min(0, "must be a port number")
  .max(65535, "must be a port number");

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** How long a query waits for a database connection before failing with 503 (ms). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Longest a statement may run on the server before it is cancelled and answered 503 (ms; 0: no limit). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /** Longest a statement may wait for a lock before it fails and is answered 503 (ms; 0: no limit). */
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /** A session idle inside an open transaction for longer is ended by the server (ms; 0: no limit). */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /**
   * Longest this process waits for any query's answer, even from a database that is frozen or cut
   * off by the network, before answering 503 (ms; 0: no limit). Keep it above the statement timeout.
   */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  // Read replicas (the API's lag-tolerant reads; see docs/scaling.md).
  /** Streaming replicas of DATABASE_URL, comma-separated postgres:// URLs; unset: every read goes to DATABASE_URL. */
  DATABASE_READ_URLS: replicaUrls,
  /** A replica further behind the primary than this is not read from (ms). */
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  /** How often each API process probes its replicas' health and lag (ms). */
  DATABASE_READ_PROBE_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  DATA_DIR: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// URL")
    .default("redis://127.0.0.1:6379"),
  /**
   * Nodes of a Redis Cluster (`host:port,host:port,…`; a few are enough). When set, the API, the
   * workers and the CLI use the cluster and REDIS_URL is ignored (see docs/scaling.md).
   */
  REDIS_CLUSTER_NODES: clusterNodes,
  /** The cluster's password (requirepass / masterauth), when it has one. */
  REDIS_CLUSTER_PASSWORD: z.string().min(1).optional(),
  /** How long an API process may reuse a resolved API key (ms; 0: look it up on every request). */
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * Longest the API waits for a Redis command (ms). Past it, rate limits fall back to per-process
   * counting until Redis answers again, as when Redis refuses connections.
   */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  /** Prefix of the API's own Redis keys (rate-limit counters). */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default("booking:"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Create a demo provider and key on first start with an empty database. Unset: only on the
   * embedded database (a newcomer's first run), never on a PostgreSQL server of your own.
   */
  SEED_DEMO: optionalBool,
  /** Time a client has to send the request line and headers (ms); slower requests answer 408. */
  REQUEST_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Time a client has to send the whole request, headers and body (ms); slower requests answer 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** How long an idle kept-alive connection stays open (ms); above a load balancer's idle timeout if one sits in front. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** Requests served on one kept-alive connection before the server closes it (0: no limit). */
  MAX_REQUESTS_PER_CONNECTION: z.coerce.number().int().min(0).max(1_000_000).default(1_000),
  /**
   * Where people reach the service, for links it sends them (manage links in answers, emails and
   * calendar files): scheme://host[:port] plus any path prefix. Default: http://localhost:PORT.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL, e.g. https://booking.example" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * Proxies in front of the API whose X-Forwarded-For to believe, to tell visitors' addresses apart
   * (public keys are rate limited per address): 0 (none; the socket's address), a hop count, or
   * comma-separated proxy addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .default("0")
    .transform((text, ctx) => {
      const value = text.trim();
      if (/^\d+$/.test(value)) return Number(value);
      const list = value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean);
      if (list.length === 0 || list.some((part) => !/^[\d.:/a-f]+$/i.test(part))) {
        ctx.addIssue({ code: "custom", message: "must be a hop count or comma-separated addresses/CIDRs" });
        return z.NEVER;
      }
      return list;
    }),
  /** Requests per minute one client address may make with one public key (pk_), on top of the key's own limit. */
  PUBLIC_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(60),
  /**
   * Different unknown or revoked API keys per minute one client address may have looked up (each
   * costs a database query); past it, keys the process has not resolved answer 429 until the minute ends.
   */
  UNKNOWN_KEYS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Bookings per minute one client address (an IPv6 address by its /64) may create with one public key. */
  PUBLIC_BOOKINGS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(3),
  /** Bookings per hour one client address (an IPv6 address by its /64) may create with one public key. */
  PUBLIC_BOOKINGS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Messages a visitor's requests on booking pages may cause to one recipient address an hour, across
   * every provider (worker): verification, word of receipt, moves and cancellations by manage link.
   */
  PUBLIC_NOTICES_PER_RECIPIENT_HOUR: z.coerce.number().int().min(1).max(10_000).default(3),
  /** Port of the API's /metrics endpoint, apart from the public port (0: no metrics endpoint). */
  METRICS_PORT: port.default(9465),
  /** Interface the metrics endpoints listen on (default: HOST). */
  METRICS_HOST: z.string().min(1).optional(),
  /** When set, /metrics needs `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Queues and workers.
  /** Prefix of every queue key; the braces are a Redis Cluster hash tag keeping a queue on one slot. */
  QUEUE_PREFIX: z.string().min(1).max(100).default("{booking}"),
  /**
   * The queues this worker process takes jobs from, comma-separated: webhooks (deliveries),
   * notifications (customer emails and SMS), reminders (the reminder sweep), calendars (staff
   * members' own calendars read into busy time). Every worker also
   * relays the outbox and rescues lost jobs, whatever its queues.
   */
  WORKER_QUEUES: z
    .string()
    .optional()
    // Unset or empty: every queue.
    .transform((text) =>
      text?.trim()
        ? [
            ...new Set(
              text
                .split(",")
                .map((name) => name.trim())
                .filter(Boolean),
            ),
          ]
        : [...WORKER_QUEUE_NAMES],
    )
    .pipe(
      z
        .array(z.enum(WORKER_QUEUE_NAMES, { error: `must list some of ${WORKER_QUEUE_NAMES.join(", ")}` }))
        .min(1, `must list at least one of ${WORKER_QUEUE_NAMES.join(", ")}`),
    ),
  /** Jobs each worker process runs at once, per queue (webhook deliveries: WEBHOOK_CONCURRENCY). */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(10),
  /**
   * Webhook deliveries each worker process runs at once. Deliveries mostly wait on receivers
   * (up to WEBHOOK_TIMEOUT_MS each), so a few slow receivers must not hold up everyone else's;
   * and the database work of deliveries running at once shares statements (MicroBatcher).
   */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(100),
  /**
   * Webhook requests each worker process has under way to one webhook at once; more wait their
   * turn, or give their slot to other webhooks' deliveries when the webhook is slow. Keeps a
   * receiver that hangs from taking every delivery slot (well below WEBHOOK_CONCURRENCY).
   */
  WEBHOOK_PER_TARGET_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(2),
  /** How long a worker's claim on a running job lasts without renewal: a killed worker's jobs are retried after it (ms). */
  WORKER_LOCK_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /**
   * A queue's consumer that has taken no job while jobs waited this long, with room for them, is
   * replaced with a new one on a new Redis connection (a consumer left hanging by a failover) (ms).
   */
  WORKER_CONSUMER_STALL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
  /** Port of the worker's /metrics endpoint; 0 disables it. */
  WORKER_METRICS_PORT: port.default(9464),
  /** How often the outbox relay looks for new events when idle (ms). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(100),
  /**
   * How long work recorded in PostgreSQL (a delivery whose attempt is due, a customer notice, a
   * channel message) may wait without its job before the rescue pass enqueues the job again
   * (Redis lost it). Longer than any job's normal wait in the queue (ms).
   */
  WORKER_RESCUE_AFTER_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(60_000),
  /** How often the reminder sweep runs (ms). */
  REMINDER_SWEEP_MS: z.coerce.number().int().min(50).max(3_600_000).default(60_000),
  /** How often each calendar connection is read (s): a change in a staff member's calendar shows within about this long. */
  CALENDAR_SYNC_INTERVAL_S: z.coerce.number().int().min(1).max(3_600).default(30),
  /**
   * A booking re-reads a member's calendar whose busy time was last read longer ago than this
   * (s), waiting at most 5 s for it; normally the calendars role keeps every calendar fresher.
   */
  CALENDAR_MAX_STALENESS_S: z.coerce.number().int().min(1).max(86_400).default(120),
  /** How often the calendars role looks for connections due to be read (ms). */
  CALENDAR_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(25).default(8),
  /** First retry delay; each further one is 3 times longer (±20% jitter): 8 attempts span about a day. */
  WEBHOOK_BACKOFF_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(80_000),
  /** Consecutive failed deliveries after which a webhook is disabled. */
  WEBHOOK_DISABLE_AFTER: z.coerce.number().int().min(1).max(10_000).default(50),
  /**
   * How many queues webhook deliveries are split over, by provider (a provider's deliveries all go
   * to one). More than one spreads deliveries over a Redis Cluster's masters; on one Redis server
   * it changes nothing worth having. A fleet-wide setting, like the other WEBHOOK_* above.
   */
  WEBHOOK_DELIVERY_QUEUES: z.coerce.number().int().min(1).max(64).default(1),
  /** Calls of webhooks/test and webhooks/redeliver together each provider may make a minute (more answer 429). */
  WEBHOOK_MANUAL_SENDS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Allow webhook targets in loopback, private, link-local, CGNAT and metadata ranges (tests, local use). */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: bool.default(false),
  /**
   * Key sealing stored secrets (webhook signing secrets) with AES-256-GCM. Required in production;
   * elsewhere a public development key stands in (with a warning at start).
   */
  SECRETS_KEY: secretsKey,
  /** The key before SECRETS_KEY while rotating: still opens what it sealed (see secrets:reencrypt). */
  SECRETS_KEY_PREVIOUS: secretsKey,
  /** smtp://user:pass@host:port (or smtps://); unset: emails are logged, not sent. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  EMAIL_FROM: z.string().min(3).default("Booking Service <no-reply@booking.invalid>"),
  /** An HTTP endpoint receiving {to, body} JSON per SMS; unset: SMS are logged, not sent. */
  SMS_WEBHOOK_URL: z
    .string()
    .regex(/^https?:\/\//, "must be an http(s) URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * The card processor deposits, prepayments and no-show fees are taken through: `stripe`, or unset
   * (services that take a payment then cannot be booked online; the salon books them).
   */
  PAYMENTS_PROVIDER: z
    .enum(["stripe"], { error: "must be stripe, or unset for no online payments" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Stripe's secret API key (`sk_live_…`, `sk_test_…` or a restricted `rk_…` key); needed with PAYMENTS_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, "must be a Stripe secret key (sk_… or rk_…)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The signing secret of the webhook endpoint set up in Stripe's dashboard (`whsec_…`). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "must be the endpoint's signing secret (whsec_…)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Stripe's publishable key (`pk_…`), handed to booking pages for Stripe.js; needed with PAYMENTS_PROVIDER=stripe. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_/, "must be a Stripe publishable key (pk_…)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Where Stripe's API is reached (default https://api.stripe.com; tests point it at a local stand-in). */
  STRIPE_API_BASE: z
    .string()
    .regex(/^https?:\/\//, "must be an http(s) URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Bearer token (or Basic password) of the queue dashboard at /admin/queues; unset: disabled. */
  ADMIN_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** A second dashboard token that may only look (needs ADMIN_TOKEN set; must differ from it). */
  ADMIN_READONLY_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** The per-connection database timeouts of a process, from its configuration. */
export function databaseTimeouts(config: Config) {
  return {
    statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    lockMs: config.DATABASE_LOCK_TIMEOUT_MS,
    idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    queryMs: config.DATABASE_QUERY_TIMEOUT_MS,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  const lines = parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  // Node refuses a headers timeout longer than the whole-request timeout.
  if (parsed.success && parsed.data.REQUEST_HEADERS_TIMEOUT_MS > parsed.data.REQUEST_TIMEOUT_MS) {
    lines.push("  REQUEST_HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS");
  }
  if (parsed.success && parsed.data.ADMIN_READONLY_TOKEN) {
    if (!parsed.data.ADMIN_TOKEN) lines.push("  ADMIN_READONLY_TOKEN: needs ADMIN_TOKEN (the dashboard is off without it)");
    else if (parsed.data.ADMIN_READONLY_TOKEN === parsed.data.ADMIN_TOKEN)
      lines.push("  ADMIN_READONLY_TOKEN: must differ from ADMIN_TOKEN");
  }
  if (parsed.success && parsed.data.DATABASE_READ_URLS.length) {
    const primary = parsed.data.DATABASE_URL;
    if (!primary)
      lines.push("  DATABASE_READ_URLS: needs DATABASE_URL (replicas follow a PostgreSQL server of your own, not the embedded database)");
    else {
      const own = parsed.data.DATABASE_READ_URLS.findIndex((url) => serverOf(url) === serverOf(primary));
      if (own >= 0) lines.push(`  DATABASE_READ_URLS: entry ${own + 1} is DATABASE_URL's own server; list its replicas only`);
    }
  }
  if (parsed.success && parsed.data.PAYMENTS_PROVIDER === "stripe") {
    if (!parsed.data.STRIPE_SECRET_KEY) lines.push("  STRIPE_SECRET_KEY: must be set when PAYMENTS_PROVIDER=stripe");
    if (!parsed.data.STRIPE_WEBHOOK_SECRET) lines.push("  STRIPE_WEBHOOK_SECRET: must be set when PAYMENTS_PROVIDER=stripe");
    if (!parsed.data.STRIPE_PUBLISHABLE_KEY) lines.push("  STRIPE_PUBLISHABLE_KEY: must be set when PAYMENTS_PROVIDER=stripe");
  }
  // Production never falls back to the public development key.
  if (parsed.success && parsed.data.NODE_ENV === "production" && !parsed.data.SECRETS_KEY) {
    lines.push(`  SECRETS_KEY: must be set when NODE_ENV=production (${KEY_HELP})`);
  }
  if (!parsed.success || lines.length) throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  return parsed.data;
}

/** The base of links the service hands out (no trailing slash). */
export function publicUrlOf(config: Pick<Config, "PUBLIC_URL" | "PORT">): string {
  const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  return base.endsWith("/") ? base.slice(0, -1) : base;
}
