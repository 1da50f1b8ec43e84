// Money taken and given back over a range of local dates, from the payments recorded on bookings:
// a payment counts on the date it was recorded (paid_at) and a refund on the date it was made
// (refunded_at), each in the salon's zone, with the member of its booking. A refund gives back the
// whole payment, so a refunded booking counts in `paid` on its payment's date and in `refunded` on
// its refund's. Amounts are summed in minor units and answered in major units.
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { fromCents } from "../../schemas/common";
import { bookingsInRange, GROUPED_COLUMNS, groupedReport } from "./grouped";
import { GROUPING_SETS, periodOf, type GroupedRow, type ReportScope } from "./scope";

interface MoneyRow extends GroupedRow {
  paid_cents: string;
  refunded_cents: string;
  payments: number;
  refunds: number;
}

/** The statement (EXPLAIN reads it in the tests): payments and refunds per period, per member and in all. */
export function revenueSql(s: ReportScope) {
  return sql<MoneyRow>`
    SELECT ${GROUPED_COLUMNS},
           coalesce(sum(paid_cents), 0)::text AS paid_cents,
           coalesce(sum(refunded_cents), 0)::text AS refunded_cents,
           count(paid_cents)::int AS payments,
           count(refunded_cents)::int AS refunds
      FROM (SELECT ${periodOf(sql`b.paid_at`, s)} AS period, b.staff_id, b.payment_amount_cents::bigint AS paid_cents,
                   NULL::bigint AS refunded_cents
              FROM bookings b
             WHERE ${bookingsInRange(sql`b.paid_at`, s)}
            UNION ALL
            SELECT ${periodOf(sql`b.refunded_at`, s)} AS period, b.staff_id, NULL::bigint, b.payment_amount_cents::bigint
              FROM bookings b
             WHERE ${bookingsInRange(sql`b.refunded_at`, s)}) AS x
     ${GROUPING_SETS}`;
}

function money(row: MoneyRow | undefined) {
  // Sums of minor units come as text (bigint); a salon's year stays far inside a double's exact integers.
  const paid = Number(row?.paid_cents ?? 0);
  const refunded = Number(row?.refunded_cents ?? 0);
  return {
    paid: fromCents(paid),
    refunded: fromCents(refunded),
    net: fromCents(paid - refunded),
    payments: row?.payments ?? 0,
    refunds: row?.refunds ?? 0,
  };
}

export const revenueReport = (db: Kysely<Database>, s: ReportScope) => groupedReport(db, s, revenueSql(s), money);
