import { describe, expect, it } from "vitest";
import { defaultPreferences, mergePreferences } from "./notification-preferences";
import { formatLocalTime, planBookingNotification, type BookingFacts } from "./booking-notifications";

const facts: BookingFacts = {
  bookingId: "bk_1",
  customerId: "cus_1",
  customerName: "Chris",
  serviceId: "svc_1",
  serviceName: "Haircut",
  staffId: "staff_1",
  staffName: "Ana",
  startsAt: new Date("2026-11-23T09:00:00Z"),
  timezone: "Europe/Berlin",
  cancelReason: null,
  notifyCustomer: true,
};
const all = defaultPreferences();
const prefs = (patch: Record<string, Record<string, boolean>>) => mergePreferences(defaultPreferences(), patch);

describe("booking notifications", () => {
  it("writes times on the provider's clock", () => {
    expect(formatLocalTime(facts.startsAt, "Europe/Berlin")).toBe("Mon 23 Nov 2026, 10:00");
    expect(formatLocalTime(facts.startsAt, "America/New_York")).toBe("Mon 23 Nov 2026, 04:00");
    expect(formatLocalTime(facts.startsAt, "Not/AZone")).toBe("Mon 23 Nov 2026, 09:00");
  });

  it("tells the provider of a new booking unless push.newBooking is off", () => {
    expect(planBookingNotification("booking.created", facts, all)).toEqual({
      audience: "provider",
      type: "booking.created",
      title: "New booking",
      body: "Chris booked Haircut with Ana on Mon 23 Nov 2026, 10:00.",
      data: {
        bookingId: "bk_1",
        dateTime: "2026-11-23T09:00:00.000Z",
        customerId: "cus_1",
        serviceId: "svc_1",
        staffId: "staff_1",
        channels: ["push"],
      },
    });
    expect(planBookingNotification("booking.created", facts, prefs({ push: { newBooking: false } }))).toBeNull();
  });

  it("tells the customer of a confirmation through the channels that are on", () => {
    expect(planBookingNotification("booking.confirmed", facts, all)).toMatchObject({
      audience: "customer",
      title: "Booking confirmed",
      data: { channels: ["email", "sms"] },
    });
    expect(planBookingNotification("booking.confirmed", facts, prefs({ email: { bookingConfirmed: false } }))?.data.channels).toEqual([
      "sms",
    ]);
    expect(
      planBookingNotification("booking.confirmed", facts, prefs({ email: { bookingConfirmed: false }, sms: { bookingConfirmed: false } })),
    ).toBeNull();
  });

  it("tells the customer of a cancellation with its reason, unless told not to or email.bookingCancelled is off", () => {
    const planned = planBookingNotification("booking.cancelled", { ...facts, cancelReason: " Staff ill " }, all);
    expect(planned).toMatchObject({ audience: "customer", type: "booking.cancelled", data: { reason: "Staff ill" } });
    expect(planned?.body).toBe("Your Haircut with Ana on Mon 23 Nov 2026, 10:00 was cancelled. Reason: Staff ill");
    expect(planBookingNotification("booking.cancelled", facts, all)?.data).not.toHaveProperty("reason");
    expect(planBookingNotification("booking.cancelled", { ...facts, notifyCustomer: false }, all)).toBeNull();
    expect(planBookingNotification("booking.cancelled", facts, prefs({ email: { bookingCancelled: false } }))).toBeNull();
  });

  it("creates nothing for other events", () => {
    for (const event of ["booking.completed", "payment.received", "review.created", "staff.created"]) {
      expect(planBookingNotification(event, facts, all)).toBeNull();
    }
  });
});
