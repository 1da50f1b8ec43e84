/**
 * A calendar object that cannot be read: not iCalendar, BEGIN/END lines that do not match, or no
 * event in it that can be read. The message says what is wrong in the service's own words; it never
 * quotes the text (an event's description may hold a meeting passcode).
 */
export class CalendarParseError extends Error {
  override name = "CalendarParseError";
}

/**
 * A calendar object whose expansion would exceed the work allowed (a dense series, or one started
 * long before the window): ical.js can only expand a series from its first instance.
 */
export class CalendarLimitError extends CalendarParseError {
  override name = "CalendarLimitError";
}

/**
 * A read of a calendar that would exceed what one read may cost (an answer too large, too many
 * objects or instances, parsing past its deadline): the whole read fails, the connection is marked
 * failing with this message and keeps the busy time read before.
 */
export class CalendarReadLimitError extends Error {
  override name = "CalendarReadLimitError";
}
