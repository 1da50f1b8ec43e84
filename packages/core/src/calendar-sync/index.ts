// Reading staff members' own calendars (CalDAV) into busy time.
export { busyRangesOf, CalendarLimitError, CalendarParseError, mergeBusyRanges } from "./busy-time";
export type { BusyRange, BusyTimeOptions } from "./busy-time";
