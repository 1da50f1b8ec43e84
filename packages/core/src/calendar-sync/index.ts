// Reading staff members' own calendars (CalDAV) into busy time.
export type { BusyRange } from "./busy-time";
