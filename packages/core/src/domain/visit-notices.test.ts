// A visit's customer notices: one for the items a change touched together, from the earliest,
// listing each item; the other items' notices skipped; items touched alone told alone.
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@booking/i18n";
import { defaultPreferences } from "./notification-preferences";
import { planNotice, visitNoticeItems, type BookingFacts, type NoticeContact, type VisitItemFacts } from "./notification-plan";
import { formatTimeWithZone } from "../messages";

const cut: VisitItemFacts = {
  bookingId: "bk_cut",
  serviceName: "Haircut",
  staffName: "Ana",
  startsAt: new Date("2026-11-23T09:00:00Z"),
  endsAt: new Date("2026-11-23T09:30:00Z"),
  status: "pending",
  confirmedAt: null,
  cancelledAt: null,
};
const colour: VisitItemFacts = {
  ...cut,
  bookingId: "bk_colour",
  serviceName: "Colour",
  staffName: "Ben",
  startsAt: new Date("2026-11-23T09:30:00Z"),
  endsAt: new Date("2026-11-23T10:30:00Z"),
};

const item = (of: VisitItemFacts, visitItems: VisitItemFacts[], patch: Partial<BookingFacts> = {}): BookingFacts => ({
  bookingId: of.bookingId,
  customerId: "cus_1",
  customerName: "Chris",
  serviceId: `svc_${of.serviceName}`,
  serviceName: of.serviceName,
  staffId: `staff_${of.staffName}`,
  staffName: of.staffName,
  startsAt: of.startsAt,
  endsAt: of.endsAt,
  timezone: "Europe/Berlin",
  cancelReason: null,
  notifyCustomer: true,
  bookedByCustomer: true,
  status: of.status,
  customerTimezone: "America/New_York",
  visitItems,
  ...patch,
});
const contact: NoticeContact = { providerName: "Salon", customerEmail: "chris@example.com", customerPhone: "+4915100000001" };
const all = defaultPreferences();

describe("visit notices", () => {
  it("a visit's word of receipt comes once, from its earliest item, listing both items with their times and members", () => {
    const items = [cut, colour];
    expect(visitNoticeItems("bookingReceived", item(cut, items))).toEqual(items);
    expect(visitNoticeItems("bookingReceived", item(colour, items))).toBe("skip");
    expect(planNotice("bookingReceived", item(colour, items), all, contact)).toBeNull();

    const plan = planNotice("bookingReceived", item(cut, items), all, contact);
    expect(plan?.messages).toHaveLength(1);
    const email = plan?.messages[0];
    expect(email?.subject).toContain("Haircut and Colour");
    for (const text of [email?.text ?? "", email?.html ?? ""]) {
      expect(text).toContain("Haircut");
      expect(text).toContain("Colour");
      expect(text).toContain("with Ana");
      expect(text).toContain("with Ben");
    }
    // Start and end of each item, on the customer's clock with its zone, and the salon's.
    expect(email?.text).toMatch(/Haircut: Mon, 23 Nov 2026, 4:00\sam – 4:30\sam \(Eastern Time, GMT-5\), which is 10:00\sam – 10:30\sam/);
    expect(email?.text).toMatch(/Colour: Mon, 23 Nov 2026, 4:30\sam – 5:30\sam \(Eastern Time, GMT-5\)/);
    expect(email?.text).toContain("2 services, one after the other");
    // The smart notification names both services and both members.
    expect(plan?.notification?.body).toContain("Haircut and Colour");
    expect(plan?.notification?.body).toContain("Ana and Ben");
  });

  it("a booking on its own and a visit of one item are told as before", () => {
    expect(visitNoticeItems("bookingReceived", item(cut, [cut]))).toBe("single");
    const alone = { ...item(cut, []), visitItems: undefined };
    expect(visitNoticeItems("bookingReceived", alone)).toBe("single");
    expect(planNotice("bookingReceived", alone, all, contact)?.messages[0]?.text).not.toContain("services, one after the other");
  });

  it("confirmations and cancellations are told together for the items changed at one instant, else one by one", () => {
    const at = new Date("2026-11-20T10:00:00Z");
    const later = new Date("2026-11-21T10:00:00Z");
    const together = [
      { ...cut, status: "confirmed", confirmedAt: at },
      { ...colour, status: "confirmed", confirmedAt: at },
    ];
    expect(visitNoticeItems("bookingConfirmed", item(cut, together))).toEqual(together);
    expect(planNotice("bookingConfirmed", item(colour, together), all, contact)).toBeNull();
    const confirmed = planNotice("bookingConfirmed", item(cut, together, { status: "confirmed" }), all, contact);
    expect(confirmed?.messages.map((m) => m.channel)).toEqual(["email", "sms"]);
    expect(confirmed?.messages[0]?.text).toContain("your visit at Salon is confirmed");
    expect(confirmed?.messages[1]?.text).toMatch(/^Salon: your visit is confirmed: Haircut .* with Ana and Colour .* with Ben\.$/);

    // Colour confirmed a day after Haircut: its own confirmation, of itself alone.
    const apart = [together[0] as VisitItemFacts, { ...colour, status: "confirmed", confirmedAt: later }];
    expect(visitNoticeItems("bookingConfirmed", item(colour, apart))).toBe("single");
    const alone = planNotice("bookingConfirmed", item(colour, apart), all, contact);
    expect(alone?.messages[0]?.subject).toContain("Colour");
    expect(alone?.messages[0]?.text).not.toContain("Haircut");

    const cancelledTogether = [
      { ...cut, status: "cancelled", cancelledAt: at },
      { ...colour, status: "cancelled", cancelledAt: at },
    ];
    expect(planNotice("bookingCancelled", item(colour, cancelledTogether), all, contact)).toBeNull();
    const cancelled = planNotice("bookingCancelled", item(cut, cancelledTogether, { status: "cancelled" }), all, contact);
    expect(cancelled?.messages).toHaveLength(1);
    expect(cancelled?.messages[0]?.text).toContain("all 2 services");
    expect(cancelled?.messages[0]?.text).toContain("Colour: ");
    const cancelledApart = [cancelledTogether[0] as VisitItemFacts, { ...colour, status: "cancelled", cancelledAt: later }];
    expect(visitNoticeItems("bookingCancelled", item(colour, cancelledApart))).toBe("single");
  });

  it("a visit moved in one go is one email and one text from its earliest item, with every item's new time and member", () => {
    const at = new Date("2026-11-20T10:00:00Z");
    // Moved a day later; Colour now with Cleo.
    const day = 24 * 3_600_000;
    const moved = [
      { ...cut, startsAt: new Date(cut.startsAt.getTime() + day), endsAt: new Date(cut.endsAt.getTime() + day), rescheduledAt: at },
      {
        ...colour,
        staffName: "Cleo",
        startsAt: new Date(colour.startsAt.getTime() + day),
        endsAt: new Date(colour.endsAt.getTime() + day),
        rescheduledAt: at,
      },
    ];
    const [movedCut, movedColour] = moved as [VisitItemFacts, VisitItemFacts];
    expect(visitNoticeItems("bookingRescheduled", item(movedCut, moved))).toEqual(moved);
    expect(visitNoticeItems("bookingRescheduled", item(movedColour, moved))).toBe("skip");
    expect(planNotice("bookingRescheduled", item(movedColour, moved), all, contact)).toBeNull();

    const plan = planNotice("bookingRescheduled", item(movedCut, moved), all, contact);
    expect(plan?.messages.map((m) => m.channel)).toEqual(["email", "sms"]);
    const email = plan?.messages[0];
    expect(email?.subject).toMatch(/^Booking moved: Haircut and Colour, Tue, 24 Nov 2026, 4:00\sam/);
    expect(email?.text).toMatch(
      /Your visit at Salon has been moved: 2 services, one after the other, now starting Tue, 24 Nov 2026, 4:00\sam/,
    );
    expect(email?.text).toMatch(/Haircut: Tue, 24 Nov 2026, 4:00\sam – 4:30\sam .*, with Ana/);
    expect(email?.text).toMatch(/Colour: Tue, 24 Nov 2026, 4:30\sam – 5:30\sam .*, with Cleo/);
    expect(email?.text).not.toContain("23 Nov");
    expect(plan?.messages[1]?.text).toMatch(
      /^Salon: your visit has moved\. It is now: Haircut .*24 Nov.* with Ana and Colour .* with Cleo\.$/,
    );
    expect(plan?.notification?.body).toContain("Haircut and Colour");

    // Colour moved again on its own a day later: told alone, of itself only.
    const apart = [movedCut, { ...movedColour, rescheduledAt: new Date("2026-11-21T10:00:00Z") }];
    expect(visitNoticeItems("bookingRescheduled", item(movedCut, apart))).toBe("single");
    expect(visitNoticeItems("bookingRescheduled", item(apart[1] as VisitItemFacts, apart))).toBe("single");
    const alone = planNotice("bookingRescheduled", item(apart[1] as VisitItemFacts, apart), all, contact);
    expect(alone?.messages[0]?.subject).toMatch(/^Booking moved: Colour, /);
    expect(alone?.messages[0]?.text).not.toContain("Haircut");
  });

  it("other notices of a visit's items (reminders, moves never made together) are each item's own", () => {
    const items = [cut, colour];
    expect(visitNoticeItems("bookingRescheduled", item(colour, items))).toBe("single");
    expect(visitNoticeItems("reminder24h", item(colour, items))).toBe("single");
    expect(planNotice("reminder24h", item(colour, items), all, contact)?.messages[0]?.text).not.toContain("Haircut");
  });

  for (const locale of LANGUAGES) {
    it(`the visit's email in ${locale}: every item's service, member and times with zones, in the customer's words`, () => {
      const items = [cut, colour];
      const plan = planNotice("bookingReceived", item(cut, items, { locale }), all, contact);
      const email = plan?.messages[0];
      expect(plan?.messages).toHaveLength(1);
      for (const of of items) {
        expect(email?.text).toContain(of.serviceName);
        expect(email?.text).toContain(of.staffName);
      }
      // The first start on the customer's clock with its zone, in the intro.
      expect(email?.text).toContain(formatTimeWithZone(cut.startsAt, "America/New_York", locale));
      expect(email?.html).toContain(`lang="${locale}"`);
      const words = { en: "services", de: "Leistungen", fr: "prestations", es: "servicios" }[locale];
      expect(email?.text).toContain(`2 ${words}`);
      const cancelled = planNotice(
        "bookingCancelled",
        item(
          cut,
          [
            { ...cut, cancelledAt: cut.startsAt },
            { ...colour, cancelledAt: cut.startsAt },
          ],
          { locale, status: "cancelled" },
        ),
        all,
        contact,
      );
      expect(cancelled?.messages[0]?.text).toContain(colour.serviceName);
      const at = new Date("2026-11-20T10:00:00Z");
      const moved = planNotice(
        "bookingRescheduled",
        item(
          cut,
          [
            { ...cut, rescheduledAt: at },
            { ...colour, rescheduledAt: at },
          ],
          { locale },
        ),
        all,
        contact,
      );
      expect(moved?.messages.map((m) => m.channel)).toEqual(["email", "sms"]);
      const intro = {
        en: "Your visit at Salon has been moved: 2 services",
        de: "Ihr Besuch bei Salon wurde verschoben: 2 Leistungen",
        fr: "Votre visite chez Salon a été déplacée\u00a0: 2 prestations",
        es: "Su visita en Salon se ha cambiado: 2 servicios",
      }[locale];
      expect(moved?.messages[0]?.text).toContain(intro);
      for (const of of [cut, colour]) expect(moved?.messages[0]?.text).toContain(`${of.serviceName}`);
      expect(moved?.messages[0]?.text).toContain(formatTimeWithZone(colour.startsAt, "America/New_York", locale).split(" (")[0]);
      const sms = {
        en: "your visit has moved",
        de: "Ihr Besuch wurde verschoben",
        fr: "votre visite a été déplacée",
        es: "su visita se ha cambiado",
      }[locale];
      expect(moved?.messages[1]?.text).toContain(sms);
      expect(moved?.messages[1]?.text).toContain("Colour");
    });
  }
});
