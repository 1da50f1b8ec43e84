import { describe, expect, it } from "vitest";
import { pendingGroups } from "./pending-groups";

const booking = (id: string, dateTime: string, group: { visitId?: string; seriesId?: string } = {}, customer = "Ana") => ({
  id,
  dateTime,
  visitId: group.visitId ?? null,
  seriesId: group.seriesId ?? null,
  customer: { name: customer },
});

describe("pendingGroups", () => {
  it("gathers a visit's and a series' waiting bookings, earliest first, leaving single ones and bookings of no group", () => {
    const groups = pendingGroups([
      booking("bk_s2", "2026-12-08T10:00:00Z", { seriesId: "ser_1" }, "Paula"),
      booking("bk_v2", "2026-11-23T10:30:00Z", { visitId: "vis_1" }),
      booking("bk_alone", "2026-11-23T09:00:00Z"),
      booking("bk_v1", "2026-11-23T10:00:00Z", { visitId: "vis_1" }),
      booking("bk_s1", "2026-12-01T10:00:00Z", { seriesId: "ser_1" }, "Paula"),
      // One of another visit is waiting alone: confirmed as any booking is.
      booking("bk_w1", "2026-11-24T10:00:00Z", { visitId: "vis_2" }),
    ]);
    expect(groups).toEqual([
      { kind: "visit", id: "vis_1", customer: "Ana", bookingIds: ["bk_v1", "bk_v2"] },
      { kind: "series", id: "ser_1", customer: "Paula", bookingIds: ["bk_s1", "bk_s2"] },
    ]);
  });

  it("finds none in bookings of no visit or series", () => {
    expect(pendingGroups([booking("bk_1", "2026-11-23T09:00:00Z"), booking("bk_2", "2026-11-23T10:00:00Z")])).toEqual([]);
  });
});
