// The customer pages' words in English, the source catalogue: every other language has exactly
// these keys, each message with the same placeholders (catalogues.test.ts). Messages are ICU
// MessageFormat (intl-messageformat): {name} is a value, {count, plural, …} chooses by number,
// <strong>…</strong> marks text the page shows emphasised. Dates, times and zone names arrive
// formatted in the page's language (dates.ts); the messages only place them.
export const en = {
  // The page around everything.
  "page.book.heading": "Book an appointment",
  "page.manage.heading": "Your booking",
  "page.loading": "Loading…",
  "list.shown": "Showing {shown} of {total}.",
  "list.more": "Show more",
  "list.loadingMore": "Loading more…",
  "language.label": "Language",

  // The time zone the page tells times in, and the salon's when it is another.
  "zone.label": "Times shown in",
  "zone.yours": "{zone} (your time zone)",
  "zone.salon.own": "Times are shown in your time zone ({visitorZone}). The salon’s time zone is {salonZone}.",
  "zone.salon.chosen": "Times are shown in {visitorZone}. The salon’s time zone is {salonZone}.",

  // The steps of a booking.
  "step.service": "1. Choose a service",
  "step.staff": "2. With whom?",
  "step.day": "3. Pick a day",
  "step.time": "4. Pick a time",
  "step.details": "5. Your details",
  "services.loading": "Loading the services…",
  "services.none": "This salon offers no services online yet.",
  "service.meta": "{minutes} min · {price}",
  "service.withDuration": "{service} ({minutes} min)",
  "staff.none": "Nobody offers this service online at the moment.",
  "staff.any": "Any available",
  "staff.any.text": "Whoever of the team is free at the time you pick",

  // The month calendar and a day's times.
  "calendar.previous": "Previous month",
  "calendar.next": "Next month",
  "calendar.day.full": "{date}, no free times",
  "calendar.loading": "Looking for free times…",
  "calendar.empty": "No free times in {month}.",
  "calendar.tryNext": "Try the next month",
  "times.none": "No free times left on this day. Please pick another day.",
  "times.seatsLeft": "{count, plural, one {# seat left} other {# seats left}}",

  // The visitor's details.
  "summary.any": "{service}, {when}",
  "summary.member": "{service} with {member}, {when}",
  "summary.seats": "{count, plural, one {# seat} other {# seats}}",
  // A class's price for the seats chosen: {seats} × the price of one = {total}, in the salon's currency.
  "summary.total": "Total: {seats} × {price} = {total}",
  // The salon's street address and phone number under its name (<tel> is the link that calls it).
  "salon.address": "Address: {address}",
  "salon.phone": "Phone: <tel>{phone}</tel>",
  "salon.hours": "Opening hours",
  "salon.closed": "Closed",
  "field.seats": "Seats",
  "field.name": "Name",
  "field.email": "Email",
  "field.phone": "Phone",
  "field.notes": "Anything the salon should know?",
  "field.optional": "(optional)",
  "field.name.missing": "Please enter your name.",
  "field.name.long": "Please check your name (at most 200 characters).",
  "field.email.missing": "Please enter your email address: the confirmation goes there.",
  "field.email.invalid": "Please enter an email address such as name@example.com.",
  "field.phone.invalid": "Please enter a phone number with digits (and + ( ) - . / or spaces), such as +49 30 1234567, or leave it empty.",
  "field.notes.long": "Please shorten your note to 5000 characters.",
  "book.button": "Book {time}",
  "book.busy": "Booking…",
  "book.taken": "Sorry, {time} on {date} was just taken by someone else. Please pick another time: your details are kept.",

  // What the page says once the salon has the booking.
  "confirmation.confirmed": "Booking confirmed",
  "confirmation.requested": "Booking requested",
  "confirmation.pending": "The salon will confirm it. The details and the link below are on their way to {email}.",
  "confirmation.yourAddress": "your email address",
  "confirmation.calendar": "Add to calendar (.ics)",
  "confirmation.manage": "View, move or cancel this booking",
  "confirmation.keepLink": "Keep the link above (it is in your email too): it lets you move or cancel the booking.",
  "confirmation.another": "Book another appointment",
  "facts.when": "When",
  "facts.what": "What",
  "facts.with": "With",
  "facts.seats": "Seats",
  "facts.status": "Status",
  "facts.reference": "Reference",

  // A visit: several services back to back, booked in one go.
  "visit.heading": "Your services, one after another",
  "visit.add": "Add another service",
  "visit.choose": "Choose the next service",
  "visit.cancelAdd": "Close without adding",
  "visit.removeButton": "Remove",
  "visit.remove": "Remove {service}",
  "visit.max": "{count, plural, one {At most # service per visit.} other {At most # services per visit.}}",
  "visit.summary": "Your visit, {when}",
  "visit.summaryItem": "{service}, {start}–{end}",
  "visit.withMember": "With {member}",
  "visit.withAny": "With whoever of the team is free",
  "visit.book": "{count, plural, one {Book # service at {time}} other {Book # services at {time}}}",
  "visit.refused": "Sorry, your visit no longer fits at {time} on {date}. Please pick another time: your details are kept.",
  "visit.itemRefused": "{service} (service {position} of {count}): {reason}",
  "visit.itemRefused.at": "{service} (service {position} of {count}, {time}): {reason}",
  "visit.oneAtATime": "This salon takes one service per online booking. Please book the services one at a time.",
  "visit.confirmed": "Visit confirmed",
  "visit.requested": "Visit requested",
  "visit.itemLine": "{start}–{end} with {member}",
  "visit.manage": "View, move or cancel this visit",
  "visit.keepLink": "Keep the link above (it is in your email too): it lets you move or cancel the whole visit.",

  // A booking held until the visitor confirms their email.
  "held.heading": "Check your email to confirm",
  "held.sent": "We have sent a link to <address>{email}</address>.",
  "held.openBy": "Please open it by <strong>{deadline}</strong> to confirm your booking.",
  "held.openSoon": "Please open it soon to confirm your booking.",
  "held.until": "Until then the time is held for you; without your confirmation it is released.",
  "held.noEmail": "No email after a few minutes? Look in your spam folder, or book again.",

  // A booking opened from its manage link.
  "manage.loading": "Loading your booking…",
  "manage.verifying": "Confirming your email…",
  "manage.heading": "Your booking at {salon}",
  "manage.status.held": "Waiting for you to confirm your email",
  "manage.status.pending": "Requested (the salon will confirm it)",
  "manage.status.confirmed": "Confirmed",
  "manage.status.cancelled": "Cancelled",
  "manage.status.completed": "Completed",
  "manage.status.no_show": "Missed",
  "manage.status.lapsed": "No longer held",
  "manage.verified": "Thank you, your email is verified.",
  "manage.verified.pending": "Thank you, your email is verified. {salon} will confirm your booking.",
  "manage.verified.confirmed": "Thank you, your email is verified. {salon} has confirmed your booking.",
  "manage.held.lapsed": "This booking was not confirmed in time, so the time is no longer held for you. Please book again.",
  "manage.held.waiting":
    "To confirm this booking, open the link in the email we sent you by <strong>{deadline}</strong>. Until then the time is held for you; without your confirmation it is released.",
  "manage.unknown.heading": "This link does not work",
  "manage.unknown.text":
    "This booking link is unknown or has expired (links work until a week after the appointment). Please contact the salon.",
  "manage.move": "Move to another time",
  "manage.cancel": "Cancel booking",
  "manage.tooLate": "Changes online were possible until {when}. Please contact the salon to change or cancel.",
  "cancel.heading": "Cancel this booking?",
  "cancel.text": "{service} on {when} will be cancelled and the time given to others. This cannot be undone.",
  "cancel.confirm": "Yes, cancel booking",
  "cancel.busy": "Cancelling…",
  "cancel.keep": "Keep booking",
  "cancel.done": "Your booking is cancelled.",
  "manage.series": "One of a series of bookings.",
  "manage.cancelThis": "Cancel this one",
  "manage.cancelFollowing": "Cancel this and the following",
  "cancel.following.heading": "Cancel this booking and the following ones?",
  "cancel.following.text":
    "{service} on {when} and every later booking of the series will be cancelled and the times given to others. This cannot be undone.",
  "cancel.following.confirm": "Yes, cancel these bookings",
  "cancel.following.done": "This booking and the following ones of the series are cancelled.",
  "move.heading": "Move your booking",
  "move.who": "Who",
  "move.withMember": "With {member}",
  "move.timesOn": "Free times on {date}",
  "move.taken": "Sorry, {time} was just taken by someone else. Please pick another time.",
  "move.question": "Move to <strong>{when}</strong>?",
  "move.confirm": "Move booking",
  "move.busy": "Moving…",
  "move.back": "Keep the current time",
  "move.done": "Your booking is moved to {when}.",

  // The link of a verification email.
  "verify.lapsed.heading": "The time is no longer held",
  "verify.lapsed.text": "Your booking was not confirmed in time, so the time held for you was released. Please book again.",
  "verify.invalid.heading": "This link is not valid",
  "verify.invalid.text":
    "This confirmation link is not valid. Please open the link in the latest email we sent you about this booking, exactly as it is.",
  "verify.unknown.heading": "This link does not work",
  "verify.unknown.text":
    "This link is unknown or no longer works. If you did not confirm your booking in time, its time was released: please book again.",
  "bookAgain.button": "Book again",
  "bookAgain.text": "Please book again on the salon’s booking page.",

  // A booking link whose key the service does not take (unknown, revoked, or not a public key).
  "badKey.heading": "This booking link is not valid",
  "badKey.text":
    "The salon may have replaced it with a new one. Please ask the salon for a new link to its booking page, or use the one on its website.",

  // /book/ opened without a salon's key.
  "about.title": "Online booking",
  "about.heading": "Online booking for salons",
  "about.text":
    "This is where salons that use this service take appointments online. Each salon has a page of its own: to book, open the link your salon gave you, on its website, in an email or in a message.",
  "about.manage": "To move or cancel a booking, open the link in its confirmation email.",
  "about.staff": "Working at a salon? <console>Open the staff console</console>.",

  // Problems the page tells in its own words.
  "problem.network": "The booking service cannot be reached. Please check your connection and try again.",
  "problem.unavailable": "The booking service is not available at the moment. Please try again in a few minutes.",
  "problem.notFound": "This is no longer available. Please reload the page and try again.",
  "limit.requestsPerMinute": "At most {limit} requests per minute from one address.",
  "limit.keyPerMinute": "This booking page takes at most {limit} requests per minute.",
  "limit.bookingsPerMinute": "At most {limit} bookings per minute from one address.",
  "limit.bookingsPerHour": "At most {limit} bookings per hour from one address.",
  "limit.perEmail":
    "{limit, plural, one {At most # upcoming online booking per email address with this provider.} other {At most # upcoming online bookings per email address with this provider.}} Cancel one or contact the provider.",
  "limit.seatsCounted": "Each seat of a class counts as one booking.",
  "limit.salonPerHour": "This provider takes at most {limit} online bookings an hour. Try again later or contact them.",
  "limit.retrySeconds": "{seconds, plural, one {Please try again in a second.} other {Please try again in # seconds.}}",
  "limit.retryMinutes": "{minutes, plural, one {Please try again in a minute.} other {Please try again in # minutes.}}",
} as const;

export type MessageKey = keyof typeof en;
/** A catalogue of another language: every key of English, none else (the test also compares placeholders). */
export type Catalogue = Record<MessageKey, string>;
