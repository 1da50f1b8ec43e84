import { describe, expect, it } from "vitest";
import { recordsPaymentAtDesk } from "./payment-policy";

describe("recording a payment at the desk", () => {
  it("is offered for an unpaid booking that happens or happened", () => {
    for (const status of ["pending", "confirmed", "completed", "no_show"]) {
      expect(recordsPaymentAtDesk({ status, payment: { status: "unpaid" } }), status).toBe(true);
    }
  });

  it("is not offered once paid or refunded, for a cancelled booking, or for a hold", () => {
    expect(recordsPaymentAtDesk({ status: "confirmed", payment: { status: "paid" } })).toBe(false);
    expect(recordsPaymentAtDesk({ status: "confirmed", payment: { status: "refunded" } })).toBe(false);
    expect(recordsPaymentAtDesk({ status: "cancelled", payment: { status: "unpaid" } })).toBe(false);
    expect(recordsPaymentAtDesk({ status: "held", payment: { status: "unpaid" } })).toBe(false);
  });
});
