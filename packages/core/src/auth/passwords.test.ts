import { describe, expect, it } from "vitest";
import { Argon2Gate } from "./passwords";

/** Work that ends when the test says so, recording when it started. */
function heldWork(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
    name,
  };
}

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => "done",
    (error: { code?: string }) => error.code ?? "error",
  );

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("Argon2Gate", () => {
  it("runs a few at once, queues a few more in order of arrival and refuses the rest at once", async () => {
    const gate = new Argon2Gate({ atOnce: 2, waiting: 2, share: 10 });
    const started: string[] = [];
    const works = ["a", "b", "c", "d", "e"].map((name) => heldWork(started, name));
    const results = works.map((w, i) => outcome(gate.run([`address:${i}`], w.work)));
    expect(await results[4]).toBe("SERVICE_UNAVAILABLE");
    await tick();
    expect(started).toEqual(["a", "b"]);
    expect(gate.size).toEqual({ running: 2, waiting: 2 });
    works[1]?.finish();
    await tick();
    expect(started).toEqual(["a", "b", "c"]);
    for (const w of works) w.finish();
    expect(await Promise.all(results.slice(0, 4))).toEqual(["done", "done", "done", "done"]);
    expect(gate.size).toEqual({ running: 0, waiting: 0 });
  });

  it("gives no party more than its share of the places, running and waiting together", async () => {
    const gate = new Argon2Gate({ atOnce: 2, waiting: 8, share: 3 });
    const started: string[] = [];
    const works = Array.from({ length: 5 }, (_, i) => heldWork(started, `x${i}`));
    const results = works.map((w, i) => outcome(gate.run(["salon:x", `address:${i}`], w.work)));
    expect(await results[3]).toBe("SERVICE_UNAVAILABLE");
    expect(await results[4]).toBe("SERVICE_UNAVAILABLE");
    // Another salon is let in at once, and so is salon x again once one of its places is free.
    const other = heldWork(started, "y");
    const otherResult = outcome(gate.run(["salon:y"], other.work));
    works[0]?.finish();
    await tick();
    const again = heldWork(started, "x-again");
    const againResult = outcome(gate.run(["salon:x"], again.work));
    for (const w of [...works, other, again]) w.finish();
    expect(await Promise.all([results[0], results[1], results[2], otherResult, againResult])).toEqual([
      "done",
      "done",
      "done",
      "done",
      "done",
    ]);
  });

  it("when full, a newcomer of a party holding fewer places takes the place of the newest waiting one of the party holding most", async () => {
    const gate = new Argon2Gate({ atOnce: 1, waiting: 3, share: 3 });
    const started: string[] = [];
    const w = ["x1", "x2", "x3", "z1"].map((name) => heldWork(started, name));
    const x = w.slice(0, 3).map((h) => outcome(gate.run(["salon:x"], h.work)));
    const z1 = outcome(gate.run(["salon:z"], w[3]?.work ?? (() => Promise.resolve(""))));
    // Full: x1 running, x2, x3 and z1 waiting. y takes x3's place; z (one place) cannot take z1's, nor x another.
    const y = heldWork(started, "y");
    const yResult = outcome(gate.run(["salon:y"], y.work));
    expect(await x[2]).toBe("SERVICE_UNAVAILABLE");
    expect(await outcome(gate.run(["salon:x"], () => Promise.resolve("x4")))).toBe("SERVICE_UNAVAILABLE");
    expect(await outcome(gate.run(["salon:y"], () => Promise.resolve("y2")))).toBe("SERVICE_UNAVAILABLE");
    for (const h of [...w, y]) h.finish();
    expect(await Promise.all([x[0], x[1], z1, yResult])).toEqual(["done", "done", "done", "done"]);
    expect(started).toEqual(["x1", "x2", "z1", "y"]);
  });

  it("gives a free place to the waiting operation whose parties hold fewest places, the oldest among equals", async () => {
    const gate = new Argon2Gate({ atOnce: 1, waiting: 5, share: 4 });
    const started: string[] = [];
    const works = ["x1", "x2", "x3", "y1", "z1"].map((name) => heldWork(started, name));
    const results = works.map((w) => outcome(gate.run([`salon:${w.name.slice(0, 1)}`], w.work)));
    await tick();
    expect(started).toEqual(["x1"]);
    for (const w of works) {
      w.finish();
      await tick();
    }
    expect(await Promise.all(results)).toEqual(["done", "done", "done", "done", "done"]);
    // Salon x held three places while y and z held one each.
    expect(started).toEqual(["x1", "y1", "z1", "x2", "x3"]);
  });
});
