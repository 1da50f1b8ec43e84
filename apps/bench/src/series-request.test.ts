// The bench's series requests (seriesRequest) land on free time: no two series of a member share
// an occurrence, across a member's whole week and into the next year, and every start is a half
// hour of the day in Berlin, far from the night a clock change skips.
import { describe, expect, it } from "vitest";
import { seriesRequest, SERIES_OCCURRENCES } from "./load";

const staffIds = ["staff_a", "staff_b", "staff_c"];
const customerIds = ["cus_1", "cus_2"];
const WEEK_MS = 7 * 86_400_000;

interface SeriesBody {
  staffId: string;
  customerId: string;
  start: string;
  rule: { frequency: string; interval: number; count: number };
  mode: string;
  dryRun: boolean;
}
const bodyOf = (n: number, dryRun = false) => JSON.parse(seriesRequest(n, staffIds, customerIds, "svc_x", dryRun).body) as SeriesBody;

describe("seriesRequest", () => {
  it("asks for a year of weekly occurrences, all or none, dry only when asked", () => {
    const body = bodyOf(0);
    expect(seriesRequest(0, staffIds, customerIds, "svc_x", false).path).toBe("/v1/series");
    expect(body.rule).toEqual({ frequency: "weekly", interval: 1, count: SERIES_OCCURRENCES });
    expect(SERIES_OCCURRENCES).toBe(52);
    expect(body.mode).toBe("all");
    expect(body.dryRun).toBe(false);
    expect(bodyOf(0, true).dryRun).toBe(true);
  });

  it("gives no two series of a member a common week's start, over a member's two years of series", () => {
    // A member's week offers 168 starts: 3 members × 2 × 168 requests cover two years of each.
    const seen = new Map<string, number>();
    for (let n = 0; n < staffIds.length * 2 * 168; n++) {
      const body = bodyOf(n);
      expect(body.staffId).toBe(staffIds[n % staffIds.length]);
      // Every occurrence keeps the first one's local time, so an occurrence is named by its local
      // date and time: the first start's in January (UTC+1) plus whole weeks. The service lasts 30 minutes.
      const first = Date.parse(body.start);
      for (let week = 0; week < SERIES_OCCURRENCES; week++) {
        const key = `${body.staffId} ${new Date(first + week * WEEK_MS + 3_600_000).toISOString().slice(0, 16)}`;
        expect(seen.get(key), `${key} of request ${n}`).toBeUndefined();
        seen.set(key, n);
      }
    }
  });

  it("starts every series on a half hour from 08:00 to 19:30 in Berlin, from 2033-01-03 on", () => {
    for (let n = 0; n < staffIds.length * 2 * 168; n++) {
      const start = new Date(bodyOf(n).start);
      const berlin = new Intl.DateTimeFormat("en-GB", {
        timeZone: "Europe/Berlin",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(start);
      expect(berlin >= "08:00" && berlin <= "19:30", `${start.toISOString()} is ${berlin} in Berlin`).toBe(true);
      expect(berlin.endsWith(":00") || berlin.endsWith(":30")).toBe(true);
      expect(start.getTime()).toBeGreaterThanOrEqual(Date.parse("2033-01-03T07:00:00Z"));
    }
  });
});
