// The BullMQ consumers of one worker instance, one per queue of its role, and the watch that
// replaces a consumer that takes no jobs while jobs wait (ConsumerWatch: a blocking connection
// stuck on a Redis that failed over) with a new one on a connection of its own.
import { setTimeout as sleep } from "node:timers/promises";
import { Worker, type Processor, type Queue } from "bullmq";
import { createRedisConnection, queueKeyPrefix, stopBlockingReconnects, type RedisClient, type RedisTarget } from "@booking/jobs";
import type { WorkerContext } from "./context";
import { ConsumerWatch } from "./consumer-watch";

/** What a queue's consumer is made of, to make it again (see replace). */
export interface ConsumerSpec {
  name: string;
  processor: Processor;
  concurrency: number;
  extra: object;
}

interface Consumer {
  spec: ConsumerSpec;
  worker: Worker;
  /** A connection of its own (a replacement's), closed with it; else it shares the instance's. */
  connection: RedisClient | null;
}

/** How long consumers with no job running may take to close before they are closed without waiting. */
const IDLE_BEFORE_FORCE_MS = 1_500;
/** How long a forced close is waited for before the connections are dropped. */
const FORCED_CLOSE_MS = 1_000;

export class Consumers {
  private readonly consumers = new Map<string, Consumer>();
  private readonly watch: ConsumerWatch;
  private readonly watchTimer: NodeJS.Timeout;
  private watching = false;
  private closing = false;

  constructor(
    private readonly ctx: WorkerContext,
    private readonly redis: { target: RedisTarget; shared: RedisClient; onError: (error: Error) => void },
    queues: readonly Queue[],
  ) {
    const { config } = ctx;
    this.watch = new ConsumerWatch({ stallMs: config.WORKER_CONSUMER_STALL_MS });
    const queueByName = new Map(queues.map((q) => [q.name, q]));
    this.watchTimer = setInterval(
      () => void this.look(queueByName),
      Math.max(250, Math.min(5_000, Math.floor(config.WORKER_CONSUMER_STALL_MS / 4))),
    );
    this.watchTimer.unref();
  }

  /** Read after each await (close() may have begun meanwhile). */
  private isClosing(): boolean {
    return this.closing;
  }

  add(spec: ConsumerSpec): void {
    this.consumers.set(spec.name, this.make(spec, null));
  }

  /** The BullMQ worker consuming `queue` now (undefined outside the role). */
  of(queue: string): Worker | undefined {
    return this.consumers.get(queue)?.worker;
  }

  /**
   * Stops taking jobs and waits for running ones to finish. Each consumer's blocking connection is
   * interrupted and must end; on a Redis Cluster, BullMQ would reconnect it meanwhile.
   */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.watchTimer);
    for (const c of this.consumers.values()) stopBlockingReconnects(c.connection ?? this.redis.shared);
    const consumers = [...this.consumers.values()];
    const closed = Promise.all(consumers.map((c) => c.worker.close())).then(() => true);
    // Running jobs are waited for however long they take. A consumer that has none and still does
    // not close is stuck waiting on a Redis node that failed over (its blocking read never
    // returns): once no job has run for IDLE_BEFORE_FORCE_MS it is closed without waiting.
    const watching = new AbortController();
    const inTime = await Promise.race([closed, this.idleFor(IDLE_BEFORE_FORCE_MS, watching.signal).then(() => false)]);
    watching.abort();
    if (!inTime) {
      this.ctx.log.warn("consumers idle but not closed (a connection to a failed node?): closing them without waiting");
      await Promise.race([Promise.all(consumers.map((c) => c.worker.close(true).catch(() => {}))), sleep(FORCED_CLOSE_MS)]);
    }
    for (const c of consumers) c.connection?.disconnect();
  }

  /** Resolves once no job has been running for `ms` on end (never, once `signal` aborts). */
  private async idleFor(ms: number, signal: AbortSignal): Promise<void> {
    let idleSince = this.watch.running() === 0 ? Date.now() : null;
    for (;;) {
      await sleep(100);
      if (signal.aborted) return new Promise<void>(() => {});
      if (this.watch.running() > 0) idleSince = null;
      else idleSince ??= Date.now();
      if (idleSince !== null && Date.now() - idleSince >= ms) return;
    }
  }

  private make(spec: ConsumerSpec, connection: RedisClient | null): Consumer {
    const { ctx, watch } = this;
    const { config, metrics, log } = ctx;
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
      lockDuration: config.WORKER_LOCK_MS,
      stalledInterval: Math.max(500, Math.floor(config.WORKER_LOCK_MS / 2)),
      maxStalledCount: 2,
      connection: connection ?? this.redis.shared,
      prefix: queueKeyPrefix(config.QUEUE_PREFIX, name),
      concurrency,
      ...extra,
    });
    worker.on("error", this.redis.onError);
    worker.on("stalled", () => metrics.stalledJobs.inc({ queue: name }));
    worker.on("failed", (job, error) => {
      metrics.failedJobs.inc({ queue: name });
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1))
        log.debug({ queue: name, jobId: job.id, err: error.message }, "job failed for good");
    });
    return { spec, worker, connection };
  }

  /** One look at every consumer: one stuck while jobs wait (and its queue not paused) is replaced. */
  private async look(queueByName: ReadonlyMap<string, Queue>): Promise<void> {
    if (this.watching) return;
    this.watching = true;
    try {
      for (const current of this.consumers.values()) {
        const queue = queueByName.get(current.spec.name);
        if (!queue) continue;
        // Redis not answering the producer either: nothing to tell yet (the relay and rescue pass report that).
        const waiting = await queue.getWaitingCount().catch(() => null);
        // Closing meanwhile: no new consumer may be started behind close()'s back.
        if (this.isClosing() || waiting === null || this.consumers.get(current.spec.name) !== current) continue;
        if (!this.watch.isStuck(current.spec.name, waiting, current.spec.concurrency)) continue;
        // Paused from the dashboard: waiting is what was asked for.
        if (await queue.isPaused().catch(() => true)) this.watch.restarted(current.spec.name);
        else if (!this.isClosing()) this.replace(current, waiting);
      }
    } finally {
      this.watching = false;
    }
  }

  /**
   * Replaces a consumer that takes no jobs with a new one on a connection of its own. The old one
   * is closed in the background and never waited for: its connection may never answer again. Jobs
   * it was running end there, or their locks lapse and they run again.
   */
  private replace(old: Consumer, waiting: number): void {
    const { name } = old.spec;
    const { log, metrics, config } = this.ctx;
    log.warn(
      { queue: name, waiting, stalledForMs: config.WORKER_CONSUMER_STALL_MS },
      "the queue's consumer took no job while jobs waited; replacing it and its Redis connection",
    );
    metrics.consumerRestarts.inc({ queue: name });
    const connection = createRedisConnection({
      target: this.redis.target,
      role: "worker",
      onError: this.redis.onError,
      connectionName: "booking-worker",
    });
    this.consumers.set(name, this.make(old.spec, connection));
    this.watch.restarted(name);
    const closed = Promise.race([old.worker.close(true).catch(() => {}), sleep(10_000)]);
    void closed.then(() => old.connection?.disconnect());
  }
}
