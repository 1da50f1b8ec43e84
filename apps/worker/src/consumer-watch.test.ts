import { describe, expect, it } from "vitest";
import { ConsumerWatch } from "./consumer-watch";

function watch() {
  let now = 1_000_000;
  const w = new ConsumerWatch({ stallMs: 30_000, now: () => now });
  return { w, advance: (ms: number) => (now += ms) };
}

describe("ConsumerWatch", () => {
  it("calls a consumer stuck once jobs have waited stallMs with room for them and none started", () => {
    const { w, advance } = watch();
    expect(w.isStuck("q", 5, 4)).toBe(false); // first seen waiting
    advance(29_999);
    expect(w.isStuck("q", 5, 4)).toBe(false);
    advance(1);
    expect(w.isStuck("q", 5, 4)).toBe(true);
  });

  it("never calls an idle queue, or a consumer busy at its concurrency, stuck", () => {
    const { w, advance } = watch();
    for (let i = 0; i < 10; i++) {
      expect(w.isStuck("idle", 0, 4)).toBe(false);
      advance(60_000);
    }
    const ends = Array.from({ length: 4 }, () => w.started("busy"));
    for (let i = 0; i < 10; i++) {
      expect(w.isStuck("busy", 100, 4)).toBe(false);
      advance(60_000);
    }
    // One slot frees up: from then on, waiting jobs must be taken.
    ends[0]!();
    expect(w.isStuck("busy", 100, 4)).toBe(false);
    advance(30_000);
    expect(w.isStuck("busy", 100, 4)).toBe(true);
  });

  it("starts the count again whenever a job starts or the queue empties", () => {
    const { w, advance } = watch();
    w.isStuck("q", 3, 1);
    advance(20_000);
    const end = w.started("q");
    end();
    advance(20_000);
    expect(w.isStuck("q", 3, 1)).toBe(false); // a job started 20 s ago: counting from now
    advance(20_000);
    expect(w.isStuck("q", 0, 1)).toBe(false); // emptied
    advance(20_000);
    expect(w.isStuck("q", 3, 1)).toBe(false);
    advance(30_000);
    expect(w.isStuck("q", 3, 1)).toBe(true);
  });

  it("gives a restarted consumer a full stallMs, and forgets the old one's running jobs", () => {
    const { w, advance } = watch();
    const oldJob = w.started("q");
    w.isStuck("q", 2, 1); // busy at its concurrency of 1
    w.restarted("q");
    expect(w.isStuck("q", 2, 1)).toBe(false);
    advance(30_000);
    expect(w.isStuck("q", 2, 1)).toBe(true);
    // The old consumer's job ending later does not count against the new one.
    oldJob();
    const newJob = w.started("q");
    expect(w.isStuck("q", 2, 1)).toBe(false);
    newJob();
  });
});
