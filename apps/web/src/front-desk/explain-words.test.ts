// "Why not another time?" in words: each rule the service's explanation names says its sentence of
// the member, the chosen member first; a free start says to pick it, a time off the grid says where
// the grid starts, and a whole day out says why once per rule.
import { describe, expect, it } from "vitest";
import { translator } from "../i18n/translate";
import { bookingHref, DAY_RULE_WORDS, START_RULE_WORDS, timeStep, whyNot, type Explanation } from "./explain-words";

const start = (time: string, rules: string[] = [], extra: { bookingIds?: string[] } = {}) => ({
  start: `2026-12-01T${time}:00.000Z`,
  time,
  available: rules.length === 0,
  ...(rules.length > 0 ? { rules } : {}),
  ...extra,
});

const explanation = {
  date: "2026-12-01",
  serviceId: "svc_1",
  timezone: "Europe/Berlin",
  members: [
    { staffId: "stf_ben", name: "Ben", starts: [start("09:00"), start("10:00", ["booked"], { bookingIds: ["bk_1"] }), start("13:00")] },
    {
      staffId: "stf_anna",
      name: "Anna",
      starts: [start("09:00"), start("10:00"), start("13:00", ["in_break", "booked"], { bookingIds: ["bk_2"] })],
    },
    { staffId: "stf_cleo", name: "Cleo", rules: ["day_off"], starts: [] },
  ],
} as unknown as Explanation;

const { t } = translator("en");

describe("whyNot", () => {
  it("says each rule of the chosen member first, the booked one with its bookings", () => {
    const answers = whyNot(explanation, "13:00", "stf_anna", 60, t);
    expect(answers.map((a) => a.name)).toEqual(["Anna", "Ben", "Cleo"]);
    expect(answers[0]).toEqual({
      staffId: "stf_anna",
      name: "Anna",
      free: false,
      lines: [
        { text: "Anna: in their break", rule: "in_break", bookingIds: [] },
        { text: "Anna: booked", rule: "booked", bookingIds: ["bk_2"] },
      ],
    });
    expect(answers[1]?.lines).toEqual([{ text: "Ben: free (choose them in step 1)", rule: "free", bookingIds: [] }]);
    expect(answers[2]?.lines).toEqual([{ text: "Cleo: not working that day", rule: "day_off", bookingIds: [] }]);
  });

  it("says a start inside another booking's processing time, as the booking page sees it, with that booking", () => {
    const online = {
      ...explanation,
      members: [{ staffId: "stf_anna", name: "Anna", starts: [start("10:00", ["processing"], { bookingIds: ["bk_9"] })] }],
    } as unknown as Explanation;
    const [anna] = whyNot(online, "10:00", "stf_anna", 60, t);
    expect(anna?.lines).toEqual([
      { text: "Anna: inside another booking's processing time, which is not offered online", rule: "processing", bookingIds: ["bk_9"] },
    ]);
  });

  it("tells the chosen member's free start to be picked above", () => {
    const [anna] = whyNot(explanation, "10:00", "stf_anna", 60, t);
    expect(anna).toMatchObject({ free: true, lines: [{ text: "Anna: free: pick it above", rule: "free" }] });
  });

  it("says where the grid starts for a time that is none of its starts", () => {
    const [anna] = whyNot(explanation, "09:30", "stf_anna", 60, t);
    expect(anna?.lines).toEqual([
      { text: "Anna: not a start time that day (starts from 09:00, every 60 minutes)", rule: "off_grid", bookingIds: [] },
    ]);
  });

  it("reads the salon's hours as a break of a start, and as the day when the date has none", () => {
    const salon = {
      ...explanation,
      members: [
        { staffId: "stf_anna", name: "Anna", starts: [start("12:00", ["outside_business_hours"])] },
        { staffId: "stf_ben", name: "Ben", rules: ["closed", "outside_business_hours"], starts: [] },
      ],
    } as unknown as Explanation;
    const [anna, ben] = whyNot(salon, "12:00", "stf_anna", 60, t);
    expect(anna?.lines.map((l) => l.text)).toEqual(["Anna: the salon is closed then (outside opening hours)"]);
    expect(ben?.lines.map((l) => l.text)).toEqual([
      "Ben: the salon is closed that day",
      "Ben: the salon is not open during their hours that day",
    ]);
  });

  it("says a rule it does not know yet plainly, and each rule once on a day two starts share the time", () => {
    const twice = {
      ...explanation,
      members: [{ staffId: "stf_anna", name: "Anna", starts: [start("02:00", ["busy", "teleported"]), start("02:00", ["busy"])] }],
    } as unknown as Explanation;
    const [anna] = whyNot(twice, "02:00", "stf_anna", 30, t);
    expect(anna?.lines.map((l) => l.text)).toEqual(["Anna: busy in their own calendar", "Anna: not offered at that time"]);
  });

  it("has words for every rule in every language, in German too", () => {
    const de = translator("de").t;
    for (const key of [...Object.values(START_RULE_WORDS), ...Object.values(DAY_RULE_WORDS)]) {
      expect(de(key, { name: "Anna" })).toMatch(/^Anna: /);
    }
    expect(whyNot(explanation, "13:00", "stf_anna", 60, de)[0]?.lines.map((l) => l.text)).toEqual(["Anna: in der Pause", "Anna: gebucht"]);
  });
});

describe("the booking's link and the time field's step", () => {
  it("opens the booking in the console, and steps by the grid's minutes", () => {
    expect(bookingHref("bk_7fQ2")).toBe("/console/#/booking/bk_7fQ2");
    expect(timeStep(15)).toBe(900);
  });
});
