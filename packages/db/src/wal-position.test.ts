import { describe, expect, it } from "vitest";
import {
  chooseReplica,
  parseWalPosition,
  replicaLagMs,
  replicaUsable,
  walPositionFromKey,
  walPositionKey,
  type ReplicaStatus,
} from "./wal-position";

describe("WAL positions", () => {
  it("reads PostgreSQL's text form as a byte count", () => {
    expect(parseWalPosition("0/3001158")).toBe(0x3001158n);
    expect(parseWalPosition("16/B374D848")).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseWalPosition("FFFFFFFF/FFFFFFFF")).toBe((1n << 64n) - 1n);
    expect(() => parseWalPosition("16-B374D848")).toThrow(/not a WAL position/);
    expect(() => parseWalPosition("")).toThrow(/not a WAL position/);
  });

  it("keys compare as strings in the order of the positions", () => {
    const positions = [0n, 0x3001158n, 0xffffffffn, 0x100000000n, (0x16n << 32n) + 0xb374d848n];
    const keys = positions.map(walPositionKey);
    expect([...keys].sort()).toEqual(keys);
    for (const position of positions) expect(walPositionFromKey(walPositionKey(position))).toBe(position);
    expect(walPositionFromKey("3001158")).toBeUndefined();
    expect(walPositionFromKey("zz01158000000000")).toBeUndefined();
  });
});

describe("replicaLagMs", () => {
  const samples = [
    { at: 1_000, position: 100n },
    { at: 2_000, position: 100n },
    { at: 3_000, position: 250n },
    { at: 4_000, position: 400n },
  ];

  it("is the time since the latest sample the replica has reached", () => {
    expect(replicaLagMs(samples, 400n, 4_010)).toBe(10);
    expect(replicaLagMs(samples, 500n, 4_010)).toBe(10);
    expect(replicaLagMs(samples, 399n, 4_010)).toBe(1_010);
    expect(replicaLagMs(samples, 100n, 4_010)).toBe(2_010);
  });

  it("is unknown when the replica is behind every sample, or nothing is sampled yet", () => {
    expect(replicaLagMs(samples, 99n, 4_010)).toBeUndefined();
    expect(replicaLagMs([], 1_000n, 4_010)).toBeUndefined();
  });
});

describe("choosing a replica", () => {
  const policy = { maxLagMs: 1_000, staleAfterMs: 3_000 };
  const now = 10_000;
  const ready = (inFlight = 0, replayed = 500n): ReplicaStatus => ({ healthy: true, probedAt: now - 100, replayed, lagMs: 20, inFlight });

  it("uses only healthy, recently probed replicas within the lag bound", () => {
    expect(replicaUsable(ready(), policy, now)).toBe(true);
    expect(replicaUsable({ ...ready(), healthy: false }, policy, now)).toBe(false);
    expect(replicaUsable({ ...ready(), lagMs: 1_001 }, policy, now)).toBe(false);
    expect(replicaUsable({ ...ready(), lagMs: undefined }, policy, now)).toBe(false);
    expect(replicaUsable({ ...ready(), probedAt: now - 3_001 }, policy, now)).toBe(false);
    expect(replicaUsable({ ...ready(), replayed: undefined }, policy, now)).toBe(false);
  });

  it("takes the least busy usable replica, in turns among equals", () => {
    expect(chooseReplica([ready(3), ready(1), ready(2)], undefined, policy, now, 0)).toBe(1);
    const equal = [ready(), ready(), ready()];
    expect([0, 1, 2, 3].map((turn) => chooseReplica(equal, undefined, policy, now, turn))).toEqual([0, 1, 2, 0]);
    expect(chooseReplica([{ ...ready(), healthy: false }, ready(5)], undefined, policy, now, 0)).toBe(1);
  });

  it("skips replicas that have not replayed the reader's own write, and answers the primary when none has", () => {
    const statuses = [ready(0, 400n), ready(4, 600n)];
    expect(chooseReplica(statuses, 500n, policy, now, 0)).toBe(1);
    expect(chooseReplica(statuses, 600n, policy, now, 0)).toBe(1);
    expect(chooseReplica(statuses, 601n, policy, now, 0)).toBeUndefined();
    expect(chooseReplica([], undefined, policy, now, 0)).toBeUndefined();
  });
});
