import { describe, expect, it } from "vitest";
import { defaultPreferences, effectivePreferences } from "./notification-preferences";

describe("effectivePreferences", () => {
  it("is all defaults (every flag on) when nothing is stored", () => {
    expect(effectivePreferences(null)).toEqual(defaultPreferences());
    expect(effectivePreferences(undefined).push.newBooking).toBe(true);
  });

  it("lays stored flags over the defaults and ignores unknown or non-boolean ones", () => {
    const prefs = effectivePreferences({ email: { reminder1h: false, bogus: false }, sms: { reminder1h: "no" }, fax: { x: false } });
    expect(prefs.email.reminder1h).toBe(false);
    expect(prefs.email.reminder24h).toBe(true);
    expect(prefs.sms.reminder1h).toBe(true);
    expect(prefs).not.toHaveProperty("fax");
    expect(prefs.email).not.toHaveProperty("bogus");
  });
});
