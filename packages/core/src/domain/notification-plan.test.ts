import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { defaultPreferences, mergePreferences } from "./notification-preferences";
import {
  eventNoticeClaimKey,
  formatLocalTime,
  noticeAudience,
  noticeTypeOfEvent,
  planEventNotice,
  planNotice,
  confirmedTogether,
  workerHandlesEvent,
  workerNoticeOfEvent,
  workerOwesNotice,
  emailExtrasOf,
  messageFacts,
  NOTICE_KINDS,
  notificationTypeOf,
  planProviderAlert,
  type BookingFacts,
  type NoticeContact,
  type NoticeEvent,
} from "./notification-plan";
import type { BookingStatus } from "@booking/db";
import { renderCustomerEmail, renderCustomerSms, type CustomerMessageKind } from "../messages";

/** A sweep over years of clock changes: `pnpm test:unit` (UNIT_QUICK) skips it, the package's `vitest run` (`pnpm test`) runs it. */
const sweep = process.env.UNIT_QUICK ? it.skip : it;

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
const contact: NoticeContact = { providerName: "Salon", customerEmail: "chris@example.com", customerPhone: "+4915100000001" };
const all = defaultPreferences();
const prefs = (patch: Record<string, Record<string, boolean>>) => mergePreferences(defaultPreferences(), patch);
/** A booking event's data as recorded for `facts`' booking. */
const bookingData = <S extends BookingStatus>(status: S) => ({
  bookingId: "bk_1",
  providerId: "prv_1",
  customerId: "cus_1",
  serviceId: "svc_1",
  staffId: "staff_1",
  dateTime: "2026-11-23T09:00:00.000Z",
  status,
  resources: [],
  sessionId: null,
  seats: 1,
  visitId: null,
  seriesId: null,
  occurrenceKey: null,
});
const created: NoticeEvent = { event: "booking.created", data: bookingData("pending") };
const rescheduled: NoticeEvent = {
  event: "booking.rescheduled",
  data: { ...bookingData("confirmed"), previousDateTime: "2026-11-22T09:00:00.000Z" },
};
const completed: NoticeEvent = { event: "booking.completed", data: bookingData("completed") };
const cancelled = (patch: { notifyCustomer?: boolean; reason?: string | null } = {}): NoticeEvent => ({
  event: "booking.cancelled",
  data: { ...bookingData("cancelled"), cancelledAt: "2026-11-22T09:00:00.000Z", reason: null, notifyCustomer: true, ...patch },
});
const channelsOf = (plan: ReturnType<typeof planNotice>) => plan?.messages.map((m) => m.channel);
/** The email messages/ writes for a notice of `facts`' booking, as a planned message to the customer. */
const emailOf = (kind: CustomerMessageKind, b: BookingFacts = facts, to: NoticeContact = contact) => {
  const email = renderCustomerEmail(kind, messageFacts(b, to));
  return { channel: "email", address: "chris@example.com", subject: email.subject, text: email.text, html: email.html };
};
const smsOf = (kind: CustomerMessageKind, subject: string) => ({
  channel: "sms",
  address: "+4915100000001",
  subject,
  text: renderCustomerSms(kind, messageFacts(facts, contact)),
});

describe("times", () => {
  it("are written on the provider's clock, one way", () => {
    expect(formatLocalTime(facts.startsAt, "Europe/Berlin")).toBe("Mon 23 Nov 2026, 10:00");
    expect(formatLocalTime(facts.startsAt, "America/New_York")).toBe("Mon 23 Nov 2026, 04:00");
    expect(formatLocalTime(facts.startsAt, "Not/AZone")).toBe("Mon 23 Nov 2026, 09:00");
    expect(formatLocalTime(new Date("2026-09-05T10:00:00Z"), "UTC")).toMatch(/^Sat 5 Sept? 2026, 10:00$/);
  });

  sweep("read as Luxon writes them in British English, in every month, across clock changes and in odd zones", () => {
    const luxon = (at: Date, zone: string) => {
      const local = DateTime.fromJSDate(at, { zone });
      return (local.isValid ? local : DateTime.fromJSDate(at, { zone: "UTC" })).setLocale("en-GB").toFormat("ccc d LLL yyyy, HH:mm");
    };
    const zones = [
      "Europe/Berlin",
      "America/New_York",
      "Australia/Lord_Howe",
      "Asia/Kathmandu",
      "Pacific/Chatham",
      "America/St_Johns",
      "UTC",
      "Not/AZone",
    ];
    // Every 7 h 13 min over 2020–2031 (each hour of the day, each weekday and month, every clock change's neighbourhood), and 1985.
    const step = (7 * 60 + 13) * 60_000;
    for (const [from, to] of [
      [Date.UTC(2020, 0, 1), Date.UTC(2031, 0, 1)],
      [Date.UTC(1985, 0, 1), Date.UTC(1986, 0, 1)],
    ] as const) {
      for (let t = from; t < to; t += step) {
        for (const zone of zones) {
          const at = new Date(t);
          if (formatLocalTime(at, zone) !== luxon(at, zone)) expect(formatLocalTime(at, zone)).toBe(luxon(at, zone));
        }
      }
    }
  });

  it("every smart notification uses that wording; every message writes the time with its zone", () => {
    const types = [
      "bookingConfirmed",
      "bookingCancelled",
      "bookingReceived",
      "bookingRescheduled",
      "bookingRestored",
      "bookingNoShow",
      "reminder24h",
      "reminder1h",
      "reviewRequest",
    ] as const;
    for (const type of types) {
      const plan = planNotice(type, { ...facts, bookedByCustomer: true }, all, contact)!;
      expect(plan.notification!.body, type).toContain("Mon 23 Nov 2026, 10:00");
      for (const message of plan.messages) expect(message.text, `${type}: ${message.text}`).toMatch(/10:00[^\n]*GMT\+1/i);
    }
    expect(planNotice("newBooking", facts, all, null)!.notification!.body).toContain("Mon 23 Nov 2026, 10:00");
  });
});

describe("events", () => {
  it("map to their notices, and only booking events have one", () => {
    expect(noticeTypeOfEvent("booking.created")).toBe("newBooking");
    expect(noticeTypeOfEvent("booking.confirmed")).toBe("bookingConfirmed");
    expect(noticeTypeOfEvent("booking.cancelled")).toBe("bookingCancelled");
    expect(noticeTypeOfEvent("booking.completed")).toBe("reviewRequest");
    for (const event of ["payment.received", "payment.refunded", "customer.created", "review.created", "staff.created"] as const) {
      expect(noticeTypeOfEvent(event)).toBeNull();
    }
    const staffCreated: NoticeEvent = { event: "staff.created", data: { staffId: "staff_2", providerId: "prv_1", role: "staff" } };
    expect(planEventNotice(staffCreated, facts, all, contact)).toBeNull();
  });

  it("go to the worker when it has messages to send or a notification to store", () => {
    const events = [
      "booking.created",
      "booking.confirmed",
      "booking.rescheduled",
      "booking.cancelled",
      "booking.completed",
      "staff.created",
    ] as const;
    expect(events.filter(workerHandlesEvent)).toEqual(events.slice(0, 5));
    // A new booking: the provider's notification with the event, the customer's word from the worker.
    expect(events.map(workerNoticeOfEvent)).toEqual([
      "bookingReceived",
      "bookingConfirmed",
      "bookingRescheduled",
      "bookingCancelled",
      "reviewRequest",
      null,
    ]);
  });

  it("are owed to the worker for a new booking only when its customer made it", () => {
    expect(workerOwesNotice("booking.created", false)).toBe(false);
    expect(workerOwesNotice("booking.created", true)).toBe(true);
    expect(workerOwesNotice("booking.confirmed", false)).toBe(true);
    expect(workerOwesNotice("staff.created", true)).toBe(false);
  });

  it("tell a customer who booked for themselves that the booking was received, with the link-bearing email", () => {
    expect(planEventNotice(created, facts, all, contact, "bookingReceived")).toBeNull(); // booked by the provider
    const plan = planEventNotice(created, { ...facts, bookedByCustomer: true }, all, contact, "bookingReceived")!;
    expect(plan).toMatchObject({ audience: "customer", notificationStoredWith: "claim", notification: { title: "Booking received" } });
    expect(plan.messages).toEqual([emailOf("bookingReceived", { ...facts, bookedByCustomer: true })]);
    expect(plan.messages[0]!.subject).toMatch(/^Booking received: /);
    expect(emailExtrasOf(plan.type)).toEqual({ manageLink: true, calendar: "REQUEST" });
    // The preference that governs confirmations governs this word too.
    const quiet = { ...all, email: { ...all.email, bookingConfirmed: false } };
    expect(planEventNotice(created, { ...facts, bookedByCustomer: true }, quiet, contact, "bookingReceived")!.messages).toEqual([]);
  });

  it("email a waitlist offer to its customer whatever their preferences, in the booking's language, held until the event says", () => {
    const offered: NoticeEvent = {
      event: "waitlist.offered",
      data: {
        offerId: "wlo_1",
        entryId: "wl_1",
        bookingId: "bk_1",
        providerId: "prv_1",
        customerId: "cus_1",
        serviceId: "svc_1",
        staffId: "staff_1",
        dateTime: "2026-11-23T09:00:00.000Z",
        expiresAt: "2026-11-20T10:15:00.000Z",
      },
    };
    expect(workerNoticeOfEvent("waitlist.offered")).toBe("waitlistOffer");
    expect(workerOwesNotice("waitlist.offered", false)).toBe(true);
    expect(workerNoticeOfEvent("waitlist.claimed")).toBeNull();
    expect(workerNoticeOfEvent("waitlist.lapsed")).toBeNull();
    const held = { ...facts, status: "held", locale: "de", holdExpiresAt: null };
    const quiet = prefs({ email: { bookingConfirmed: false }, sms: { bookingConfirmed: false }, push: { newBooking: false } });
    const plan = planEventNotice(offered, held, quiet, contact, "waitlistOffer")!;
    expect(plan).toMatchObject({ type: "waitlistOffer", audience: "customer", notification: null, notificationStoredWith: "none" });
    expect(plan.skippedByPreference).toEqual([]);
    // The event's expiry is the one said (10:15 UTC is 11:15 in Berlin), in German.
    expect(plan.messages).toEqual([emailOf("waitlistOffer", { ...held, holdExpiresAt: new Date("2026-11-20T10:15:00.000Z") })]);
    expect(plan.messages[0]!.subject).toMatch(/^Ein Termin ist frei geworden: Haircut, /);
    expect(plan.messages[0]!.text).toMatch(/bis Fr\., 20\. Nov\. 2026, 11:15 \(Mitteleuropäische Zeit, GMT\+1\) für Sie frei/);
    // Its links are its own (claim and decline), minted when it is sent: no manage link, no calendar.
    expect(emailExtrasOf(plan.type)).toEqual({ manageLink: false, calendar: null });
    // Without an address: nothing to send.
    expect(planEventNotice(offered, held, all, { ...contact, customerEmail: null }, "waitlistOffer")!.messages).toEqual([]);
  });

  it("tell the customer of an undone cancellation as they were told of the cancellation, by email and SMS", () => {
    const restored = (notifyCustomer: boolean): NoticeEvent => ({
      event: "booking.restored",
      data: { ...bookingData("confirmed"), cancelledAt: "2026-11-20T09:00:00.000Z", notifyCustomer, changedBy: "provider" },
    });
    expect(workerNoticeOfEvent("booking.restored")).toBe("bookingRestored");
    expect(workerOwesNotice("booking.restored", false)).toBe(true);
    const plan = planEventNotice(restored(true), facts, all, contact, "bookingRestored")!;
    expect(plan).toMatchObject({ audience: "customer", notificationStoredWith: "claim", notification: { title: "Booking reinstated" } });
    expect(plan.messages.map((m) => m.channel)).toEqual(["email", "sms"]);
    expect(plan.messages[0]!.subject).toMatch(/^Booking reinstated: /);
    expect(emailExtrasOf("bookingRestored")).toEqual({ manageLink: true, calendar: "REQUEST" });
    // A cancellation made without a word to the customer is undone without one; the event's word wins over the booking's.
    expect(planEventNotice(restored(false), { ...facts, notifyCustomer: true }, all, contact, "bookingRestored")).toBeNull();
    // The preference that governs confirmations governs this word too.
    const quiet = { ...all, email: { ...all.email, bookingConfirmed: false }, sms: { ...all.sms, bookingConfirmed: false } };
    expect(planEventNotice(restored(true), facts, quiet, contact, "bookingRestored")!.messages).toEqual([]);
  });

  it("tell the customer of a no-show only when the salon asked, by email with its words, without SMS or calendar", () => {
    const noShow = (notifyCustomer: boolean, reason: string | null = "We missed you; a fee may apply"): NoticeEvent => ({
      event: "booking.no_show",
      data: { ...bookingData("no_show"), reason, notifyCustomer, changedBy: "provider" },
    });
    expect(noticeTypeOfEvent("booking.no_show")).toBeNull();
    expect(workerNoticeOfEvent("booking.no_show")).toBe("bookingNoShow");
    expect(workerOwesNotice("booking.no_show", false)).toBe(true);
    // The booking keeps no word of its own: the event's words and its notifyCustomer decide.
    const booking = { ...facts, status: "no_show", cancelReason: null, notifyCustomer: true };
    const plan = planEventNotice(noShow(true), booking, all, contact, "bookingNoShow")!;
    expect(plan).toMatchObject({ audience: "customer", notificationStoredWith: "claim", notification: { title: "Appointment missed" } });
    expect(plan.notification!.body).toContain("Message from the salon: We missed you; a fee may apply");
    expect(plan.notification!.data).toMatchObject({ reason: "We missed you; a fee may apply" });
    expect(plan.messages.map((m) => m.channel)).toEqual(["email"]);
    expect(plan.messages[0]!.subject).toMatch(/^Missed appointment: /);
    expect(plan.messages[0]!.text).toContain("Message from Salon: We missed you; a fee may apply");
    expect(emailExtrasOf("bookingNoShow")).toEqual({ manageLink: false, calendar: null });
    expect(planEventNotice(noShow(true, null), booking, all, contact, "bookingNoShow")!.messages[0]!.text).not.toContain("Message from");
    // Not asked: nothing at all, whatever the booking's own flag says.
    expect(planEventNotice(noShow(false), booking, all, contact, "bookingNoShow")).toBeNull();
    // The preference that governs cancellation emails governs this one.
    const quiet = { ...all, email: { ...all.email, bookingCancelled: false } };
    expect(planEventNotice(noShow(true), booking, quiet, contact, "bookingNoShow")!.messages).toEqual([]);
  });

  it("tell the customer of a moved booking by email and SMS", () => {
    const plan = planEventNotice(rescheduled, facts, all, contact, "bookingRescheduled")!;
    expect(plan.messages.map((m) => m.channel)).toEqual(["email", "sms"]);
    expect(plan.notification?.title).toBe("Booking moved");
    expect(emailExtrasOf("bookingRescheduled")).toEqual({ manageLink: true, calendar: "REQUEST" });
    // A cancellation carries the calendar's cancellation, and no manage link; a review request neither.
    expect(emailExtrasOf("bookingCancelled")).toEqual({ manageLink: false, calendar: "CANCEL" });
    expect(emailExtrasOf("reviewRequest")).toEqual({ manageLink: false, calendar: null });
  });

  it("tell the provider of new bookings and the customer of everything else", () => {
    expect(noticeAudience("newBooking")).toBe("provider");
    for (const type of ["bookingConfirmed", "bookingCancelled", "reminder24h", "reminder1h", "reviewRequest"] as const) {
      expect(noticeAudience(type)).toBe("customer");
    }
  });

  it("have one claim each", () => {
    expect(eventNoticeClaimKey("evt_1", "reviewRequest")).toBe("evt_1/reviewRequest");
  });
});

describe("newBooking (booking.created)", () => {
  it("tells the provider of a new booking unless push.newBooking is off", () => {
    const plan = planNotice("newBooking", facts, all, null);
    expect(plan).toMatchObject({ type: "newBooking", audience: "provider", notificationStoredWith: "event", messages: [] });
    expect(plan?.notification).toEqual({
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
    expect(planNotice("newBooking", facts, prefs({ push: { newBooking: false } }), null)?.notification).toBeNull();
  });

  it("sends no email or SMS", () => {
    expect(planNotice("newBooking", facts, all, contact)?.messages).toEqual([]);
  });
});

describe("bookingConfirmed (booking.confirmed)", () => {
  it("tells the customer through the channels that are on", () => {
    expect(planNotice("bookingConfirmed", facts, all, null)).toMatchObject({
      audience: "customer",
      notificationStoredWith: "event",
      notification: {
        title: "Booking confirmed",
        body: "Your Haircut with Ana on Mon 23 Nov 2026, 10:00 is confirmed.",
        data: { channels: ["email", "sms"] },
      },
    });
    expect(planNotice("bookingConfirmed", facts, prefs({ email: { bookingConfirmed: false } }), null)?.notification?.data.channels).toEqual(
      ["sms"],
    );
    const off = planNotice(
      "bookingConfirmed",
      facts,
      prefs({ email: { bookingConfirmed: false }, sms: { bookingConfirmed: false } }),
      contact,
    );
    expect(off?.notification).toBeNull();
    expect(off?.messages).toEqual([]);
  });

  it("writes the email and the SMS", () => {
    expect(planNotice("bookingConfirmed", facts, all, contact)?.messages).toEqual([
      emailOf("bookingConfirmed"),
      smsOf("bookingConfirmed", "Booking confirmed"),
    ]);
  });

  it("follows each channel's flag, and skips a channel the customer has no address for", () => {
    expect(channelsOf(planNotice("bookingConfirmed", facts, prefs({ sms: { bookingConfirmed: false } }), contact))).toEqual(["email"]);
    expect(channelsOf(planNotice("bookingConfirmed", facts, prefs({ email: { bookingConfirmed: false } }), contact))).toEqual(["sms"]);
    expect(channelsOf(planNotice("bookingConfirmed", facts, all, { ...contact, customerPhone: null }))).toEqual(["email"]);
    expect(channelsOf(planNotice("bookingConfirmed", facts, all, { ...contact, customerEmail: null }))).toEqual(["sms"]);
  });

  it("names the channels the customer's preferences turned off, and only those (a missing address is no preference)", () => {
    const skipped = (preferences: typeof all, to: NoticeContact = contact) =>
      planNotice("bookingConfirmed", facts, preferences, to)?.skippedByPreference;
    expect(skipped(all)).toEqual([]);
    expect(skipped(prefs({ sms: { bookingConfirmed: false } }))).toEqual(["sms"]);
    expect(skipped(prefs({ email: { bookingConfirmed: false }, sms: { bookingConfirmed: false } }))).toEqual(["email", "sms"]);
    expect(skipped(all, { ...contact, customerPhone: null })).toEqual([]);
    // Flags of other notices, and of channels a notice never uses, skip nothing.
    expect(skipped(prefs({ sms: { reminder1h: false }, email: { reminder24h: false } }))).toEqual([]);
    expect(planNotice("bookingCancelled", facts, prefs({ sms: { bookingConfirmed: false } }), contact)?.skippedByPreference).toEqual([]);
    expect(planNotice("newBooking", facts, prefs({ push: { newBooking: false } }), contact)?.skippedByPreference).toEqual([]);
    expect(planNotice("reminder1h", facts, prefs({ sms: { reminder1h: false } }), contact)?.skippedByPreference).toEqual(["sms"]);
  });
});

describe("bookingCancelled (booking.cancelled)", () => {
  it("tells the customer with its reason, unless told not to or email.bookingCancelled is off", () => {
    const planned = planNotice("bookingCancelled", { ...facts, cancelReason: " Staff ill " }, all, null);
    expect(planned).toMatchObject({
      audience: "customer",
      type: "bookingCancelled",
      notification: { data: { reason: "Staff ill", channels: ["email"] } },
    });
    expect(planned?.notification?.body).toBe("Your Haircut with Ana on Mon 23 Nov 2026, 10:00 was cancelled. Reason: Staff ill");
    expect(planNotice("bookingCancelled", facts, all, null)?.notification?.data).not.toHaveProperty("reason");
    expect(planNotice("bookingCancelled", { ...facts, notifyCustomer: false }, all, contact)).toBeNull();
    const off = planNotice("bookingCancelled", facts, prefs({ email: { bookingCancelled: false } }), contact);
    expect(off?.notification).toBeNull();
    expect(off?.messages).toEqual([]);
  });

  it("emails the customer (never an SMS), with the reason", () => {
    const plan = planNotice("bookingCancelled", { ...facts, cancelReason: "staff ill" }, all, contact);
    expect(plan?.messages).toEqual([emailOf("bookingCancelled", { ...facts, cancelReason: "staff ill" })]);
    expect(plan?.messages[0]!.text).toContain("staff ill");
  });

  it("takes the event's word on notifying and on the reason over the stored booking's", () => {
    expect(planEventNotice(cancelled({ notifyCustomer: false }), facts, all, contact)).toBeNull();
    expect(planEventNotice(cancelled({ notifyCustomer: true }), { ...facts, notifyCustomer: false }, all, contact)?.messages).toHaveLength(
      1,
    );
    expect(
      planEventNotice(cancelled({ reason: "Closed" }), { ...facts, cancelReason: "stored" }, all, null)?.notification?.data.reason,
    ).toBe("Closed");
    // No reason given with the cancellation: the stored one (an earlier cancellation's) is told.
    expect(planEventNotice(cancelled(), { ...facts, cancelReason: "stored" }, all, null)?.notification?.data.reason).toBe("stored");
  });
});

describe("booking.completed", () => {
  it("asks the customer for a review: a notification stored by the worker, and an email", () => {
    const plan = planEventNotice(completed, facts, all, contact);
    expect(plan).toMatchObject({
      type: "reviewRequest",
      audience: "customer",
      notificationStoredWith: "claim",
      notification: {
        title: "How was your Haircut?",
        body: "Tell Salon how your Haircut on Mon 23 Nov 2026, 10:00 went: leave a review of booking bk_1.",
        data: { bookingId: "bk_1", serviceId: "svc_1", staffId: "staff_1", dateTime: "2026-11-23T09:00:00.000Z" },
      },
    });
    expect(plan?.messages).toEqual([emailOf("reviewRequest")]);
  });

  it("keeps the notification when email.reviewRequest is off", () => {
    const plan = planNotice("reviewRequest", facts, prefs({ email: { reviewRequest: false } }), contact);
    expect(plan?.notification?.title).toBe("How was your Haircut?");
    expect(plan?.messages).toEqual([]);
  });

  it("plans nothing of the worker's without the contact", () => {
    expect(planNotice("reviewRequest", facts, all, null)).toMatchObject({ notification: null, messages: [] });
  });
});

describe("reminders", () => {
  it("24 h before: a notification and an email, never an SMS", () => {
    const plan = planNotice("reminder24h", facts, all, contact);
    expect(plan).toMatchObject({
      notificationStoredWith: "claim",
      notification: { title: "Reminder: Haircut is coming up", body: "Your Haircut at Salon is on Mon 23 Nov 2026, 10:00." },
    });
    expect(plan?.messages).toEqual([emailOf("reminder24h")]);
  });

  it("1 h before: a notification, an email and an SMS", () => {
    const plan = planNotice("reminder1h", facts, all, contact);
    expect(plan?.notification).toMatchObject({
      title: "Reminder: Haircut starts soon",
      body: "Your Haircut at Salon starts on Mon 23 Nov 2026, 10:00.",
    });
    expect(plan?.messages).toEqual([emailOf("reminder1h"), smsOf("reminder1h", "Reminder: Haircut starts soon")]);
  });

  it("follow the reminder flags; the notification stays when every channel is off", () => {
    expect(channelsOf(planNotice("reminder24h", facts, prefs({ email: { reminder24h: false } }), contact))).toEqual([]);
    expect(planNotice("reminder24h", facts, prefs({ email: { reminder24h: false } }), contact)?.notification).not.toBeNull();
    expect(channelsOf(planNotice("reminder1h", facts, prefs({ sms: { reminder1h: false } }), contact))).toEqual(["email"]);
    expect(channelsOf(planNotice("reminder1h", facts, prefs({ email: { reminder1h: false } }), contact))).toEqual(["sms"]);
    // Other flags do not matter.
    expect(
      channelsOf(planNotice("reminder1h", facts, prefs({ email: { bookingConfirmed: false }, sms: { bookingConfirmed: false } }), contact)),
    ).toEqual(["email", "sms"]);
  });
});

describe("the language and zones of customers' messages", () => {
  it("speak the booking's language, else the provider's, else English", () => {
    const german = planNotice("bookingConfirmed", { ...facts, locale: "de-AT", providerLocale: "fr" }, all, contact)!;
    expect(german.messages[0]!.html).toContain('<html lang="de"');
    const provider = planNotice("bookingConfirmed", { ...facts, locale: "it", providerLocale: "fr" }, all, contact)!;
    expect(provider.messages[0]!.html).toContain('<html lang="fr"');
    expect(planNotice("bookingConfirmed", facts, all, contact)!.messages[0]!.html).toContain('<html lang="en"');
    // The in-app notification speaks it too, the time on the provider's clock in its words.
    expect(german.notification).toMatchObject({
      title: "Buchung bestätigt",
      body: "Ihr Termin für Haircut mit Ana am Mo., 23. Nov. 2026, 10:00 ist bestätigt.",
    });
    expect(provider.notification?.title).toBe("Réservation confirmée");
  });

  it("show the time in the customer's zone, and the provider's beside it when the clocks differ", () => {
    const plan = planNotice("bookingConfirmed", { ...facts, customerTimezone: "America/New_York", locale: "de" }, all, contact)!;
    const [email, sms] = plan.messages;
    expect(email!.text).toMatch(/04:00[^\n]*GMT-5[^\n]*10:00[^\n]*GMT\+1/);
    expect(sms!.text).toMatch(/04:00.*10:00/);
  });

  it("tell of a booking confirmed on receipt in words of confirmation", () => {
    const pending = planNotice("bookingReceived", { ...facts, bookedByCustomer: true, status: "pending" }, all, contact)!;
    const confirmed = planNotice("bookingReceived", { ...facts, bookedByCustomer: true, status: "confirmed" }, all, contact)!;
    expect(pending.messages[0]!.subject).not.toEqual(confirmed.messages[0]!.subject);
    expect(confirmed.notification?.title).toBe("Booking confirmed");
  });
});

describe("in-app notifications", () => {
  it("speak the provider's language to the provider, whatever the booking's", () => {
    const german = planNotice("newBooking", { ...facts, locale: "es", providerLocale: "de" }, all, null)!;
    expect(german.notification).toMatchObject({
      title: "Neue Buchung",
      body: "Chris hat Haircut bei Ana am Mo., 23. Nov. 2026, 10:00 gebucht.",
    });
    expect(planNotice("newBooking", { ...facts, locale: "de" }, all, null)!.notification?.title).toBe("New booking");
  });

  it("speak the booking's language to its customer (else the provider's), with the reason and every kind worded", () => {
    const cancelled = planNotice("bookingCancelled", { ...facts, locale: "fr-CA", cancelReason: " Fermeture " }, all, null)!;
    expect(cancelled.notification?.body).toBe(
      "Votre rendez-vous pour Haircut avec Ana le lun. 23 nov. 2026, 10:00 a été annulé. Motif\u00a0: Fermeture",
    );
    const spanish = { ...facts, bookedByCustomer: true, locale: null, providerLocale: "es" };
    expect(planNotice("reminder1h", spanish, all, contact)!.notification?.title).toBe("Recordatorio: Haircut empieza pronto");
    for (const type of ["bookingReceived", "bookingRescheduled", "reminder24h", "reviewRequest"] as const) {
      const english = planNotice(type, { ...spanish, providerLocale: "en" }, all, contact)!.notification!;
      const translated = planNotice(type, spanish, all, contact)!.notification!;
      expect(translated.title, type).not.toBe(english.title);
      expect(translated.body, type).toContain("lun, 23 nov 2026, 10:00");
    }
  });

  it("keep English as it read, and a name with ICU syntax is text", () => {
    const braces = { ...facts, serviceName: "Cut {and} colour's", customerName: "<b>Chris</b>" };
    expect(planNotice("newBooking", braces, all, null)!.notification?.body).toBe(
      "<b>Chris</b> booked Cut {and} colour's with Ana on Mon 23 Nov 2026, 10:00.",
    );
  });
});

describe("notice kinds", () => {
  it("are named one way (camelCase), and their notifications keep the API's types", () => {
    for (const kind of NOTICE_KINDS) expect(kind).toMatch(/^[a-z][A-Za-z0-9]*$/);
    const listedAs = (kind: (typeof NOTICE_KINDS)[number]) => `${kind} → ${notificationTypeOf(kind)}`;
    expect(NOTICE_KINDS.map(listedAs)).toEqual([
      "newBooking → booking.created",
      "bookingReceived → booking.created",
      "bookingConfirmed → booking.confirmed",
      "bookingRescheduled → booking.rescheduled",
      "bookingRestored → booking.restored",
      "bookingCancelled → booking.cancelled",
      "bookingNoShow → booking.no_show",
      "reminder24h → reminder24h",
      "reminder1h → reminder1h",
      "reviewRequest → reviewRequest",
      "holdVerification → holdVerification",
      "waitlistOffer → waitlistOffer",
    ]);
  });

  it("name their claims", () => {
    expect(eventNoticeClaimKey("evt_1", noticeTypeOfEvent("booking.confirmed") ?? "newBooking")).toBe("evt_1/bookingConfirmed");
  });
});

describe("a visit's items confirmed together", () => {
  it("are told once, by the earliest, listing them all, where the history does not say so yet", () => {
    const item = (bookingId: string, serviceName: string, startsAt: string, confirmedAt: Date | null = null) => ({
      bookingId,
      serviceName,
      staffName: "Ann",
      startsAt: new Date(startsAt),
      endsAt: new Date(Date.parse(startsAt) + 30 * 60_000),
      status: "pending",
      confirmedAt,
      cancelledAt: null,
    });
    const earlier = new Date("2026-11-20T08:00:00Z");
    const visit = {
      ...facts,
      visitItems: [
        item("bk_1", "Cut", "2026-11-23T09:00:00Z"),
        item("bk_2", "Colour", "2026-11-23T09:30:00Z"),
        item("bk_3", "Blow-dry", "2026-11-23T10:30:00Z", earlier),
      ],
    };
    const at = new Date("2026-11-21T08:00:00Z");
    const ids = new Set(["bk_1", "bk_2"]);
    // As read before the confirmation's history lines: each alone.
    expect(planNotice("bookingConfirmed", visit, all, contact)?.messages[0]?.text).not.toContain("Colour");
    const first = planNotice("bookingConfirmed", confirmedTogether(visit, ids, at), all, contact);
    expect(first?.messages[0]?.text).toContain("Colour");
    // The item confirmed earlier is not in this change's message.
    expect(first?.messages[0]?.text).not.toContain("Blow-dry");
    expect(planNotice("bookingConfirmed", { ...confirmedTogether(visit, ids, at), bookingId: "bk_2" }, all, contact)).toBeNull();
  });
});

describe("the provider's email", () => {
  const settings = { notifyEmail: "owner@salon.example", notifyOn: ["booking.created", "booking.rescheduled", "booking.cancelled"] };
  const byVisitor = { ...facts, bookedByCustomer: true, bookedWithPublicKey: true };

  it("tells of bookings customers and visitors make, move and cancel, in the provider's language", () => {
    const made = planProviderAlert(created, { ...byVisitor, providerLocale: "de" }, contact, settings)!;
    expect(made).toMatchObject({ channel: "email", address: "owner@salon.example" });
    expect(made.html).toContain('<html lang="de"');
    expect(made.text).toContain("chris@example.com");
    const moved = { ...rescheduled, data: { ...rescheduled.data, changedBy: "customer" as const } };
    expect(planProviderAlert(moved, { ...facts, bookedByCustomer: true }, contact, settings)?.text).toMatch(/Sun, 22 Nov 2026/);
    expect(planProviderAlert(cancelled({ reason: "ill" }), facts, contact, settings)).toBeNull(); // changedBy absent: the provider
    const byCustomer = cancelled({ reason: "ill" });
    Object.assign(byCustomer.data, { changedBy: "customer" });
    expect(planProviderAlert(byCustomer, facts, contact, settings)?.text).toContain("ill");
  });

  it("tells of a visit or a series the customer booked, moved or cancelled at once in one email, by its earliest booking", () => {
    const item = (bookingId: string, serviceName: string, startsAt: string, endsAt: string, cancelledAt: Date | null = null) => ({
      bookingId,
      serviceName,
      staffName: "Ann",
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      status: "confirmed",
      confirmedAt: null,
      cancelledAt,
    });
    const items = [
      item("bk_1", "Cut", "2026-11-22T10:00:00Z", "2026-11-22T10:30:00Z"),
      item("bk_2", "Colour", "2026-11-22T10:30:00Z", "2026-11-22T11:30:00Z"),
    ];
    const visit = { ...byVisitor, providerLocale: "de", visitItems: items };
    const first = planProviderAlert(created, visit, contact, settings);
    expect(first?.text).toContain("Chris hat einen Besuch mit 2 Leistungen nacheinander gebucht");
    expect(first?.text).toMatch(/Cut: .*11:00.*Ann/);
    expect(first?.text).toMatch(/Colour: .*11:30.*Ann/);
    expect(first?.subject).toContain("Cut und Colour");
    // The later item's email is the first's: none of its own.
    expect(
      planProviderAlert({ ...created, data: { ...created.data, bookingId: "bk_2" } }, { ...visit, bookingId: "bk_2" }, contact, settings),
    ).toBeNull();
    // Occurrences of a series cancelled at another instant than this one are not in its email; alone, it is told alone.
    const at = new Date("2026-11-21T08:00:00Z");
    const series = {
      ...facts,
      bookedByCustomer: true,
      seriesOccurrences: [
        item("bk_1", "Cut", "2026-11-22T10:00:00Z", "2026-11-22T10:30:00Z", at),
        item("bk_9", "Cut", "2026-11-29T10:00:00Z", "2026-11-29T10:30:00Z"),
      ],
    };
    const byCustomer = cancelled();
    Object.assign(byCustomer.data, { changedBy: "customer" });
    const alone = planProviderAlert(byCustomer, series, contact, settings);
    expect(alone?.text).toContain("Chris cancelled their Haircut with Ana");
    const bothAt = { ...series, seriesOccurrences: series.seriesOccurrences.map((o) => ({ ...o, cancelledAt: at })) };
    expect(planProviderAlert(byCustomer, bothAt, contact, settings)?.text).toContain("Chris cancelled their Cut on 2 dates, from");
  });

  it("is never sent for what the provider did, nor without an address, nor for events not asked for", () => {
    expect(planProviderAlert(created, facts, contact, settings)).toBeNull(); // the provider booked it
    expect(planProviderAlert(created, byVisitor, contact, { ...settings, notifyEmail: null })).toBeNull();
    expect(planProviderAlert(created, byVisitor, contact, { ...settings, notifyOn: ["booking.cancelled"] })).toBeNull();
    expect(planProviderAlert(completed, byVisitor, contact, settings)).toBeNull();
  });
});
