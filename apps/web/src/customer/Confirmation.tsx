// What the booking page shows once the service took the booking: a booking requested (or
// confirmed), with its calendar file and manage link; or a booking held until the visitor confirms
// their email by the link sent to them (providers with publicVerification "email").
import type { RouterOutputs } from "@booking/client";
import { deadlineWords, fullWhen } from "./dates";

export type Booked = RouterOutputs["bookings"]["create"]["data"];

export function Confirmation(props: { booked: Booked; zone: string; onAnother: () => void }) {
  const { booked } = props;
  const manage = booked.manage;
  return (
    <section className="card confirmation" data-testid="confirmation" aria-labelledby="confirmation-heading">
      <h2 id="confirmation-heading" tabIndex={-1}>
        {booked.status === "confirmed" ? "Booking confirmed" : "Booking requested"}
      </h2>
      {booked.status === "pending" && (
        <p>
          The salon will confirm it. The details and the link below are on their way to {booked.customer.email ?? "your email address"}.
        </p>
      )}
      <BookingFacts booked={booked} zone={props.zone} />
      {manage && (
        <div className="actions">
          <a className="button" href={`/v1/manage/${manage.token}/calendar.ics`} download data-testid="add-to-calendar">
            Add to calendar (.ics)
          </a>
          <a className="button" href={manage.url} data-testid="manage-link">
            View, move or cancel this booking
          </a>
        </div>
      )}
      {manage && <p className="muted">Keep the link above (it is in your email too): it lets you move or cancel the booking.</p>}
      <button type="button" className="link" onClick={props.onAnother}>
        Book another appointment
      </button>
    </section>
  );
}

/**
 * A held booking: nothing is booked until the visitor opens the link emailed to them, before the
 * hold lapses (told in the visitor's zone). No calendar file nor manage link yet: the email's link
 * is the way on.
 */
export function HeldConfirmation(props: { booked: Booked; zone: string; onAnother: () => void }) {
  const { booked, zone } = props;
  const email = booked.customer.email ?? "your email address";
  return (
    <section className="card confirmation" data-testid="held" aria-labelledby="held-heading">
      <h2 id="held-heading" tabIndex={-1}>
        Check your email to confirm
      </h2>
      <p data-testid="held-message">
        We have sent a link to <strong className="address">{email}</strong>.{" "}
        {booked.holdExpiresAt ? (
          <>
            Please open it by <strong data-testid="held-until">{deadlineWords(booked.holdExpiresAt, zone)}</strong> to confirm your booking.
          </>
        ) : (
          "Please open it soon to confirm your booking."
        )}{" "}
        Until then the time is held for you; without your confirmation it is released.
      </p>
      <BookingFacts booked={booked} zone={zone} />
      <p className="muted">No email after a few minutes? Look in your spam folder, or book again.</p>
      <button type="button" className="link" onClick={props.onAnother}>
        Book another appointment
      </button>
    </section>
  );
}

function BookingFacts(props: { booked: Booked; zone: string }) {
  const { booked } = props;
  return (
    <dl className="facts">
      <dt>When</dt>
      <dd data-testid="booking-when">{fullWhen(booked.dateTime, props.zone)}</dd>
      <dt>What</dt>
      <dd>
        {booked.service.name} ({booked.service.duration} min)
      </dd>
      <dt>With</dt>
      <dd data-testid="booking-staff">{booked.staff.name}</dd>
      {booked.sessionId !== null && (
        <>
          <dt>Seats</dt>
          <dd data-testid="booking-seats">{booked.seats}</dd>
        </>
      )}
      <dt>Reference</dt>
      <dd>
        <code data-testid="booking-id">{booked.id}</code>
      </dd>
    </dl>
  );
}
