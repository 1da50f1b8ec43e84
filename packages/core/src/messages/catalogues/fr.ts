// French: vouvoiement. "Votre rendez-vous pour {service}" reads well whatever the service's gender;
// a no-break space (\u00a0) stands before the colon, question and exclamation marks, as French
// typography wants.
import type { Catalogue } from "./en";

export const fr: Catalogue = {
  "time.withZone": "{dateTime} ({zoneName}, {offset})",
  "time.withOffset": "{dateTime} ({offset})",
  "time.alsoAtSalon": "{customerTime}, soit {salonTime} au salon",

  greeting: "Bonjour {customerName},",
  signoff: "Bien cordialement,",
  "service.withSeats": "{serviceName} pour {seats, plural, one {# personne} other {# personnes}}",
  "label.row": "{label}\u00a0: {value}",
  "label.service": "Prestation",
  "label.when": "Date et heure",
  "label.staff": "Avec",
  "label.where": "Lieu",
  "label.reference": "Référence de réservation",
  "link.manage": "Voir, modifier ou annuler votre réservation",
  "link.verify": "Confirmer votre réservation",
  "link.verifyEntry": "Prendre ma place sur la liste d’attente",
  "link.console": "Ouvrir la réservation dans la console",
  "link.claim": "Prendre ce créneau",
  "link.decline": "Non merci",

  "calendar.summary": "{serviceName} chez {providerName}",
  "calendar.withStaff": "{serviceName} avec {staffName}",
  "calendar.reference": "Réservation {bookingId}",
  "calendar.manage": "Voir, déplacer ou annuler\u00a0: {url}",

  "bookingReceived.subject": "{state, select, confirmed {Réservation confirmée} other {Réservation reçue}}\u00a0: {serviceName}, {when}",
  "bookingReceived.heading": "{state, select, confirmed {Votre réservation est confirmée} other {Nous avons bien reçu votre réservation}}",
  "bookingReceived.intro":
    "{state, select, confirmed {Merci pour votre réservation. Votre rendez-vous pour {service} avec {staffName} chez {providerName} le {when} est confirmé. Nous avons hâte de vous accueillir.} other {Merci pour votre réservation. Votre rendez-vous pour {service} avec {staffName} chez {providerName} le {when} doit encore être confirmé par {providerName}\u00a0; nous vous préviendrons dès que ce sera fait.}}",

  "bookingConfirmed.subject": "Réservation confirmée\u00a0: {serviceName}, {when}",
  "bookingConfirmed.heading": "Votre réservation est confirmée",
  "bookingConfirmed.intro":
    "Bonne nouvelle\u00a0: votre rendez-vous pour {service} avec {staffName} chez {providerName} le {when} est confirmé. Nous avons hâte de vous accueillir.",

  "bookingRescheduled.subject": "Rendez-vous déplacé\u00a0: {serviceName}, {when}",
  "bookingRescheduled.heading": "Votre rendez-vous a été déplacé",
  "bookingRescheduled.intro":
    "Votre rendez-vous pour {service} chez {providerName} a été déplacé. Il aura lieu le {when}, avec {staffName}.",

  "bookingRestored.subject": "Rendez-vous rétabli\u00a0: {serviceName}, {when}",
  "bookingRestored.heading": "Votre rendez-vous est maintenu",
  "bookingRestored.intro":
    "Merci de ne pas tenir compte de notre annulation\u00a0: votre rendez-vous pour {service} avec {staffName} chez {providerName} le {when} est rétabli, comme avant. Au plaisir de vous accueillir.",

  "bookingCancelled.subject": "Réservation annulée\u00a0: {serviceName}, {when}",
  "bookingCancelled.heading": "Votre réservation a été annulée",
  "bookingCancelled.intro": "Votre rendez-vous pour {service} avec {staffName} chez {providerName} le {when} a été annulé.",
  "bookingCancelled.reason": "Motif\u00a0: {reason}",
  "bookingCancelled.notConfirmedInTime":
    "{providerName} n’a pas pu confirmer votre réservation à temps\u00a0; le créneau a donc été libéré. Veuillez nous excuser pour ce désagrément.",
  "bookingCancelled.outro": "Nous espérons vous revoir bientôt.",

  "bookingNoShow.subject": "Rendez-vous manqué\u00a0: {serviceName}, {when}",
  "bookingNoShow.heading": "Nous ne vous avons pas vu",
  "bookingNoShow.intro":
    "{providerName} a noté votre rendez-vous pour {service} avec {staffName} le {when} comme manqué\u00a0: nous ne vous avons pas vu au rendez-vous.",
  "bookingNoShow.message": "Message de {providerName}\u00a0: {reason}",
  "bookingNoShow.outro": "Si vous souhaitez venir une autre fois, n’hésitez pas à réserver de nouveau.",

  "reason.declinedBySalon": "le salon n’a pas pu accepter cette réservation",
  "reason.cancelledBySalon": "le salon a dû annuler cette réservation",

  "reminder24h.subject": "Rappel\u00a0: {serviceName}, {when}",
  "reminder24h.heading": "Votre rendez-vous approche",
  "reminder24h.intro": "Petit rappel\u00a0: votre rendez-vous pour {service} avec {staffName} chez {providerName} est prévu le {when}.",
  "reminder24h.outro": "Si vous ne pouvez pas venir, merci de nous prévenir dès que possible.",

  "reminder1h.subject": "Bientôt\u00a0: {serviceName}, {when}",
  "reminder1h.heading": "Votre rendez-vous commence bientôt",
  "reminder1h.intro": "Votre rendez-vous pour {service} avec {staffName} chez {providerName} commence bientôt, le {when}.",

  "reviewRequest.subject": "Comment s’est passé votre rendez-vous pour {serviceName} chez {providerName}\u00a0?",
  "reviewRequest.heading": "Comment s’est passée votre visite\u00a0?",
  "reviewRequest.intro":
    "Merci de votre visite chez {providerName}. Nous espérons que votre rendez-vous pour {service} avec {staffName} le {when} vous a plu.",
  "reviewRequest.ask":
    "Auriez-vous un instant pour noter votre visite de 1 à 5 étoiles\u00a0? Votre avis sur la réservation {bookingId} nous aide, ainsi que nos autres clients.",

  "holdVerification.subject": "Merci de confirmer votre réservation\u00a0: {serviceName}, {when}",
  "holdVerification.heading": "Merci de confirmer votre réservation",
  "holdVerification.intro":
    "Merci de confirmer votre rendez-vous pour {service} avec {staffName} chez {providerName} le {when} en ouvrant le lien ci-dessous.",
  "holdVerification.until":
    "Nous vous réservons ce créneau jusqu’au {until}. Sans confirmation de votre part d’ici là, il sera libéré, sans autre conséquence.",
  "holdVerification.noDeadline":
    "Nous vous réservons ce créneau jusqu’à votre confirmation. Sans confirmation, il sera libéré, sans autre conséquence.",
  "holdVerification.ignore": "Si vous n’êtes pas à l’origine de cette réservation, vous pouvez simplement ignorer cet e-mail.",

  "waitlistVerification.subject": "Merci de confirmer votre place sur la liste d’attente\u00a0: {serviceName}",
  "waitlistVerification.heading": "Merci de confirmer votre place sur la liste d’attente",
  "waitlistVerification.intro":
    "Vous avez demandé à {providerName} de vous inscrire sur la liste d’attente pour {serviceName}. Ouvrez le lien ci-dessous pour prendre votre place\u00a0; nous vous écrirons dès qu’un créneau qui vous convient se libère.",
  "waitlistVerification.until":
    "Le lien est valable jusqu’au {until}. Sans confirmation de votre part d’ici là, vous n’êtes pas inscrit, sans autre conséquence.",
  "waitlistVerification.ignore": "Si vous n’êtes pas à l’origine de cette demande, vous pouvez simplement ignorer cet e-mail.",

  "waitlistOffer.subject": "Un créneau s’est libéré\u00a0: {serviceName}, {when}",
  "waitlistOffer.heading": "Un créneau que vous attendiez s’est libéré",
  "waitlistOffer.intro":
    "Bonne nouvelle de votre liste d’attente\u00a0: un créneau pour {service} avec {staffName} chez {providerName} s’est libéré, le {when}. Il est à vous si vous le souhaitez.",
  "waitlistOffer.until":
    "Nous vous le réservons jusqu’au {until}. Prenez-le d’ici là avec le lien ci-dessous\u00a0; ensuite, il sera proposé à la personne suivante.",
  "waitlistOffer.noDeadline":
    "Nous vous le réservons pour un court moment. Prenez-le avec le lien ci-dessous\u00a0; ensuite, il sera proposé à la personne suivante.",
  "waitlistOffer.pays.deposit":
    "Cette prestation demande un acompte de {amount} : vous le payez en ligne en acceptant l’horaire, et votre rendez-vous est réservé une fois payé.",
  "waitlistOffer.pays.full":
    "Cette prestation se paie à l’avance ({amount}) : vous payez en ligne en acceptant l’horaire, et votre rendez-vous est réservé une fois payé.",
  "waitlistOffer.pays.card":
    "Cette prestation demande une carte : vous l’enregistrez en ligne en acceptant l’horaire (rien n’est débité alors), et votre rendez-vous est réservé une fois la carte enregistrée.",
  "waitlistOffer.decline":
    "Vous n’êtes pas disponible\u00a0? Choisissez «\u00a0Non merci\u00a0» et nous le proposerons à quelqu’un d’autre\u00a0; vous restez sur la liste d’attente.",

  "visit.intro.bookingReceived":
    "{state, select, confirmed {Merci d’avoir réservé votre visite chez {providerName}\u00a0: {count} prestations à la suite, à partir du {when}. Votre réservation est confirmée, nous nous réjouissons de vous accueillir.} other {Merci d’avoir réservé votre visite chez {providerName}\u00a0: {count} prestations à la suite, à partir du {when}. {providerName} la confirmera sous peu\u00a0; nous vous tiendrons informé dès que ce sera fait.}}",
  "visit.intro.bookingConfirmed":
    "Bonne nouvelle\u00a0: votre visite chez {providerName} est confirmée\u00a0: {count} prestations à la suite, à partir du {when}. Nous nous réjouissons de vous accueillir.",
  "visit.intro.bookingCancelled": "Votre visite chez {providerName} à partir du {when} a été annulée\u00a0: les {count} prestations.",
  "visit.intro.bookingRescheduled":
    "Votre visite chez {providerName} a été déplacée\u00a0: {count} prestations à la suite, désormais à partir du {when}. Voici les nouveaux horaires\u00a0:",
  "visit.item": "{span}, avec {staffName}",
  "series.intro.bookingReceived":
    "{state, select, confirmed {Merci d’avoir réservé {serviceName} chez {providerName} à {count} dates, la première le {when}. Vos réservations sont confirmées et nous nous réjouissons de vous accueillir.} other {Merci d’avoir réservé {serviceName} chez {providerName} à {count} dates, la première le {when}. {providerName} les confirmera sous peu\u00a0; nous vous écrirons dès que ce sera fait.}}",
  "series.intro.bookingConfirmed":
    "Bonne nouvelle\u00a0: votre {serviceName} chez {providerName} est confirmé à {count} dates, la première le {when}. Nous nous réjouissons de vous accueillir.",
  "series.intro.bookingCancelled": "Votre {serviceName} chez {providerName} a été annulé à {count} dates, à partir du {when}\u00a0:",
  "series.intro.bookingRescheduled":
    "Votre {serviceName} chez {providerName} a été déplacé à {count} dates, la première désormais le {when}. Voici les nouveaux horaires\u00a0:",
  "sms.seriesConfirmed": "{providerName}\u00a0: vos rendez-vous sont confirmés\u00a0: {items}.",
  "time.span": "{start} – {end}",
  "sms.visitConfirmed": "{providerName}\u00a0: votre visite est confirmée\u00a0: {items}.",
  "sms.seriesRescheduled": "{providerName}\u00a0: vos rendez-vous ont été déplacés. Ils auront lieu\u00a0: {items}.",
  "sms.visitRescheduled": "{providerName}\u00a0: votre visite a été déplacée. Elle aura lieu\u00a0: {items}.",
  "sms.bookingConfirmed": "{providerName}\u00a0: votre rendez-vous pour {service} avec {staffName} est confirmé pour le {when}.",
  "sms.bookingRescheduled": "{providerName}\u00a0: votre rendez-vous pour {service} a été déplacé, désormais avec {staffName} le {when}.",
  "sms.bookingRestored":
    "{providerName}\u00a0: ne tenez pas compte de l’annulation. Votre rendez-vous pour {service} avec {staffName} le {when} est rétabli.",
  "sms.reminder1h": "{providerName}\u00a0: votre rendez-vous pour {service} avec {staffName} commence bientôt\u00a0: {when}.",

  "alert.label.customer": "Client",
  "alert.label.email": "E-mail",
  "alert.label.phone": "Téléphone",
  "alert.label.customerTime": "Heure du client",
  "alert.label.previous": "Avant",
  "alert.label.via": "Via",
  "alert.label.note": "Note du client",
  "alert.via": "{changedBy, select, visitor {Votre page de réservation} other {Le compte du client}}",
  "alert.booking.created.subject":
    "{state, select, pending {Nouvelle réservation à confirmer} other {Nouvelle réservation}}\u00a0: {serviceName}, {when} — {customerName}",
  "alert.booking.created.heading":
    "{state, select, pending {Une nouvelle réservation attend votre confirmation} other {Nouvelle réservation}}",
  "alert.booking.created.intro": "{customerName} a réservé {service} avec {staffName} le {when}.",
  "alert.booking.created.pending": "Elle attend votre confirmation\u00a0: merci de la confirmer ou de la refuser.",
  "alert.booking.created.pendingMany": "Elles attendent votre confirmation\u00a0: merci de les confirmer ou de les refuser.",
  "alert.visit.intro.booking.created": "{customerName} a réservé une visite de {count} prestations à la suite, à partir du {when}.",
  "alert.visit.intro.booking.rescheduled": "{customerName} a déplacé sa visite de {count} prestations, désormais à partir du {when}\u00a0:",
  "alert.visit.intro.booking.cancelled": "{customerName} a annulé sa visite à partir du {when}\u00a0: les {count} prestations.",
  "alert.series.intro.booking.created": "{customerName} a réservé {serviceName} à {count} dates, la première le {when}.",
  "alert.series.intro.booking.rescheduled":
    "{customerName} a déplacé ses rendez-vous pour {serviceName} à {count} dates, le premier désormais le {when}\u00a0:",
  "alert.series.intro.booking.cancelled": "{customerName} a annulé ses rendez-vous pour {serviceName} à {count} dates, à partir du {when}.",
  "alert.booking.rescheduled.subject": "Rendez-vous déplacé\u00a0: {serviceName}, {when} — {customerName}",
  "alert.booking.rescheduled.heading": "Un rendez-vous a été déplacé",
  "alert.booking.rescheduled.intro": "{customerName} a déplacé son rendez-vous pour {service} du {previous} au {when}, avec {staffName}.",
  "alert.booking.rescheduled.introNoPrevious":
    "{customerName} a déplacé son rendez-vous pour {service}. Il a maintenant lieu le {when}, avec {staffName}.",
  "alert.booking.cancelled.subject": "Réservation annulée\u00a0: {serviceName}, {when} — {customerName}",
  "alert.booking.cancelled.heading": "Une réservation a été annulée",
  "alert.booking.cancelled.intro": "{customerName} a annulé son rendez-vous pour {service} avec {staffName} le {when}.",
  "alert.booking.cancelled.reason": "Motif indiqué\u00a0: {reason}",
  "alert.booking.cancelled.notConfirmedInTime": "Elle n’avait pas été confirmée à temps\u00a0; le créneau a donc été libéré.",
  "alert.footer": "Vous recevez cet e-mail car les alertes de réservation sont activées pour {providerName}.",
  "notification.newBooking.title": "{occurrences, plural, one {Nouvelle réservation} other {Nouvelle série de réservations}}",
  "notification.newBooking.body":
    "{customerName} a réservé {serviceName} avec {staffName} {occurrences, plural, one {le {when}} other {# fois, la première le {when}}}.",
  "notification.bookingReceived.title":
    "{state, select, confirmed {{occurrences, plural, one {Réservation confirmée} other {# réservations confirmées}}} other {{occurrences, plural, one {Réservation reçue} other {# réservations reçues}}}}",
  "notification.bookingReceived.body":
    "{state, select, confirmed {{occurrences, plural, one {Votre rendez-vous pour {serviceName} avec {staffName} le {when} est réservé et confirmé.} other {Vos # rendez-vous pour {serviceName} avec {staffName} à partir du {when} sont réservés et confirmés.}}} other {{occurrences, plural, one {Votre rendez-vous pour {serviceName} avec {staffName} le {when} est réservé\u00a0; {providerName} va le confirmer.} other {Vos # rendez-vous pour {serviceName} avec {staffName} à partir du {when} sont réservés\u00a0; {providerName} va les confirmer.}}}}",
  "notification.bookingConfirmed.title": "{occurrences, plural, one {Réservation confirmée} other {# réservations confirmées}}",
  "notification.bookingConfirmed.body":
    "{occurrences, plural, one {Votre rendez-vous pour {serviceName} avec {staffName} le {when} est confirmé.} other {Vos # rendez-vous pour {serviceName} avec {staffName} à partir du {when} sont confirmés.}}",
  "notification.bookingRescheduled.title": "{occurrences, plural, one {Réservation déplacée} other {# réservations déplacées}}",
  "notification.bookingRescheduled.body":
    "{occurrences, plural, one {Votre rendez-vous pour {serviceName} est désormais avec {staffName} le {when}.} other {Vos # rendez-vous pour {serviceName} sont désormais avec {staffName} à partir du {when}.}}",
  "notification.bookingRestored.title": "Réservation rétablie",
  "notification.bookingRestored.body":
    "L’annulation a été retirée\u00a0: votre rendez-vous pour {serviceName} avec {staffName} le {when} est rétabli.",
  "notification.bookingCancelled.title": "{occurrences, plural, one {Réservation annulée} other {# réservations annulées}}",
  "notification.bookingCancelled.body":
    "{occurrences, plural, one {Votre rendez-vous pour {serviceName} avec {staffName} le {when} a été annulé.} other {Vos # rendez-vous pour {serviceName} avec {staffName} à partir du {when} ont été annulés.}}",
  "notification.bookingCancelled.reason": "Motif\u00a0: {reason}",
  "notification.bookingNoShow.title": "Rendez-vous manqué",
  "notification.bookingNoShow.body": "Votre rendez-vous pour {serviceName} avec {staffName} le {when} a été noté comme manqué.",
  "notification.bookingNoShow.message": "Message du salon\u00a0: {reason}",
  "notification.reminder24h.title": "Rappel\u00a0: {serviceName} approche",
  "notification.reminder24h.body": "Votre rendez-vous pour {serviceName} chez {providerName} a lieu le {when}.",
  "notification.reminder1h.title": "Rappel\u00a0: {serviceName} commence bientôt",
  "notification.reminder1h.body": "Votre rendez-vous pour {serviceName} chez {providerName} commence le {when}.",
  "notification.reviewRequest.title": "Comment s’est passé votre rendez-vous pour {serviceName}\u00a0?",
  "notification.reviewRequest.body":
    "Dites à {providerName} comment s’est passé votre rendez-vous pour {serviceName} le {when}\u00a0: laissez un avis sur la réservation {bookingId}.",
  "notification.holdVerification.title": "Confirmez votre réservation",
  "notification.holdVerification.body": "Confirmez votre rendez-vous pour {serviceName} le {when} avec le lien reçu par e-mail.",
  "notification.waitlistOffer.title": "Un créneau s’est libéré",
  "notification.waitlistOffer.body":
    "{serviceName} avec {staffName} le {when} vous est réservé\u00a0: prenez-le avec le lien reçu par e-mail.",
  "notification.webhookDisabled.title": "Webhook désactivé",
  "notification.webhookDisabled.body":
    "Votre webhook {url} a été désactivé après {failures} échecs de livraison consécutifs. Corrigez le destinataire, puis réactivez-le avec webhooks/update '{isActive: true}'.",
  "notification.publicBookingLimit.title": "Réservations en ligne suspendues pour l’heure",
  "notification.publicBookingLimit.body":
    "Votre page de réservation a atteint sa limite de réservations en ligne pour cette heure (réglage\u00a0: publicBookingsPerHour)\u00a0; les visiteurs suivants ont été invités à réessayer plus tard. S’il s’agit d’une heure chargée et non d’un abus, relevez la limite.",
  "notification.paymentFailed.title": "Un paiement n’a pas abouti",
  "notification.paymentFailed.body":
    "Un paiement de {amount} pour la réservation {bookingId} (un remboursement ou des frais) n’a pas abouti ; le prestataire de paiement a répondu : {why}. Réglez-le avec le client ; la réservation elle-même ne change pas.",
};
