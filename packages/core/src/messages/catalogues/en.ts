// The English catalogue: the source of every message's key and ICU arguments (the other languages
// must match it; catalogueProblems checks). Apostrophes are typographic (’): in ICU a plain one can
// start a quoted span. Times arrive formatted, with their zones ({when}, {until}, {previous}).
// {service} is the service's name with the seats taken, {serviceName} the bare name (subjects).
export const en = {
  // {dateTime} is Intl's date and clock for the language; {zoneName} the zone's generic name.
  "time.withZone": "{dateTime} ({zoneName}, {offset})",
  "time.withOffset": "{dateTime} ({offset})",
  "time.alsoAtSalon": "{customerTime}, which is {salonTime} at the salon",

  greeting: "Hello {customerName},",
  signoff: "Kind regards,",
  "service.withSeats": "{serviceName} for {seats, plural, one {# person} other {# people}}",
  // One row of the booking's facts in a plain-text email.
  "label.row": "{label}: {value}",
  "label.service": "Service",
  "label.when": "When",
  "label.staff": "With",
  "label.where": "Where",
  "label.reference": "Booking reference",
  "link.manage": "View, change or cancel your booking",
  "link.verify": "Confirm your booking",
  "link.verifyEntry": "Take my place on the waitlist",
  "link.console": "Open the booking in the console",
  "link.claim": "Claim this time",
  "link.decline": "No thanks",

  // A booking's calendar file (.ics): the event's title and the lines of its description.
  "calendar.summary": "{serviceName} at {providerName}",
  "calendar.withStaff": "{serviceName} with {staffName}",
  "calendar.reference": "Booking {bookingId}",
  "calendar.manage": "View, move or cancel: {url}",

  "bookingReceived.subject": "{state, select, confirmed {Booking confirmed} other {Booking received}}: {serviceName}, {when}",
  "bookingReceived.heading": "{state, select, confirmed {Your booking is confirmed} other {We’ve received your booking}}",
  "bookingReceived.intro":
    "{state, select, confirmed {Thank you for booking {service} with {staffName} at {providerName} on {when}. Your booking is confirmed and we look forward to seeing you.} other {Thank you for booking {service} with {staffName} at {providerName} on {when}. {providerName} will confirm it shortly; you’ll hear from us as soon as they do.}}",

  "bookingConfirmed.subject": "Booking confirmed: {serviceName}, {when}",
  "bookingConfirmed.heading": "Your booking is confirmed",
  "bookingConfirmed.intro":
    "Good news: your {service} with {staffName} at {providerName} on {when} is confirmed. We look forward to seeing you.",

  "bookingRescheduled.subject": "Booking moved: {serviceName}, {when}",
  "bookingRescheduled.heading": "Your booking has been moved",
  "bookingRescheduled.intro": "Your {service} at {providerName} has been moved. It is now on {when}, with {staffName}.",

  "bookingRestored.subject": "Booking reinstated: {serviceName}, {when}",
  "bookingRestored.heading": "Your booking stands again",
  "bookingRestored.intro":
    "Please disregard our cancellation: your {service} with {staffName} at {providerName} on {when} stands again, as before. We look forward to seeing you.",

  "bookingCancelled.subject": "Booking cancelled: {serviceName}, {when}",
  "bookingCancelled.heading": "Your booking has been cancelled",
  "bookingCancelled.intro": "Your {service} with {staffName} at {providerName} on {when} has been cancelled.",
  "bookingCancelled.reason": "Reason: {reason}",
  "bookingCancelled.notConfirmedInTime":
    "{providerName} wasn’t able to confirm your booking in time, so the time has been released. We’re sorry for the inconvenience.",
  "bookingCancelled.outro": "We hope to see you another time.",

  "bookingNoShow.subject": "Missed appointment: {serviceName}, {when}",
  "bookingNoShow.heading": "We missed you",
  "bookingNoShow.intro":
    "{providerName} has marked your {service} with {staffName} on {when} as missed: we didn’t see you at the appointment.",
  "bookingNoShow.message": "Message from {providerName}: {reason}",
  "bookingNoShow.outro": "If you’d like to come another time, you’re welcome to book again.",

  // The salon's standard reasons (the console's decline and cancel without a message of their own).
  "reason.declinedBySalon": "the salon could not accept this booking",
  "reason.cancelledBySalon": "the salon had to cancel this booking",

  "reminder24h.subject": "Reminder: {serviceName}, {when}",
  "reminder24h.heading": "Your appointment is coming up",
  "reminder24h.intro": "This is a friendly reminder of your {service} with {staffName} at {providerName} on {when}.",
  "reminder24h.outro": "If you can’t make it, please let us know as soon as possible.",

  "reminder1h.subject": "Starting soon: {serviceName}, {when}",
  "reminder1h.heading": "See you soon",
  "reminder1h.intro": "Your {service} with {staffName} at {providerName} starts soon, on {when}.",

  "reviewRequest.subject": "How was your {serviceName} at {providerName}?",
  "reviewRequest.heading": "How was your visit?",
  "reviewRequest.intro": "Thank you for visiting {providerName}. We hope you enjoyed your {service} with {staffName} on {when}.",
  "reviewRequest.ask":
    "Would you take a moment to rate your visit from 1 to 5 stars? Your review of booking {bookingId} helps us and other customers.",

  "holdVerification.subject": "Please confirm your booking: {serviceName}, {when}",
  "holdVerification.heading": "Please confirm your booking",
  "holdVerification.intro": "Please confirm your {service} with {staffName} at {providerName} on {when} by opening the link below.",
  "holdVerification.until":
    "We’re holding the time for you until {until}. If you don’t confirm by then, it is released and nothing else happens.",
  "holdVerification.noDeadline": "We’re holding the time for you until you confirm. If you don’t, it is released and nothing else happens.",
  "holdVerification.ignore": "If you didn’t make this booking, you can safely ignore this email.",

  "waitlistVerification.subject": "Please confirm your place on the waitlist: {serviceName}",
  "waitlistVerification.heading": "Please confirm your place on the waitlist",
  "waitlistVerification.intro":
    "You asked {providerName} to put you on the waitlist for {serviceName}. Open the link below to take your place in line; we’ll email you when a time that suits you comes free.",
  "waitlistVerification.until":
    "The link works until {until}. If you don’t confirm by then, you are not put on the waitlist and nothing else happens.",
  "waitlistVerification.ignore": "If you didn’t ask for this, you can safely ignore this email.",

  "waitlistOffer.subject": "A time has come free: {serviceName}, {when}",
  "waitlistOffer.heading": "A time you were waiting for has come free",
  "waitlistOffer.intro":
    "Good news from the waiting list: a time has come free for your {service} with {staffName} at {providerName}, on {when}. It is yours if you want it.",
  "waitlistOffer.until":
    "We’re holding it for you until {until}. Claim it by then with the link below; after that it goes to the next person waiting.",
  "waitlistOffer.noDeadline":
    "We’re holding it for you for a short while. Claim it with the link below; after that it goes to the next person waiting.",
  "waitlistOffer.pays.deposit":
    "This service takes a deposit of {amount}: you pay it online when you claim the time, and your booking is made once it is paid.",
  "waitlistOffer.pays.full":
    "This service is paid in advance ({amount}): you pay online when you claim the time, and your booking is made once it is paid.",
  "waitlistOffer.pays.card":
    "This service asks for a card: you save one online when you claim the time (nothing is charged then), and your booking is made once it is saved.",
  "waitlistOffer.decline": "Can’t make it? Choose “No thanks” and we’ll offer it to someone else; you stay on the waiting list.",

  // A visit (several services back to back): one message lists every item; {items} is its services' names joined.
  "visit.intro.bookingReceived":
    "{state, select, confirmed {Thank you for booking your visit at {providerName}: {count} services, one after the other, starting {when}. Your booking is confirmed and we look forward to seeing you.} other {Thank you for booking your visit at {providerName}: {count} services, one after the other, starting {when}. {providerName} will confirm it shortly; you’ll hear from us as soon as they do.}}",
  "visit.intro.bookingConfirmed":
    "Good news: your visit at {providerName} is confirmed: {count} services, one after the other, starting {when}. We look forward to seeing you.",
  "visit.intro.bookingCancelled": "Your visit at {providerName} starting {when} has been cancelled: all {count} services.",
  "visit.intro.bookingRescheduled":
    "Your visit at {providerName} has been moved: {count} services, one after the other, now starting {when}. Here are the new times:",
  "visit.item": "{span}, with {staffName}",
  // A recurring series (one service on several dates): one message lists every date.
  "series.intro.bookingReceived":
    "{state, select, confirmed {Thank you for booking {serviceName} at {providerName} on {count} dates, the first on {when}. Your bookings are confirmed and we look forward to seeing you.} other {Thank you for booking {serviceName} at {providerName} on {count} dates, the first on {when}. {providerName} will confirm them shortly; you’ll hear from us as soon as they do.}}",
  "series.intro.bookingConfirmed":
    "Good news: your {serviceName} at {providerName} is confirmed on {count} dates, the first on {when}. We look forward to seeing you.",
  "series.intro.bookingCancelled": "Your {serviceName} at {providerName} has been cancelled on {count} dates, from {when}:",
  "series.intro.bookingRescheduled":
    "Your {serviceName} at {providerName} has been moved on {count} dates, the first now on {when}. Here are the new times:",
  "sms.seriesConfirmed": "{providerName}: your appointments are confirmed: {items}.",
  "time.span": "{start} – {end}",
  "sms.visitConfirmed": "{providerName}: your visit is confirmed: {items}.",
  "sms.seriesRescheduled": "{providerName}: your appointments have moved. They are now: {items}.",
  "sms.visitRescheduled": "{providerName}: your visit has moved. It is now: {items}.",
  // Text messages: the salon's name first (the sender is often only a number), short.
  "sms.bookingConfirmed": "{providerName}: your {service} with {staffName} is confirmed for {when}.",
  "sms.bookingRescheduled": "{providerName}: your {service} has moved. It is now with {staffName} on {when}.",
  "sms.bookingRestored": "{providerName}: please disregard the cancellation. Your {service} with {staffName} on {when} stands again.",
  "sms.reminder1h": "{providerName}: your {service} with {staffName} starts soon: {when}.",

  // The salon owner's email about what a customer or visitor did; times on the salon's clock.
  "alert.label.customer": "Customer",
  "alert.label.email": "Email",
  "alert.label.phone": "Phone",
  "alert.label.customerTime": "Customer’s time",
  "alert.label.previous": "Previously",
  "alert.label.via": "Via",
  "alert.label.note": "Customer’s note",
  "alert.via": "{changedBy, select, visitor {Your booking page} other {The customer’s account}}",
  "alert.booking.created.subject":
    "{state, select, pending {New booking to confirm} other {New booking}}: {serviceName}, {when} — {customerName}",
  "alert.booking.created.heading": "{state, select, pending {A new booking is waiting for your confirmation} other {New booking}}",
  "alert.booking.created.intro": "{customerName} booked {service} with {staffName} on {when}.",
  "alert.booking.created.pending": "It is waiting for your confirmation: please confirm or decline it.",
  // A visit or series a customer booked, moved or cancelled at once: one email listing each booking.
  "alert.booking.created.pendingMany": "They are waiting for your confirmation: please confirm or decline them.",
  "alert.visit.intro.booking.created": "{customerName} booked a visit of {count} services, one after the other, starting {when}.",
  "alert.visit.intro.booking.rescheduled": "{customerName} moved their visit of {count} services, now starting {when}:",
  "alert.visit.intro.booking.cancelled": "{customerName} cancelled their visit starting {when}: all {count} services.",
  "alert.series.intro.booking.created": "{customerName} booked {serviceName} on {count} dates, the first on {when}.",
  "alert.series.intro.booking.rescheduled": "{customerName} moved their {serviceName} on {count} dates, the first now on {when}:",
  "alert.series.intro.booking.cancelled": "{customerName} cancelled their {serviceName} on {count} dates, from {when}.",
  "alert.booking.rescheduled.subject": "Booking moved: {serviceName}, {when} — {customerName}",
  "alert.booking.rescheduled.heading": "A booking has been moved",
  "alert.booking.rescheduled.intro": "{customerName} moved their {service} from {previous} to {when}, with {staffName}.",
  "alert.booking.rescheduled.introNoPrevious": "{customerName} moved their {service}. It is now on {when}, with {staffName}.",
  "alert.booking.cancelled.subject": "Booking cancelled: {serviceName}, {when} — {customerName}",
  "alert.booking.cancelled.heading": "A booking has been cancelled",
  "alert.booking.cancelled.intro": "{customerName} cancelled their {service} with {staffName} on {when}.",
  "alert.booking.cancelled.reason": "Reason given: {reason}",
  "alert.booking.cancelled.notConfirmedInTime": "It had not been confirmed in time, so the time was released.",
  "alert.footer": "You receive this email because booking alerts are turned on for {providerName}.",
  // In-app notifications (a title and a short body), in the recipient's language; {when} is the
  // time on the salon's clock, {serviceName} the bare name.
  "notification.newBooking.title": "{occurrences, plural, one {New booking} other {New series of bookings}}",
  "notification.newBooking.body":
    "{customerName} booked {serviceName} with {staffName} {occurrences, plural, one {on {when}} other {# times, the first on {when}}}.",
  "notification.bookingReceived.title":
    "{state, select, confirmed {{occurrences, plural, one {Booking confirmed} other {# bookings confirmed}}} other {{occurrences, plural, one {Booking received} other {# bookings received}}}}",
  "notification.bookingReceived.body":
    "{state, select, confirmed {Your {serviceName} with {staffName} {occurrences, plural, one {on {when} is} other {on # dates from {when} are}} booked and confirmed.} other {Your {serviceName} with {staffName} {occurrences, plural, one {on {when} is} other {on # dates from {when} are}} booked; {providerName} will confirm {occurrences, plural, one {it} other {them}}.}}",
  "notification.bookingConfirmed.title": "{occurrences, plural, one {Booking confirmed} other {# bookings confirmed}}",
  "notification.bookingConfirmed.body":
    "Your {serviceName} with {staffName} {occurrences, plural, one {on {when} is} other {on # dates from {when} are}} confirmed.",
  "notification.bookingRescheduled.title": "{occurrences, plural, one {Booking moved} other {# bookings moved}}",
  "notification.bookingRescheduled.body":
    "Your {serviceName} is now with {staffName} {occurrences, plural, one {on {when}} other {on # dates from {when}}}.",
  "notification.bookingRestored.title": "Booking reinstated",
  "notification.bookingRestored.body": "The cancellation was undone: your {serviceName} with {staffName} on {when} stands again.",
  "notification.bookingCancelled.title": "{occurrences, plural, one {Booking cancelled} other {# bookings cancelled}}",
  "notification.bookingCancelled.body":
    "Your {serviceName} with {staffName} {occurrences, plural, one {on {when} was} other {on # dates from {when} were}} cancelled.",
  "notification.bookingCancelled.reason": "Reason: {reason}",
  "notification.bookingNoShow.title": "Appointment missed",
  "notification.bookingNoShow.body": "Your {serviceName} with {staffName} on {when} was marked as missed.",
  "notification.bookingNoShow.message": "Message from the salon: {reason}",
  "notification.reminder24h.title": "Reminder: {serviceName} is coming up",
  "notification.reminder24h.body": "Your {serviceName} at {providerName} is on {when}.",
  "notification.reminder1h.title": "Reminder: {serviceName} starts soon",
  "notification.reminder1h.body": "Your {serviceName} at {providerName} starts on {when}.",
  "notification.reviewRequest.title": "How was your {serviceName}?",
  "notification.reviewRequest.body": "Tell {providerName} how your {serviceName} on {when} went: leave a review of booking {bookingId}.",
  "notification.holdVerification.title": "Confirm your booking",
  "notification.holdVerification.body": "Confirm your {serviceName} on {when} by the link in your email.",
  "notification.waitlistOffer.title": "A time has come free",
  "notification.waitlistOffer.body": "{serviceName} with {staffName} on {when} is held for you: claim it by the link in your email.",
  "notification.webhookDisabled.title": "Webhook disabled",
  // '{isActive: true}' is quoted: its braces are text.
  "notification.webhookDisabled.body":
    "Your webhook {url} was disabled after {failures} consecutive failed deliveries. Fix the receiver, then re-enable it with webhooks/update '{isActive: true}'.",
  "notification.publicBookingLimit.title": "Online bookings paused for the hour",
  "notification.publicBookingLimit.body":
    "Your booking page reached its limit of online bookings for this hour (settings: publicBookingsPerHour); further visitors were asked to try later. If this is a busy hour rather than abuse, raise the limit.",
  "notification.paymentFailed.title": "A payment could not be made",
  "notification.paymentFailed.body":
    "A payment of {amount} for booking {bookingId} (a refund or a fee) was not made; the payment provider said: {why}. Settle it with the customer; the booking itself is unchanged.",
} as const;

export type MessageKey = keyof typeof en;
/** A language's catalogue: a message for every English key. */
export type Catalogue = Readonly<Record<MessageKey, string>>;
