// Notices a queue consumer that has stopped taking jobs. BullMQ relies on ioredis to recover from
// every connection trouble; after some Redis failovers (a frozen Cluster master, a Sentinel
// switch) a consumer can be left waiting on a connection that will never answer: no error, no
// job taken, while its queue fills up. Its maintainers' advice is to close such a worker and start
// a new one. This decides when: jobs have been waiting for `stallMs` while the consumer had room
// for more and started none.

export interface ConsumerWatchOptions {
  /** How long jobs may wait, with room in the consumer, before it counts as stuck. */
  stallMs: number;
  now?: () => number;
}

interface QueueState {
  running: number;
  /** Which consumer of the queue this is (jobs of a replaced one no longer count). */
  generation: number;
  lastStartedAt: number;
  /** Since when jobs have been seen waiting with room for them and no job started (null: not so). */
  stalledSince: number | null;
}

export class ConsumerWatch {
  private readonly queues = new Map<string, QueueState>();
  private readonly now: () => number;

  constructor(private readonly options: ConsumerWatchOptions) {
    this.now = options.now ?? Date.now;
  }

  private state(queue: string): QueueState {
    let state = this.queues.get(queue);
    if (!state) this.queues.set(queue, (state = { running: 0, generation: 0, lastStartedAt: this.now(), stalledSince: null }));
    return state;
  }

  /** Jobs running now, over every queue. */
  running(): number {
    let running = 0;
    for (const state of this.queues.values()) running += state.running;
    return running;
  }

  /** A job of `queue` started; answer the function to call when it ends. */
  started(queue: string): () => void {
    const state = this.state(queue);
    state.running += 1;
    state.lastStartedAt = this.now();
    state.stalledSince = null;
    const generation = state.generation;
    let ended = false;
    return () => {
      if (ended || generation !== state.generation) return;
      ended = true;
      state.running -= 1;
    };
  }

  /**
   * Given how many jobs wait in `queue` now and how many the consumer runs at once: true when jobs
   * have waited, with room for them, for `stallMs` without a job started (the caller restarts the
   * consumer and calls `restarted`).
   */
  isStuck(queue: string, waiting: number, concurrency: number): boolean {
    const state = this.state(queue);
    if (waiting === 0 || state.running >= concurrency) {
      state.stalledSince = null;
      return false;
    }
    const now = this.now();
    if (state.stalledSince === null || state.lastStartedAt > state.stalledSince) {
      state.stalledSince = now;
      return false;
    }
    return now - state.stalledSince >= this.options.stallMs;
  }

  /**
   * The consumer of `queue` was replaced: the jobs the old one was running no longer hold its
   * room (they end in the background, or their locks lapse and they run again), and the new one
   * gets a full `stallMs` to take the waiting jobs.
   */
  restarted(queue: string): void {
    const state = this.state(queue);
    state.generation += 1;
    state.running = 0;
    state.lastStartedAt = this.now();
    state.stalledSince = null;
  }
}
