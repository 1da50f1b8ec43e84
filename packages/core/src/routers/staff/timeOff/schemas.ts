import { z } from "zod";
import { iso, timestamp } from "../../../schemas/common";
import type { TimeOffRow } from "../../../store/staff-policies";

export const timeOff = z.object({
  id: z.string().meta({ example: "off_4Hq8sLz2Wm6Yt1Bn9Kc3" }),
  staffId: z.string().meta({ example: "staff_7Rt2Lm9Qx4Vb6Nz1Hc8P" }),
  start: timestamp.meta({ example: "2026-12-21T00:00:00.000Z" }),
  end: timestamp.meta({ example: "2027-01-04T00:00:00.000Z" }),
  reason: z.string().nullable().meta({ example: "Holiday" }),
  createdAt: timestamp,
});

export const toTimeOff = (row: TimeOffRow): z.infer<typeof timeOff> => ({
  id: row.id,
  staffId: row.staff_id,
  start: iso(row.starts_at),
  end: iso(row.ends_at),
  reason: row.reason,
  createdAt: iso(row.created_at),
});
