// Schemas shared by many procedures: pagination, the REST envelope, query parameters.
import { DateTime } from "luxon";
import { z } from "zod";
import { isoOfInstant } from "../domain/local-time";

// Query parameters are typed exactly (a number is a number): native tRPC sends them as such, and
// the REST routes read a query string's text into these types first (documented-routes.ts: "true",
// "false", "1" and "0" for a boolean; a list as one comma-separated value or the parameter
// repeated). What does not read as its type reaches the schema as text and is refused by name.

/** A boolean query parameter. Anything but a boolean (or, in a query string, true/false/1/0) is a 400, never silently true. */
export const queryBoolean = z.boolean({ error: "must be true or false" });

/** An integer query parameter. */
export const queryInt = (label: string) => z.number({ error: `${label} must be an integer` }).int(`${label} must be an integer`);

/** A number query parameter. */
export const queryNumber = (label: string) => z.number({ error: `${label} must be a number` }).finite();

export const MAX_PAGE_SIZE = 100;

export const paginationInput = {
  page: queryInt("page").min(1, "page must be at least 1").max(1_000_000, "page must be at most 1000000").default(1),
  limit: queryInt("limit").min(1, "limit must be at least 1").max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`).default(20),
};

export const paginationOutput = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationOutput>;

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** The fields an RPC-style list answer carries beside its items: the filtered list's total, and the page asked for. */
export const pageFields = { total: z.number().int(), page: z.number().int(), limit: z.number().int() };

/** Their values: the total counted, the page and limit of the request. */
export const pageOf = (request: { page: number; limit: number }, total: number) => ({ total, page: request.page, limit: request.limit });

/** An ISO 8601 UTC timestamp as the API writes them. */
export const timestamp = z.string().meta({ format: "date-time", example: "2026-11-22T09:30:00.000Z" });
export const iso = (date: Date) => isoOfInstant(date.getTime());
export const isoOrNull = (date: Date | null) => (date ? iso(date) : null);

/** A path or query id: non-empty, bounded, printable. */
export const idParam = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(64, `${label} is too long`);

/** The REST success envelope of a single record. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data, message: z.string().optional() });

/** The REST success envelope of a page of records. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), pagination: paginationOutput });

export const messageEnvelope = z.object({ success: z.literal(true), message: z.string() });

/** Money in major units with at most two decimals, as the API speaks it. */
export const money = z
  .number({ error: "must be a number" })
  .finite()
  .min(0, "must not be negative")
  .max(10_000_000, "is too large")
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "must have at most 2 decimals");

export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

export const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
/**
 * A character a reader can see: not white space, a control or format character (zero-width
 * spaces, joiners, direction marks), a separator, a lone combining mark, or one of the letters and
 * symbols that render blank (Hangul fillers, the blank braille pattern).
 */
const VISIBLE_CHARACTER = /[^\s\p{Cc}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** Required text (names, titles): trimmed, and refused when nothing in it would show. */
export const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`)
    .refine((text) => text.length === 0 || VISIBLE_CHARACTER.test(text), "must contain a visible character");

/**
 * A line break (CR, LF, NEL, the Unicode line and paragraph separators) or another control
 * character (tab, NUL, escape, the C1 controls): never part of a name, which reaches email headers,
 * calendar files and one-line displays.
 */
const LINE_BREAK_OR_CONTROL = /[\p{Cc}\u2028\u2029]/u;

export const ONE_LINE_PROBLEM = "must be one line, without line breaks or control characters";

/** Whether a text is one line without control characters. */
export const isOneLine = (text: string) => !LINE_BREAK_OR_CONTROL.test(text);

/** A name (of a provider, service, staff member or customer): required text on one line. */
export const nameText = (max: number) => requiredText(max).refine(isOneLine, ONE_LINE_PROBLEM);

/** A calendar date `YYYY-MM-DD` (a local date in the provider's time zone). */
export const dateInput = (label: string) => z.iso.date({ error: `${label} must be an ISO 8601 date, e.g. 2026-11-23` });

/** Optional `from`/`to` dates of a list; `to` may not come before `from`. */
export const dateRangeInput = {
  from: dateInput("from").optional().meta({ description: "First local date (inclusive); default today in the provider's time zone" }),
  to: dateInput("to").optional().meta({ description: "Last local date (inclusive); default no end" }),
};

/** A date (whole day in the provider's time zone) or a date-time with an offset: a list's `from`/`to`. */
export const dateOrDateTime = (label: string) =>
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: `${label} must be an ISO 8601 date (2026-11-23) or date-time with an offset (2026-11-23T10:00:00Z)`,
  });

/** The instant a `dateOrDateTime` bound stands for: a date's first or last instant in `zone`. */
export function boundary(text: string | undefined, zone: string, edge: "start" | "end"): Date | undefined {
  if (text === undefined) return undefined;
  if (text.length === 10) {
    const day = DateTime.fromISO(text, { zone });
    return (edge === "start" ? day.startOf("day") : day.endOf("day")).toJSDate();
  }
  return new Date(text);
}
