import { describe, expect, it } from "vitest";
import { INVITE_HOURS, INVITE_TOKEN_PATTERN, inviteExpiry, inviteLink, inviteRefusal, type InviteState } from "./staff-invites";

const now = new Date("2026-11-28T12:00:00Z");
const fresh: InviteState = { expiresAt: inviteExpiry(now), usedAt: null, revokedAt: null, memberActive: true };

describe("staff invites", () => {
  it("last 72 hours from when they are made", () => {
    expect(INVITE_HOURS).toBe(72);
    expect(inviteExpiry(now).toISOString()).toBe("2026-12-01T12:00:00.000Z");
  });

  it("link to the console's invite page under the public address", () => {
    const token = `iv_${"a".repeat(40)}`;
    expect(INVITE_TOKEN_PATTERN.test(token)).toBe(true);
    expect(inviteLink("https://salon.example/", token)).toBe(`https://salon.example/console/#/invite/${token}`);
    expect(inviteLink("http://localhost:3000", token)).toBe(`http://localhost:3000/console/#/invite/${token}`);
  });

  it("are refused once used, replaced, expired, or when the member is switched off", () => {
    expect(inviteRefusal(fresh, now)).toBeNull();
    expect(inviteRefusal(fresh, new Date(fresh.expiresAt.getTime() - 1))).toBeNull();
    expect(inviteRefusal(fresh, fresh.expiresAt)).toBe("expired");
    expect(inviteRefusal({ ...fresh, usedAt: now }, now)).toBe("used");
    expect(inviteRefusal({ ...fresh, usedAt: now }, fresh.expiresAt)).toBe("used");
    expect(inviteRefusal({ ...fresh, revokedAt: now }, now)).toBe("replaced");
    expect(inviteRefusal({ ...fresh, memberActive: false }, now)).toBe("inactive");
  });

  it("tokens are recognised by their shape only", () => {
    expect(INVITE_TOKEN_PATTERN.test("iv_short")).toBe(false);
    expect(INVITE_TOKEN_PATTERN.test(`cs_${"a".repeat(40)}`)).toBe(false);
  });
});
