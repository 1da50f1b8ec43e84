import { describe, expect, it } from "vitest";
import { initialBookingStatus, isNotifyOnEvent, providerAlertOf } from "./provider-notices";

describe("a new booking's status", () => {
  it("waits for the provider unless it confirms customers' and visitors' bookings automatically", () => {
    expect(initialBookingStatus("public", "manual")).toBe("pending");
    expect(initialBookingStatus("customer", "manual")).toBe("pending");
    expect(initialBookingStatus("public", "auto")).toBe("confirmed");
    expect(initialBookingStatus("customer", "auto")).toBe("confirmed");
    // The provider's own bookings are confirmed by the provider, as ever.
    expect(initialBookingStatus("provider", "auto")).toBe("pending");
  });
});

describe("the provider's email", () => {
  const on = { notifyEmail: "owner@salon.example", notifyOn: ["booking.created", "booking.rescheduled", "booking.cancelled"] };
  const event = (name: string, changedBy?: string) => ({ event: name, data: changedBy ? { changedBy } : {} });

  it("tells who caused a booking, a move or a cancellation: a customer with their key, or a visitor", () => {
    expect(providerAlertOf(event("booking.created"), "public", on)).toBe("visitor");
    expect(providerAlertOf(event("booking.created"), "customer", on)).toBe("customer");
    expect(providerAlertOf(event("booking.rescheduled", "customer"), "public", on)).toBe("visitor");
    expect(providerAlertOf(event("booking.cancelled", "customer"), "customer", on)).toBe("customer");
  });

  it("stays silent about the provider's own doings, events not asked for, and without an address", () => {
    expect(providerAlertOf(event("booking.created"), "provider", on)).toBeNull();
    expect(providerAlertOf(event("booking.cancelled", "provider"), "public", on)).toBeNull();
    expect(providerAlertOf(event("booking.cancelled"), "public", on)).toBeNull();
    expect(providerAlertOf(event("booking.confirmed"), "public", on)).toBeNull();
    expect(providerAlertOf(event("booking.created"), "public", { ...on, notifyOn: ["booking.cancelled"] })).toBeNull();
    expect(providerAlertOf(event("booking.created"), "public", { ...on, notifyEmail: null })).toBeNull();
  });

  it("knows the events it can tell of", () => {
    expect(["booking.created", "booking.rescheduled", "booking.cancelled"].every(isNotifyOnEvent)).toBe(true);
    expect(isNotifyOnEvent("booking.completed")).toBe(false);
  });
});
