// Reminders as the provider's settings: when they go and in which words, as a client reads and
// changes them, and the 400s that say what is wrong. (The worker following them is tested in
// apps/worker/test/reminder-settings.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectValidationError, startTestApi, type TestApi } from "../helpers";

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

describe("reminder settings", () => {
  it("default to a day and an hour before, in the standard words", async () => {
    const { api } = await t.newProvider();
    const res = await api.get("/v1/settings");
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.reminderOffsetsMinutes).toEqual([1440, 60]);
    expect(res.body.data.reminderTexts).toEqual({ en: null, de: null, fr: null, es: null });
  });

  it("keep the times chosen, longest first, and the words per language", async () => {
    const { api } = await t.newProvider();
    const patched = await api.patch("/v1/settings", {
      reminderOffsetsMinutes: [120, 2880, 1440],
      reminderTexts: { fr: "  À très vite pour votre {service} !  ", de: "Bis bald!" },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data.reminderOffsetsMinutes).toEqual([2880, 1440, 120]);
    expect(patched.body.data.reminderTexts).toEqual({ en: null, de: "Bis bald!", fr: "À très vite pour votre {service} !", es: null });

    // Another change names only the languages it changes; null or empty text gives the standard words back.
    const again = await api.patch("/v1/settings", { reminderTexts: { de: null, es: "¡Hasta pronto!", en: "" } });
    expect(again.status, again.text).toBe(200);
    const read = (await api.get("/v1/settings")).body.data;
    expect(read.reminderTexts).toEqual({ en: null, de: null, fr: "À très vite pour votre {service} !", es: "¡Hasta pronto!" });
    expect(read.reminderOffsetsMinutes).toEqual([2880, 1440, 120]);

    // No reminders at all.
    const none = await api.patch("/v1/settings", { reminderOffsetsMinutes: [] });
    expect(none.status, none.text).toBe(200);
    expect((await api.get("/v1/settings")).body.data.reminderOffsetsMinutes).toEqual([]);
  });

  it("refuse times and words that cannot be kept, saying why", async () => {
    const { api } = await t.newProvider();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ reminderOffsetsMinutes: [2880, 1440, 120, 60] }, "reminderOffsetsMinutes", /at most 3 reminders/],
      [{ reminderOffsetsMinutes: [10] }, "reminderOffsetsMinutes.0", /at least 15 minutes/],
      [{ reminderOffsetsMinutes: [60, 20_161] }, "reminderOffsetsMinutes.1", /at most 14 days/],
      [{ reminderOffsetsMinutes: [90.5] }, "reminderOffsetsMinutes.0", /whole number of minutes/],
      [{ reminderOffsetsMinutes: ["2h"] }, "reminderOffsetsMinutes.0", /number of minutes/],
      [{ reminderOffsetsMinutes: [60, 60] }, "reminderOffsetsMinutes", /each reminder time once/],
      [{ reminderOffsetsMinutes: 60 }, "reminderOffsetsMinutes", /list of minutes/],
      [{ reminderTexts: { en: "x".repeat(501) } }, "reminderTexts.en", /at most 500 characters/],
      [{ reminderTexts: { en: 5 } }, "reminderTexts.en", /must be text/],
      [{ reminderTexts: "hello" }, "reminderTexts", /object of en, de, fr, es texts/],
      [{ notifyEmail: "not an address" }, "notifyEmail", /email address/],
      [{ replyTo: "nobody@" }, "replyTo", /email address/],
      [{ notifyOn: ["booking.created", "booking.created"] }, "notifyOn", /each event once/],
      [{ notifyOn: ["booking.completed"] }, "notifyOn.0", /must be one of/],
    ];
    for (const [body, path, message] of cases) {
      const res = await api.patch("/v1/settings", body);
      expectValidationError(res, [path]);
      expect(res.body.error.details[0].message, JSON.stringify(body)).toMatch(message);
    }
    const unknown = await api.patch("/v1/settings", { reminderTexts: { it: "Ciao" } });
    expectError(unknown, 400, "BAD_REQUEST");
    // Nothing refused was kept.
    const read = (await api.get("/v1/settings")).body.data;
    expect(read.reminderOffsetsMinutes).toEqual([1440, 60]);
    expect(read.reminderTexts).toEqual({ en: null, de: null, fr: null, es: null });
    expect(read.notifyEmail).toBeNull();
  });

  it("the owner's notices and reply address are kept and can be cleared", async () => {
    const { api } = await t.newProvider();
    const set = await api.patch("/v1/settings", {
      notifyEmail: "owner@salon.example",
      notifyOn: ["booking.cancelled"],
      replyTo: "hello@salon.example",
      timezone: "America/New_York",
    });
    expect(set.status, set.text).toBe(200);
    expect((await api.get("/v1/settings")).body.data).toMatchObject({
      notifyEmail: "owner@salon.example",
      notifyOn: ["booking.cancelled"],
      replyTo: "hello@salon.example",
      timezone: "America/New_York",
    });
    const cleared = await api.patch("/v1/settings", { notifyEmail: null, replyTo: null, notifyOn: [] });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.data).toMatchObject({ notifyEmail: null, replyTo: null, notifyOn: [] });
  });
});
