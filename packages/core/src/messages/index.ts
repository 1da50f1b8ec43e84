// Every customer email and text message, the salon owner's email and the in-app notifications, in
// four languages, with times carrying their zones; emails as plain text and accessible HTML. Pure: no I/O.
export { formatTimeWithZone, bookingTimeInWords } from "./time";
export {
  CUSTOMER_MESSAGE_KINDS,
  NOT_CONFIRMED_IN_TIME,
  renderCustomerEmail,
  renderCustomerSms,
  renderEntryVerificationEmail,
  type CustomerMessageKind,
  type MessageFacts,
} from "./customer";
export { renderProviderAlert, type ProviderAlertFacts } from "./provider";
export { renderBookingNotification, renderNotification } from "./notification";
export { withLink } from "./email";
export { catalogueProblems } from "./format";
