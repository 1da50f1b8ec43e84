import { describe, expect, it } from "vitest";
import { translator } from "../i18n/translate";
import { csvCell, csvFileName, formatFigure, reportCsv, type ReportAnswer } from "./reports";

const words = { period: "Period", from: "From", to: "To", member: "Staff member", allMembers: "All members", total: "Total" };

describe("a report's CSV file", () => {
  it("has a line per period, per member and the total, with plain numbers", () => {
    const answer = {
      from: "2026-03-25",
      to: "2026-04-07",
      groupBy: "week",
      timezone: "Europe/Berlin",
      staffId: null,
      currency: "EUR",
      periods: [
        { period: "2026-03-23", from: "2026-03-25", to: "2026-03-29", paid: 80.5, refunded: 0, net: 80.5, payments: 2, refunds: 0 },
        { period: "2026-03-30", from: "2026-03-30", to: "2026-04-05", paid: 0, refunded: 50, net: -50, payments: 0, refunds: 1 },
      ],
      members: [{ staffId: "staff_1", name: 'Ann, "the boss"', paid: 80.5, refunded: 50, net: 30.5, payments: 2, refunds: 1 }],
      totals: { paid: 80.5, refunded: 50, net: 30.5, payments: 2, refunds: 1 },
    } as ReportAnswer;
    expect(reportCsv("revenue", answer, words, translator("en").t).split("\r\n")).toEqual([
      "Period,From,To,Staff member,Paid,Refunded,Net,Payments,Refunds",
      "2026-03-23,2026-03-25,2026-03-29,All members,80.50,0.00,80.50,2,0",
      "2026-03-30,2026-03-30,2026-04-05,All members,0.00,50.00,-50.00,0,1",
      ',2026-03-25,2026-04-07,"Ann, ""the boss""",80.50,50.00,30.50,2,1',
      "Total,2026-03-25,2026-04-07,All members,80.50,50.00,30.50,2,1",
      "",
    ]);
    expect(csvFileName("revenue", answer)).toBe("booking-report-revenue-2026-03-25-2026-04-07-week.csv");
  });

  it("keeps a name a spreadsheet would run as a formula as text, and leaves a share of nothing empty", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("-1+2")).toBe("'-1+2");
    expect(csvCell("Zoë")).toBe("Zoë");
    const answer = {
      from: "2026-03-23",
      to: "2026-03-23",
      groupBy: "day",
      timezone: "UTC",
      staffId: "staff_1",
      periods: [{ period: "2026-03-23", from: "2026-03-23", to: "2026-03-23", bookedMinutes: 30, workingMinutes: 0, utilisation: null }],
      members: [{ staffId: "staff_1", name: "Bob", bookedMinutes: 30, workingMinutes: 0, utilisation: null }],
      totals: { bookedMinutes: 30, workingMinutes: 0, utilisation: null },
    } as ReportAnswer;
    expect(reportCsv("utilisation", answer, words, translator("de").t).split("\r\n")[1]).toBe("2026-03-23,2026-03-23,2026-03-23,Bob,30,0,");
  });
});

describe("figures in the member's language", () => {
  it("writes counts, money, shares and hours as each language does", () => {
    const plain = (s: string) => s.replace(/\s/gu, " ");
    expect(formatFigure(1234, "count", "en-US", "EUR")).toBe("1,234");
    expect(plain(formatFigure(1234, "count", "de-DE", "EUR"))).toBe("1.234");
    expect(formatFigure(38.5, "money", "en-US", "EUR")).toBe("€38.50");
    expect(plain(formatFigure(38.5, "money", "de-DE", "EUR"))).toBe("38,50 €");
    expect(formatFigure(0.125, "share", "en-US", "EUR")).toBe("12.5%");
    expect(plain(formatFigure(0.125, "share", "fr-FR", "EUR"))).toBe("12,5 %");
    expect(formatFigure(450, "minutes", "en-US", "EUR")).toBe("7.5 hr");
    expect(formatFigure(null, "share", "en-US", "EUR")).toBe("–");
  });
});
