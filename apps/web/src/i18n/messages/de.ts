// German (formal "Sie"). Keys and placeholders as in en.ts.
import type { Catalogue } from "./en";

export const de: Catalogue = {
  "page.book.heading": "Termin buchen",
  "page.manage.heading": "Ihre Buchung",
  "page.loading": "Wird geladen…",
  "list.shown": "{shown} von {total} angezeigt.",
  "list.more": "Mehr anzeigen",
  "list.loadingMore": "Weitere werden geladen…",
  "language.label": "Sprache",

  "zone.label": "Zeiten in",
  "zone.yours": "{zone} (Ihre Zeitzone)",
  "zone.salon.own": "Die Zeiten werden in Ihrer Zeitzone angezeigt ({visitorZone}). Der Salon liegt in der Zeitzone {salonZone}.",
  "zone.salon.chosen": "Die Zeiten werden in der Zeitzone {visitorZone} angezeigt. Der Salon liegt in der Zeitzone {salonZone}.",

  "step.service": "1. Leistung wählen",
  "step.staff": "2. Bei wem?",
  "step.day": "3. Tag wählen",
  "step.time": "4. Uhrzeit wählen",
  "step.details": "5. Ihre Angaben",
  "services.loading": "Die Leistungen werden geladen…",
  "services.none": "Dieser Salon bietet noch keine Leistungen online an.",
  "service.meta": "{minutes} Min. · {price}",
  "service.withDuration": "{service} ({minutes} Min.)",
  "staff.none": "Diese Leistung bietet zurzeit niemand online an.",
  "staff.any": "Beliebig",
  "staff.any.text": "Wer aus dem Team zur gewählten Zeit frei ist",

  "calendar.previous": "Vorheriger Monat",
  "calendar.next": "Nächster Monat",
  "calendar.day.full": "{date}, keine freien Zeiten",
  "calendar.loading": "Freie Zeiten werden gesucht…",
  "calendar.empty": "Keine freien Zeiten im {month}.",
  "calendar.tryNext": "Nächsten Monat ansehen",
  "times.none": "An diesem Tag sind keine Zeiten mehr frei. Bitte wählen Sie einen anderen Tag.",
  "times.seatsLeft": "{count, plural, one {# Platz frei} other {# Plätze frei}}",

  "summary.any": "{service}, {when}",
  "summary.member": "{service} bei {member}, {when}",
  "summary.seats": "{count, plural, one {# Platz} other {# Plätze}}",
  "field.seats": "Plätze",
  "field.name": "Name",
  "field.email": "E-Mail",
  "field.phone": "Telefon",
  "field.notes": "Möchten Sie dem Salon noch etwas mitteilen?",
  "field.optional": "(optional)",
  "field.name.missing": "Bitte geben Sie Ihren Namen ein.",
  "field.name.long": "Bitte prüfen Sie Ihren Namen (höchstens 200 Zeichen).",
  "field.email.missing": "Bitte geben Sie Ihre E-Mail-Adresse ein: Die Bestätigung geht dorthin.",
  "field.email.invalid": "Bitte geben Sie eine E-Mail-Adresse wie name@example.com ein.",
  "field.phone.invalid":
    "Bitte geben Sie eine Telefonnummer aus Ziffern (und + ( ) - . / oder Leerzeichen) ein, etwa +49 30 1234567, oder lassen Sie das Feld leer.",
  "field.notes.long": "Bitte kürzen Sie Ihre Nachricht auf 5000 Zeichen.",
  "book.button": "{time} buchen",
  "book.busy": "Wird gebucht…",
  "book.taken":
    "Leider wurde {time} am {date} gerade von jemand anderem gebucht. Bitte wählen Sie eine andere Uhrzeit: Ihre Angaben bleiben erhalten.",

  "confirmation.confirmed": "Buchung bestätigt",
  "confirmation.requested": "Buchung angefragt",
  "confirmation.pending": "Der Salon wird sie bestätigen. Die Angaben und der Link unten sind unterwegs an {email}.",
  "confirmation.yourAddress": "Ihre E-Mail-Adresse",
  "confirmation.calendar": "Zum Kalender hinzufügen (.ics)",
  "confirmation.manage": "Buchung ansehen, verschieben oder stornieren",
  "confirmation.keepLink":
    "Bewahren Sie den Link oben auf (er steht auch in Ihrer E-Mail): Damit können Sie die Buchung verschieben oder stornieren.",
  "confirmation.another": "Weiteren Termin buchen",
  "facts.when": "Wann",
  "facts.what": "Was",
  "facts.with": "Bei",
  "facts.seats": "Plätze",
  "facts.status": "Status",
  "facts.reference": "Buchungsnummer",

  "held.heading": "Bitte bestätigen Sie per E-Mail",
  "held.sent": "Wir haben einen Link an <address>{email}</address> gesendet.",
  "held.openBy": "Bitte öffnen Sie ihn bis <strong>{deadline}</strong>, um Ihre Buchung zu bestätigen.",
  "held.openSoon": "Bitte öffnen Sie ihn bald, um Ihre Buchung zu bestätigen.",
  "held.until": "Bis dahin ist die Zeit für Sie reserviert; ohne Ihre Bestätigung wird sie freigegeben.",
  "held.noEmail": "Nach ein paar Minuten noch keine E-Mail? Sehen Sie im Spam-Ordner nach oder buchen Sie erneut.",

  "manage.loading": "Ihre Buchung wird geladen…",
  "manage.verifying": "Ihre E-Mail-Adresse wird bestätigt…",
  "manage.heading": "Ihre Buchung bei {salon}",
  "manage.status.held": "Wartet auf Ihre Bestätigung per E-Mail",
  "manage.status.pending": "Angefragt (der Salon bestätigt sie noch)",
  "manage.status.confirmed": "Bestätigt",
  "manage.status.cancelled": "Storniert",
  "manage.status.completed": "Abgeschlossen",
  "manage.status.no_show": "Nicht erschienen",
  "manage.status.lapsed": "Nicht mehr reserviert",
  "manage.verified": "Vielen Dank, Ihre E-Mail-Adresse ist bestätigt.",
  "manage.verified.pending": "Vielen Dank, Ihre E-Mail-Adresse ist bestätigt. {salon} wird Ihre Buchung bestätigen.",
  "manage.verified.confirmed": "Vielen Dank, Ihre E-Mail-Adresse ist bestätigt. {salon} hat Ihre Buchung bestätigt.",
  "manage.held.lapsed":
    "Diese Buchung wurde nicht rechtzeitig bestätigt, deshalb ist die Zeit nicht mehr für Sie reserviert. Bitte buchen Sie erneut.",
  "manage.held.waiting":
    "Um diese Buchung zu bestätigen, öffnen Sie bis <strong>{deadline}</strong> den Link in der E-Mail, die wir Ihnen gesendet haben. Bis dahin ist die Zeit für Sie reserviert; ohne Ihre Bestätigung wird sie freigegeben.",
  "manage.unknown.heading": "Dieser Link funktioniert nicht",
  "manage.unknown.text":
    "Dieser Buchungslink ist unbekannt oder abgelaufen (Links gelten bis eine Woche nach dem Termin). Bitte wenden Sie sich an den Salon.",
  "manage.move": "Auf eine andere Zeit verschieben",
  "manage.cancel": "Buchung stornieren",
  "manage.tooLate":
    "Änderungen online waren bis {when} möglich. Bitte wenden Sie sich an den Salon, um den Termin zu ändern oder abzusagen.",
  "cancel.heading": "Diese Buchung stornieren?",
  "cancel.text": "{service} am {when} wird storniert und die Zeit für andere freigegeben. Das lässt sich nicht rückgängig machen.",
  "cancel.confirm": "Ja, Buchung stornieren",
  "cancel.busy": "Wird storniert…",
  "cancel.keep": "Buchung behalten",
  "cancel.done": "Ihre Buchung ist storniert.",
  "move.heading": "Buchung verschieben",
  "move.who": "Bei wem",
  "move.withMember": "Bei {member}",
  "move.timesOn": "Freie Zeiten am {date}",
  "move.taken": "Leider wurde {time} gerade von jemand anderem gebucht. Bitte wählen Sie eine andere Uhrzeit.",
  "move.question": "Auf <strong>{when}</strong> verschieben?",
  "move.confirm": "Buchung verschieben",
  "move.busy": "Wird verschoben…",
  "move.back": "Bisherige Zeit behalten",
  "move.done": "Ihre Buchung ist verschoben auf {when}.",

  "verify.lapsed.heading": "Die Zeit ist nicht mehr reserviert",
  "verify.lapsed.text":
    "Ihre Buchung wurde nicht rechtzeitig bestätigt, deshalb wurde die für Sie reservierte Zeit freigegeben. Bitte buchen Sie erneut.",
  "verify.invalid.heading": "Dieser Link ist nicht gültig",
  "verify.invalid.text":
    "Dieser Bestätigungslink ist nicht gültig. Bitte öffnen Sie den Link in der neuesten E-Mail, die wir Ihnen zu dieser Buchung gesendet haben, genau so, wie er ist.",
  "verify.unknown.heading": "Dieser Link funktioniert nicht",
  "verify.unknown.text":
    "Dieser Link ist unbekannt oder funktioniert nicht mehr. Wenn Sie Ihre Buchung nicht rechtzeitig bestätigt haben, wurde die Zeit freigegeben: Bitte buchen Sie erneut.",
  "bookAgain.button": "Erneut buchen",
  "bookAgain.text": "Bitte buchen Sie erneut über die Buchungsseite des Salons.",

  "badKey.heading": "Dieser Buchungslink ist nicht gültig",
  "badKey.text":
    "Vielleicht hat der Salon ihn durch einen neuen ersetzt. Bitte fragen Sie den Salon nach einem neuen Link zu seiner Buchungsseite oder nutzen Sie den auf seiner Website.",

  "about.title": "Online-Terminbuchung",
  "about.heading": "Online-Terminbuchung für Salons",
  "about.text":
    "Hier nehmen Salons, die diesen Dienst nutzen, online Termine an. Jeder Salon hat eine eigene Seite: Um zu buchen, öffnen Sie den Link, den Ihr Salon Ihnen gegeben hat – auf seiner Website, in einer E-Mail oder in einer Nachricht.",
  "about.manage": "Um eine Buchung zu verschieben oder zu stornieren, öffnen Sie den Link in ihrer Bestätigungs-E-Mail.",
  "about.staff": "Sie arbeiten in einem Salon? <console>Zur Konsole für Mitarbeitende</console>.",

  "problem.network": "Der Buchungsdienst ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  "problem.unavailable": "Der Buchungsdienst ist gerade nicht verfügbar. Bitte versuchen Sie es in ein paar Minuten erneut.",
  "problem.notFound": "Das ist nicht mehr verfügbar. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  "limit.requestsPerMinute": "Höchstens {limit} Anfragen pro Minute von einer Adresse.",
  "limit.keyPerMinute": "Diese Buchungsseite nimmt höchstens {limit} Anfragen pro Minute an.",
  "limit.bookingsPerMinute": "Höchstens {limit} Buchungen pro Minute von einer Adresse.",
  "limit.bookingsPerHour": "Höchstens {limit} Buchungen pro Stunde von einer Adresse.",
  "limit.perEmail":
    "{limit, plural, one {Höchstens # bevorstehende Online-Buchung pro E-Mail-Adresse bei diesem Salon.} other {Höchstens # bevorstehende Online-Buchungen pro E-Mail-Adresse bei diesem Salon.}} Stornieren Sie eine oder wenden Sie sich an den Salon.",
  "limit.seatsCounted": "Jeder Platz in einem Kurs zählt als eine Buchung.",
  "limit.salonPerHour":
    "Dieser Salon nimmt höchstens {limit} Online-Buchungen pro Stunde an. Bitte versuchen Sie es später erneut oder wenden Sie sich an den Salon.",
  "limit.retrySeconds":
    "{seconds, plural, one {Bitte versuchen Sie es in einer Sekunde erneut.} other {Bitte versuchen Sie es in # Sekunden erneut.}}",
  "limit.retryMinutes":
    "{minutes, plural, one {Bitte versuchen Sie es in einer Minute erneut.} other {Bitte versuchen Sie es in # Minuten erneut.}}",
};
