// One worker instance: the outbox relay and a BullMQ worker per queue, sharing one database
// pool. Any number of instances may run at once, in one process (tests) or many (production).
// startWorker reads as its steps: Redis connections, the queues, the processors' context, the
// consumers of the instance's role, the relay with its maintenance pass; close() undoes them.
import { setTimeout as sleep } from "node:timers/promises";
import { Queue, type Worker } from "bullmq";
import type { Kysely } from "kysely";
import { listenForNotifications, type Database } from "@booking/db";
import { OUTBOX_CHANNEL, secretBoxFromEnv, type Config, type Logger, type Resolver } from "@booking/core";
import { paymentProviderFromConfig, threadCalendarReader, type PaymentProvider } from "@booking/core/worker";
import {
  createRedisConnection,
  describeRedisTarget,
  queueKeyPrefix,
  QUEUES,
  redisTargetOf,
  webhookDeliveryQueueNames,
  type RedisClient,
  type RedisTarget,
} from "@booking/jobs";
import { channelsFromConfig, type Channels } from "./channels";
import type { WorkerContext } from "./context";
import { createWorkerMetrics, type WorkerMetrics } from "./metrics";
import { webhookBackoffStrategy, webhookDeliveryProcessor } from "./processors/webhook-delivery";
import { notificationsProcessor } from "./processors/notifications";
import { reminderSweepProcessor } from "./processors/reminder-sweep";
import { calendarSyncProcessor } from "./processors/calendar-sync";
import { OutboxRelay } from "./relay";
import { startPaymentTasks } from "./payment-tasks";
import { Consumers } from "./consumers";
import { maintenancePass } from "./maintenance";

export interface StartWorkerOptions {
  db: Kysely<Database>;
  /** Validated once by the caller (main.ts: loadConfig()). */
  config: Config;
  log: Logger;
  now?: () => Date;
  channels?: Channels;
  /** Process-level metrics (CPU, memory) in the registry; off for in-process test workers. */
  defaultMetrics?: boolean;
  /** Run the outbox relay (default true). */
  relay?: boolean;
  /** Resolves webhook host names instead of the system resolver (tests). */
  webhookResolver?: Resolver;
  /** Run the queues' processors (default true); false leaves jobs in the queues (tests of a backlog). */
  processors?: boolean;
  /** The database's URL, to LISTEN for new events (the relay then wakes at once instead of polling). */
  databaseUrl?: string;
  /** The payment provider refunds and fees are made through (default: PAYMENTS_PROVIDER's, if any). */
  payments?: PaymentProvider;
}

export interface WorkerHandle {
  context: WorkerContext;
  metrics: WorkerMetrics;
  relay: OutboxRelay | null;
  /** The BullMQ worker consuming `queue` in this instance now (undefined outside its role); for tests and diagnostics. */
  consumerOf(queue: string): Worker | undefined;
  /** Stop taking jobs, let running ones finish, close connections (the database stays open). */
  close(): Promise<void>;
}

/** Logs Redis trouble once when it starts and once when it is over, not on every reconnect. */
function redisErrorLogger(log: Logger, where: string) {
  let last = 0;
  return (error: Error) => {
    const now = Date.now();
    if (now - last < 30_000) return;
    last = now;
    log.warn({ err: { message: error.message, code: (error as NodeJS.ErrnoException).code } }, `Redis unreachable at ${where}; retrying`);
  };
}

export async function startWorker(options: StartWorkerOptions): Promise<WorkerHandle> {
  const { db, config, log } = options;
  const redis = connectRedis(config, log);
  const queues = openQueues(config, redis.producer, redis.onError);
  const allQueues = [...queues.webhookDelivery, queues.notifications, queues.reminders, queues.calendars];
  const stopping = new AbortController();
  const redisReady = () => redis.producer.status === "ready";
  const metrics = createWorkerMetrics(db, () => allQueues, { defaultMetrics: options.defaultMetrics, redisReady });
  const payments = options.payments ?? (await paymentProviderFromConfig(config));
  const context: WorkerContext = {
    db,
    log,
    now: options.now ?? (() => new Date()),
    config,
    secrets: secretBoxFromEnv(config),
    channels: options.channels ?? channelsFromConfig(config, log),
    metrics,
    queues,
    redisReady,
    webhookResolver: options.webhookResolver,
    calendarReader: threadCalendarReader(),
    stopping: stopping.signal,
    takesPayments: payments !== undefined,
  };
  const consumers = new Consumers(context, { target: redis.target, shared: redis.consumer, onError: redis.onError }, allQueues);
  if (options.processors !== false) addConsumersOfRole(consumers, context);
  const maintenance = maintenancePass(context);
  const relay = options.relay === false ? null : new OutboxRelay(context, maintenance);
  relay?.start();
  // LISTEN for new events: the relay then wakes at once instead of waiting for its next poll.
  const wakeUps =
    relay && options.databaseUrl
      ? listenForNotifications(options.databaseUrl, OUTBOX_CHANNEL, {
          applicationName: "booking-worker-listener",
          onNotification: () => relay.nudge(),
          onLost: (error) => log.debug({ err: error }, "outbox notifications unavailable; the relay polls meanwhile"),
        })
      : null;
  if (!relay) void maintenance();
  const paymentTasks = payments && options.processors !== false ? startPaymentTasks(context, payments) : null;

  let closing: Promise<void> | undefined;
  return {
    context,
    metrics,
    relay,
    consumerOf: (queue) => consumers.of(queue),
    close: () =>
      (closing ??= (async () => {
        // Work that may run long (a calendar read) gives up at once rather than hold the stop.
        stopping.abort(new Error("the worker is stopping"));
        // Steps that hold no work are bounded: one waiting on a Redis node or a server that went
        // away must not hold the stop (the connections are dropped below all the same).
        await boundedStep(log, "the outbox listener", STEP_MS, wakeUps?.close());
        await relay?.stop();
        await boundedStep(log, "the payment tasks", STEP_MS, paymentTasks?.stop());
        await consumers.close();
        await boundedStep(log, "the queues", STEP_MS, Promise.all(allQueues.map((q) => q.close())));
        await boundedStep(log, "the calendar reader", STEP_MS, context.calendarReader.close());
        await boundedStep(log, "the email channel", STEP_MS, Promise.resolve(context.channels.email.close?.()));
        await boundedStep(log, "the SMS channel", STEP_MS, Promise.resolve(context.channels.sms.close?.()));
        for (const connection of [redis.producer, redis.consumer]) connection.disconnect();
      })()),
  };
}

/** The instance's two Redis connections (queues and consumers), with Redis trouble logged once a spell. */
function connectRedis(config: Config, log: Logger) {
  const target: RedisTarget = redisTargetOf(config);
  const onError = redisErrorLogger(log, describeRedisTarget(target));
  const producer = createRedisConnection({ target, role: "producer", onError, connectionName: "booking-worker-producer" });
  const consumer = createRedisConnection({ target, role: "worker", onError, connectionName: "booking-worker" });
  let everReady = false;
  producer.on("ready", () => {
    log.info(everReady ? "Redis connection restored" : "Redis connected");
    everReady = true;
  });
  return { target, onError, producer, consumer };
}

/** The queues the instance enqueues to and reads; webhook deliveries are split over WEBHOOK_DELIVERY_QUEUES of them. */
function openQueues(config: Config, producer: RedisClient, onError: (error: Error) => void): WorkerContext["queues"] {
  const queue = (name: string) => {
    const opened = new Queue(name, { connection: producer, prefix: queueKeyPrefix(config.QUEUE_PREFIX, name) });
    opened.on("error", onError);
    return opened;
  };
  return {
    webhookDelivery: webhookDeliveryQueueNames(config.WEBHOOK_DELIVERY_QUEUES).map(queue),
    notifications: queue(QUEUES.notifications),
    reminders: queue(QUEUES.reminders),
    calendars: queue(QUEUES.calendars),
  };
}

/** A consumer per queue of the instance's role (WORKER_QUEUES; all queues by default). */
function addConsumersOfRole(consumers: Consumers, context: WorkerContext) {
  const { config, queues } = context;
  const role = new Set(config.WORKER_QUEUES);
  if (role.has("webhooks")) {
    // WEBHOOK_CONCURRENCY is the process's total, shared out over the delivery queues.
    const concurrency = Math.ceil(config.WEBHOOK_CONCURRENCY / queues.webhookDelivery.length);
    const processor = webhookDeliveryProcessor(context);
    const extra = { settings: { backoffStrategy: webhookBackoffStrategy() } };
    for (const { name } of queues.webhookDelivery) consumers.add({ name, processor, concurrency, extra });
  }
  if (role.has("notifications"))
    consumers.add({
      name: QUEUES.notifications,
      processor: notificationsProcessor(context),
      concurrency: config.WORKER_CONCURRENCY,
      extra: {},
    });
  if (role.has("reminders"))
    consumers.add({ name: QUEUES.reminders, processor: reminderSweepProcessor(context), concurrency: 1, extra: {} });
  if (role.has("calendars"))
    consumers.add({ name: QUEUES.calendars, processor: calendarSyncProcessor(context), concurrency: 1, extra: {} });
}

/** How long a step of the stop that holds no work may take. */
const STEP_MS = 2_000;

/** Waits for `step` at most `ms`; past that, says which step overran and goes on without it. */
async function boundedStep(log: Logger, name: string, ms: number, step: Promise<unknown> | undefined): Promise<void> {
  if (!step) return;
  const timer = new AbortController();
  const done = await Promise.race([
    step.then(
      () => true,
      (error: unknown) => {
        log.warn({ err: error, step: name }, "a step of the stop failed; going on");
        return true;
      },
    ),
    sleep(ms, undefined, { signal: timer.signal }).then(
      () => false,
      () => true,
    ),
  ]);
  timer.abort();
  if (!done) log.warn({ step: name, ms }, "a step of the stop did not finish in time; going on without it");
}
