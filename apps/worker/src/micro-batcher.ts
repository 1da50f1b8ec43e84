// MicroBatcher: coalesces calls made by concurrent jobs of one process into one batched call (one
// SQL statement and one commit instead of one per job) and gives each caller its own result.
//
// Batching is natural rather than timed: a call made while fewer than `maxInFlight` batches run
// goes out on the next turn of the event loop (with whatever else was called in that turn), so
// an idle worker adds no delay; otherwise it waits and joins the next batch, which starts as
// soon as a running one ends. So batches grow exactly as far as the database falls behind.
//
// Failure is per caller, as if each had made its own call: when a batch fails as a whole (one bad
// row sinks a statement), each of its items is run again alone, so only the bad one fails. The
// batched function must therefore be all-or-nothing (one statement, one transaction).
//
// DataLoader does the collecting and the handing out of results; its cache is off (every call
// is new work) and its scheduler is ours.
import DataLoader from "dataloader";

export interface MicroBatcherOptions<In, Out> {
  /** For errors and metrics. */
  name: string;
  /** Runs one batch, all or nothing: one result (or Error) per item, in order. */
  run: (items: readonly In[]) => Promise<ReadonlyArray<Out | Error>>;
  /** Largest batch (default 100). */
  maxBatchSize?: number;
  /** Batches running at once (default 2): more callers wait and join the next batch. */
  maxInFlight?: number;
  /** Told of each batch run (its size), e.g. for metrics. */
  onBatch?: (size: number) => void;
  /** Told when a batch of several failed as a whole (before its items are run one by one). */
  onBatchError?: (error: Error, size: number) => void;
}

export class MicroBatcher<In, Out> {
  private readonly loader: DataLoader<In, Out, In>;
  private readonly waiting: Array<() => void> = [];
  private readonly maxInFlight: number;
  private inFlight = 0;
  private turnScheduled = false;

  constructor(private readonly options: MicroBatcherOptions<In, Out>) {
    this.maxInFlight = Math.max(1, options.maxInFlight ?? 2);
    this.loader = new DataLoader<In, Out, In>((items) => this.runBatch(items), {
      name: options.name,
      cache: false,
      maxBatchSize: options.maxBatchSize ?? 100,
      batchScheduleFn: (dispatch) => {
        this.waiting.push(dispatch);
        // Calls made in this turn of the event loop (I/O callbacks included) join this batch.
        if (!this.turnScheduled) {
          this.turnScheduled = true;
          setImmediate(() => {
            this.turnScheduled = false;
            this.pump();
          });
        }
      },
    });
  }

  /** Runs `item` in the next batch; resolves with its own result or rejects with its own error. */
  call(item: In): Promise<Out> {
    return this.loader.load(item);
  }

  /** Batches running now. */
  get running(): number {
    return this.inFlight;
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight) {
      const dispatch = this.waiting.shift();
      if (!dispatch) break;
      dispatch();
    }
  }

  private async runBatch(items: readonly In[]): Promise<ReadonlyArray<Out | Error>> {
    this.inFlight += 1;
    try {
      this.options.onBatch?.(items.length);
      try {
        return await this.options.run(items);
      } catch (error) {
        if (items.length === 1) return [asError(error)];
        this.options.onBatchError?.(asError(error), items.length);
        // The batch failed as a whole: run each item alone, so one bad item fails only its caller.
        return await Promise.all(
          items.map(async (item) => {
            try {
              // The one item's result (it may itself be undefined, when Out allows that).
              for (const result of await this.options.run([item])) return result;
              throw new Error(`${this.options.name}: a batch of one item returned no result`);
            } catch (itemError) {
              return asError(itemError);
            }
          }),
        );
      }
    } finally {
      this.inFlight -= 1;
      this.pump();
    }
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
