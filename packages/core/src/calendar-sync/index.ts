// Reading staff members' own calendars (CalDAV) into busy time.
export { busyRangesOf, CalendarParseError } from "./busy-time";
export type { BusyRange } from "./busy-time";
