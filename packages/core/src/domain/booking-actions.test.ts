import { describe, expect, it } from "vitest";
import { noShowRefusal, RESTORE_WINDOW_MINUTES, restoreDeadline, restoreRefusal, type RestorableBooking } from "./booking-actions";
import { BOOKING_RULES } from "./booking-rules";
import { REFUSAL_RULES } from "./refusals";

const MIN = 60_000;
const start = Date.parse("2026-12-01T10:00:00.000Z");

describe("no-show", () => {
  it("is refused before the start, naming the start", () => {
    const refusal = noShowRefusal(start, start - 1);
    expect(refusal).toMatchObject({ rule: "not_started", from: "2026-12-01T10:00:00.000Z" });
    expect(refusal?.message).toContain("2026-12-01T10:00:00.000Z");
    expect(noShowRefusal(start, start - 60 * MIN)?.rule).toBe("not_started");
  });

  it("is allowed from the start on", () => {
    expect(noShowRefusal(start, start)).toBeNull();
    expect(noShowRefusal(start, start + 5 * MIN)).toBeNull();
    expect(noShowRefusal(start, start + 3 * 24 * 60 * MIN)).toBeNull();
  });
});

describe("undoing a cancellation", () => {
  const cancelledAt = Date.parse("2026-11-30T09:00:00.000Z");
  const cancelled: RestorableBooking = {
    status: "cancelled",
    cancelledAt,
    statusBeforeCancel: "confirmed",
    heldUnits: false,
    cancelledBy: "provider",
    refundedOnline: false,
  };

  it("is allowed within the window", () => {
    expect(restoreRefusal(cancelled, cancelledAt)).toBeNull();
    expect(restoreRefusal(cancelled, cancelledAt + RESTORE_WINDOW_MINUTES * MIN)).toBeNull();
  });

  it("is refused after the window, naming when it ended", () => {
    const refusal = restoreRefusal(cancelled, cancelledAt + RESTORE_WINDOW_MINUTES * MIN + 1);
    expect(refusal).toMatchObject({ rule: "restore_window", to: new Date(restoreDeadline(cancelledAt)).toISOString() });
    expect(restoreDeadline(cancelledAt) - cancelledAt).toBe(10 * MIN);
  });

  it("is refused for a booking that is not cancelled, or whose earlier status is unknown", () => {
    expect(restoreRefusal({ ...cancelled, status: "confirmed", cancelledAt: null }, cancelledAt)?.rule).toBe("restore_not_cancelled");
    expect(restoreRefusal({ ...cancelled, status: "completed" }, cancelledAt)?.rule).toBe("restore_not_cancelled");
    expect(restoreRefusal({ ...cancelled, statusBeforeCancel: null }, cancelledAt)?.rule).toBe("restore_not_cancelled");
  });

  it("is refused for a booking that held rooms, equipment or seats", () => {
    expect(restoreRefusal({ ...cancelled, heldUnits: true }, cancelledAt + MIN)?.rule).toBe("restore_holds_units");
  });

  it("is refused for a booking whose money taken online was given back", () => {
    expect(restoreRefusal({ ...cancelled, refundedOnline: true }, cancelledAt + MIN)).toMatchObject({
      rule: "restore_refunded",
      message: expect.stringMatching(/given back/),
    });
  });

  it("is refused for the customer's own cancellation, within the window or after it", () => {
    const own = { ...cancelled, cancelledBy: "customer" as const };
    expect(restoreRefusal(own, cancelledAt + MIN)?.rule).toBe("restore_customer_cancelled");
    expect(restoreRefusal(own, cancelledAt + RESTORE_WINDOW_MINUTES * MIN + 1)?.rule).toBe("restore_customer_cancelled");
  });
});

describe("refusal rules", () => {
  it("include every booking rule, once each", () => {
    for (const rule of Object.keys(BOOKING_RULES)) expect(REFUSAL_RULES).toContain(rule);
    expect(new Set(REFUSAL_RULES).size).toBe(REFUSAL_RULES.length);
  });
});
