// An iCalendar text → its VCALENDAR components, through ical.js. ical.js parses a text whole and
// stops at the first line it cannot read (a line with no colon, an RRULE with an unknown FREQ), which
// would hide every other event of the object; so when the whole text fails, it is cut into its
// VTIMEZONE and VEVENT blocks by their BEGIN/END lines, each block is parsed on its own, and the
// ones ical.js reads are parsed again together. Blocks it cannot read are reported, not fatal.
import ICAL from "ical.js";
import { CalendarParseError } from "./errors";

const LINE_BREAK = /\r\n|[\r\n]/;
const CALENDAR_START = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//booking-service//calendar-sync//EN\r\n";
const CALENDAR_END = "END:VCALENDAR\r\n";

export interface ParsedCalendar {
  calendars: ICAL.Component[];
  /** What could not be read, one message per dropped block. */
  dropped: string[];
  /** After dropping blocks, the position in the text of each VEVENT kept (to name events as the text numbers them). */
  eventPositions?: number[];
}

export function parseCalendarText(ics: string): ParsedCalendar {
  const text = ics.startsWith("\uFEFF") ? ics.slice(1) : ics;
  if (text.trim() === "") throw new CalendarParseError("The calendar object is empty.");
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    return parseBlockByBlock(text);
  }
  return { calendars: rootsOf(parsed), dropped: [] };
}

function rootsOf(parsed: unknown): ICAL.Component[] {
  if (!Array.isArray(parsed) || parsed.length === 0) {
    throw new CalendarParseError("The calendar object holds no iCalendar component.");
  }
  const roots = (Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[][];
  return roots.map((jcal) => {
    const root = new ICAL.Component(jcal);
    if (root.name !== "vcalendar") {
      throw new CalendarParseError(`The calendar object is a ${root.name.toUpperCase()}, not a VCALENDAR.`);
    }
    return root;
  });
}

interface Blocks {
  timezones: string[][];
  events: string[][];
}

/** The VTIMEZONE and VEVENT blocks of the VCALENDARs in a text, by its BEGIN and END lines. */
function blocksOf(text: string): Blocks {
  const blocks: Blocks = { timezones: [], events: [] };
  const open: string[] = [];
  let current: string[] | null = null;
  let calendars = 0;
  for (const line of text.split(LINE_BREAK)) {
    const folded = line.startsWith(" ") || line.startsWith("\t");
    const upper = folded ? "" : line.toUpperCase();
    if (upper.startsWith("BEGIN:")) {
      const name = upper.slice(6).trim();
      open.push(name);
      if (open.length === 1) {
        if (name !== "VCALENDAR") throw notCalendar();
        calendars++;
      } else if (open.length === 2) {
        current = name === "VEVENT" || name === "VTIMEZONE" ? [line] : null;
        if (current) (name === "VEVENT" ? blocks.events : blocks.timezones).push(current);
      } else current?.push(line);
    } else if (upper.startsWith("END:")) {
      if (open.pop() !== upper.slice(4).trim()) {
        throw new CalendarParseError("The calendar object's BEGIN and END lines do not match.");
      }
      if (open.length >= 1) current?.push(line);
      if (open.length === 1) current = null;
    } else if (open.length >= 2) current?.push(line);
    else if (open.length === 0 && line.trim() !== "") throw notCalendar();
  }
  if (open.length > 0) throw new CalendarParseError("The calendar object ends inside a component (an END line is missing).");
  if (calendars === 0) throw notCalendar();
  return blocks;
}

function notCalendar() {
  return new CalendarParseError("The calendar object is not iCalendar text (it does not consist of a VCALENDAR).");
}

function parses(block: string[]): boolean {
  try {
    ICAL.parse(CALENDAR_START + block.join("\r\n") + "\r\n" + CALENDAR_END);
    return true;
  } catch {
    return false;
  }
}

/** A block's UID, to name it (the first UID line: a nested VALARM's comes later). */
function uidOf(block: string[]): string | null {
  const line = block.find((text) => text.toUpperCase().startsWith("UID:"));
  return line === undefined ? null : line.slice(4).trim().slice(0, 200);
}

function parseBlockByBlock(text: string): ParsedCalendar {
  const { timezones, events } = blocksOf(text);
  const dropped: string[] = [];
  const readable = (kind: string) => (block: string[], index: number) => {
    if (parses(block)) return true;
    const uid = kind === "VEVENT" ? uidOf(block) : null;
    dropped.push(`${kind} #${index + 1}${uid === null ? "" : ` (UID ${uid})`} was skipped: it is not valid iCalendar.`);
    return false;
  };
  const eventPositions = events.flatMap((block, index) => (readable("VEVENT")(block, index) ? [index] : []));
  const keptEvents = events.filter((_, index) => eventPositions.includes(index));
  const keptZones = timezones.filter(readable("VTIMEZONE"));
  if (keptEvents.length === 0) {
    throw new CalendarParseError(
      events.length === 0
        ? "The calendar object is not valid iCalendar."
        : "The calendar object is not valid iCalendar: none of its events can be read.",
    );
  }
  const joined = [...keptZones, ...keptEvents].map((block) => block.join("\r\n") + "\r\n").join("");
  try {
    return { calendars: rootsOf(ICAL.parse(CALENDAR_START + joined + CALENDAR_END)), dropped, eventPositions };
  } catch (error) {
    if (error instanceof CalendarParseError) throw error;
    throw new CalendarParseError("The calendar object is not valid iCalendar.");
  }
}
