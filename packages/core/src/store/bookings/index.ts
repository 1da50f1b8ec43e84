// Bookings, by use case: reads (views, lists, busy intervals), creation, changes (status, move,
// note, cancellation) and payments. write-guards.ts holds the locks and checks they share.
export { busyIntervals, getBooking, getBookingDetail, listBookings, staffOfBooking, type BookingAnswerRow } from "./reads";
export { createBooking, type CreateBookingInput } from "./create";
export { cancelBooking, expireUnconfirmedBookings, updateBooking } from "./status";
export { assertOwnBooking, cancelOwnBooking, rescheduleOwnBooking } from "./self-service";
export { recordPayment, refundPayment } from "./payments";
export { releaseLapsedHolds, verifyHold } from "./holds";
export { restoreBooking } from "./safe-actions";
