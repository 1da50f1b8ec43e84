import { z } from "zod";
import { iso, timestamp } from "../../schemas/common";
import type { ClosureRow } from "../../store/staff-policies";

export const closure = z.object({
  id: z.string().meta({ example: "cls_8Jd3Kq1Zr5Tx7Wm2Vb4N" }),
  date: z.string().meta({ description: "First closed local date", example: "2026-12-25" }),
  endDate: z.string().meta({ description: "Last closed local date (inclusive)", example: "2026-12-26" }),
  reason: z.string().nullable().meta({ example: "Christmas" }),
  createdAt: timestamp,
});

export const toClosure = (row: ClosureRow): z.infer<typeof closure> => ({
  id: row.id,
  date: row.start_date,
  endDate: row.end_date,
  reason: row.reason,
  createdAt: iso(row.created_at),
});
