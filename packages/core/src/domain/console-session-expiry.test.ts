import { describe, expect, it } from "vitest";
import { extendedSessionEnd, firstSessionEnd, lastSessionEnd } from "./console-session-expiry";

const HOUR = 3_600_000;
const signedInAt = new Date("2027-03-01T08:00:00Z");
const at = (hours: number) => new Date(signedInAt.getTime() + hours * HOUR);

describe("console session expiry", () => {
  it("lasts eight hours after sign-in when unused, a week at most", () => {
    expect(firstSessionEnd(signedInAt).toISOString()).toBe("2027-03-01T16:00:00.000Z");
    expect(lastSessionEnd(signedInAt).toISOString()).toBe("2027-03-08T08:00:00.000Z");
  });

  it("is not pushed back by requests within a quarter hour of the last extension (no write at every request)", () => {
    const session = { signedInAt, endsAt: firstSessionEnd(signedInAt) };
    expect(extendedSessionEnd(session, at(0))).toBeNull();
    expect(extendedSessionEnd(session, at(14 / 60))).toBeNull();
  });

  it("moves the end to eight hours after a request made a quarter hour or more after the last extension", () => {
    const session = { signedInAt, endsAt: firstSessionEnd(signedInAt) };
    expect(extendedSessionEnd(session, at(0.25))?.toISOString()).toBe("2027-03-01T16:15:00.000Z");
    expect(extendedSessionEnd(session, at(7.9))?.toISOString()).toBe(at(15.9).toISOString());
  });

  it("never extends an ended session", () => {
    const session = { signedInAt, endsAt: firstSessionEnd(signedInAt) };
    expect(extendedSessionEnd(session, at(8))).toBeNull();
    expect(extendedSessionEnd(session, at(9))).toBeNull();
  });

  it("stops at a week after sign-in however much it is used", () => {
    const nearTheEnd = { signedInAt, endsAt: at(7 * 24 - 2) };
    expect(extendedSessionEnd(nearTheEnd, at(7 * 24 - 3))?.toISOString()).toBe(lastSessionEnd(signedInAt).toISOString());
    const capped = { signedInAt, endsAt: lastSessionEnd(signedInAt) };
    expect(extendedSessionEnd(capped, at(7 * 24 - 1))).toBeNull();
  });
});
