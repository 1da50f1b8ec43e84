// The owner's reports: bookings by status, revenue, utilisation, new and returning customers.
export { bookingCountsSql, bookingsReport } from "./bookings";
export { customersSql, customersReport } from "./customers";
export { revenueReport, revenueSql } from "./revenue";
export { assertMemberOf, type ReportScope } from "./scope";
export { bookedMinutesSql, utilisationReport } from "./utilisation";
