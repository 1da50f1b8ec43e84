// The languages the service speaks and how its catalogue messages are formatted, shared by the
// messages of packages/core (emails, text messages, in-app notifications) and the web pages.
export { LANGUAGES, isLanguage, firstSupportedLanguage, supportedLanguage, type Language } from "./languages";
export { formatMessage, formatMessageParts, messageArguments, catalogueProblems, type MessageValues } from "./format";
