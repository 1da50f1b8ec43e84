/** A clock tests can set and advance, passed as the service's `now`. */
export class TestClock {
  private offsetMs = 0;
  private frozen: number | null = null;

  now = (): Date => new Date(this.frozen ?? Date.now() + this.offsetMs);

  /** Freezes time at `date`. */
  set(date: Date | string): void {
    this.frozen = new Date(date).getTime();
  }

  /** Moves time to `date` and lets it run on from there (`set` stops it there). */
  runFrom(date: Date | string): void {
    this.frozen = null;
    this.offsetMs = new Date(date).getTime() - Date.now();
  }

  advance(ms: number): void {
    if (this.frozen !== null) this.frozen += ms;
    else this.offsetMs += ms;
  }

  reset(): void {
    this.frozen = null;
    this.offsetMs = 0;
  }
}
