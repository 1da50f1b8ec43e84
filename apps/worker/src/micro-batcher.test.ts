import { describe, expect, it } from "vitest";
import { MicroBatcher } from "./micro-batcher";

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("MicroBatcher", () => {
  it("runs calls made together as one batch and gives each caller its own result", async () => {
    const batches: number[][] = [];
    const batcher = new MicroBatcher<number, number>({
      name: "double",
      run: async (items) => {
        batches.push([...items]);
        return items.map((n) => n * 2);
      },
    });
    expect(await Promise.all([1, 2, 3].map((n) => batcher.call(n)))).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("sends a lone call at once, and collects calls made while batches run into the next", async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const batcher = new MicroBatcher<number, number>({
      name: "slow",
      maxInFlight: 1,
      run: async (items) => {
        batches.push([...items]);
        if (batches.length === 1) await new Promise<void>((r) => (release = r));
        return [...items];
      },
    });
    const first = batcher.call(0);
    await tick();
    expect(batches).toEqual([[0]]); // not held back
    const rest = [1, 2, 3].map((n) => batcher.call(n));
    await tick();
    expect(batches).toHaveLength(1); // waiting for the running batch
    release();
    expect(await Promise.all([first, ...rest])).toEqual([0, 1, 2, 3]);
    expect(batches).toEqual([[0], [1, 2, 3]]);
  });

  it("keeps to the largest batch size", async () => {
    const sizes: number[] = [];
    const batcher = new MicroBatcher<number, number>({
      name: "small",
      maxBatchSize: 4,
      onBatch: (n) => sizes.push(n),
      run: async (items) => [...items],
    });
    await Promise.all(Array.from({ length: 10 }, (_, i) => batcher.call(i)));
    expect(sizes).toEqual([4, 4, 2]);
  });

  it("fails only the caller whose item fails: a failed batch is run again item by item", async () => {
    const runs: number[][] = [];
    const failures: number[] = [];
    const batcher = new MicroBatcher<number, string>({
      name: "picky",
      onBatchError: (_error, size) => failures.push(size),
      run: async (items) => {
        runs.push([...items]);
        if (items.includes(13)) throw new Error("13 is unlucky");
        return items.map(String);
      },
    });
    const results = await Promise.allSettled([1, 13, 2].map((n) => batcher.call(n)));
    expect(results).toEqual([
      { status: "fulfilled", value: "1" },
      { status: "rejected", reason: new Error("13 is unlucky") },
      { status: "fulfilled", value: "2" },
    ]);
    expect(runs).toEqual([[1, 13, 2], [1], [13], [2]]);
    expect(failures).toEqual([3]);
    expect(batcher.running).toBe(0);
  });

  it("passes an item's own error to its caller without running the others again", async () => {
    let runs = 0;
    const batcher = new MicroBatcher<number, number>({
      name: "per item",
      run: async (items) => {
        runs += 1;
        return items.map((n) => (n < 0 ? new Error(`negative: ${n}`) : n));
      },
    });
    const results = await Promise.allSettled([1, -1].map((n) => batcher.call(n)));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected"]);
    expect(runs).toBe(1);
  });
});
