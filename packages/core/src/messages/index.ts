// Every customer email and text message and the salon owner's email, in four languages, with
// times carrying their zones; emails as plain text and accessible HTML. Pure: no I/O.
export { formatTimeWithZone, bookingTimeInWords } from "./time";
export { NOT_CONFIRMED_IN_TIME, renderCustomerEmail, renderCustomerSms, type CustomerMessageKind, type MessageFacts } from "./customer";
export { renderProviderAlert, type ProviderAlertFacts } from "./provider";
export { withLink } from "./email";
export { catalogueProblems } from "./format";
