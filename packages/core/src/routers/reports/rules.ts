/** What every report's OpenAPI description says of its range, periods and callers. */
export const REPORT_RULES =
  "`from` and `to` are inclusive local dates in the salon's time zone, at most 366 days apart (else 400); `groupBy` is day (default), " +
  "week (Monday to Sunday) or month, in that zone, and every period of the range is listed, empty ones too (the first and last may be " +
  "partial: their `from` and `to` say which dates they cover). `staffId` limits the report to one member. For admins and managers in " +
  "the console and provider keys; staff members get 403.";
