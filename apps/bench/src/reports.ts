// Scenario 10, the owner's reports over a salon's year: 100,000 bookings of 20 members and 2,999
// customers (the data set of the reports' plan test, packages/testing's seedReportYear), each
// report asked for the whole year by day, week and month, and one member's by week, with a
// provider key; the median and 90th percentile of sequential requests. Target: each ≤ 200 ms.
import { sql } from "kysely";
import pg from "pg";
import { createProviderWithKey } from "@booking/core";
import { createDatabase } from "@booking/db";
import { seedReportYear } from "@booking/testing";
import { sequentialTimings } from "./load";

export const REPORT_BOOKINGS = 100_000;
const REPORTS = ["bookings", "revenue", "utilisation", "customers"] as const;
const YEAR = "from=2026-01-01&to=2026-12-31";

interface ReportRow {
  report: string;
  median: number;
  p90: number;
}

export async function reportsScenario(options: {
  databaseUrl: string;
  apiUrl: string;
  smoke: boolean;
  log: (message: string) => void;
}): Promise<ReportRow[]> {
  options.log(`10. seeding the reports' salon (${REPORT_BOOKINGS.toLocaleString("en-US")} bookings in a year)`);
  const handle = createDatabase(options.databaseUrl, { max: 2 });
  let apiKey: string;
  try {
    const { provider, key } = await createProviderWithKey(handle.db, {
      name: "Bench Reports",
      category: "hair salon",
      location: "Berlin",
      timezone: "Europe/Berlin",
      plan: "enterprise",
      rateLimit: 1_000_000_000,
    });
    apiKey = key.apiKey;
    await seedReportYear(handle.db, { providerId: provider.id, prefix: "rep", bookings: REPORT_BOOKINGS, members: 20, customers: 2_999 });
    await sql`ANALYZE bookings`.execute(handle.db);
  } finally {
    await handle.close();
  }
  // As autovacuum leaves a table: its pages marked all-visible (VACUUM runs outside a transaction, on a connection of its own).
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query("VACUUM bookings");
  } finally {
    await client.end();
  }
  const auth = { authorization: `Bearer ${apiKey}` };
  const rows: ReportRow[] = [];
  const asks = [
    ...REPORTS.flatMap((report) =>
      ["day", "week", "month"].map((groupBy) => ({ report, query: `${YEAR}&groupBy=${groupBy}`, label: `a year by ${groupBy}` })),
    ),
    ...REPORTS.map((report) => ({ report, query: `${YEAR}&groupBy=week&staffId=staff_rep3`, label: "one member's year by week" })),
  ];
  for (const ask of asks) {
    const timing = await sequentialTimings(`${options.apiUrl}/v1/reports/${ask.report}?${ask.query}`, auth, options.smoke ? 1 : 20);
    options.log(`10. ${ask.report}, ${ask.label}: median ${timing.median.toFixed(1)} ms, p90 ${timing.p90.toFixed(1)} ms`);
    rows.push({ report: `GET /v1/reports/${ask.report}, ${ask.label}`, median: timing.median, p90: timing.p90 });
  }
  return rows;
}
