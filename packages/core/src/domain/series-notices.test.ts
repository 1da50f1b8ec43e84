// A series' customer notices: one for the occurrences booked (or confirmed, moved, cancelled)
// together, from the earliest, listing every date; the others skipped; occurrences changed one at
// a time told one at a time.
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@booking/i18n";
import { defaultPreferences } from "./notification-preferences";
import { planNotice, seriesNoticeItems, type BookingFacts, type NoticeContact, type VisitItemFacts } from "./notification-plan";
import { formatTimeWithZone } from "../messages";

const booked = new Date("2026-10-01T08:00:00Z");
/** Six Mondays at 10:00 in Berlin, across the clock change of 25 October 2026. */
const occurrences: VisitItemFacts[] = ["2026-10-12", "2026-10-19", "2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16"].map(
  (date, index) => {
    const startsAt = new Date(`${date}T${index < 2 ? "08" : "09"}:00:00Z`);
    return {
      bookingId: `bk_${index + 1}`,
      serviceName: "Physio",
      staffName: "Ana",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      status: "pending",
      confirmedAt: null,
      cancelledAt: null,
      createdAt: booked,
    };
  },
);

const occurrence = (of: VisitItemFacts, seriesOccurrences: VisitItemFacts[], patch: Partial<BookingFacts> = {}): BookingFacts => ({
  bookingId: of.bookingId,
  customerId: "cus_1",
  customerName: "Chris",
  serviceId: "svc_physio",
  serviceName: of.serviceName,
  staffId: "staff_ana",
  staffName: of.staffName,
  startsAt: of.startsAt,
  endsAt: of.endsAt,
  timezone: "Europe/Berlin",
  cancelReason: null,
  notifyCustomer: true,
  bookedByCustomer: true,
  status: of.status,
  customerTimezone: null,
  seriesOccurrences,
  ...patch,
});
const contact: NoticeContact = { providerName: "Praxis", customerEmail: "chris@example.com", customerPhone: "+4915100000001" };
const all = defaultPreferences();
const [first, second, third] = occurrences as [VisitItemFacts, VisitItemFacts, VisitItemFacts];

describe("series notices", () => {
  it("a series' word of receipt comes once, from its first occurrence, listing every date on its own clock", () => {
    expect(seriesNoticeItems("bookingReceived", occurrence(first, occurrences))).toEqual(occurrences);
    for (const other of occurrences.slice(1)) {
      expect(seriesNoticeItems("bookingReceived", occurrence(other, occurrences))).toBe("skip");
      expect(planNotice("bookingReceived", occurrence(other, occurrences), all, contact)).toBeNull();
    }
    const plan = planNotice("bookingReceived", occurrence(first, occurrences), all, contact);
    expect(plan?.messages).toHaveLength(1);
    const email = plan?.messages[0];
    expect(email?.subject).toMatch(/^Booking received: Physio, Mon, 12 Oct 2026, 10:00\sam \(Central European Time, GMT\+2\)$/);
    expect(email?.text).toMatch(/Thank you for booking Physio at Praxis on 6 dates, the first on Mon, 12 Oct 2026, 10:00\sam/);
    // Every date at 10:00 on the salon's clock, with the offset of its day (the clocks changed on 25 October).
    expect(email?.text).toMatch(/Physio: Mon, 19 Oct 2026, 10:00\sam – 10:45\sam \(Central European Time, GMT\+2\), with Ana/);
    expect(email?.text).toMatch(/Physio: Mon, 26 Oct 2026, 10:00\sam – 10:45\sam \(Central European Time, GMT\+1\), with Ana/);
    expect(email?.text).toMatch(/Physio: Mon, 16 Nov 2026, 10:00\sam – 10:45\sam/);
    expect(email?.text.match(/^Physio: /gm)).toHaveLength(6);
    expect(email?.text).toContain("Booking reference: bk_1");
    // The smart notification names the service and member once.
    expect(plan?.notification?.body).toContain("Physio");
    expect(plan?.notification?.body).not.toContain("Physio and Physio");
  });

  it("occurrences booked apart from the others (not in the series' creation) are told alone", () => {
    const later = [...occurrences.slice(0, 5), { ...(occurrences[5] as VisitItemFacts), createdAt: new Date("2026-10-02T08:00:00Z") }];
    const last = later[5] as VisitItemFacts;
    expect(seriesNoticeItems("bookingReceived", occurrence(last, later))).toBe("single");
    expect(seriesNoticeItems("bookingReceived", occurrence(first, later))).toEqual(later.slice(0, 5));
    const alone = planNotice("bookingReceived", occurrence(last, later), all, contact);
    expect(alone?.messages[0]?.text).not.toContain("dates, the first on");
  });

  it("a series cancelled in one go is one email listing each date; one cancelled alone is told alone", () => {
    const at = new Date("2026-10-05T12:00:00Z");
    const cancelled = occurrences.map((o) => ({ ...o, status: "cancelled", cancelledAt: at }));
    const [firstCancelled] = cancelled as [VisitItemFacts];
    for (const other of cancelled.slice(1)) expect(planNotice("bookingCancelled", occurrence(other, cancelled), all, contact)).toBeNull();
    const plan = planNotice("bookingCancelled", occurrence(firstCancelled, cancelled, { status: "cancelled" }), all, contact);
    expect(plan?.messages).toHaveLength(1);
    expect(plan?.messages[0]?.text).toMatch(/Your Physio at Praxis has been cancelled on 6 dates, from Mon, 12 Oct 2026, 10:00\sam/);
    expect(plan?.messages[0]?.text.match(/^Physio: /gm)).toHaveLength(6);

    const one = [...occurrences.slice(0, 2), { ...third, status: "cancelled", cancelledAt: at }, ...occurrences.slice(3)];
    expect(seriesNoticeItems("bookingCancelled", occurrence(one[2] as VisitItemFacts, one))).toBe("single");
    const alone = planNotice("bookingCancelled", occurrence(one[2] as VisitItemFacts, one, { status: "cancelled" }), all, contact);
    expect(alone?.messages[0]?.subject).toContain("26 Oct 2026");
    expect(alone?.messages[0]?.text).not.toContain("dates, from");
  });

  it("confirmations together are one email and one text listing the dates; reminders stay each occurrence's own", () => {
    const at = new Date("2026-10-02T09:00:00Z");
    const confirmed = occurrences.map((o) => ({ ...o, status: "confirmed", confirmedAt: at }));
    const plan = planNotice(
      "bookingConfirmed",
      occurrence(confirmed[0] as VisitItemFacts, confirmed, { status: "confirmed" }),
      all,
      contact,
    );
    expect(plan?.messages.map((m) => m.channel)).toEqual(["email", "sms"]);
    expect(plan?.messages[1]?.text).toMatch(/^Praxis: your appointments are confirmed: Physio .*10:00\sam.* with Ana/);
    expect(planNotice("bookingConfirmed", occurrence(confirmed[1] as VisitItemFacts, confirmed), all, contact)).toBeNull();
    expect(seriesNoticeItems("bookingRescheduled", occurrence(second, occurrences))).toBe("single");
    expect(planNotice("reminder24h", occurrence(second, occurrences), all, contact)?.messages[0]?.text).not.toContain("dates");
  });

  it("occurrences moved in one go are one email and one text from the earliest, listing every new date; one moved alone is told alone", () => {
    const at = new Date("2026-10-05T12:00:00Z");
    const day = 24 * 3_600_000;
    // From the third on, a day later (Tuesdays), with Ben.
    const moved = occurrences.map((o, index) =>
      index < 2
        ? o
        : {
            ...o,
            staffName: "Ben",
            startsAt: new Date(o.startsAt.getTime() + day),
            endsAt: new Date(o.endsAt.getTime() + day),
            rescheduledAt: at,
          },
    );
    const following = moved.slice(2);
    const [firstMoved] = following as [VisitItemFacts];
    expect(seriesNoticeItems("bookingRescheduled", occurrence(firstMoved, moved))).toEqual(following);
    for (const other of following.slice(1)) {
      expect(seriesNoticeItems("bookingRescheduled", occurrence(other, moved))).toBe("skip");
      expect(planNotice("bookingRescheduled", occurrence(other, moved), all, contact)).toBeNull();
    }
    const plan = planNotice("bookingRescheduled", occurrence(firstMoved, moved), all, contact);
    expect(plan?.messages.map((m) => m.channel)).toEqual(["email", "sms"]);
    const email = plan?.messages[0];
    expect(email?.subject).toMatch(/^Booking moved: Physio, Tue, 27 Oct 2026, 10:00\sam/);
    expect(email?.text).toMatch(/Your Physio at Praxis has been moved on 4 dates, the first now on Tue, 27 Oct 2026, 10:00\sam/);
    expect(email?.text.match(/^Physio: /gm)).toHaveLength(4);
    for (const date of ["Tue, 27 Oct", "Tue, 3 Nov", "Tue, 10 Nov", "Tue, 17 Nov"])
      expect(email?.text).toMatch(new RegExp(`Physio: ${date} 2026, 10:00\\sam – 10:45\\sam .*, with Ben`));
    // The two occurrences not moved are not listed.
    expect(email?.text).not.toContain("12 Oct");
    expect(email?.text).toContain("Booking reference: bk_3");
    expect(plan?.messages[1]?.text).toMatch(/^Praxis: your appointments have moved\. They are now: Physio .*27 Oct.* with Ben/);

    // One occurrence moved on its own: its own email, of itself only.
    const one = [...occurrences.slice(0, 3), { ...(occurrences[3] as VisitItemFacts), rescheduledAt: at }, ...occurrences.slice(4)];
    expect(seriesNoticeItems("bookingRescheduled", occurrence(one[3] as VisitItemFacts, one))).toBe("single");
    const alone = planNotice("bookingRescheduled", occurrence(one[3] as VisitItemFacts, one), all, contact);
    expect(alone?.messages[0]?.text).toContain("Your Physio at Praxis has been moved. It is now on Mon, 2 Nov 2026");
    expect(alone?.messages[0]?.text).not.toContain("dates");
  });

  for (const locale of LANGUAGES) {
    it(`a series' move in ${locale}: one email listing every date and one text`, () => {
      const at = new Date("2026-10-05T12:00:00Z");
      const moved = occurrences.map((o) => ({ ...o, rescheduledAt: at }));
      const plan = planNotice("bookingRescheduled", occurrence(moved[0] as VisitItemFacts, moved, { locale }), all, contact);
      expect(plan?.messages.map((m) => m.channel)).toEqual(["email", "sms"]);
      const email = plan?.messages[0];
      expect(email?.html).toContain(`lang="${locale}"`);
      expect(email?.text.match(/^Physio\s?: /gm)).toHaveLength(6);
      const intro = {
        en: "Your Physio at Praxis has been moved on 6 dates",
        de: "Ihr Physio bei Praxis wurde an 6 Terminen verschoben",
        fr: "Votre Physio chez Praxis a été déplacé à 6 dates",
        es: "Su Physio en Praxis se ha cambiado en 6 fechas",
      }[locale];
      expect(email?.text).toContain(intro);
      expect(email?.text).toContain(formatTimeWithZone(first.startsAt, "Europe/Berlin", locale));
      const sms = {
        en: "your appointments have moved",
        de: "Ihre Termine wurden verschoben",
        fr: "vos rendez-vous ont été déplacés",
        es: "sus citas se han cambiado",
      }[locale];
      expect(plan?.messages[1]?.text).toContain(sms);
    });
  }

  for (const locale of LANGUAGES) {
    it(`the series' email in ${locale}: the service once, every date with its zone, in the customer's words`, () => {
      const plan = planNotice("bookingReceived", occurrence(first, occurrences, { locale }), all, contact);
      const email = plan?.messages[0];
      expect(plan?.messages).toHaveLength(1);
      expect(email?.html).toContain(`lang="${locale}"`);
      expect(email?.text).toContain(formatTimeWithZone(first.startsAt, "Europe/Berlin", locale));
      expect(email?.text.match(/^Physio\s?: /gm)).toHaveLength(6);
      const dates = { en: "6 dates", de: "6 Terminen", fr: "6 dates", es: "6 fechas" }[locale];
      expect(email?.text).toContain(dates);
    });
  }
});
