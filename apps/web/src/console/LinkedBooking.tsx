// A booking opened from a link of the salon's emails (/console/#/booking/<id>): its details above
// the views once the member is signed in, until closed. Another salon's booking, or one a staff
// member may not see, says so as any read does.
import { useEffect, useState } from "react";
import { useI18n } from "../i18n/I18n";
import type { ConsoleMe } from "./Console";
import { BookingDetails } from "./BookingDetails";
import { linkedBookingOf } from "./linked-booking";

export function LinkedBooking({ me }: { me: ConsoleMe }) {
  const { t } = useI18n();
  const [bookingId, setBookingId] = useState(() => linkedBookingOf(window.location.hash));
  useEffect(() => {
    const follow = () => setBookingId(linkedBookingOf(window.location.hash));
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  if (!bookingId) return null;
  const close = () => {
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
    setBookingId(null);
  };
  return (
    <section className="card" aria-labelledby="linked-booking-heading" data-testid="linked-booking">
      <h2 id="linked-booking-heading">{t("console.linked.heading")}</h2>
      {/* The booking's reference, a level above the details' own headings. */}
      <h3>
        <code>{bookingId}</code>
      </h3>
      <BookingDetails
        bookingId={bookingId}
        zone={me.provider.timezone}
        currency={me.provider.currency}
        manages={me.staffMember.role !== "staff"}
        self={me.staffMember}
      />
      <button type="button" className="secondary" onClick={close}>
        {t("console.linked.close")}
      </button>
    </section>
  );
}
