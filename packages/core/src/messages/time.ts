// Times as messages write them: the reader's language and clock, always with the zone's name and
// its offset from GMT at that instant, so that a customer booking from abroad (or travelling) never
// has to guess which clock a time is on.
import { message } from "./format";
import type { Language } from "@booking/i18n";

/**
 * Each language's date and clock. English takes a 12-hour clock (what most English readers use),
 * with the day before the month so that "Thu, 26 Nov 2026" cannot be misread; the others 24-hour.
 */
const CLOCKS: Record<Language, { tag: string; hour: "numeric" | "2-digit"; hourCycle: "h12" | "h23" }> = {
  en: { tag: "en-GB", hour: "numeric", hourCycle: "h12" },
  de: { tag: "de", hour: "2-digit", hourCycle: "h23" },
  fr: { tag: "fr", hour: "2-digit", hourCycle: "h23" },
  es: { tag: "es", hour: "2-digit", hourCycle: "h23" },
};

type Style = "dateTime" | "date" | "time" | "zoneName" | "zoneLongName" | "offset";

// Building a DateTimeFormat costs far more than using one: kept per language, zone and style.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Language, zone: string, style: Style): Intl.DateTimeFormat {
  const cacheKey = `${locale}|${zone}|${style}`;
  let format = formats.get(cacheKey);
  if (!format) {
    const { tag, hour, hourCycle } = CLOCKS[locale];
    const date = { weekday: "short", day: "numeric", month: "short", year: "numeric" } as const;
    const clock = { hour, minute: "2-digit", hourCycle } as const;
    const options: Record<Style, Intl.DateTimeFormatOptions> = {
      dateTime: { ...date, ...clock },
      date,
      time: clock,
      zoneName: { timeZoneName: "longGeneric" },
      zoneLongName: { timeZoneName: "long" },
      offset: { timeZoneName: "shortOffset" },
    };
    format = new Intl.DateTimeFormat(tag, { timeZone: zone, ...options[style] });
    formats.set(cacheKey, format);
  }
  return format;
}

const zoneNames = new Map<string, string | null>();

/** The zone's canonical IANA name, or null when Intl does not know it. */
function knownZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  let known = zoneNames.get(zone);
  if (known === undefined) {
    try {
      known = new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      known = null;
    }
    zoneNames.set(zone, known);
  }
  return known;
}

function zonePart(at: Date, zone: string, locale: Language, style: "zoneName" | "zoneLongName" | "offset"): string {
  return formatter(locale, zone, style)
    .formatToParts(at)
    .filter((part) => part.type === "timeZoneName")
    .map((part) => part.value)
    .join("");
}

/** A zone "name" that is only an offset again ("GMT+00:00", "UTC−05:00"): not worth saying twice. */
const OFFSET_ONLY = /^(?:GMT|UTC)(?:[+\u2212-]|$)/;

/** The zone's words at an instant: its generic name when it has a real one, and its offset. */
function zoneWords(at: Date, zone: string, locale: Language): { zoneName: string | null; offset: string } {
  const offset = zonePart(at, zone, locale, "offset");
  // UTC's generic name is "GMT+00:00", its long one "Coordinated Universal Time"; Etc/GMT+5 has neither.
  const zoneName = [zonePart(at, zone, locale, "zoneName"), zonePart(at, zone, locale, "zoneLongName")].find(
    (name) => name !== "" && !OFFSET_ONLY.test(name),
  );
  return { zoneName: zoneName ?? null, offset };
}

function withZone(dateTime: string, at: Date, zone: string, locale: Language): string {
  const { zoneName, offset } = zoneWords(at, zone, locale);
  return zoneName === null
    ? message(locale, "time.withOffset", { dateTime, offset })
    : message(locale, "time.withZone", { dateTime, zoneName, offset });
}

/** The zone a reader's times are written in: the customer's when known and valid, else the salon's. */
export function readerZone(zones: { customer: string | null; provider: string }): string {
  return knownZone(zones.customer) ?? knownZone(zones.provider) ?? "UTC";
}

/**
 * "Thu, 26 Nov 2026, 9:00 am (Eastern Time, GMT-5)": in `locale`'s words and clock, with the zone's
 * generic name and its GMT offset at that instant. An unknown zone is written as UTC.
 */
export function formatTimeWithZone(at: Date, zone: string, locale: Language): string {
  const known = knownZone(zone) ?? "UTC";
  return withZone(formatter(locale, known, "dateTime").format(at), at, known, locale);
}

/** The date and time without the zone: where the zone goes without saying (the salon's own email's subject). */
export function formatLocalDateTime(at: Date, zone: string, locale: Language): string {
  return formatter(locale, knownZone(zone) ?? "UTC", "dateTime").format(at);
}

/** Whether a reader would see two zones as one: same name and same offset at that instant. */
function sameZoneWords(at: Date, a: string, b: string, locale: Language): boolean {
  const first = zoneWords(at, a, locale);
  const second = zoneWords(at, b, locale);
  return first.zoneName === second.zoneName && first.offset === second.offset;
}

/** The customer's zone when known and reading differently from the salon's at that instant, else null. */
export function customerZoneApart(at: Date, zones: { customer: string | null; provider: string }, locale: Language): string | null {
  const customer = knownZone(zones.customer);
  return customer === null || sameZoneWords(at, customer, knownZone(zones.provider) ?? "UTC", locale) ? null : customer;
}

/**
 * The booking time as a customer reads it: in the customer's zone and, when the salon's zone reads
 * differently (another offset or another name), also on the salon's clock: "Thu, 26 Nov 2026,
 * 3:00 am (Eastern Time, GMT-5), which is 9:00 am (Central European Time, GMT+1) at the salon" (not
 * "3:00 — 9:00", which reads as a span of time). The salon's date is repeated only when it differs
 * from the customer's. An unknown customer zone → the salon's only.
 */
export function bookingTimeInWords(at: Date, zones: { customer: string | null; provider: string }, locale: Language): string {
  const salon = knownZone(zones.provider) ?? "UTC";
  const customer = customerZoneApart(at, zones, locale);
  if (customer === null) return formatTimeWithZone(at, salon, locale);
  const sameDate = formatter(locale, customer, "date").format(at) === formatter(locale, salon, "date").format(at);
  const salonClock = formatter(locale, salon, sameDate ? "time" : "dateTime").format(at);
  return message(locale, "time.alsoAtSalon", {
    customerTime: formatTimeWithZone(at, customer, locale),
    salonTime: withZone(salonClock, at, salon, locale),
  });
}

/**
 * A span of time as a customer reads it, as bookingTimeInWords writes its start: "Thu, 26 Nov 2026,
 * 9:00 am – 9:45 am (Central European Time, GMT+1)", the end on the same clock (its date said
 * only when it differs), and the salon's clock too when the customer's reads differently.
 */
export function timeSpanInWords(start: Date, end: Date, zones: { customer: string | null; provider: string }, locale: Language): string {
  const salon = knownZone(zones.provider) ?? "UTC";
  const customer = customerZoneApart(start, zones, locale);
  const onClock = (zone: string, withDate: boolean) => {
    const sameDay = formatter(locale, zone, "date").format(start) === formatter(locale, zone, "date").format(end);
    const span = message(locale, "time.span", {
      start: formatter(locale, zone, withDate ? "dateTime" : "time").format(start),
      end: formatter(locale, zone, sameDay ? "time" : "dateTime").format(end),
    });
    return withZone(span, start, zone, locale);
  };
  if (customer === null) return onClock(salon, true);
  const sameDate = formatter(locale, customer, "date").format(start) === formatter(locale, salon, "date").format(start);
  return message(locale, "time.alsoAtSalon", { customerTime: onClock(customer, true), salonTime: onClock(salon, !sameDate) });
}
