// Spanish: formal address (usted, su). "Su cita de {service}" reads well whatever the service's
// gender; a letter's greeting ends with a colon.
import type { Catalogue } from "./en";

export const es: Catalogue = {
  "time.withZone": "{dateTime} ({zoneName}, {offset})",
  "time.withOffset": "{dateTime} ({offset})",
  "time.alsoAtSalon": "{customerTime}, es decir, {salonTime} en el salón",

  greeting: "Hola, {customerName}:",
  signoff: "Un cordial saludo,",
  "service.withSeats": "{serviceName} para {seats, plural, one {# persona} other {# personas}}",
  "label.row": "{label}: {value}",
  "label.service": "Servicio",
  "label.when": "Fecha y hora",
  "label.staff": "Con",
  "label.where": "Lugar",
  "label.reference": "Referencia de la reserva",
  "link.manage": "Ver, cambiar o cancelar su reserva",
  "link.verify": "Confirmar su reserva",
  "link.verifyEntry": "Ocupar mi lugar en la lista de espera",
  "link.console": "Abrir la reserva en la consola",
  "link.claim": "Quiero esta hora",
  "link.decline": "No, gracias",

  "calendar.summary": "{serviceName} en {providerName}",
  "calendar.withStaff": "{serviceName} con {staffName}",
  "calendar.reference": "Reserva {bookingId}",
  "calendar.manage": "Ver, cambiar o cancelar: {url}",

  "bookingReceived.subject": "{state, select, confirmed {Reserva confirmada} other {Reserva recibida}}: {serviceName}, {when}",
  "bookingReceived.heading": "{state, select, confirmed {Su reserva está confirmada} other {Hemos recibido su reserva}}",
  "bookingReceived.intro":
    "{state, select, confirmed {Gracias por su reserva. Su cita de {service} con {staffName} en {providerName} el {when} está confirmada. Le esperamos con gusto.} other {Gracias por su reserva. Su cita de {service} con {staffName} en {providerName} el {when} está pendiente de confirmación por parte de {providerName}; le avisaremos en cuanto esté confirmada.}}",

  "bookingConfirmed.subject": "Reserva confirmada: {serviceName}, {when}",
  "bookingConfirmed.heading": "Su reserva está confirmada",
  "bookingConfirmed.intro":
    "Buenas noticias: su cita de {service} con {staffName} en {providerName} el {when} está confirmada. Le esperamos con gusto.",

  "bookingRescheduled.subject": "Cita cambiada: {serviceName}, {when}",
  "bookingRescheduled.heading": "Su cita ha cambiado",
  "bookingRescheduled.intro": "Su cita de {service} en {providerName} se ha cambiado. Ahora es el {when}, con {staffName}.",

  "bookingRestored.subject": "Cita restablecida: {serviceName}, {when}",
  "bookingRestored.heading": "Su cita sigue en pie",
  "bookingRestored.intro":
    "Por favor, no tenga en cuenta nuestra cancelación: su cita de {service} con {staffName} en {providerName} el {when} sigue en pie, como antes. Le esperamos.",

  "bookingCancelled.subject": "Reserva cancelada: {serviceName}, {when}",
  "bookingCancelled.heading": "Su reserva ha sido cancelada",
  "bookingCancelled.intro": "Su cita de {service} con {staffName} en {providerName} el {when} ha sido cancelada.",
  "bookingCancelled.reason": "Motivo: {reason}",
  "bookingCancelled.notConfirmedInTime":
    "{providerName} no pudo confirmar su reserva a tiempo, por lo que la hora ha quedado libre. Disculpe las molestias.",
  "bookingCancelled.outro": "Esperamos volver a atenderle pronto.",

  "bookingNoShow.subject": "Cita perdida: {serviceName}, {when}",
  "bookingNoShow.heading": "Le echamos de menos",
  "bookingNoShow.intro": "{providerName} ha marcado su cita de {service} con {staffName} el {when} como perdida: no acudió a la cita.",
  "bookingNoShow.message": "Mensaje de {providerName}: {reason}",
  "bookingNoShow.outro": "Si desea venir en otra ocasión, puede reservar de nuevo cuando quiera.",

  "reason.declinedBySalon": "el salón no pudo aceptar esta reserva",
  "reason.cancelledBySalon": "el salón tuvo que cancelar esta reserva",

  "reminder24h.subject": "Recordatorio: {serviceName}, {when}",
  "reminder24h.heading": "Su cita se acerca",
  "reminder24h.intro": "Le recordamos su cita de {service} con {staffName} en {providerName} el {when}.",
  "reminder24h.outro": "Si no puede asistir, avísenos lo antes posible, por favor.",

  "reminder1h.subject": "En breve: {serviceName}, {when}",
  "reminder1h.heading": "Su cita empieza pronto",
  "reminder1h.intro": "Su cita de {service} con {staffName} en {providerName} empieza pronto, el {when}.",

  "reviewRequest.subject": "¿Qué tal su cita de {serviceName} en {providerName}?",
  "reviewRequest.heading": "¿Qué tal su visita?",
  "reviewRequest.intro":
    "Gracias por visitar {providerName}. Esperamos que haya disfrutado de su cita de {service} con {staffName} el {when}.",
  "reviewRequest.ask":
    "¿Tendría un momento para valorar su visita de 1 a 5 estrellas? Su opinión sobre la reserva {bookingId} nos ayuda a nosotros y a otros clientes.",

  "holdVerification.subject": "Confirme su reserva: {serviceName}, {when}",
  "holdVerification.heading": "Confirme su reserva, por favor",
  "holdVerification.intro":
    "Confirme su cita de {service} con {staffName} en {providerName} el {when} abriendo el enlace de abajo, por favor.",
  "holdVerification.until": "Le guardamos la hora hasta el {until}. Si no la confirma antes, quedará libre y no pasará nada más.",
  "holdVerification.noDeadline": "Le guardamos la hora hasta que la confirme. Si no la confirma, quedará libre y no pasará nada más.",
  "holdVerification.ignore": "Si usted no ha hecho esta reserva, puede ignorar este correo.",

  "waitlistVerification.subject": "Confirme su lugar en la lista de espera: {serviceName}",
  "waitlistVerification.heading": "Confirme su lugar en la lista de espera, por favor",
  "waitlistVerification.intro":
    "Ha pedido a {providerName} que le apunte en la lista de espera de {serviceName}. Abra el enlace de abajo para ocupar su lugar; le escribiremos en cuanto quede libre una hora que le convenga.",
  "waitlistVerification.until":
    "El enlace es válido hasta el {until}. Si no lo confirma antes, no se le apunta en la lista y no pasará nada más.",
  "waitlistVerification.ignore": "Si usted no lo ha pedido, puede ignorar este correo.",

  "waitlistOffer.subject": "Se ha liberado una hora: {serviceName}, {when}",
  "waitlistOffer.heading": "Se ha liberado una hora que esperaba",
  "waitlistOffer.intro":
    "Buenas noticias de su lista de espera: se ha liberado una hora para {service} con {staffName} en {providerName}, el {when}. Es suya si la quiere.",
  "waitlistOffer.until":
    "Se la guardamos hasta el {until}. Resérvela antes con el enlace de abajo; después pasará a la siguiente persona en espera.",
  "waitlistOffer.noDeadline":
    "Se la guardamos durante un rato. Resérvela con el enlace de abajo; después pasará a la siguiente persona en espera.",
  "waitlistOffer.pays.deposit":
    "Este servicio requiere un depósito de {amount}: lo paga en línea al aceptar la hora, y su cita queda reservada una vez pagado.",
  "waitlistOffer.pays.full":
    "Este servicio se paga por adelantado ({amount}): paga en línea al aceptar la hora, y su cita queda reservada una vez pagada.",
  "waitlistOffer.pays.card":
    "Este servicio pide una tarjeta: la guarda en línea al aceptar la hora (entonces no se cobra nada), y su cita queda reservada una vez guardada.",
  "waitlistOffer.decline": "¿No puede venir? Elija «No, gracias» y se la ofreceremos a otra persona; usted sigue en la lista de espera.",

  "visit.intro.bookingReceived":
    "{state, select, confirmed {Gracias por reservar su visita en {providerName}: {count} servicios seguidos, a partir del {when}. Su reserva está confirmada y le esperamos con gusto.} other {Gracias por reservar su visita en {providerName}: {count} servicios seguidos, a partir del {when}. {providerName} la confirmará en breve; le avisaremos en cuanto lo haga.}}",
  "visit.intro.bookingConfirmed":
    "Buenas noticias: su visita en {providerName} está confirmada: {count} servicios seguidos, a partir del {when}. Le esperamos con gusto.",
  "visit.intro.bookingCancelled": "Su visita en {providerName} a partir del {when} ha sido cancelada: los {count} servicios.",
  "visit.intro.bookingRescheduled":
    "Su visita en {providerName} se ha cambiado: {count} servicios seguidos, ahora a partir del {when}. Estos son los nuevos horarios:",
  "visit.item": "{span}, con {staffName}",
  "series.intro.bookingReceived":
    "{state, select, confirmed {Gracias por reservar {serviceName} en {providerName} en {count} fechas, la primera el {when}. Sus reservas están confirmadas y le esperamos con gusto.} other {Gracias por reservar {serviceName} en {providerName} en {count} fechas, la primera el {when}. {providerName} las confirmará en breve; le avisaremos en cuanto lo haga.}}",
  "series.intro.bookingConfirmed":
    "Buenas noticias: su {serviceName} en {providerName} está confirmado en {count} fechas, la primera el {when}. Le esperamos con gusto.",
  "series.intro.bookingCancelled": "Su {serviceName} en {providerName} ha sido cancelado en {count} fechas, a partir del {when}:",
  "series.intro.bookingRescheduled":
    "Su {serviceName} en {providerName} se ha cambiado en {count} fechas, la primera ahora el {when}. Estos son los nuevos horarios:",
  "sms.seriesConfirmed": "{providerName}: sus citas están confirmadas: {items}.",
  "time.span": "{start} – {end}",
  "sms.visitConfirmed": "{providerName}: su visita está confirmada: {items}.",
  "sms.seriesRescheduled": "{providerName}: sus citas se han cambiado. Ahora son: {items}.",
  "sms.visitRescheduled": "{providerName}: su visita se ha cambiado. Ahora es: {items}.",
  "sms.bookingConfirmed": "{providerName}: su cita de {service} con {staffName} está confirmada para el {when}.",
  "sms.bookingRescheduled": "{providerName}: su cita de {service} se ha cambiado; ahora es con {staffName} el {when}.",
  "sms.bookingRestored": "{providerName}: no tenga en cuenta la cancelación. Su cita de {service} con {staffName} el {when} sigue en pie.",
  "sms.reminder1h": "{providerName}: su cita de {service} con {staffName} empieza pronto: {when}.",

  "alert.label.customer": "Cliente",
  "alert.label.email": "Correo electrónico",
  "alert.label.phone": "Teléfono",
  "alert.label.customerTime": "Hora del cliente",
  "alert.label.previous": "Antes",
  "alert.label.via": "Vía",
  "alert.label.note": "Nota del cliente",
  "alert.via": "{changedBy, select, visitor {Su página de reservas} other {La cuenta del cliente}}",
  "alert.booking.created.subject":
    "{state, select, pending {Nueva reserva por confirmar} other {Nueva reserva}}: {serviceName}, {when} — {customerName}",
  "alert.booking.created.heading": "{state, select, pending {Una nueva reserva espera su confirmación} other {Nueva reserva}}",
  "alert.booking.created.intro": "{customerName} ha reservado {service} con {staffName} el {when}.",
  "alert.booking.created.pending": "Está pendiente de su confirmación: confírmela o recházela, por favor.",
  "alert.booking.created.pendingMany": "Están pendientes de su confirmación: confírmelas o rechácelas, por favor.",
  "alert.visit.intro.booking.created": "{customerName} ha reservado una visita de {count} servicios seguidos, a partir del {when}.",
  "alert.visit.intro.booking.rescheduled": "{customerName} ha cambiado su visita de {count} servicios, ahora a partir del {when}:",
  "alert.visit.intro.booking.cancelled": "{customerName} ha cancelado su visita a partir del {when}: los {count} servicios.",
  "alert.series.intro.booking.created": "{customerName} ha reservado {serviceName} en {count} fechas, la primera el {when}.",
  "alert.series.intro.booking.rescheduled":
    "{customerName} ha cambiado sus citas de {serviceName} en {count} fechas, la primera ahora el {when}:",
  "alert.series.intro.booking.cancelled": "{customerName} ha cancelado sus citas de {serviceName} en {count} fechas, a partir del {when}.",
  "alert.booking.rescheduled.subject": "Cita cambiada: {serviceName}, {when} — {customerName}",
  "alert.booking.rescheduled.heading": "Se ha cambiado una cita",
  "alert.booking.rescheduled.intro": "{customerName} ha cambiado su cita de {service} del {previous} al {when}, con {staffName}.",
  "alert.booking.rescheduled.introNoPrevious": "{customerName} ha cambiado su cita de {service}. Ahora es el {when}, con {staffName}.",
  "alert.booking.cancelled.subject": "Reserva cancelada: {serviceName}, {when} — {customerName}",
  "alert.booking.cancelled.heading": "Se ha cancelado una reserva",
  "alert.booking.cancelled.intro": "{customerName} ha cancelado su cita de {service} con {staffName} del {when}.",
  "alert.booking.cancelled.reason": "Motivo indicado: {reason}",
  "alert.booking.cancelled.notConfirmedInTime": "No se había confirmado a tiempo, por lo que la hora quedó libre.",
  "alert.footer": "Recibe este correo porque las alertas de reservas están activadas para {providerName}.",
  "notification.newBooking.title": "{occurrences, plural, one {Nueva reserva} other {Nueva serie de reservas}}",
  "notification.newBooking.body":
    "{customerName} ha reservado {serviceName} con {staffName} {occurrences, plural, one {el {when}} other {# veces, la primera el {when}}}.",
  "notification.bookingReceived.title":
    "{state, select, confirmed {{occurrences, plural, one {Reserva confirmada} other {# reservas confirmadas}}} other {{occurrences, plural, one {Reserva recibida} other {# reservas recibidas}}}}",
  "notification.bookingReceived.body":
    "{state, select, confirmed {{occurrences, plural, one {Su cita de {serviceName} con {staffName} el {when} está reservada y confirmada.} other {Sus # citas de {serviceName} con {staffName} desde el {when} están reservadas y confirmadas.}}} other {{occurrences, plural, one {Su cita de {serviceName} con {staffName} el {when} está reservada; {providerName} la confirmará.} other {Sus # citas de {serviceName} con {staffName} desde el {when} están reservadas; {providerName} las confirmará.}}}}",
  "notification.bookingConfirmed.title": "{occurrences, plural, one {Reserva confirmada} other {# reservas confirmadas}}",
  "notification.bookingConfirmed.body":
    "{occurrences, plural, one {Su cita de {serviceName} con {staffName} el {when} está confirmada.} other {Sus # citas de {serviceName} con {staffName} desde el {when} están confirmadas.}}",
  "notification.bookingRescheduled.title": "{occurrences, plural, one {Reserva cambiada} other {# reservas cambiadas}}",
  "notification.bookingRescheduled.body":
    "{occurrences, plural, one {Su cita de {serviceName} es ahora con {staffName} el {when}.} other {Sus # citas de {serviceName} son ahora con {staffName} desde el {when}.}}",
  "notification.bookingRestored.title": "Cita restablecida",
  "notification.bookingRestored.body": "Se ha anulado la cancelación: su cita de {serviceName} con {staffName} el {when} sigue en pie.",
  "notification.bookingCancelled.title": "{occurrences, plural, one {Reserva cancelada} other {# reservas canceladas}}",
  "notification.bookingCancelled.body":
    "{occurrences, plural, one {Su cita de {serviceName} con {staffName} el {when} ha sido cancelada.} other {Sus # citas de {serviceName} con {staffName} desde el {when} han sido canceladas.}}",
  "notification.bookingCancelled.reason": "Motivo: {reason}",
  "notification.bookingNoShow.title": "Cita perdida",
  "notification.bookingNoShow.body": "Su cita de {serviceName} con {staffName} el {when} se ha marcado como perdida.",
  "notification.bookingNoShow.message": "Mensaje del salón: {reason}",
  "notification.reminder24h.title": "Recordatorio: se acerca {serviceName}",
  "notification.reminder24h.body": "Su cita de {serviceName} en {providerName} es el {when}.",
  "notification.reminder1h.title": "Recordatorio: {serviceName} empieza pronto",
  "notification.reminder1h.body": "Su cita de {serviceName} en {providerName} empieza el {when}.",
  "notification.reviewRequest.title": "¿Qué tal su cita de {serviceName}?",
  "notification.reviewRequest.body":
    "Cuéntele a {providerName} qué tal fue su cita de {serviceName} el {when}: deje una reseña de la reserva {bookingId}.",
  "notification.holdVerification.title": "Confirme su reserva",
  "notification.holdVerification.body": "Confirme su cita de {serviceName} el {when} con el enlace de su correo electrónico.",
  "notification.waitlistOffer.title": "Se ha liberado una hora",
  "notification.waitlistOffer.body":
    "{serviceName} con {staffName} el {when} está reservada para usted: resérvela con el enlace de su correo.",
  "notification.webhookDisabled.title": "Webhook desactivado",
  "notification.webhookDisabled.body":
    "Su webhook {url} se ha desactivado tras {failures} entregas fallidas seguidas. Corrija el receptor y vuelva a activarlo con webhooks/update '{isActive: true}'.",
  "notification.publicBookingLimit.title": "Reservas en línea en pausa durante esta hora",
  "notification.publicBookingLimit.body":
    "Su página de reservas ha alcanzado su límite de reservas en línea para esta hora (ajuste: publicBookingsPerHour); a los siguientes visitantes se les pidió que lo intentaran más tarde. Si es una hora de mucha demanda y no un abuso, aumente el límite.",
  "notification.paymentFailed.title": "Un pago no se pudo realizar",
  "notification.paymentFailed.body":
    "Un pago de {amount} de la reserva {bookingId} (un reembolso o una tarifa) no se realizó; el proveedor de pagos respondió: {why}. Resuélvalo con el cliente; la reserva en sí no cambia.",
};
