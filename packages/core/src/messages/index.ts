// Every customer email and text message and the salon owner's email, in four languages, with
// times carrying their zones; emails as plain text and accessible HTML. Pure: no I/O.
export { MESSAGE_LOCALES, messageLocale, type MessageLocale } from "./locale";
export { formatTimeWithZone, bookingTimeInWords } from "./time";
export { renderCustomerEmail, renderCustomerSms, type CustomerMessageKind, type MessageFacts } from "./customer";
export { renderProviderAlert, type ProviderAlertKind, type ProviderAlertFacts } from "./provider";
export { withLink, type RenderedEmail } from "./email";
export { catalogueProblems } from "./format";
