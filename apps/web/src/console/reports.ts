// What the Reports view shows of each report, apart from React: its figures (columns) and how each
// is written (a count, money, a share, minutes as hours) in the member's language, the periods'
// names, and the CSV file of a report, made in the browser from the same answer the charts draw.
import type { RouterOutputs } from "@booking/client/react";
import { money } from "../i18n/money";
import type { MessageKey } from "../i18n/translate";
import type { Translate } from "../common/words";

export const REPORTS = ["bookings", "revenue", "utilisation", "customers"] as const;
export type ReportName = (typeof REPORTS)[number];
export type Grouping = "day" | "week" | "month";

type Answer<N extends ReportName> = RouterOutputs["reports"][N]["data"];
export type ReportAnswer = Answer<"bookings"> | Answer<"revenue"> | Answer<"utilisation"> | Answer<"customers">;

export type Kind = "count" | "money" | "share" | "minutes";
export interface Column {
  key: string;
  label: MessageKey;
  kind: Kind;
}

/** Booked time of working time: a share. */
export const UTILISATION: Column = { key: "utilisation", label: "console.reports.col.utilisation", kind: "share" };

/** Each report's figures, in the order its table and file give them. */
export const COLUMNS: Record<ReportName, readonly Column[]> = {
  bookings: [
    { key: "total", label: "console.reports.col.total", kind: "count" },
    { key: "completed", label: "console.status.completed", kind: "count" },
    { key: "confirmed", label: "console.status.confirmed", kind: "count" },
    { key: "pending", label: "console.reports.col.pending", kind: "count" },
    { key: "cancelled", label: "console.status.cancelled", kind: "count" },
    { key: "noShow", label: "console.status.no_show", kind: "count" },
    { key: "cancellationRate", label: "console.reports.col.cancellationRate", kind: "share" },
    { key: "noShowRate", label: "console.reports.col.noShowRate", kind: "share" },
  ],
  revenue: [
    { key: "paid", label: "console.reports.col.paid", kind: "money" },
    { key: "refunded", label: "console.reports.col.refunded", kind: "money" },
    { key: "net", label: "console.reports.col.net", kind: "money" },
    { key: "payments", label: "console.reports.col.payments", kind: "count" },
    { key: "refunds", label: "console.reports.col.refunds", kind: "count" },
  ],
  utilisation: [
    { key: "bookedMinutes", label: "console.reports.col.booked", kind: "minutes" },
    { key: "workingMinutes", label: "console.reports.col.working", kind: "minutes" },
    UTILISATION,
  ],
  customers: [
    { key: "customers", label: "console.reports.col.customers", kind: "count" },
    { key: "new", label: "console.reports.col.new", kind: "count" },
    { key: "returning", label: "console.reports.col.returning", kind: "count" },
  ],
};

/** A figure of a row by its column (every figure is a number, or null for a share of nothing). */
export const figure = (row: object, column: Column): number | null => {
  const value = (row as Record<string, unknown>)[column.key];
  return typeof value === "number" ? value : null;
};

/** A figure as the member's language writes it: "1,234", "€38.50", "12.5 %", "7.5 hr"; a dash for a share of nothing. */
export function formatFigure(value: number | null, kind: Kind, locale: string, currency: string): string {
  if (value === null) return "–";
  if (kind === "money") return money(value, currency, locale);
  if (kind === "share") return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(value);
  if (kind === "minutes") {
    return new Intl.NumberFormat(locale, { style: "unit", unit: "hour", unitDisplay: "short", maximumFractionDigits: 1 }).format(
      value / 60,
    );
  }
  return new Intl.NumberFormat(locale).format(value);
}

/** A figure in a file: plain digits with a point, minutes as minutes, a share as a fraction, nothing for a share of nothing. */
function plainFigure(value: number | null, kind: Kind): string {
  if (value === null) return "";
  return kind === "money" ? value.toFixed(2) : String(value);
}

/**
 * A cell of a CSV file (RFC 4180): quoted when it holds a comma, a quote or a line break. Text a
 * spreadsheet would run as a formula (=, +, -, @, a tab or a return first) is kept as text by a
 * leading apostrophe: a member's name is the salon's own, but never a formula.
 */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

interface CsvWords {
  period: string;
  from: string;
  to: string;
  member: string;
  allMembers: string;
  total: string;
}

/**
 * A report as one CSV table: a line per period (for all members, or the one asked for), then a line
 * per member over the whole range, then the range's total; figures as plain numbers (money with
 * two decimals, shares as fractions, times in minutes), headers in the member's language.
 */
export function reportCsv(name: ReportName, answer: ReportAnswer, words: CsvWords, t: Translate): string {
  const columns = COLUMNS[name];
  const who =
    answer.staffId === null ? words.allMembers : (answer.members.find((m) => m.staffId === answer.staffId)?.name ?? answer.staffId);
  const header = [words.period, words.from, words.to, words.member, ...columns.map((c) => t(c.label))];
  // Figures are numbers the file writes itself (a minus sign included): only the texts are guarded.
  const figures = (row: object) => columns.map((c) => plainFigure(figure(row, c), c.kind)).join(",");
  const texts = (...cells: string[]) => cells.map(csvCell).join(",");
  const lines = [
    texts(...header),
    ...answer.periods.map((p) => `${texts(p.period, p.from, p.to, who)},${figures(p)}`),
    ...answer.members.map((m) => `${texts("", answer.from, answer.to, m.name)},${figures(m)}`),
    `${texts(words.total, answer.from, answer.to, who)},${figures(answer.totals)}`,
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/** The file's name: booking-report-bookings-2026-03-01-2026-03-31-week.csv. */
export const csvFileName = (name: ReportName, answer: { from: string; to: string; groupBy: string }) =>
  `booking-report-${name}-${answer.from}-${answer.to}-${answer.groupBy}.csv`;
