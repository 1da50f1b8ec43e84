// The bench's check that the baseline answers what the service answers (shapeDifference): it must
// see a missing or extra key, a value of another kind, and differences inside arrays, and nothing else.
import { describe, expect, it } from "vitest";
import { shapeDifference } from "./load";

const booking = {
  id: "bk_1",
  customer: { id: "cus_1", name: "Ada", email: null, phone: null },
  service: { id: "svc_1", name: "Cut", duration: 30, price: 25 },
  resources: [],
  seats: 1,
};

describe("shapeDifference", () => {
  it("finds none between answers that differ only in values", () => {
    const other = { ...booking, id: "bk_2", customer: { id: "cus_2", name: "Bo", email: null, phone: null }, seats: 3 };
    expect(shapeDifference({ success: true, data: booking }, { success: true, data: other })).toBeNull();
  });

  it("names a key only one side has, at any depth", () => {
    const { phone: _phone, ...customer } = booking.customer;
    expect(shapeDifference(booking, { ...booking, customer })).toBe("$.customer.phone: only in the first answer");
    expect(shapeDifference(booking, { ...booking, message: "Booking created" })).toBe("$.message: only in the second answer");
  });

  it("names a value of another kind: string against number, null against object, array against object", () => {
    expect(shapeDifference(booking, { ...booking, seats: "1" })).toBe("$.seats: number against string");
    expect(shapeDifference(booking, { ...booking, customer: null })).toBe("$.customer: object against null");
    expect(shapeDifference(booking, { ...booking, resources: {} })).toBe("$.resources: array against object");
  });

  it("compares the first elements of arrays both sides fill", () => {
    expect(shapeDifference({ data: [booking] }, { data: [{ ...booking, service: { ...booking.service, price: "25.00" } }] })).toBe(
      "$.data[0].service.price: number against string",
    );
    expect(shapeDifference({ data: [booking] }, { data: [] })).toBeNull();
  });
});
