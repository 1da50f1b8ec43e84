/** A clock tests can set and advance, passed as the service's `now`. */
export class TestClock {
  /** Where `reset` returns: the real time, or the time `runFrom` moved to, running on. */
  private baseOffsetMs = 0;
  private offsetMs = 0;
  private frozen: number | null = null;

  now = (): Date => new Date(this.frozen ?? Date.now() + this.offsetMs);

  /** Freezes time at `date`. */
  set(date: Date | string): void {
    this.frozen = new Date(date).getTime();
  }

  /**
   * Moves time to `date` and lets it run on from there (`set` stops it there); `reset` comes back
   * to this running time. For tests whose dates are fixed: they stay ahead of the service's "now"
   * whenever the suite runs.
   */
  runFrom(date: Date | string): void {
    this.frozen = null;
    this.baseOffsetMs = new Date(date).getTime() - Date.now();
    this.offsetMs = this.baseOffsetMs;
  }

  advance(ms: number): void {
    if (this.frozen !== null) this.frozen += ms;
    else this.offsetMs += ms;
  }

  /** Back to the running time: the real one, or the one `runFrom` set. */
  reset(): void {
    this.frozen = null;
    this.offsetMs = this.baseOffsetMs;
  }
}
