/** A clock tests can set and advance, passed as the service's `now`. */
export class TestClock {
  private offsetMs = 0;
  private frozen: number | null = null;

  now = (): Date => new Date(this.frozen ?? Date.now() + this.offsetMs);

  /** Freezes time at `date`. */
  set(date: Date | string): void {
    this.frozen = new Date(date).getTime();
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
