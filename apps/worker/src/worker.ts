// One worker instance: the outbox relay and a BullMQ worker per queue, sharing one database
// pool. Any number of instances may run at once, in one process (tests) or many (production).
import { setTimeout as sleep } from "node:timers/promises";
import { Queue, Worker, type Processor } from "bullmq";
import type { Kysely } from "kysely";
import { listenForNotifications, type Database } from "@booking/db";
import { OUTBOX_CHANNEL, secretBoxFromEnv, type Config, type Logger, type Resolver } from "@booking/core";
import { threadCalendarReader } from "@booking/core/worker";
import {
  createRedisConnection,
  describeRedisTarget,
  queueKeyPrefix,
  QUEUES,
  redisTargetOf,
  REMINDER_SCHEDULER_ID,
  CALENDAR_SCHEDULER_ID,
  RETENTION,
  stopBlockingReconnects,
  webhookDeliveryQueueNames,
  type RedisClient,
} from "@booking/jobs";
import { channelsFromConfig, type Channels } from "./channels";
import type { WorkerContext } from "./context";
import { createWorkerMetrics, type WorkerMetrics } from "./metrics";
import { webhookBackoffStrategy, webhookDeliveryProcessor } from "./processors/webhook-delivery";
import { notificationsProcessor } from "./processors/notifications";
import { reminderSweepProcessor } from "./processors/reminder-sweep";
import { calendarSyncProcessor } from "./processors/calendar-sync";
import { OutboxRelay, pruneOldRecords, rescueLostJobs } from "./relay";
import { ConsumerWatch } from "./consumer-watch";

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
  const target = redisTargetOf(config);
  const onError = redisErrorLogger(log, describeRedisTarget(target));
  const producer = createRedisConnection({ target, role: "producer", onError, connectionName: "booking-worker-producer" });
  const consumer = createRedisConnection({ target, role: "worker", onError, connectionName: "booking-worker" });
  const connections: RedisClient[] = [producer, consumer];
  let everReady = false;
  producer.on("ready", () => {
    log.info(everReady ? "Redis connection restored" : "Redis connected");
    everReady = true;
  });

  const queue = (name: string) => new Queue(name, { connection: producer, prefix: queueKeyPrefix(config.QUEUE_PREFIX, name) });
  const queues = {
    webhookDelivery: webhookDeliveryQueueNames(config.WEBHOOK_DELIVERY_QUEUES).map(queue),
    notifications: queue(QUEUES.notifications),
    reminders: queue(QUEUES.reminders),
    calendars: queue(QUEUES.calendars),
  };
  const allQueues = [...queues.webhookDelivery, queues.notifications, queues.reminders, queues.calendars];
  for (const q of allQueues) q.on("error", onError);

  const redisReady = () => producer.status === "ready";
  const stopping = new AbortController();
  const metrics = createWorkerMetrics(db, () => allQueues, { defaultMetrics: options.defaultMetrics, redisReady });
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
  };

  const workerOptions = {
    lockDuration: config.WORKER_LOCK_MS,
    stalledInterval: Math.max(500, Math.floor(config.WORKER_LOCK_MS / 2)),
    maxStalledCount: 2,
  };
  /** What a queue's consumer is made of, to make it again (see replaceConsumer). */
  interface ConsumerSpec {
    name: string;
    processor: Processor;
    concurrency: number;
    extra: object;
  }
  interface Consumer {
    spec: ConsumerSpec;
    worker: Worker;
    /** A connection of its own (a replacement's), closed with it; else it shares `consumer`. */
    connection: RedisClient | null;
  }
  const watch = new ConsumerWatch({ stallMs: config.WORKER_CONSUMER_STALL_MS });
  const makeConsumer = (spec: ConsumerSpec, connection: RedisClient | null): Consumer => {
    const { name, concurrency, extra } = spec;
    const processor: Processor = async (job, token, signal) => {
      const ended = watch.started(name);
      try {
        return (await spec.processor(job, token, signal)) as unknown;
      } finally {
        ended();
      }
    };
    const worker = new Worker(name, processor, {
      ...workerOptions,
      connection: connection ?? consumer,
      prefix: queueKeyPrefix(config.QUEUE_PREFIX, name),
      concurrency,
      ...extra,
    });
    worker.on("error", onError);
    worker.on("stalled", () => metrics.stalledJobs.inc({ queue: name }));
    worker.on("failed", (job, error) => {
      metrics.failedJobs.inc({ queue: name });
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1))
        log.debug({ queue: name, jobId: job.id, err: error.message }, "job failed for good");
    });
    return { spec, worker, connection };
  };
  const consumers = new Map<string, Consumer>();
  const addWorker = (name: string, processor: Processor, concurrency: number, extra: object = {}) => {
    consumers.set(name, makeConsumer({ name, processor, concurrency, extra }, null));
  };
  if (options.processors !== false) {
    // WORKER_QUEUES gives a process its role (all queues by default).
    const role = new Set(config.WORKER_QUEUES);
    if (role.has("webhooks")) {
      // WEBHOOK_CONCURRENCY is the process's total, shared out over the delivery queues.
      const perQueue = Math.ceil(config.WEBHOOK_CONCURRENCY / queues.webhookDelivery.length);
      const processor = webhookDeliveryProcessor(context);
      for (const { name } of queues.webhookDelivery) {
        addWorker(name, processor, perQueue, { settings: { backoffStrategy: webhookBackoffStrategy() } });
      }
    }
    if (role.has("notifications")) addWorker(QUEUES.notifications, notificationsProcessor(context), config.WORKER_CONCURRENCY);
    if (role.has("reminders")) addWorker(QUEUES.reminders, reminderSweepProcessor(context), 1);
    if (role.has("calendars")) addWorker(QUEUES.calendars, calendarSyncProcessor(context), 1);
  }

  /**
   * Replaces a consumer that takes no jobs (see ConsumerWatch) with a new one on a connection of
   * its own. The old one is closed in the background and never waited for: its connection may
   * never answer again. Jobs it was running end there, or their locks lapse and they run again.
   */
  const replaceConsumer = (old: Consumer, waiting: number) => {
    const { name } = old.spec;
    log.warn(
      { queue: name, waiting, stalledForMs: config.WORKER_CONSUMER_STALL_MS },
      "the queue's consumer took no job while jobs waited; replacing it and its Redis connection",
    );
    metrics.consumerRestarts.inc({ queue: name });
    const connection = createRedisConnection({ target, role: "worker", onError, connectionName: "booking-worker" });
    consumers.set(name, makeConsumer(old.spec, connection));
    watch.restarted(name);
    const closed = Promise.race([old.worker.close(true).catch(() => {}), sleep(10_000)]);
    void closed.then(() => old.connection?.disconnect());
  };
  let closing: Promise<void> | undefined;
  /** Read after each await (close() may have begun meanwhile). */
  const isClosing = () => closing !== undefined;
  const queueByName = new Map(allQueues.map((q) => [q.name, q]));
  let watching = false;
  const watchTimer = setInterval(
    () => {
      if (watching) return;
      watching = true;
      void (async () => {
        for (const current of consumers.values()) {
          const queue = queueByName.get(current.spec.name);
          if (!queue) continue;
          // Redis not answering the producer either: nothing to tell yet (the relay and rescue pass report that).
          const waiting = await queue.getWaitingCount().catch(() => null);
          // Closing meanwhile: no new consumer may be started behind close()'s back.
          if (isClosing() || waiting === null || consumers.get(current.spec.name) !== current) continue;
          if (!watch.isStuck(current.spec.name, waiting, current.spec.concurrency)) continue;
          // Paused from the dashboard: waiting is what was asked for.
          if (await queue.isPaused().catch(() => true)) watch.restarted(current.spec.name);
          else if (!isClosing()) replaceConsumer(current, waiting);
        }
      })().finally(() => (watching = false));
    },
    Math.max(250, Math.min(5_000, Math.floor(config.WORKER_CONSUMER_STALL_MS / 4))),
  );
  watchTimer.unref();

  // The reminder sweep's schedule lives in Redis; upserting is idempotent, so every worker does
  // it at start and now and then (Redis may have lost it).
  const ensureScheduler = async () => {
    await queues.reminders.upsertJobScheduler(
      REMINDER_SCHEDULER_ID,
      { every: config.REMINDER_SWEEP_MS },
      { name: "sweep", data: {}, opts: { ...RETENTION, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } },
    );
    await queues.calendars.upsertJobScheduler(
      CALENDAR_SCHEDULER_ID,
      { every: config.CALENDAR_POLL_MS },
      { name: "read", data: {}, opts: { ...RETENTION, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } },
    );
  };
  // A maintenance pass that keeps failing means lost jobs are not rescued: said once when it
  // starts failing and once when it works again (a pass fails while Redis fails over, too).
  let maintenanceFailingSince: number | null = null;
  const maintenance = async () => {
    try {
      await ensureScheduler();
      const rescued = await rescueLostJobs(context);
      if (rescued) log.info({ rescued }, "re-enqueued work whose jobs were lost");
      const pruned = await pruneOldRecords(context);
      if (pruned) log.debug({ pruned }, "pruned old outbox events and deliveries");
      if (maintenanceFailingSince !== null) {
        log.info({ failingForMs: Date.now() - maintenanceFailingSince }, "maintenance (the rescue of lost jobs) works again");
        maintenanceFailingSince = null;
      }
    } catch (error) {
      if (maintenanceFailingSince === null) {
        maintenanceFailingSince = Date.now();
        log.warn({ err: error }, "maintenance (the rescue of lost jobs) failed; retried on every pass");
      }
    }
  };

  const relay = options.relay === false ? null : new OutboxRelay(context, maintenance);
  relay?.start();
  const wakeUps =
    relay && options.databaseUrl
      ? listenForNotifications(options.databaseUrl, OUTBOX_CHANNEL, {
          applicationName: "booking-worker-listener",
          onNotification: () => relay.nudge(),
          onLost: (error) => log.debug({ err: error }, "outbox notifications unavailable; the relay polls meanwhile"),
        })
      : null;
  if (!relay) void maintenance();

  return {
    context,
    metrics,
    relay,
    consumerOf: (queue) => consumers.get(queue)?.worker,
    close: () =>
      (closing ??= (async () => {
        // Work that may run long (a calendar read) gives up at once rather than hold the stop.
        stopping.abort(new Error("the worker is stopping"));
        await wakeUps?.close();
        await relay?.stop();
        clearInterval(watchTimer);
        // Stop fetching, wait for running jobs to finish. Each consumer's blocking connection is
        // interrupted and must end; on a Redis Cluster, BullMQ would reconnect it meanwhile.
        for (const c of consumers.values()) stopBlockingReconnects(c.connection ?? consumer);
        await Promise.all([...consumers.values()].map((c) => c.worker.close()));
        for (const c of consumers.values()) c.connection?.disconnect();
        await Promise.all(allQueues.map((q) => q.close()));
        await context.calendarReader.close();
        await context.channels.email.close?.();
        await context.channels.sms.close?.();
        for (const connection of connections) connection.disconnect();
      })()),
  };
}
