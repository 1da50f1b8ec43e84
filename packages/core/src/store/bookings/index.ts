// Bookings, by use case: reads (views, lists, busy intervals), creation, changes (status, move,
// note, cancellation) and payments. write-guards.ts holds the locks and checks they share.
export { bookingViews, busyIntervals, getBooking, listBookings, matchesFilter, type BookingListFilter, type BookingView } from "./reads";
export { createBooking, type CreateBookingInput } from "./create";
export { cancelBooking, updateBooking, type UpdateBookingInput } from "./status";
export { recordPayment, refundPayment } from "./payments";
