// The per-webhook request limit of a worker (TargetSlots), on a fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TargetSlots } from "../src/target-slots";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const slots = () => new TargetSlots({ cap: 2, promptCap: 5, promptMs: 1_000, unknownWaitMs: 100 });

describe("per-webhook request slots", () => {
  it("gives a webhook not known yet `cap` slots; the next waits briefly for its turn, then is deferred", async () => {
    const s = slots();
    const [a, b] = await Promise.all([s.acquire("wh"), s.acquire("wh")]);
    expect(a && b).toBeTruthy();
    const third = s.acquire("wh");
    await vi.advanceTimersByTimeAsync(100);
    expect(await third).toBeNull();
    // Another webhook is not affected.
    expect(await s.acquire("other")).not.toBeNull();
    expect(s.running("wh")).toBe(2);
  });

  it("a prompt answer lets the webhook use up to promptCap, waiting deliveries taking turns", async () => {
    const s = slots();
    const first = (await s.acquire("wh"))!;
    await s.acquire("wh");
    const waiting = [s.acquire("wh"), s.acquire("wh"), s.acquire("wh"), s.acquire("wh")];
    await vi.advanceTimersByTimeAsync(20);
    first.release(); // answered within 20 ms: prompt
    expect(s.isPrompt("wh")).toBe(true);
    const granted = await Promise.all(waiting.slice(0, 3));
    expect(granted.every(Boolean)).toBe(true);
    expect(s.running("wh")).toBe(5);
    // The fourth waits for a prompt webhook's turn (up to promptMs), and gets one when a request ends.
    await vi.advanceTimersByTimeAsync(300);
    granted[0]!.release();
    expect(await waiting[3]).not.toBeNull();
  });

  it("a request under way longer than promptMs makes the webhook slow: over the cap, deliveries are deferred at once", async () => {
    const s = slots();
    const first = (await s.acquire("wh"))!;
    first.release();
    expect(s.isPrompt("wh")).toBe(true);
    const held = await Promise.all([1, 2, 3].map(() => s.acquire("wh")));
    expect(held.every(Boolean)).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000); // they hang
    expect(s.isPrompt("wh")).toBe(false);
    expect(await s.acquire("wh")).toBeNull();
    // A slow answer keeps it slow; back under the cap a delivery may go again.
    held[0]!.release();
    held[1]!.release();
    expect(s.isPrompt("wh")).toBe(false);
    expect(s.running("wh")).toBe(1);
    expect(await s.acquire("wh")).not.toBeNull();
    expect(await s.acquire("wh")).toBeNull();
  });

  it("releasing twice gives one slot back", async () => {
    const s = slots();
    const slot = (await s.acquire("wh"))!;
    await s.acquire("wh");
    slot.release();
    slot.release();
    expect(s.running("wh")).toBe(1);
  });
});
