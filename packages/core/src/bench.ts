// What the benchmark's hand-written baseline borrows from core: the booking queries and their
// shaping, so the baseline runs the very SQL the service runs without the service's layers.
export { bookingViews, matchesFilter } from "./store/bookings";
export { toBookingDetail, toBookingListItem } from "./routers/bookings/schemas";
