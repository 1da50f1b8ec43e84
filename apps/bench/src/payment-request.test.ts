// The bench's paid and unpaid bookings (paymentBookingRequest) land on free time: no member is
// booked twice at one start, each side books its own service on its own members with the
// customers' keys in turn, and a run that would pass the horizon stops instead of being refused.
import { describe, expect, it } from "vitest";
import { paymentBookingRequest, type PaymentSalon } from "./payments";

const salon: PaymentSalon = {
  providerId: "prv_x",
  providerKey: "key_provider",
  paidServiceId: "svc_paid",
  paidStaffIds: ["staff_p1", "staff_p2", "staff_p3"],
  plainServiceId: "svc_plain",
  plainStaffIds: ["staff_u1", "staff_u2"],
  customerKeys: ["key_c1", "key_c2", "key_c3", "key_c4"],
  firstStart: Date.UTC(2027, 0, 4),
  slotsPerMember: 100,
};

const bodyOf = (n: number, paid: boolean) =>
  JSON.parse(paymentBookingRequest(n, salon, paid).body) as { serviceId: string; staffId: string; dateTime: string };

describe("paymentBookingRequest", () => {
  it("never books a member twice at one start, on half hours from the first start", () => {
    for (const paid of [true, false]) {
      const seen = new Set<string>();
      const members = paid ? salon.paidStaffIds.length : salon.plainStaffIds.length;
      for (let n = 0; n < members * salon.slotsPerMember; n++) {
        const body = bodyOf(n, paid);
        const key = `${body.staffId} ${body.dateTime}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
        const offset = Date.parse(body.dateTime) - salon.firstStart;
        expect(offset % (30 * 60_000)).toBe(0);
        expect(offset).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("books each side's own service and members, with the customers' keys in turn", () => {
    expect(bodyOf(0, true)).toMatchObject({ serviceId: "svc_paid", staffId: "staff_p1" });
    expect(bodyOf(1, false)).toMatchObject({ serviceId: "svc_plain", staffId: "staff_u2" });
    const keys = [0, 1, 2, 3, 4].map((n) => paymentBookingRequest(n, salon, true).headers.authorization);
    expect(keys).toEqual(["Bearer key_c1", "Bearer key_c2", "Bearer key_c3", "Bearer key_c4", "Bearer key_c1"]);
  });

  it("stops at the horizon", () => {
    expect(() => paymentBookingRequest(salon.plainStaffIds.length * salon.slotsPerMember, salon, false)).toThrow(/past the horizon/);
  });
});
