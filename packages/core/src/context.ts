import type { PaymentProvider } from "./payments/provider";
import type { Kysely } from "kysely";
import type { Database, ReplicaLease } from "@booking/db";
import type { Caller } from "./auth/api-keys";
import type { Logger } from "./logger";
import type { SecretBox } from "./secret-box";
import type { WebhookSettings } from "./webhooks/settings";
import type { CalendarSettings } from "./calendar-sync/freshness";
import type { Resolver } from "./outbound/guard";

/** Long-lived dependencies shared by every request (and by the worker). */
export interface ServiceDeps {
  db: Kysely<Database>;
  log: Logger;
  /** The current time; tests substitute a settable clock. */
  now: () => Date;
  /** Webhook settings from the process's configuration (tests may change them between calls). */
  webhooks: WebhookSettings;
  /** How fresh a member's calendar must be for a booking (the worker reads each calendar every interval). */
  calendars: CalendarSettings;
  /** Where people reach the service (scheme://host[:port][/prefix]): the base of the links it hands out. */
  publicUrl: string;
  /** Seals and opens secrets kept at rest (webhook secrets, recorded answers) with SECRETS_KEY. */
  secrets: SecretBox;
  /**
   * Resolves webhook host names (registration check, test deliveries) instead of the system
   * resolver; tests use it for names that resolve to chosen addresses. The target rules apply
   * to whatever it answers.
   */
  webhookResolver?: Resolver;
  /** Read replicas for the procedures that tolerate lag (`replicaRead` in their meta); unset: every read on `db`. */
  readReplicas?: ReplicaReads;
  /** The card processor (PAYMENTS_PROVIDER); unset: services that take a payment cannot be booked online. */
  payments?: PaymentProvider;
}

/** Where a lag-tolerant read goes (apps/api: read replicas and read-your-writes). */
export interface ReplicaReads {
  /**
   * A replica for a read by this API key, or undefined: read the primary. Undefined whenever no
   * replica may serve, including when the key's own last write may not have reached one yet.
   */
  lease(keyId: string): Promise<ReplicaLease | undefined>;
}

/** The per-request context every procedure receives. */
export interface Context extends ServiceDeps {
  requestId: string;
  /** The raw Authorization header; resolved to `caller` by the auth middleware. */
  authorization: string | undefined;
  /**
   * The caller when the transport already resolved the key (the API does, to rate-limit before
   * reading bodies): null for an unknown key, undefined when not looked up.
   */
  preauthenticated?: Caller | null;
}

/** Context after authentication. */
export interface AuthedContext extends Context {
  caller: Caller;
}

export interface RequestLike {
  id: string;
  headers: Record<string, string | string[] | undefined>;
  log?: Logger;
  caller?: Caller | null;
}

/**
 * Makes each request's context. Every dependency is read from `deps` at each request (tests change
 * some between calls); `readReplicas` replaces the one in `deps` when given.
 */
export function createContextFactory(deps: ServiceDeps, overrides: Pick<ServiceDeps, "readReplicas"> = {}) {
  const replacesReplicas = "readReplicas" in overrides;
  /** `db` replaces the shared handle for this request (an idempotent request's own transaction). */
  return (req: RequestLike, db?: Kysely<Database>): Context => {
    const header = req.headers.authorization;
    // A literal rather than `{ ...deps, requestId, … }`: this runs on every request, and on Node 20
    // a spread followed by properties the source lacks takes V8's slow path (microseconds, where a
    // literal takes nanoseconds).
    return {
      db: db ?? deps.db,
      log: req.log ?? deps.log,
      now: deps.now,
      webhooks: deps.webhooks,
      calendars: deps.calendars,
      publicUrl: deps.publicUrl,
      secrets: deps.secrets,
      webhookResolver: deps.webhookResolver,
      payments: deps.payments,
      readReplicas: replacesReplicas ? overrides.readReplicas : deps.readReplicas,
      requestId: req.id,
      authorization: Array.isArray(header) ? header[0] : header,
      preauthenticated: req.caller,
      // Every field named, optional ones too, so that a new dependency cannot be left out here.
    } satisfies Record<keyof Context, unknown>;
  };
}
