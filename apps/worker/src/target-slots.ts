// TargetSlots: how many requests of one worker may be under way to one webhook at once.
//
// A receiver that hangs holds each request until it times out; without a limit its deliveries
// would take every delivery slot of the worker and everyone else's would wait behind them. So a
// webhook gets `cap` requests at a time (WEBHOOK_PER_TARGET_CONCURRENCY) — unless it has shown
// that it answers promptly: then it may use up to `promptCap` (half the worker's slots), so one
// busy but healthy receiver is still served at full speed. It keeps that standing while its
// requests come back within `promptMs`; one that takes longer (or is still under way after
// that long) sends it back to `cap` at once.
//
// A delivery over the limit waits here for its turn while the webhook answers promptly (or has
// not shown yet whether it does, for a short while); when the webhook is slow it is told at
// once (acquire resolves null), and the caller gives its queue slot to other deliveries.

export interface TargetSlotsOptions {
  /** Requests at once to a webhook not known to answer promptly. */
  cap: number;
  /** Requests at once to a webhook that answers promptly. */
  promptCap: number;
  /** An answer within this long is prompt. */
  promptMs: number;
  /** How long a delivery waits for a slot of a webhook whose promptness is not known yet. */
  unknownWaitMs: number;
  now?: () => number;
}

interface Target {
  /** Start times of the requests under way. */
  starts: number[];
  prompt: boolean;
  waiting: Array<{ grant: (slot: Slot) => void }>;
}

export interface Slot {
  /** Gives the slot back (once the request has ended). */
  release(): void;
}

export class TargetSlots {
  private readonly targets = new Map<string, Target>();
  private readonly now: () => number;

  constructor(private readonly options: TargetSlotsOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Requests under way to `target` now. */
  running(target: string): number {
    return this.targets.get(target)?.starts.length ?? 0;
  }

  /** Whether `target` counts as answering promptly now. */
  isPrompt(target: string): boolean {
    const state = this.targets.get(target);
    return state ? this.refresh(state) : false;
  }

  /** A slot of `target`, now or after a wait for its turn; null when the target is slow (defer the delivery). */
  acquire(target: string): Promise<Slot | null> {
    const state = this.targets.get(target) ?? { starts: [], prompt: false, waiting: [] };
    this.targets.set(target, state);
    const prompt = this.refresh(state);
    if (state.waiting.length === 0 && state.starts.length < this.limit(state)) return Promise.resolve(this.take(target, state));
    if (!prompt && this.oldestAge(state) >= this.options.promptMs) {
      this.forget(target, state);
      return Promise.resolve(null);
    }
    const waitMs = prompt ? this.options.promptMs : this.options.unknownWaitMs;
    return new Promise((resolve) => {
      const waiter = { grant: (slot: Slot) => (clearTimeout(timer), resolve(slot)) };
      const timer = setTimeout(() => {
        const at = state.waiting.indexOf(waiter);
        if (at >= 0) state.waiting.splice(at, 1);
        this.forget(target, state);
        resolve(null);
      }, waitMs);
      state.waiting.push(waiter);
    });
  }

  private limit(state: Target): number {
    return state.prompt ? this.options.promptCap : this.options.cap;
  }

  private oldestAge(state: Target): number {
    return state.starts.length ? this.now() - Math.min(...state.starts) : 0;
  }

  /** A request under way for longer than promptMs ends the webhook's prompt standing. */
  private refresh(state: Target): boolean {
    if (state.prompt && this.oldestAge(state) >= this.options.promptMs) state.prompt = false;
    return state.prompt;
  }

  private take(target: string, state: Target): Slot {
    const started = this.now();
    state.starts.push(started);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        state.starts.splice(state.starts.indexOf(started), 1);
        state.prompt = this.now() - started < this.options.promptMs;
        this.refresh(state);
        // Hand slots to waiting deliveries, as many as the (perhaps new) limit allows.
        while (state.starts.length < this.limit(state)) {
          const waiter = state.waiting.shift();
          if (!waiter) break;
          waiter.grant(this.take(target, state));
        }
        this.forget(target, state);
      },
    };
  }

  /** Drops the state of a webhook with nothing under way and nobody waiting, unless it is worth keeping (prompt). */
  private forget(target: string, state: Target): void {
    if (state.starts.length === 0 && state.waiting.length === 0 && !state.prompt) this.targets.delete(target);
  }
}
