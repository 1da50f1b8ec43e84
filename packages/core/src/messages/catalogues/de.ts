// German: formal address (Sie, Ihr). "Ihr Termin für {service}" sidesteps the unknown grammatical
// gender of a service's name; after the greeting's comma the first sentence starts in lower case.
import type { Catalogue } from "./en";

export const de: Catalogue = {
  "time.withZone": "{dateTime} ({zoneName}, {offset})",
  "time.withOffset": "{dateTime} ({offset})",
  "time.alsoAtSalon": "{customerTime}, entspricht {salonTime} im Salon",

  greeting: "Guten Tag {customerName},",
  signoff: "Freundliche Grüße",
  "service.withSeats": "{serviceName} ({seats, plural, one {# Person} other {# Personen}})",
  "label.row": "{label}: {value}",
  "label.service": "Leistung",
  "label.when": "Termin",
  "label.staff": "Mit",
  "label.where": "Ort",
  "label.reference": "Buchungsnummer",
  "link.manage": "Buchung ansehen, ändern oder stornieren",
  "link.verify": "Buchung bestätigen",
  "link.verifyEntry": "Meinen Platz auf der Warteliste einnehmen",
  "link.console": "Buchung in der Konsole öffnen",
  "link.claim": "Diesen Termin nehmen",
  "link.decline": "Nein, danke",

  "calendar.summary": "{serviceName} bei {providerName}",
  "calendar.withStaff": "{serviceName} mit {staffName}",
  "calendar.reference": "Buchung {bookingId}",
  "calendar.manage": "Ansehen, verschieben oder stornieren: {url}",

  "bookingReceived.subject": "{state, select, confirmed {Buchung bestätigt} other {Buchung eingegangen}}: {serviceName}, {when}",
  "bookingReceived.heading": "{state, select, confirmed {Ihre Buchung ist bestätigt} other {Ihre Buchung ist eingegangen}}",
  "bookingReceived.intro":
    "{state, select, confirmed {vielen Dank für Ihre Buchung! Ihr Termin für {service} mit {staffName} bei {providerName} am {when} ist bestätigt. Wir freuen uns auf Sie.} other {vielen Dank für Ihre Buchung! Ihr Termin für {service} mit {staffName} bei {providerName} am {when} ist angefragt. {providerName} bestätigt ihn in Kürze; wir geben Ihnen dann sofort Bescheid.}}",

  "bookingConfirmed.subject": "Buchung bestätigt: {serviceName}, {when}",
  "bookingConfirmed.heading": "Ihre Buchung ist bestätigt",
  "bookingConfirmed.intro":
    "gute Nachrichten: Ihr Termin für {service} mit {staffName} bei {providerName} am {when} ist bestätigt. Wir freuen uns auf Sie.",

  "bookingRescheduled.subject": "Termin verschoben: {serviceName}, {when}",
  "bookingRescheduled.heading": "Ihr Termin wurde verschoben",
  "bookingRescheduled.intro":
    "Ihr Termin für {service} bei {providerName} wurde verschoben. Er findet jetzt am {when} mit {staffName} statt.",

  "bookingRestored.subject": "Termin wiederhergestellt: {serviceName}, {when}",
  "bookingRestored.heading": "Ihr Termin gilt wieder",
  "bookingRestored.intro":
    "Bitte betrachten Sie unsere Stornierung als gegenstandslos: Ihr Termin für {service} mit {staffName} bei {providerName} am {when} gilt wieder wie zuvor. Wir freuen uns auf Ihren Besuch.",

  "bookingCancelled.subject": "Buchung storniert: {serviceName}, {when}",
  "bookingCancelled.heading": "Ihre Buchung wurde storniert",
  "bookingCancelled.intro": "Ihr Termin für {service} mit {staffName} bei {providerName} am {when} wurde storniert.",
  "bookingCancelled.reason": "Grund: {reason}",
  "bookingCancelled.notConfirmedInTime":
    "{providerName} konnte Ihre Buchung leider nicht rechtzeitig bestätigen, daher wurde der Termin wieder freigegeben. Bitte entschuldigen Sie die Unannehmlichkeiten.",
  "bookingCancelled.outro": "Wir hoffen, Sie bald wieder begrüßen zu dürfen.",

  "bookingNoShow.subject": "Termin versäumt: {serviceName}, {when}",
  "bookingNoShow.heading": "Wir haben Sie vermisst",
  "bookingNoShow.intro":
    "{providerName} hat Ihren Termin für {service} mit {staffName} am {when} als versäumt vermerkt: Sie sind nicht zum Termin erschienen.",
  "bookingNoShow.message": "Nachricht von {providerName}: {reason}",
  "bookingNoShow.outro": "Wenn Sie ein anderes Mal kommen möchten, buchen Sie gern einen neuen Termin.",

  "reason.declinedBySalon": "der Salon konnte diese Buchung nicht annehmen",
  "reason.cancelledBySalon": "der Salon musste diese Buchung absagen",

  "reminder24h.subject": "Erinnerung: {serviceName}, {when}",
  "reminder24h.heading": "Ihr Termin steht bald an",
  "reminder24h.intro": "wir möchten Sie an Ihren Termin für {service} mit {staffName} bei {providerName} am {when} erinnern.",
  "reminder24h.outro": "Falls Sie den Termin nicht wahrnehmen können, geben Sie uns bitte so früh wie möglich Bescheid.",

  "reminder1h.subject": "In Kürze: {serviceName}, {when}",
  "reminder1h.heading": "Ihr Termin beginnt bald",
  "reminder1h.intro": "Ihr Termin für {service} mit {staffName} bei {providerName} beginnt bald, am {when}.",

  "reviewRequest.subject": "Wie war Ihr Termin für {serviceName} bei {providerName}?",
  "reviewRequest.heading": "Wie war Ihr Besuch?",
  "reviewRequest.intro":
    "vielen Dank für Ihren Besuch bei {providerName}. Wir hoffen, Ihr Termin für {service} mit {staffName} am {when} hat Ihnen gefallen.",
  "reviewRequest.ask":
    "Hätten Sie einen Moment Zeit, Ihren Besuch mit 1 bis 5 Sternen zu bewerten? Ihre Bewertung der Buchung {bookingId} hilft uns und anderen Kundinnen und Kunden.",

  "holdVerification.subject": "Bitte bestätigen Sie Ihre Buchung: {serviceName}, {when}",
  "holdVerification.heading": "Bitte bestätigen Sie Ihre Buchung",
  "holdVerification.intro":
    "bitte bestätigen Sie Ihren Termin für {service} mit {staffName} bei {providerName} am {when} über den Link unten.",
  "holdVerification.until":
    "Wir halten den Termin bis {until} für Sie frei. Ohne Ihre Bestätigung wird er danach wieder freigegeben, sonst passiert nichts.",
  "holdVerification.noDeadline":
    "Wir halten den Termin für Sie frei, bis Sie ihn bestätigen. Ohne Ihre Bestätigung wird er wieder freigegeben, sonst passiert nichts.",
  "holdVerification.ignore": "Falls Sie diese Buchung nicht vorgenommen haben, können Sie diese E-Mail einfach ignorieren.",

  "waitlistVerification.subject": "Bitte bestätigen Sie Ihren Platz auf der Warteliste: {serviceName}",
  "waitlistVerification.heading": "Bitte bestätigen Sie Ihren Platz auf der Warteliste",
  "waitlistVerification.intro":
    "Sie haben {providerName} gebeten, Sie auf die Warteliste für {serviceName} zu setzen. Öffnen Sie den Link unten, um Ihren Platz einzunehmen; wir schreiben Ihnen, sobald ein passender Termin frei wird.",
  "waitlistVerification.until":
    "Der Link gilt bis {until}. Ohne Ihre Bestätigung bis dahin werden Sie nicht auf die Warteliste gesetzt, sonst passiert nichts.",
  "waitlistVerification.ignore": "Falls Sie das nicht angefragt haben, können Sie diese E-Mail einfach ignorieren.",

  "waitlistOffer.subject": "Ein Termin ist frei geworden: {serviceName}, {when}",
  "waitlistOffer.heading": "Ein Termin, auf den Sie warten, ist frei geworden",
  "waitlistOffer.intro":
    "Ihr Platz auf der Warteliste hat sich gelohnt: Ein Termin für {service} mit {staffName} bei {providerName} am {when} ist frei geworden und gehört Ihnen, wenn Sie möchten.",
  "waitlistOffer.until":
    "Wir halten den Termin bis {until} für Sie frei. Nehmen Sie ihn bis dahin über den Link unten; danach geht er an die nächste Person auf der Warteliste.",
  "waitlistOffer.noDeadline":
    "Wir halten den Termin kurz für Sie frei. Nehmen Sie ihn über den Link unten; danach geht er an die nächste Person auf der Warteliste.",
  "waitlistOffer.pays.deposit":
    "Für diese Leistung ist eine Anzahlung von {amount} fällig: Sie zahlen sie online, wenn Sie die Zeit annehmen, und Ihr Termin gilt, sobald sie bezahlt ist.",
  "waitlistOffer.pays.full":
    "Diese Leistung wird im Voraus bezahlt ({amount}): Sie zahlen online, wenn Sie die Zeit annehmen, und Ihr Termin gilt, sobald bezahlt ist.",
  "waitlistOffer.pays.card":
    "Für diese Leistung wird eine Karte hinterlegt: Sie hinterlegen sie online, wenn Sie die Zeit annehmen (dabei wird nichts abgebucht), und Ihr Termin gilt, sobald sie hinterlegt ist.",
  "waitlistOffer.decline":
    "Sie können nicht? Wählen Sie „Nein, danke“, dann bieten wir den Termin jemand anderem an; Sie bleiben auf der Warteliste.",

  "visit.intro.bookingReceived":
    "{state, select, confirmed {Vielen Dank für Ihre Buchung bei {providerName}: {count} Leistungen nacheinander, Beginn {when}. Ihr Besuch ist bestätigt, wir freuen uns auf Sie.} other {Vielen Dank für Ihre Buchung bei {providerName}: {count} Leistungen nacheinander, Beginn {when}. {providerName} bestätigt sie in Kürze; Sie hören von uns, sobald das geschehen ist.}}",
  "visit.intro.bookingConfirmed":
    "Gute Nachricht: Ihr Besuch bei {providerName} ist bestätigt: {count} Leistungen nacheinander, Beginn {when}. Wir freuen uns auf Sie.",
  "visit.intro.bookingCancelled": "Ihr Besuch bei {providerName} mit Beginn {when} wurde storniert: alle {count} Leistungen.",
  "visit.intro.bookingRescheduled":
    "Ihr Besuch bei {providerName} wurde verschoben: {count} Leistungen nacheinander, jetzt mit Beginn {when}. Die neuen Zeiten:",
  "visit.item": "{span}, mit {staffName}",
  "series.intro.bookingReceived":
    "{state, select, confirmed {Vielen Dank für Ihre Buchung von {serviceName} bei {providerName} an {count} Terminen, der erste am {when}. Ihre Buchungen sind bestätigt und wir freuen uns auf Sie.} other {Vielen Dank für Ihre Buchung von {serviceName} bei {providerName} an {count} Terminen, der erste am {when}. {providerName} bestätigt sie in Kürze; Sie hören von uns, sobald das geschehen ist.}}",
  "series.intro.bookingConfirmed":
    "Gute Nachricht: Ihr {serviceName} bei {providerName} ist an {count} Terminen bestätigt, der erste am {when}. Wir freuen uns auf Sie.",
  "series.intro.bookingCancelled": "Ihr {serviceName} bei {providerName} wurde an {count} Terminen ab {when} storniert:",
  "series.intro.bookingRescheduled":
    "Ihr {serviceName} bei {providerName} wurde an {count} Terminen verschoben, der erste jetzt am {when}. Die neuen Zeiten:",
  "sms.seriesConfirmed": "{providerName}: Ihre Termine sind bestätigt: {items}.",
  "time.span": "{start} – {end}",
  "sms.visitConfirmed": "{providerName}: Ihr Besuch ist bestätigt: {items}.",
  "sms.seriesRescheduled": "{providerName}: Ihre Termine wurden verschoben. Sie finden jetzt statt: {items}.",
  "sms.visitRescheduled": "{providerName}: Ihr Besuch wurde verschoben. Er findet jetzt statt: {items}.",
  "sms.bookingConfirmed": "{providerName}: Ihr Termin für {service} mit {staffName} ist bestätigt: {when}.",
  "sms.bookingRescheduled": "{providerName}: Ihr Termin für {service} wurde verschoben, jetzt mit {staffName} am {when}.",
  "sms.bookingRestored":
    "{providerName}: Bitte ignorieren Sie die Stornierung. Ihr Termin für {service} mit {staffName} am {when} gilt wieder.",
  "sms.reminder1h": "{providerName}: Ihr Termin für {service} mit {staffName} beginnt bald: {when}.",

  "alert.label.customer": "Kunde",
  "alert.label.email": "E-Mail",
  "alert.label.phone": "Telefon",
  "alert.label.customerTime": "Ortszeit des Kunden",
  "alert.label.previous": "Vorher",
  "alert.label.via": "Über",
  "alert.label.note": "Notiz des Kunden",
  "alert.via": "{changedBy, select, visitor {Ihre Buchungsseite} other {Das Kundenkonto}}",
  "alert.booking.created.subject":
    "{state, select, pending {Neue Buchung zur Bestätigung} other {Neue Buchung}}: {serviceName}, {when} — {customerName}",
  "alert.booking.created.heading": "{state, select, pending {Eine neue Buchung wartet auf Ihre Bestätigung} other {Neue Buchung}}",
  "alert.booking.created.intro": "{customerName} hat {service} mit {staffName} am {when} gebucht.",
  "alert.booking.created.pending": "Die Buchung wartet auf Ihre Bestätigung: Bitte bestätigen Sie sie oder lehnen Sie sie ab.",
  "alert.booking.created.pendingMany": "Die Buchungen warten auf Ihre Bestätigung: Bitte bestätigen Sie sie oder lehnen Sie sie ab.",
  "alert.visit.intro.booking.created": "{customerName} hat einen Besuch mit {count} Leistungen nacheinander gebucht, mit Beginn {when}.",
  "alert.visit.intro.booking.rescheduled": "{customerName} hat den Besuch mit {count} Leistungen verschoben, jetzt mit Beginn {when}:",
  "alert.visit.intro.booking.cancelled": "{customerName} hat den Besuch mit Beginn {when} storniert: alle {count} Leistungen.",
  "alert.series.intro.booking.created": "{customerName} hat {serviceName} an {count} Terminen gebucht, den ersten am {when}.",
  "alert.series.intro.booking.rescheduled": "{customerName} hat {serviceName} an {count} Terminen verschoben, der erste jetzt am {when}:",
  "alert.series.intro.booking.cancelled": "{customerName} hat {serviceName} an {count} Terminen ab {when} storniert.",
  "alert.booking.rescheduled.subject": "Termin verschoben: {serviceName}, {when} — {customerName}",
  "alert.booking.rescheduled.heading": "Ein Termin wurde verschoben",
  "alert.booking.rescheduled.intro": "{customerName} hat den Termin für {service} von {previous} auf {when} verschoben (mit {staffName}).",
  "alert.booking.rescheduled.introNoPrevious":
    "{customerName} hat den Termin für {service} verschoben. Er ist jetzt am {when}, mit {staffName}.",
  "alert.booking.cancelled.subject": "Buchung storniert: {serviceName}, {when} — {customerName}",
  "alert.booking.cancelled.heading": "Eine Buchung wurde storniert",
  "alert.booking.cancelled.intro": "{customerName} hat den Termin für {service} mit {staffName} am {when} storniert.",
  "alert.booking.cancelled.reason": "Angegebener Grund: {reason}",
  "alert.booking.cancelled.notConfirmedInTime": "Sie wurde nicht rechtzeitig bestätigt; der Termin wurde daher freigegeben.",
  "alert.footer": "Sie erhalten diese E-Mail, weil Buchungsbenachrichtigungen für {providerName} eingeschaltet sind.",
  "notification.newBooking.title": "{occurrences, plural, one {Neue Buchung} other {Neue Terminserie}}",
  "notification.newBooking.body":
    "{customerName} hat {serviceName} bei {staffName} {occurrences, plural, one {am {when} gebucht} other {#-mal gebucht, zuerst am {when}}}.",
  "notification.bookingReceived.title":
    "{state, select, confirmed {{occurrences, plural, one {Buchung bestätigt} other {# Buchungen bestätigt}}} other {{occurrences, plural, one {Buchung eingegangen} other {# Buchungen eingegangen}}}}",
  "notification.bookingReceived.body":
    "{state, select, confirmed {{occurrences, plural, one {Ihr Termin für {serviceName} mit {staffName} am {when} ist gebucht und bestätigt.} other {Ihre # Termine für {serviceName} mit {staffName} ab {when} sind gebucht und bestätigt.}}} other {{occurrences, plural, one {Ihr Termin für {serviceName} mit {staffName} am {when} ist gebucht; {providerName} bestätigt ihn in Kürze.} other {Ihre # Termine für {serviceName} mit {staffName} ab {when} sind gebucht; {providerName} bestätigt sie in Kürze.}}}}",
  "notification.bookingConfirmed.title": "{occurrences, plural, one {Buchung bestätigt} other {# Buchungen bestätigt}}",
  "notification.bookingConfirmed.body":
    "{occurrences, plural, one {Ihr Termin für {serviceName} mit {staffName} am {when} ist bestätigt.} other {Ihre # Termine für {serviceName} mit {staffName} ab {when} sind bestätigt.}}",
  "notification.bookingRescheduled.title": "{occurrences, plural, one {Buchung verschoben} other {# Buchungen verschoben}}",
  "notification.bookingRescheduled.body":
    "{occurrences, plural, one {Ihr Termin für {serviceName} ist jetzt mit {staffName} am {when}.} other {Ihre # Termine für {serviceName} sind jetzt mit {staffName} ab {when}.}}",
  "notification.bookingRestored.title": "Termin wiederhergestellt",
  "notification.bookingRestored.body":
    "Die Stornierung wurde zurückgenommen: Ihr Termin für {serviceName} mit {staffName} am {when} gilt wieder.",
  "notification.bookingCancelled.title": "{occurrences, plural, one {Buchung storniert} other {# Buchungen storniert}}",
  "notification.bookingCancelled.body":
    "{occurrences, plural, one {Ihr Termin für {serviceName} mit {staffName} am {when} wurde storniert.} other {Ihre # Termine für {serviceName} mit {staffName} ab {when} wurden storniert.}}",
  "notification.bookingCancelled.reason": "Grund: {reason}",
  "notification.bookingNoShow.title": "Termin versäumt",
  "notification.bookingNoShow.body": "Ihr Termin für {serviceName} mit {staffName} am {when} wurde als versäumt vermerkt.",
  "notification.bookingNoShow.message": "Nachricht des Salons: {reason}",
  "notification.reminder24h.title": "Erinnerung: {serviceName} steht bevor",
  "notification.reminder24h.body": "Ihr Termin für {serviceName} bei {providerName} ist am {when}.",
  "notification.reminder1h.title": "Erinnerung: {serviceName} beginnt bald",
  "notification.reminder1h.body": "Ihr Termin für {serviceName} bei {providerName} beginnt am {when}.",
  "notification.reviewRequest.title": "Wie war Ihr Termin für {serviceName}?",
  "notification.reviewRequest.body":
    "Sagen Sie {providerName}, wie Ihr Termin für {serviceName} am {when} war: Bewerten Sie die Buchung {bookingId}.",
  "notification.holdVerification.title": "Bestätigen Sie Ihre Buchung",
  "notification.holdVerification.body": "Bestätigen Sie Ihren Termin für {serviceName} am {when} über den Link in Ihrer E-Mail.",
  "notification.waitlistOffer.title": "Ein Termin ist frei geworden",
  "notification.waitlistOffer.body":
    "{serviceName} mit {staffName} am {when} ist für Sie reserviert: Nehmen Sie ihn über den Link in Ihrer E-Mail.",
  "notification.webhookDisabled.title": "Webhook deaktiviert",
  "notification.webhookDisabled.body":
    "Ihr Webhook {url} wurde nach {failures} fehlgeschlagenen Zustellungen in Folge deaktiviert. Beheben Sie den Fehler beim Empfänger und schalten Sie ihn dann mit webhooks/update '{isActive: true}' wieder ein.",
  "notification.publicBookingLimit.title": "Online-Buchungen für diese Stunde pausiert",
  "notification.publicBookingLimit.body":
    "Ihre Buchungsseite hat ihr Limit an Online-Buchungen für diese Stunde erreicht (Einstellung: publicBookingsPerHour); weitere Besucher wurden gebeten, es später zu versuchen. Ist dies eine geschäftige Stunde und kein Missbrauch, erhöhen Sie das Limit.",
  "notification.paymentFailed.title": "Eine Zahlung kam nicht zustande",
  "notification.paymentFailed.body":
    "Eine Zahlung über {amount} zur Buchung {bookingId} (eine Erstattung oder eine Gebühr) kam nicht zustande; der Zahlungsanbieter meldete: {why}. Klären Sie es mit der Kundin oder dem Kunden; die Buchung selbst bleibt, wie sie ist.",
};
