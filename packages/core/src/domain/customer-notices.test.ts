import { describe, expect, it } from "vitest";
import {
  channelMessages,
  composeNotice,
  decideEventNotice,
  eventOwesNotice,
  formatWhen,
  isReminder,
  reminderStillDue,
  type BookingContext,
} from "./customer-notices";
import { defaultPreferences, mergePreferences } from "./notification-preferences";
import { reminderClaimKey } from "./reminders";

const booking: BookingContext = {
  providerId: "p1",
  providerName: "Salon Lumière",
  timezone: "Europe/Berlin",
  bookingId: "bk_1",
  status: "confirmed",
  startsAt: new Date("2026-12-01T09:00:00Z"),
  serviceId: "svc_1",
  serviceName: "Haircut",
  staffId: "stf_1",
  customerId: "cus_1",
  customerName: "Chris",
  customerEmail: "chris@example.com",
  customerPhone: "+4915112345678",
};

describe("formatWhen", () => {
  it("writes the provider's clock, one way for every notice", () => {
    expect(formatWhen(booking.startsAt, "Europe/Berlin")).toBe("Tue 1 Dec 2026, 10:00");
    expect(formatWhen(booking.startsAt, "America/New_York")).toBe("Tue 1 Dec 2026, 04:00");
    expect(formatWhen(booking.startsAt, "Not/AZone")).toBe("Tue 1 Dec 2026, 09:00");
  });
});

describe("decideEventNotice", () => {
  it("tells the customer of confirmation, cancellation and completion (a review request with its smart notification)", () => {
    expect(decideEventNotice("booking.confirmed", { bookingId: "bk_1" })).toEqual({ notify: true, type: "booking.confirmed", smartNotification: false, bookingId: "bk_1", reason: null });
    expect(decideEventNotice("booking.cancelled", { bookingId: "bk_1", reason: "Staff ill" })).toMatchObject({ notify: true, type: "booking.cancelled", reason: "Staff ill" });
    expect(decideEventNotice("booking.completed", { bookingId: "bk_1" })).toMatchObject({ notify: true, type: "reviewRequest", smartNotification: true });
    for (const event of ["booking.confirmed", "booking.cancelled", "booking.completed"]) expect(eventOwesNotice(event)).toBe(true);
  });

  it("tells nobody of other events, of a cancellation that said notifyCustomer: false, or without a booking", () => {
    expect(decideEventNotice("booking.created", { bookingId: "bk_1" })).toEqual({ notify: false, why: "no notice for this event" });
    expect(eventOwesNotice("booking.created")).toBe(false);
    expect(eventOwesNotice("customer.created")).toBe(false);
    expect(decideEventNotice("booking.cancelled", { bookingId: "bk_1", notifyCustomer: false })).toEqual({ notify: false, why: "customer not to be notified" });
    expect(decideEventNotice("booking.cancelled", { bookingId: "bk_1", notifyCustomer: true })).toMatchObject({ notify: true });
    expect(decideEventNotice("booking.confirmed", {})).toEqual({ notify: false, why: "event names no booking" });
  });
});

describe("channelMessages", () => {
  const all = defaultPreferences();

  it("sends each notice on the channels its type uses, to the addresses the customer has", () => {
    const channels = (type: Parameters<typeof composeNotice>[0], b = booking, prefs = all) =>
      channelMessages(type, b, composeNotice(type, b), prefs).map((m) => `${m.channel}:${m.address}`);
    expect(channels("booking.confirmed")).toEqual(["email:chris@example.com", "sms:+4915112345678"]);
    expect(channels("booking.cancelled")).toEqual(["email:chris@example.com"]);
    expect(channels("reminder24h")).toEqual(["email:chris@example.com"]);
    expect(channels("reminder1h")).toEqual(["email:chris@example.com", "sms:+4915112345678"]);
    expect(channels("reviewRequest")).toEqual(["email:chris@example.com"]);
    expect(channels("booking.confirmed", { ...booking, customerEmail: null })).toEqual(["sms:+4915112345678"]);
    expect(channels("booking.confirmed", { ...booking, customerPhone: null })).toEqual(["email:chris@example.com"]);
  });

  it("leaves out a channel the customer switched off for that kind of notice", () => {
    const noConfirmationSms = mergePreferences(all, { sms: { bookingConfirmed: false } });
    const notice = composeNotice("booking.confirmed", booking);
    expect(channelMessages("booking.confirmed", booking, notice, noConfirmationSms).map((m) => m.channel)).toEqual(["email"]);
    const noReminders = mergePreferences(all, { email: { reminder1h: false }, sms: { reminder1h: false } });
    expect(channelMessages("reminder1h", booking, composeNotice("reminder1h", booking), noReminders)).toEqual([]);
  });

  it("writes the email and SMS texts with the time on the provider's clock and the reason of a cancellation", () => {
    const [email, sms] = channelMessages("booking.confirmed", booking, composeNotice("booking.confirmed", booking), all);
    expect(email).toMatchObject({ subject: "Booking confirmed: Haircut on Tue 1 Dec 2026, 10:00" });
    expect(email!.body).toContain("Hello Chris,");
    expect(email!.body).toContain("Booking reference: bk_1");
    expect(sms).toMatchObject({ subject: "Booking confirmed", body: "Salon Lumière: your Haircut on Tue 1 Dec 2026, 10:00 is confirmed." });
    const cancelled = composeNotice("booking.cancelled", booking, { reason: "Staff ill" });
    expect(cancelled.body).toBe("Your Haircut on Tue 1 Dec 2026, 10:00 was cancelled.\nReason: Staff ill");
  });
});

describe("reminderStillDue", () => {
  const key = reminderClaimKey("reminder1h", booking.bookingId, booking.startsAt);

  it("holds while the booking is pending or confirmed at the time it was claimed for", () => {
    expect(isReminder("reminder1h")).toBe(true);
    expect(isReminder("booking.confirmed")).toBe(false);
    expect(reminderStillDue(booking, key)).toBe(true);
    expect(reminderStillDue({ ...booking, status: "pending" }, key)).toBe(true);
  });

  it("fails once the booking was cancelled, moved or deleted", () => {
    expect(reminderStillDue({ ...booking, status: "cancelled" }, key)).toBe(false);
    expect(reminderStillDue({ ...booking, startsAt: new Date("2026-12-01T10:00:00Z") }, key)).toBe(false);
    expect(reminderStillDue(null, key)).toBe(false);
  });
});
